import { describe, expect, it } from 'vitest';
import {
  CHURCH_PALETTE_ID,
  type ChurchColors,
  churchPalette,
  renderArtSvg,
  TEMPLATES,
} from '../index';

// Issue 20: 'Cores da igreja', a palette from the church's own colours. The contrast is
// computed here by the WCAG 2.x formula written out again (not the code under test), and
// checked against published values first.

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r as number) + 0.7152 * (g as number) + 0.0722 * (b as number);
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const HEX = /^#[0-9A-F]{6}$/;

/** Named pairs a church might save (primary, secondary). */
const PAIRS: [string, string | null][] = [
  ['#FFD700', '#FFFFFF'], // yellow and white
  ['#000080', '#000000'], // navy and black
  ['#FFFFFF', '#FFD700'],
  ['#000000', '#FFFFFF'],
  ['#FFFFFF', '#000000'],
  ['#FFFFFF', null],
  ['#000000', null],
  ['#777777', '#888888'], // mid greys: neither white nor black reads well on them
  ['#808080', null],
  ['#1E3A8A', '#D4AF37'], // navy and gold
  ['#C62828', '#FFFFFF'], // red and white
  ['#2E7D32', '#FFEB3B'], // green and yellow
  ['#6A1B9A', '#FFC107'], // purple and amber
  ['#00BCD4', '#FF4081'], // cyan and pink
  ['#FF9800', '#3F51B5'], // orange and indigo
  ['#FFEB3B', '#FFEB3B'],
  ['#0000FF', '#FF0000'],
  ['#00FF00', '#FF00FF'],
  ['#F5F5DC', '#8B4513'], // beige and brown
  ['#8B0000', '#FFD700'],
];

/** Every web-safe colour (0, 33, 66, 99, CC, FF per channel) as a primary. */
const WEB_SAFE = (() => {
  const steps = ['00', '33', '66', '99', 'CC', 'FF'];
  const out: string[] = [];
  for (const r of steps) for (const g of steps) for (const b of steps) out.push(`#${r}${g}${b}`);
  return out;
})();

function expectReadable(colors: ChurchColors) {
  const p = churchPalette(colors);
  const where = `${colors.primary}/${colors.secondary}`;
  for (const text of [p.ink, p.soft, p.accent]) {
    expect(text, where).toMatch(HEX);
    for (const bg of p.background) {
      expect(contrast(text, bg), `${where}: ${text} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  }
  for (const c of [...p.background, p.glow]) expect(c, where).toMatch(HEX);
  // Dark art: light texts; light art: dark texts.
  expect(luminance(p.ink) > luminance(p.background[1]), where).toBe(p.dark);
  return p;
}

describe('churchPalette', () => {
  it('uses the WCAG formula of the published values', () => {
    expect(contrast('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    // WebAIM: #777777 on white is 4.48:1, #767676 4.54:1.
    expect(contrast('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrast('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });

  it('is a full palette named Cores da igreja', () => {
    const p = churchPalette({ primary: '#1e3a8a', secondary: '#d4af37' });
    expect(p).toMatchObject({ id: 'igreja', name: 'Cores da igreja', dark: true });
    expect(CHURCH_PALETTE_ID).toBe('igreja');
    expect(p.background).toHaveLength(3);
    // The church's navy is the art's ground (it already reads well under white).
    expect(p.background[1]).toBe('#1E3A8A');
    // Gold stays gold (more red than blue), lightened only as much as the contrast asks.
    const [r, , b] = [1, 3, 5].map((i) => Number.parseInt(p.accent.slice(i, i + 2), 16));
    expect(r as number).toBeGreaterThan(b as number);
  });

  it('keeps 4.5:1 for every text colour on every background, for many colour pairs', () => {
    for (const [primary, secondary] of PAIRS) expectReadable({ primary, secondary });
    for (const primary of WEB_SAFE) {
      for (const secondary of [null, '#FFFFFF', '#000000', '#FFD700', '#0033CC']) {
        expectReadable({ primary, secondary });
      }
    }
  });

  it('makes yellow and white a light art, navy and black a dark one', () => {
    const yellow = expectReadable({ primary: '#FFD700', secondary: '#FFFFFF' });
    expect(yellow.dark).toBe(false);
    // Yellow stays the ground's deepest colour.
    expect(yellow.background[2]).toBe('#FFD700');
    const navy = expectReadable({ primary: '#000080', secondary: '#000000' });
    expect(navy.dark).toBe(true);
    expect(navy.background[1]).toBe('#000080');
  });

  it('is pure: the same colours, the same palette, in any letter case', () => {
    const a = churchPalette({ primary: '#c62828', secondary: '#ffffff' });
    const b = churchPalette({ primary: '#C62828', secondary: '#FFFFFF' });
    expect(a).toEqual(b);
    expect(() => churchPalette({ primary: 'red', secondary: null })).toThrow();
  });

  it('draws an art in the church colours (paletteId igreja), any template', () => {
    const colors = { primary: '#1E3A8A', secondary: '#D4AF37' };
    const p = churchPalette(colors);
    for (const t of TEMPLATES.filter((_, i) => i % 5 === 0)) {
      const input = {
        templateId: t.id,
        paletteId: 'igreja',
        sizeId: t.sizes[0] as (typeof t.sizes)[number],
        texts: { churchName: 'Igreja Batista Esperança', title: 'Culto de Domingo' },
      };
      const { svg } = renderArtSvg({ ...input, churchColors: colors });
      expect(svg, t.id).toContain(`fill="${p.ink}"`);
      for (const other of t.palettes) {
        expect(svg, t.id).not.toBe(renderArtSvg({ ...input, paletteId: other.id }).svg);
      }
      expect(() => renderArtSvg(input), t.id).toThrow(/igreja/);
    }
  });
});
