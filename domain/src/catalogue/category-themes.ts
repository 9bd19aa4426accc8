// A category's colour theme (catalogue §3: "Slugs with special handling (colour themes):
// vendas, lavagem, mecanica, locacao, seminovos, promocoes, lancamentos, videos-criativos";
// issue 19: staff choose a category's special theme). The spec names the slugs, not the
// colours, so the themes are a fixed list of named palettes staff pick from at
// /admin/categorias (`categories.theme`, validated by the API against CATEGORY_THEME_IDS):
//
//   - null (nothing chosen): automatic — a special slug gets its palette
//     (CATEGORY_SLUG_THEMES), any other category the site's own colours;
//   - 'padrao': the site's own colours, even for a special slug;
//   - a palette id: that palette, whatever the slug.
//
// Each palette has an accent, a background and a text colour, chosen so that text and accent
// on the background, and white on the accent, pass WCAG AA for normal text (4.5:1).

/** The themes staff choose from: the site's own colours, then the named palettes. */
export const CATEGORY_THEME_IDS = [
  'padrao',
  'ambar',
  'oceano',
  'grafite',
  'floresta',
  'anil',
  'rubi',
  'violeta',
  'orquidea',
] as const;
export type CategoryThemeId = (typeof CATEGORY_THEME_IDS)[number];
export type CategoryPaletteId = Exclude<CategoryThemeId, 'padrao'>;

/** What staff read in the theme picker (pt-BR). */
export const CATEGORY_THEME_LABELS: Readonly<Record<CategoryThemeId, string>> = {
  padrao: 'Padrão do site',
  ambar: 'Âmbar',
  oceano: 'Oceano',
  grafite: 'Grafite e vermelho',
  floresta: 'Floresta',
  anil: 'Anil',
  rubi: 'Rubi',
  violeta: 'Violeta',
  orquidea: 'Orquídea',
};

export interface CategoryPalette {
  /** Marks, borders and the label: on `background` and behind white text. */
  accent: string;
  /** The header band. */
  background: string;
  /** Titles and text on `background`. */
  text: string;
}

/** A category's resolved theme: its palette and which one it is. */
export interface CategoryTheme extends CategoryPalette {
  id: CategoryPaletteId;
  label: string;
}

/** The least contrast a theme keeps (WCAG 2.x AA, normal text). */
export const CATEGORY_THEME_MIN_CONTRAST = 4.5;

export const CATEGORY_THEMES: Readonly<Record<CategoryPaletteId, CategoryPalette>> = {
  ambar: { accent: '#92400E', background: '#FEF3C7', text: '#451A03' },
  oceano: { accent: '#0369A1', background: '#E0F2FE', text: '#082F49' },
  grafite: { accent: '#B91C1C', background: '#E5E7EB', text: '#111827' },
  floresta: { accent: '#166534', background: '#DCFCE7', text: '#052E16' },
  anil: { accent: '#4338CA', background: '#E0E7FF', text: '#1E1B4B' },
  rubi: { accent: '#BE123C', background: '#FFE4E6', text: '#4C0519' },
  violeta: { accent: '#6D28D9', background: '#EDE9FE', text: '#2E1065' },
  orquidea: { accent: '#BE185D', background: '#FCE7F3', text: '#500724' },
};

export const THEMED_CATEGORY_SLUGS = [
  'vendas',
  'lavagem',
  'mecanica',
  'locacao',
  'seminovos',
  'promocoes',
  'lancamentos',
  'videos-criativos',
] as const;
export type ThemedCategorySlug = (typeof THEMED_CATEGORY_SLUGS)[number];

/** The palette a special slug wears while staff choose none (catalogue §3). */
export const CATEGORY_SLUG_THEMES: Readonly<Record<ThemedCategorySlug, CategoryPaletteId>> = {
  vendas: 'ambar',
  lavagem: 'oceano',
  mecanica: 'grafite',
  locacao: 'floresta',
  seminovos: 'anil',
  promocoes: 'rubi',
  lancamentos: 'violeta',
  'videos-criativos': 'orquidea',
};

/** Is `value` one of the themes staff may choose? */
export function isCategoryThemeId(value: unknown): value is CategoryThemeId {
  return typeof value === 'string' && (CATEGORY_THEME_IDS as readonly string[]).includes(value);
}

/** The palette a slug gets when no theme is chosen (case and spaces ignored), or null. */
export function slugDefaultTheme(slug: string | null | undefined): CategoryPaletteId | null {
  const key = (slug ?? '').trim().toLowerCase();
  return Object.hasOwn(CATEGORY_SLUG_THEMES, key)
    ? CATEGORY_SLUG_THEMES[key as ThemedCategorySlug]
    : null;
}

/**
 * A category's theme: the one staff chose ('padrao': none), else its slug's default; null
 * when the category wears the site's own colours. An unknown stored value counts as none
 * chosen, so a palette taken out of the list never breaks a page.
 */
export function categoryTheme(
  slug: string | null | undefined,
  chosen?: string | null,
): CategoryTheme | null {
  const id: CategoryThemeId | null = isCategoryThemeId(chosen) ? chosen : slugDefaultTheme(slug);
  if (id === null || id === 'padrao') return null;
  return { id, label: CATEGORY_THEME_LABELS[id], ...CATEGORY_THEMES[id] };
}

/** sRGB relative luminance of a '#RRGGBB' or '#RGB' colour (WCAG 2.x). */
export function relativeLuminance(hex: string): number {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Cor inválida: ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = Number.parseInt(digits.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours, 1–21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}
