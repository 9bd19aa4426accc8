import { describe, expect, it } from 'vitest';
import {
  CATEGORY_SLUG_THEMES,
  CATEGORY_THEME_IDS,
  CATEGORY_THEME_LABELS,
  CATEGORY_THEME_MIN_CONTRAST,
  CATEGORY_THEMES,
  categoryTheme,
  contrastRatio,
  isCategoryThemeId,
  slugDefaultTheme,
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

describe('category colour themes (catalogue §3, issue 19)', () => {
  it('offers the site colours and eight named palettes, each with a pt-BR label', () => {
    expect(CATEGORY_THEME_IDS[0]).toBe('padrao');
    expect(Object.keys(CATEGORY_THEMES).sort()).toEqual(
      CATEGORY_THEME_IDS.filter((id) => id !== 'padrao').sort(),
    );
    expect(Object.keys(CATEGORY_THEME_LABELS).sort()).toEqual([...CATEGORY_THEME_IDS].sort());
    expect(CATEGORY_THEME_LABELS.padrao).toBe('Padrão do site');
    expect(isCategoryThemeId('violeta')).toBe(true);
    expect(isCategoryThemeId('neon')).toBe(false);
    expect(isCategoryThemeId(undefined)).toBe(false);
  });

  it("gives exactly the spec's special slugs a default palette", () => {
    expect(Object.keys(CATEGORY_SLUG_THEMES).sort()).toEqual(
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
    expect([...THEMED_CATEGORY_SLUGS].sort()).toEqual(Object.keys(CATEGORY_SLUG_THEMES).sort());
    // Each special slug its own palette.
    expect(new Set(Object.values(CATEGORY_SLUG_THEMES)).size).toBe(THEMED_CATEGORY_SLUGS.length);
  });

  it('keeps text and accent readable on the background, and white on the accent (AA)', () => {
    expect(CATEGORY_THEME_MIN_CONTRAST).toBe(4.5);
    for (const [id, theme] of Object.entries(CATEGORY_THEMES)) {
      expect(contrastRatio(theme.text, theme.background), id).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(theme.accent, theme.background), id).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio('#FFFFFF', theme.accent), id).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives each palette its own accent', () => {
    const accents = Object.values(CATEGORY_THEMES).map((theme) => theme.accent);
    expect(new Set(accents).size).toBe(accents.length);
  });

  it('uses the chosen theme, else the slug’s default, and none for padrao or other slugs', () => {
    expect(categoryTheme('vendas')).toEqual({
      id: 'ambar',
      label: 'Âmbar',
      ...CATEGORY_THEMES.ambar,
    });
    expect(categoryTheme(' Lavagem ')?.id).toBe('oceano');
    expect(categoryTheme('videos-criativos', null)?.id).toBe('orquidea');
    expect(categoryTheme('natal')).toBeNull();
    expect(categoryTheme('toString')).toBeNull();
    expect(categoryTheme(null)).toBeNull();
    expect(categoryTheme(undefined)).toBeNull();
    // Staff's choice wins over the slug, both ways.
    expect(categoryTheme('natal', 'rubi')?.id).toBe('rubi');
    expect(categoryTheme('natal', 'rubi')?.accent).toBe(CATEGORY_THEMES.rubi.accent);
    expect(categoryTheme('vendas', 'padrao')).toBeNull();
    expect(categoryTheme('vendas', 'violeta')?.id).toBe('violeta');
    // A value no longer in the list counts as none chosen.
    expect(categoryTheme('vendas', 'neon')?.id).toBe('ambar');
    expect(categoryTheme('natal', 'neon')).toBeNull();
    expect(slugDefaultTheme('MECANICA')).toBe('grafite');
    expect(slugDefaultTheme('natal')).toBeNull();
  });
});
