import { describe, expect, it } from 'vitest';
import {
  CATEGORY_THEME_MIN_CONTRAST,
  CATEGORY_THEMES,
  categoryTheme,
  contrastRatio,
  THEMED_CATEGORY_SLUGS,
} from './category-themes';

describe('contrastRatio (WCAG 2.x)', () => {
  it('matches published ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    // The well-known thresholds around AA on white: #767676 passes (4.54), #777777 fails (4.48).
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#fff')).toBeCloseTo(4.48, 2);
    // Pure red on white is 4.0:1.
    expect(contrastRatio('#FF0000', '#FFFFFF')).toBeCloseTo(4.0, 2);
    expect(() => contrastRatio('vermelho', '#FFFFFF')).toThrow('Cor inválida');
  });
});

describe('category colour themes (catalogue §3)', () => {
  it("covers exactly the spec's special slugs", () => {
    expect(Object.keys(CATEGORY_THEMES).sort()).toEqual(
      [
        'lancamentos',
        'lavagem',
        'locacao',
        'mecanica',
        'promocoes',
        'seminovos',
        'vendas',
        'videos-criativos',
      ].sort(),
    );
    expect([...THEMED_CATEGORY_SLUGS].sort()).toEqual(Object.keys(CATEGORY_THEMES).sort());
  });

  it('keeps text and accent readable on the background, and white on the accent (AA)', () => {
    expect(CATEGORY_THEME_MIN_CONTRAST).toBe(4.5);
    for (const slug of THEMED_CATEGORY_SLUGS) {
      const theme = CATEGORY_THEMES[slug];
      expect(contrastRatio(theme.text, theme.background), slug).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(theme.accent, theme.background), slug).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio('#FFFFFF', theme.accent), slug).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives each theme its own accent', () => {
    const accents = THEMED_CATEGORY_SLUGS.map((slug) => CATEGORY_THEMES[slug].accent);
    expect(new Set(accents).size).toBe(accents.length);
  });

  it('finds a theme by slug, also for a category staff creates, and none for the others', () => {
    expect(categoryTheme('vendas')).toBe(CATEGORY_THEMES.vendas);
    expect(categoryTheme(' Lavagem ')).toBe(CATEGORY_THEMES.lavagem);
    expect(categoryTheme('videos-criativos')).toBe(CATEGORY_THEMES['videos-criativos']);
    expect(categoryTheme('natal')).toBeNull();
    expect(categoryTheme('toString')).toBeNull();
    expect(categoryTheme(null)).toBeNull();
    expect(categoryTheme(undefined)).toBeNull();
  });
});
