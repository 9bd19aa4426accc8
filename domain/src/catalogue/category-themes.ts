// catalogue §3: categories whose slug has a colour theme of its own. The spec names the
// slugs, not the colours: each gets an accent, a background and a text colour, chosen so
// that text and accent on the background, and white on the accent, pass WCAG AA for normal
// text (4.5:1). A category staff creates with one of these slugs gets its theme, whether
// or not the demo has it.

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

export interface CategoryTheme {
  /** Marks, borders and the label: on `background` and behind white text. */
  accent: string;
  /** The header band. */
  background: string;
  /** Titles and text on `background`. */
  text: string;
}

/** The least contrast a theme keeps (WCAG 2.x AA, normal text). */
export const CATEGORY_THEME_MIN_CONTRAST = 4.5;

export const CATEGORY_THEMES: Readonly<Record<ThemedCategorySlug, CategoryTheme>> = {
  vendas: { accent: '#92400E', background: '#FEF3C7', text: '#451A03' },
  lavagem: { accent: '#0369A1', background: '#E0F2FE', text: '#082F49' },
  mecanica: { accent: '#B91C1C', background: '#E5E7EB', text: '#111827' },
  locacao: { accent: '#166534', background: '#DCFCE7', text: '#052E16' },
  seminovos: { accent: '#4338CA', background: '#E0E7FF', text: '#1E1B4B' },
  promocoes: { accent: '#BE123C', background: '#FFE4E6', text: '#4C0519' },
  lancamentos: { accent: '#6D28D9', background: '#EDE9FE', text: '#2E1065' },
  'videos-criativos': { accent: '#BE185D', background: '#FCE7F3', text: '#500724' },
};

/** The theme of a category's slug (case and surrounding spaces ignored), or null. */
export function categoryTheme(slug: string | null | undefined): CategoryTheme | null {
  const key = (slug ?? '').trim().toLowerCase();
  return Object.hasOwn(CATEGORY_THEMES, key) ? CATEGORY_THEMES[key as ThemedCategorySlug] : null;
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
