import { describe, expect, it } from 'vitest';
import {
  ANIMATION_FRAMES,
  ART_SIZE_IDS,
  ART_SIZES,
  type ArtSizeId,
  designFor,
  FONT_FACES,
  fitText,
  formatEventDate,
  formatLongDate,
  formatShortDate,
  formatTime,
  isArtSizeId,
  layoutArt,
  renderArtSvg,
  SLOT_LABELS,
  type SlotName,
  TEMPLATES,
  textWidth,
} from '../index';

/**
 * A small XML well-formedness check: tags nest and close, attributes are quoted and unique,
 * text and attribute values hold no raw '<' or bare '&'. Returns the element names in order.
 */
function parseXml(xml: string): { name: string; attrs: Record<string, string> }[] {
  const elements: { name: string; attrs: Record<string, string> }[] = [];
  const open: string[] = [];
  const checkText = (text: string) => {
    if (text.includes('<')) throw new Error(`raw < in ${text}`);
    for (const m of text.matchAll(/&([^;]*);?/g)) {
      if (!/^&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);$/i.test(m[0]))
        throw new Error(`bad entity ${m[0]}`);
    }
  };
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    if (lt === -1) {
      checkText(xml.slice(i));
      break;
    }
    checkText(xml.slice(i, lt));
    const gt = xml.indexOf('>', lt);
    if (gt === -1) throw new Error('unclosed tag');
    const tag = xml.slice(lt + 1, gt);
    i = gt + 1;
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim();
      if (open.pop() !== name) throw new Error(`mismatched </${name}>`);
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const body = selfClosing ? tag.slice(0, -1) : tag;
    const nameMatch = /^([A-Za-z_][\w:.-]*)/.exec(body);
    if (!nameMatch) throw new Error(`bad tag <${tag}>`);
    const name = nameMatch[1] as string;
    let rest = body.slice(name.length);
    const attrs: Record<string, string> = {};
    for (;;) {
      rest = rest.replace(/^\s+/, '');
      if (rest === '') break;
      const a = /^([A-Za-z_][\w:.-]*)="([^"]*)"/.exec(rest);
      if (!a) throw new Error(`bad attributes in <${name}${rest}>`);
      const key = a[1] as string;
      if (key in attrs) throw new Error(`duplicate ${key} in <${name}>`);
      checkText(a[2] as string);
      attrs[key] = a[2] as string;
      rest = rest.slice(a[0].length);
    }
    elements.push({ name, attrs });
    if (!selfClosing) open.push(name);
  }
  if (open.length > 0) throw new Error(`unclosed ${open.join(', ')}`);
  return elements;
}

const TEXTS: Partial<Record<SlotName, string>> = {
  churchName: 'Igreja Batista Esperança',
  title: 'Santa Ceia do Senhor',
  subtitle: 'Fazei isto em memória de mim',
  speaker: 'Pr. Carlos Mendes',
  date: 'Domingo, 19 de maio',
  time: '19h',
  verse:
    'Porque, todas as vezes que comerdes este pão e beberdes este cálice, anunciais a morte do Senhor, até que ele venha.',
  verseRef: '1 Coríntios 11:26',
  address: 'Rua das Oliveiras, 120 — Centro',
  recipient: 'Maria Aparecida dos Santos',
  memberName: 'João Pedro Almeida',
  role: 'Diácono',
  memberSince: 'Março de 2015',
  memberId: '00482',
  pixKey: 'tesouraria@igrejaesperanca.org.br',
  phone: '(11) 98765-4321',
  instagram: '@igrejaesperanca',
};

describe('art sizes', () => {
  it('has the pixel and print sizes of the issue', () => {
    const table = Object.fromEntries(
      ART_SIZE_IDS.map((id) => [
        id,
        [ART_SIZES[id].width, ART_SIZES[id].height, ART_SIZES[id].print ?? null],
      ]),
    );
    expect(table).toEqual({
      'feed-retrato': [1080, 1350, null],
      'feed-quadrado': [1080, 1080, null],
      stories: [1080, 1920, null],
      'thumbnail-youtube': [1280, 720, null],
      'capa-youtube': [2560, 1440, null],
      'capa-fanpage': [820, 312, null],
      'capa-playlist': [1080, 1080, null],
      telao: [1920, 1080, null],
      'a4-retrato': [2480, 3508, { widthMm: 210, heightMm: 297 }],
      'a4-paisagem': [3508, 2480, { widthMm: 297, heightMm: 210 }],
      'envelope-dizimo': [1299, 2598, { widthMm: 110, heightMm: 220 }],
      carteirinha: [1011, 638, { widthMm: 85.6, heightMm: 54 }],
      'cartao-digital': [1080, 1920, null],
    });
    expect(ART_SIZES.stories.formats).toEqual(['stories', 'story-animado', 'video-criativo']);
    expect(ART_SIZES.telao.formats).toEqual(['cartaz', 'video-criativo']);
    expect(isArtSizeId('telao')).toBe(true);
    expect(isArtSizeId('toString')).toBe(false);
    expect(isArtSizeId(3)).toBe(false);
  });
});

describe('templates', () => {
  it('offers at least 24 designs, each in at least 3 palettes, covering every size', () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(24);
    expect(new Set(TEMPLATES.map((t) => t.id)).size).toBe(TEMPLATES.length);
    for (const t of TEMPLATES) {
      expect(t.palettes.length, t.id).toBeGreaterThanOrEqual(3);
      expect(new Set(t.palettes.map((p) => p.id)).size, t.id).toBe(t.palettes.length);
      for (const slot of t.slots) expect(slot.label).toBe(SLOT_LABELS[slot.name]);
    }
    for (const size of ART_SIZE_IDS) {
      expect(TEMPLATES.filter((t) => t.sizes.includes(size)).length, size).toBeGreaterThanOrEqual(
        2,
      );
    }
    const idCard = TEMPLATES.find((t) => t.kind === 'idcard');
    expect(idCard?.photoSlots).toEqual([{ id: 'foto', label: 'Foto do membro', shape: 'rect' }]);
  });

  // Hundreds of renders, all CPU: on a two-core machine running the whole suite they took over
  // Vitest's default 5 s (a fresh-clone run); their speed is bench's business, not this test's.
  it('renders every template in every size as a well-formed SVG with named layers and live slots', () => {
    for (const t of TEMPLATES) {
      for (const sizeId of t.sizes) {
        const palette = t.palettes[ART_SIZE_IDS.indexOf(sizeId) % t.palettes.length];
        const out = renderArtSvg({
          templateId: t.id,
          paletteId: palette?.id as string,
          sizeId,
          texts: TEXTS,
        });
        const where = `${t.id} ${sizeId}`;
        const elements = parseXml(out.svg);
        const root = elements[0];
        expect(root?.name, where).toBe('svg');
        expect(root?.attrs.width, where).toBe(String(ART_SIZES[sizeId].width));
        expect(root?.attrs.height, where).toBe(String(ART_SIZES[sizeId].height));
        expect(root?.attrs.viewBox).toBe(
          `0 0 ${ART_SIZES[sizeId].width} ${ART_SIZES[sizeId].height}`,
        );
        expect(root?.attrs['xmlns:inkscape']).toBe('http://www.inkscape.org/namespaces/inkscape');
        expect([out.width, out.height]).toEqual([
          ART_SIZES[sizeId].width,
          ART_SIZES[sizeId].height,
        ]);
        const layers = elements.filter((e) => e.attrs['inkscape:groupmode'] === 'layer');
        expect(
          layers.map((l) => l.attrs['inkscape:label']),
          where,
        ).toEqual(expect.arrayContaining(['Fundo', 'Textura', 'Textos']));
        const texts = elements.filter((e) => e.name === 'text' && e.attrs['data-slot']);
        // Every slot of the template is there, once, as live text with its pt-BR label.
        expect(texts.map((e) => e.attrs.id).sort(), where).toEqual(
          t.slots.map((s) => s.name).sort(),
        );
        for (const e of texts) {
          expect(e.attrs['data-slot']).toBe(e.attrs.id);
          expect(e.attrs['inkscape:label']).toBe(SLOT_LABELS[e.attrs.id as SlotName]);
          expect(FONT_FACES.map((f) => f.family)).toContain(e.attrs['font-family']);
        }
        const ids = elements.map((e) => e.attrs.id).filter(Boolean);
        expect(new Set(ids).size, `${where} unique ids`).toBe(ids.length);
        expect(out.fonts.length).toBeGreaterThan(0);
      }
    }
  }, 60_000);

  it('omits empty slots, escapes XML and is deterministic', () => {
    const input = {
      templateId: 'luz-do-mundo',
      paletteId: 'noite-dourada',
      sizeId: 'feed-retrato' as ArtSizeId,
      texts: { title: 'Jovens <& "Adoração">', churchName: '   ', date: '' },
    };
    const a = renderArtSvg(input);
    expect(a.svg).toBe(renderArtSvg(input).svg);
    const texts = parseXml(a.svg).filter((e) => e.name === 'text' && e.attrs['data-slot']);
    expect(texts.map((e) => e.attrs.id)).toEqual(['title']);
    expect(a.svg).toContain('Jovens &lt;&amp;');
    expect(a.svg).toContain('&quot;Adoração&quot;&gt;');
    expect(a.fonts.map((f) => `${f.family} ${f.weight}`)).toEqual(['Playfair Display 700']);
    // Animated frames differ from each other and stay well-formed.
    const frame = renderArtSvg({ ...input, frame: ANIMATION_FRAMES / 2 });
    expect(frame.svg).not.toBe(a.svg);
    parseXml(frame.svg);
  });

  it('moves every template in every palette between animation frames', () => {
    for (const t of TEMPLATES) {
      for (const palette of t.palettes) {
        const input = {
          templateId: t.id,
          paletteId: palette.id,
          sizeId: t.sizes[0] as ArtSizeId,
          texts: { title: 'Culto' },
        };
        const first = renderArtSvg(input).svg;
        expect(renderArtSvg({ ...input, frame: 5 }).svg, `${t.id} ${palette.id}`).not.toBe(first);
        // Frames past the last are the last.
        expect(renderArtSvg({ ...input, frame: ANIMATION_FRAMES + 3 }).svg).toBe(
          renderArtSvg({ ...input, frame: ANIMATION_FRAMES - 1 }).svg,
        );
      }
    }
  });

  it('refuses an unknown template, a foreign palette or a size the template has not', () => {
    const texts = { title: 'Culto' };
    expect(() =>
      renderArtSvg({ templateId: 'nenhum', paletteId: 'noite-dourada', sizeId: 'stories', texts }),
    ).toThrow();
    expect(() =>
      renderArtSvg({ templateId: 'luz-do-mundo', paletteId: 'pinho', sizeId: 'stories', texts }),
    ).toThrow();
    expect(() =>
      renderArtSvg({
        templateId: 'luz-do-mundo',
        paletteId: 'noite-dourada',
        sizeId: 'carteirinha',
        texts,
      }),
    ).toThrow();
  });

  it('shrinks a long church name and keeps every slot inside its box and the canvas', () => {
    const long =
      'Igreja Evangélica Assembleia de Deus Ministério de Madureira Campo Regional de Jacarepaguá';
    for (const t of TEMPLATES) {
      for (const sizeId of t.sizes) {
        const layout = layoutArt({
          templateId: t.id,
          paletteId: t.palettes[0]?.id as string,
          sizeId,
          texts: { ...TEXTS, churchName: long, title: 'Congresso de Jovens Avivamento' },
        });
        for (const p of layout.composition.placed) {
          const where = `${t.id} ${sizeId} ${p.slot}`;
          const spacing = p.style.ls ?? 0;
          for (const line of p.fitted.lines) {
            expect(
              textWidth(line, p.style.face, p.fitted.size, spacing),
              where,
            ).toBeLessThanOrEqual(p.box.width + 0.01);
          }
          expect(p.fitted.lines.length * p.fitted.size * p.style.lh, where).toBeLessThanOrEqual(
            p.box.height + 0.01,
          );
          expect(p.box.x, where).toBeGreaterThanOrEqual(0);
          expect(p.box.y, where).toBeGreaterThanOrEqual(0);
          expect(p.box.x + p.box.width, where).toBeLessThanOrEqual(layout.width + 0.01);
          expect(p.box.y + p.box.height, where).toBeLessThanOrEqual(layout.height + 0.01);
        }
        const church = layout.composition.placed.find((p) => p.slot === 'churchName');
        expect(church, `${t.id} ${sizeId}`).toBeDefined();
      }
    }
    // The long name is set smaller than a short one in the same slot.
    const size = (name: string) =>
      layoutArt({
        templateId: 'coroa-de-gloria',
        paletteId: 'noite-dourada',
        sizeId: 'capa-fanpage',
        texts: { churchName: name, title: 'Culto' },
      }).composition.placed.find((p) => p.slot === 'churchName')?.fitted.size ?? 0;
    expect(size(long)).toBeLessThan(size('Igreja Vida'));
  });
});

describe('fitText', () => {
  const face = FONT_FACES.find((f) => f.family === 'Montserrat' && f.weight === 700);
  if (!face) throw new Error('no face');

  it('measures with advance widths: equal glyphs add up, wide glyphs are wider', () => {
    expect(textWidth('iiii', face, 100)).toBeCloseTo(2 * textWidth('ii', face, 100), 6);
    expect(textWidth('W', face, 100)).toBeGreaterThan(textWidth('i', face, 100));
    expect(textWidth('ab', face, 50, 0.1)).toBeCloseTo(textWidth('ab', face, 50) + 2 * 5, 6);
    expect(textWidth('ã', face, 100)).toBeCloseTo(textWidth('a', face, 100), 6);
  });

  it('keeps the largest size when the text fits on its lines', () => {
    const fitted = fitText('Culto', {
      face,
      width: 1000,
      height: 200,
      maxSize: 80,
      minSize: 20,
      maxLines: 2,
      lineHeight: 1.2,
    });
    expect(fitted).toMatchObject({ lines: ['Culto'], size: 80 });
  });

  it('wraps on words, then shrinks, never wider or taller than the box', () => {
    const spec = {
      face,
      width: 400,
      height: 130,
      maxSize: 60,
      minSize: 16,
      maxLines: 2,
      lineHeight: 1.2,
    };
    const fitted = fitText('Noite de Louvor e Adoração', spec);
    expect(fitted.lines.length).toBeLessThanOrEqual(2);
    expect(fitted.lines.join(' ')).toBe('Noite de Louvor e Adoração');
    expect(fitted.size).toBeLessThan(60);
    for (const line of fitted.lines)
      expect(textWidth(line, face, fitted.size)).toBeLessThanOrEqual(400);
    expect(fitted.lines.length * fitted.size * 1.2).toBeLessThanOrEqual(130);
  });

  it('at the minimum size ends the kept lines with an ellipsis and breaks a word wider than the box', () => {
    const fitted = fitText('palavra '.repeat(40), {
      face,
      width: 200,
      height: 40,
      maxSize: 20,
      minSize: 16,
      maxLines: 2,
      lineHeight: 1.2,
    });
    expect(fitted.size).toBe(16);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1]?.endsWith('…')).toBe(true);
    for (const line of fitted.lines) expect(textWidth(line, face, 16)).toBeLessThanOrEqual(200);
    const broken = fitText('Pneumoultramicroscopicossilicovulcanoconiótico', {
      face,
      width: 150,
      height: 400,
      maxSize: 30,
      minSize: 30,
      maxLines: 10,
      lineHeight: 1.2,
    });
    expect(broken.lines.length).toBeGreaterThan(1);
    expect(broken.lines.join('')).toBe('Pneumoultramicroscopicossilicovulcanoconiótico');
    for (const line of broken.lines) expect(textWidth(line, face, 30)).toBeLessThanOrEqual(150);
  });
});

describe('designFor', () => {
  it('keeps a valid stored design and replaces an invalid one', () => {
    expect(
      designFor({
        id: 7,
        categorySlug: 'natal',
        sizeId: 'stories',
        templateId: 'noite-feliz',
        paletteId: 'natal-rubi',
      }),
    ).toMatchObject({
      template: { id: 'noite-feliz' },
      palette: { id: 'natal-rubi' },
    });
    const wrongSize = designFor({
      id: 7,
      categorySlug: 'natal',
      sizeId: 'carteirinha',
      templateId: 'noite-feliz',
      paletteId: 'natal-rubi',
    });
    expect(wrongSize.template.sizes).toContain('carteirinha');
    const wrongPalette = designFor({
      id: 7,
      categorySlug: 'natal',
      sizeId: 'stories',
      templateId: 'noite-feliz',
      paletteId: 'neon-jovem',
    });
    expect(wrongPalette.template.palettes).toContain(wrongPalette.palette);
  });

  it('is deterministic, fits the size, prefers the category and never repeats a design on neighbouring ids', () => {
    for (const [slug, sizeId] of [
      ['natal', 'feed-retrato'],
      ['culto-de-jovens', 'stories'],
      ['certificados', 'a4-paisagem'],
      ['carteirinhas', 'carteirinha'],
      ['envelopes-dizimos', 'envelope-dizimo'],
      [null, 'telao'],
    ] as const) {
      const designs = Array.from({ length: 40 }, (_, i) =>
        designFor({ id: 1000 + i, categorySlug: slug, sizeId }),
      );
      const again = Array.from({ length: 40 }, (_, i) =>
        designFor({ id: 1000 + i, categorySlug: slug, sizeId }),
      );
      expect(again).toEqual(designs);
      const keys = designs.map((d) => `${d.template.id}/${d.palette.id}`);
      for (let i = 1; i < keys.length; i++) expect(keys[i], `${slug} ${i}`).not.toBe(keys[i - 1]);
      expect(new Set(keys).size, `${slug}`).toBeGreaterThanOrEqual(6);
      for (const d of designs) {
        expect(d.template.sizes).toContain(sizeId);
        expect(d.template.palettes).toContain(d.palette);
      }
    }
    const natal = Array.from({ length: 10 }, (_, i) =>
      designFor({ id: i + 1, categorySlug: 'natal', sizeId: 'stories' }),
    );
    for (const d of natal) expect(d.template.themes).toContain('natal');
  });
});

describe('pt-BR dates', () => {
  it('formats event, long and short dates and times', () => {
    const date = new Date(Date.UTC(2025, 4, 18));
    expect(formatEventDate(date)).toBe('Domingo, 18 de maio');
    expect(formatEventDate(date, false)).toBe('18 de maio');
    expect(formatLongDate(new Date(Date.UTC(2024, 11, 25)))).toBe('25 de dezembro de 2024');
    expect(formatShortDate(new Date(Date.UTC(2025, 2, 9)))).toBe('09/03/2025');
    expect(formatTime(19)).toBe('19h');
    expect(formatTime(19, 30)).toBe('19h30');
  });
});
