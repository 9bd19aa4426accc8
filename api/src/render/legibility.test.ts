import {
  contrastRatio,
  layoutArt,
  type RenderArtInput,
  renderArtSvg,
  TEMPLATES,
} from '@arte-gospel/domain';
import { Resvg } from '@resvg/resvg-js';
import { beforeAll, describe, expect, it } from 'vitest';

// A church's text must never vanish into the art behind it. The designs are drawn without
// their texts (background, photo placeholder, texture, frame, symbols) and, under each
// filled text's lines, the text's colour is compared with every pixel: the contrast at the
// 10th percentile (the darkest or lightest tenth of what is behind it) is the text's.
// The 'horizon' designs once drew their sun glow behind the dates and verses: gold on gold,
// 1.01:1 in 66 text lines of 'Amanhecer', 'Ressurreição' and 'Tempo de Retiro'; a dark
// palette's light front waves, halo centre and ray glow took the verse, the address, the
// title or the church's name down to 1.3-1.5:1 (backgrounds.ts).

/** Below this a line reads as a smudge of its background (1:1 is the same colour). */
const VISIBLE_CONTRAST = 1.5;
/** The horizon's texts since its sun sits on the horizon, behind the hills. */
const HORIZON_CONTRAST = 1.8;
/** Pixel width the designs are drawn at: enough for a text line of a few pixels. */
const SAMPLE_WIDTH = 120;

const TEXTS: RenderArtInput['texts'] = {
  churchName: 'Igreja Batista Nova Aliança',
  title: 'Culto de Santa Ceia',
  subtitle: 'Tempo de Recomeçar',
  date: 'Domingo, 6 de dezembro',
  time: '19h30',
  verse: 'O cordão de três dobras não se rebenta com facilidade.',
  verseRef: 'Eclesiastes 4:12',
  speaker: 'Pr. Samuel Martins',
  address: 'Rua Santa Luzia, 1840 — Centro, Brasília/DF',
  recipient: 'Maria da Silva',
  memberName: 'João Pereira',
  role: 'Diácono',
  memberSince: '2015',
  memberId: '0042',
  pixKey: 'tesouraria@igreja.org',
  phone: '(61) 99999-0000',
  instagram: '@igrejanovaalianca',
};

interface Line {
  design: string;
  slot: string;
  contrast: number;
}

/** Each filled text of a design (at most three sizes, every palette) with its contrast. */
function textContrasts(templateId: string): Line[] {
  const template = TEMPLATES.find((t) => t.id === templateId)!;
  const lines: Line[] = [];
  for (const palette of template.palettes) {
    for (const sizeId of template.sizes.slice(0, 3)) {
      const input: RenderArtInput = { templateId, paletteId: palette.id, sizeId, texts: TEXTS };
      const { width, composition } = layoutArt(input);
      const svg = renderArtSvg(input).svg;
      const bare = svg.replace(/<g id="textos"[\s\S]*<\/g><\/svg>$/, '</svg>');
      expect(bare, 'the texts layer is the last one').not.toContain('id="textos"');
      const image = new Resvg(bare, {
        fitTo: { mode: 'width', value: SAMPLE_WIDTH },
        font: { loadSystemFonts: false },
      }).render();
      const scale = image.width / width;
      const { pixels } = image;
      for (const placed of composition.placed) {
        const { box, fitted, anchor } = placed;
        const left =
          anchor === 'middle'
            ? box.x + (box.width - fitted.width) / 2
            : anchor === 'end'
              ? box.x + box.width - fitted.width
              : box.x;
        const x0 = Math.max(0, Math.floor(left * scale));
        const x1 = Math.min(image.width - 1, Math.ceil((left + fitted.width) * scale));
        const y0 = Math.max(0, Math.floor(box.y * scale));
        const y1 = Math.min(image.height - 1, Math.ceil((box.y + fitted.height) * scale));
        const behind: number[] = [];
        for (let y = y0; y <= y1; y++) {
          for (let x = x0; x <= x1; x++) {
            const i = (y * image.width + x) * 4;
            const hex = `#${[pixels[i], pixels[i + 1], pixels[i + 2]]
              .map((v) => (v ?? 0).toString(16).padStart(2, '0'))
              .join('')}`;
            behind.push(contrastRatio(placed.color, hex));
          }
        }
        behind.sort((a, b) => a - b);
        lines.push({
          design: `${templateId}/${palette.id}/${sizeId}`,
          slot: placed.slot,
          contrast: behind[Math.floor(behind.length * 0.1)] ?? Number.POSITIVE_INFINITY,
        });
      }
    }
  }
  return lines;
}

const below = (lines: Line[], min: number) =>
  lines
    .filter((line) => line.contrast < min)
    .map((l) => `${l.design} ${l.slot} ${l.contrast.toFixed(2)}`);

describe('texts over their art', () => {
  /** Every design's lines, measured once for both checks. */
  let LINES: { template: (typeof TEMPLATES)[number]; lines: Line[] }[] = [];
  beforeAll(() => {
    LINES = TEMPLATES.map((template) => ({ template, lines: textContrasts(template.id) }));
  });

  it('keeps every text of every design visible over what is drawn behind it', () => {
    const lines = LINES.flatMap((design) => design.lines);
    expect(lines.length).toBeGreaterThan(500);
    expect(below(lines, VISIBLE_CONTRAST)).toEqual([]);
  });

  it("keeps the horizon designs' texts off their sun: dates, verses and addresses read", () => {
    const horizon = LINES.filter((design) => design.template.background === 'horizon');
    expect(horizon.map((design) => design.template.id)).toEqual(
      expect.arrayContaining(['amanhecer', 'ressurreicao', 'tempo-de-retiro']),
    );
    const lines = horizon.flatMap((design) => design.lines);
    expect(new Set(lines.map((line) => line.slot))).toEqual(
      new Set([
        'churchName',
        'title',
        'subtitle',
        'speaker',
        'date',
        'time',
        'verse',
        'verseRef',
        'address',
      ]),
    );
    expect(below(lines, HORIZON_CONTRAST)).toEqual([]);
  });
});
