import { describe, expect, it } from 'vitest';
import {
  buildPixPayload,
  LOGO_IMAGE_ID,
  layoutArt,
  pixCode,
  type RenderArtInput,
  renderArtSvg,
  type SlotName,
  TEMPLATES,
} from '../index';
import { hashString } from './svg';

// Issue 20: the church's logo in the art. Every kind gives it a box of its own: inside the
// art, clear of every text box (and of the PIX code and the photo), proportions kept.
// Without a logo each render is byte-identical to the renders before the logo existed.

const TEXTS: Partial<Record<SlotName, string>> = {
  churchName: 'Igreja Batista Esperança',
  title: 'Culto de Santa Ceia',
  subtitle: 'Uma noite de comunhão e gratidão',
  speaker: 'Pr. João Almeida',
  date: 'Domingo, 7 de dezembro',
  time: '19h30',
  verse: 'Fazei isto em memória de mim',
  verseRef: 'Lucas 22:19',
  address: 'Rua das Flores, 120 — Centro, Campinas/SP',
  recipient: 'Maria da Silva',
  pixKey: 'tesouraria@igrejaesperanca.org.br',
  phone: '(19) 99876-5432',
  instagram: '@igrejaesperanca',
  memberName: 'Maria da Silva',
  role: 'Membro',
  memberSince: '2019',
  memberId: '0042',
};

const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function inputs(extra: Partial<RenderArtInput> = {}): RenderArtInput[] {
  return TEMPLATES.flatMap((t) =>
    t.sizes.map((sizeId) => ({
      templateId: t.id,
      paletteId: t.palettes[0]?.id as string,
      sizeId,
      texts: TEXTS,
      ...extra,
    })),
  );
}

/** The logo layer's <image>: its box, href and preserveAspectRatio. */
function drawnLogo(svg: string) {
  const layer = /<g id="logo" inkscape:groupmode="layer" inkscape:label="Logo">(.*?)<\/g>/.exec(
    svg,
  );
  if (!layer) throw new Error('no logo layer');
  const image = new RegExp(`<image id="${LOGO_IMAGE_ID}"[^>]*/>`).exec(layer[1] as string)?.[0];
  if (!image) throw new Error('no logo image');
  const attr = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(image)?.[1] ?? '';
  return {
    href: attr('href'),
    ratio: attr('preserveAspectRatio'),
    box: {
      x: Number(attr('x')),
      y: Number(attr('y')),
      width: Number(attr('width')),
      height: Number(attr('height')),
    },
  };
}

describe('the church logo in the art', () => {
  it('is one Logo layer in every template and size, inside the art, clear of every text', () => {
    for (const input of inputs({ logo: { href: LOGO } })) {
      const where = `${input.templateId} ${input.sizeId}`;
      const { svg, width, height } = renderArtSvg(input);
      expect(svg.match(/inkscape:label="Logo"/g), where).toHaveLength(1);
      const logo = drawnLogo(svg);
      expect(logo.href, where).toBe(LOGO);
      expect(logo.ratio, where).toMatch(/^x(Min|Mid)YMid meet$/);
      const { box } = logo;
      expect(box.x, where).toBeGreaterThanOrEqual(0);
      expect(box.y, where).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, where).toBeLessThanOrEqual(width + 0.01);
      expect(box.y + box.height, where).toBeLessThanOrEqual(height + 0.01);
      // Big enough to read: at least 3 % of the art's shorter side.
      expect(Math.min(box.width, box.height), where).toBeGreaterThanOrEqual(
        Math.min(width, height) * 0.03,
      );
      const placed = layoutArt(input).composition.placed;
      expect(placed.length, where).toBeGreaterThan(2);
      for (const p of placed) {
        expect(overlaps(box, p.box), `${where}: logo over ${p.slot}`).toBe(false);
      }
      // Every slot of the template is still live text.
      const template = TEMPLATES.find((t) => t.id === input.templateId);
      for (const slot of template?.slots ?? []) {
        expect(svg, `${where} ${slot.name}`).toContain(`data-slot="${slot.name}"`);
      }
    }
  });

  it('stays clear of the PIX code and of a photo in the digital card’s round slot', () => {
    const pix = buildPixPayload({
      key: 'tesouraria@igrejaesperanca.org.br',
      merchantName: 'Igreja Batista Esperança',
      merchantCity: 'Campinas',
    });
    if (!pix.ok) throw new Error(JSON.stringify(pix));
    for (const t of TEMPLATES.filter((x) => x.kind === 'envelope' || x.kind === 'digitalcard')) {
      for (const photos of [{}, { foto: LOGO.replace('png', 'jpeg') }]) {
        const input: RenderArtInput = {
          templateId: t.id,
          paletteId: t.palettes[0]?.id as string,
          sizeId: t.sizes[0] as RenderArtInput['sizeId'],
          texts: TEXTS,
          photos,
          pix: pixCode(pix.payload),
          logo: { href: LOGO },
        };
        const { svg } = renderArtSvg(input);
        const logo = drawnLogo(svg).box;
        const square =
          /<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" rx="[\d.]+" fill="#FFFFFF"\/><path id="pix-qr"/.exec(
            svg,
          );
        if (!square) throw new Error('no QR');
        const qr = {
          x: Number(square[1]),
          y: Number(square[2]),
          width: Number(square[3]),
          height: Number(square[4]),
        };
        expect(overlaps(logo, qr), `${t.id} logo over the QR`).toBe(false);
        const photo =
          /data-photo-slot="foto"[^>]*data-box="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg);
        if (photo && 'foto' in photos) {
          const box = {
            x: Number(photo[1]),
            y: Number(photo[2]),
            width: Number(photo[3]),
            height: Number(photo[4]),
          };
          expect(overlaps(logo, box), `${t.id} logo over the photo`).toBe(false);
          expect(svg, t.id).toContain('preserveAspectRatio="xMidYMid slice"');
        }
        for (const p of layoutArt(input).composition.placed) {
          expect(overlaps(logo, p.box), `${t.id}: logo over ${p.slot}`).toBe(false);
        }
      }
    }
  });

  it('takes the symbol’s place on the ID card, and the round slot on an empty digital card', () => {
    const card = renderArtSvg({
      templateId: 'carteirinha-membro',
      paletteId: 'noite-dourada',
      sizeId: 'carteirinha',
      texts: TEXTS,
      logo: { href: LOGO },
    });
    const band = drawnLogo(card.svg).box;
    // In the top band (24 % of the height), at the left.
    expect(band.y + band.height).toBeLessThanOrEqual(card.height * 0.24);
    expect(band.x).toBeLessThan(card.width * 0.2);
    const digital = renderArtSvg({
      templateId: 'cartao-igreja',
      paletteId: 'noite-dourada',
      sizeId: 'cartao-digital',
      texts: TEXTS,
      logo: { href: LOGO },
    });
    const round = drawnLogo(digital.svg).box;
    // Centred in the round slot: 40 % of the width, from 8 % of the height.
    expect(round.x + round.width / 2).toBeCloseTo(digital.width / 2, 5);
    expect(round.y + round.height / 2).toBeCloseTo(digital.height * 0.08 + digital.width * 0.2, 5);
  });

  it('stands on a white disc on a dark art, and takes its whole box on a light one', () => {
    const render = (paletteId: string) =>
      renderArtSvg({
        templateId: 'palavra-viva',
        paletteId,
        sizeId: 'feed-quadrado',
        texts: TEXTS,
        logo: { href: LOGO },
      }).svg;
    const layerOf = (svg: string) =>
      /<g id="logo" inkscape:groupmode="layer" inkscape:label="Logo">(.*?)<\/g>/.exec(svg)?.[1] ??
      '';
    // 'grafite' is dark, 'areia' light (palettes.ts).
    const dark = layerOf(render('grafite'));
    const disc = /^<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)" fill="#FFFFFF"\/>/.exec(dark);
    if (!disc) throw new Error('no disc');
    const box = drawnLogo(render('grafite')).box;
    const [cx, cy, r] = disc.slice(1).map(Number) as [number, number, number];
    // The logo's box inside the disc (its corners within the radius).
    expect(Math.hypot(box.width / 2, box.height / 2)).toBeLessThanOrEqual(r);
    expect(box.x + box.width / 2).toBeCloseTo(cx, 5);
    expect(box.y + box.height / 2).toBeCloseTo(cy, 5);
    expect(layerOf(render('areia'))).not.toContain('<circle');
  });

  it('renders byte-identical without a logo (an empty href included)', () => {
    // FNV-1a of every template × size render (and of one per kind) before the logo existed:
    // the renderer of commit 9a66744, run on these texts, with the later changes to what it
    // draws applied (backgrounds.ts: the horizon's sun on the horizon, a dark palette's front
    // waves, halo centre and ray glow kept off the texts; without them: all 2706849993,
    // poster 3997855378, digitalcard 2608788497).
    const BEFORE = {
      all: 684590233,
      count: 237,
      byKind: {
        poster: 2575951259,
        certificate: 2630152238,
        envelope: 2323987604,
        idcard: 224803282,
        digitalcard: 3189203930,
      } as Record<string, number>,
    };
    const svgs: string[] = [];
    const byKind: Record<string, number> = {};
    for (const input of inputs()) {
      const { svg } = renderArtSvg(input);
      svgs.push(svg);
      expect(svg).not.toContain('inkscape:label="Logo"');
      const kind = TEMPLATES.find((t) => t.id === input.templateId)?.kind as string;
      if (!(kind in byKind)) byKind[kind] = hashString(svg);
    }
    expect(svgs).toHaveLength(BEFORE.count);
    expect(byKind).toEqual(BEFORE.byKind);
    expect(hashString(svgs.map((s) => hashString(s)).join(','))).toBe(BEFORE.all);
    for (const input of inputs({ logo: { href: '' } }).filter((_, i) => i % 10 === 0)) {
      expect(renderArtSvg(input).svg).toBe(renderArtSvg({ ...input, logo: undefined }).svg);
    }
  });

  it('escapes the href as an attribute', () => {
    const { svg } = renderArtSvg({
      templateId: 'luz-do-mundo',
      paletteId: 'noite-dourada',
      sizeId: 'feed-quadrado',
      texts: TEXTS,
      logo: { href: '/media/site/logo.webp?a="b"&c=<d>' },
    });
    expect(svg).toContain('href="/media/site/logo.webp?a=&quot;b&quot;&amp;c=&lt;d&gt;"');
  });
});
