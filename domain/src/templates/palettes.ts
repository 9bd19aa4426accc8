import { contrastRatio } from '../catalogue/category-themes';

// Issue 17: the colour palettes templates come in. `background` runs from the darkest (or the
// edge) colour to the lightest; `ink` is the main text, `soft` the secondary text, `accent` the
// highlights (dates, rules, ornaments), `glow` the colour of light (rays, bokeh, halos).

export interface Palette {
  id: string;
  /** pt-BR name. */
  name: string;
  /** Dark background with light text (false: light paper with dark text). */
  dark: boolean;
  background: readonly [string, string, string];
  ink: string;
  soft: string;
  accent: string;
  glow: string;
}

function palette(
  id: string,
  name: string,
  dark: boolean,
  background: [string, string, string],
  ink: string,
  soft: string,
  accent: string,
  glow: string,
): Palette {
  return { id, name, dark, background, ink, soft, accent, glow };
}

export const PALETTES = {
  noiteDourada: palette(
    'noite-dourada',
    'Noite dourada',
    true,
    ['#0A0F24', '#1B2A5C', '#3E3677'],
    '#FFFFFF',
    '#D6DCF5',
    '#F5C451',
    '#FFE7A3',
  ),
  aurora: palette(
    'aurora',
    'Aurora celeste',
    true,
    ['#0C3152', '#1F6F9F', '#7CC6EE'],
    '#FFFFFF',
    '#E3F4FF',
    '#FFE38A',
    '#FFFFFF',
  ),
  vinho: palette(
    'vinho-real',
    'Vinho real',
    true,
    ['#26050E', '#6B0F26', '#A8234A'],
    '#FFF6EC',
    '#F3D2C9',
    '#E9C46A',
    '#FFD9A0',
  ),
  oliveira: palette(
    'oliveira',
    'Oliveira',
    true,
    ['#112017', '#2F5234', '#7A9A4A'],
    '#FDFBF3',
    '#E2EBCF',
    '#F2D479',
    '#FFF3C4',
  ),
  porDoSol: palette(
    'por-do-sol',
    'Pôr do sol',
    true,
    ['#2E0D3A', '#B23A48', '#F59E42'],
    '#FFFFFF',
    '#FFE4D1',
    '#FFD166',
    '#FFE8B0',
  ),
  areia: palette(
    'areia',
    'Areia e terra',
    false,
    ['#FBF6EE', '#EFE2CD', '#D9BF98'],
    '#2B1D12',
    '#5C4633',
    '#A5662B',
    '#FFFFFF',
  ),
  marfim: palette(
    'marfim-azul',
    'Marfim e azul',
    false,
    ['#FBFAF6', '#E9EEF5', '#C9D6E6'],
    '#14254A',
    '#3E4E6E',
    '#B8893A',
    '#FFFFFF',
  ),
  neon: palette(
    'neon-jovem',
    'Neon jovem',
    true,
    ['#07070D', '#1C1530', '#3A1D6E'],
    '#FFFFFF',
    '#CFC6F5',
    '#3DF2C5',
    '#9B7BFF',
  ),
  rosa: palette(
    'rosa-cha',
    'Rosa chá',
    true,
    ['#3E1229', '#A33B6B', '#F2A7C3'],
    '#FFFFFF',
    '#FFE3EF',
    '#FFE08A',
    '#FFD1E3',
  ),
  esmeralda: palette(
    'esmeralda',
    'Esmeralda',
    true,
    ['#03201F', '#0B5E57', '#2FB59A'],
    '#FFFFFF',
    '#D4F5EC',
    '#F7D774',
    '#B7FFE9',
  ),
  brasa: palette(
    'brasa',
    'Brasa',
    true,
    ['#150803', '#5C1A0A', '#D9480F'],
    '#FFF4E6',
    '#FFD8BF',
    '#FFC247',
    '#FF9F43',
  ),
  lavanda: palette(
    'lavanda',
    'Lavanda',
    true,
    ['#241C45', '#6C5BA8', '#C4B5FD'],
    '#FFFFFF',
    '#EDE9FE',
    '#FDE68A',
    '#FFFFFF',
  ),
  natal: palette(
    'natal-rubi',
    'Rubi de Natal',
    true,
    ['#2E0707', '#8E1B1B', '#C62828'],
    '#FFFFFF',
    '#FFE0E0',
    '#E7C66B',
    '#FFF1C1',
  ),
  pinho: palette(
    'pinho',
    'Pinho e ouro',
    true,
    ['#051C15', '#0F4D36', '#1F7A53'],
    '#FFFFFF',
    '#D7F0E3',
    '#E7C66B',
    '#FFF3C4',
  ),
  ceu: palette(
    'ceu-claro',
    'Céu claro',
    false,
    ['#FFFFFF', '#E8F3FF', '#BFDDFB'],
    '#0D2A4A',
    '#35557A',
    '#D29A1E',
    '#FFFFFF',
  ),
  grafite: palette(
    'grafite',
    'Grafite e ouro',
    true,
    ['#0E0E10', '#26262B', '#4A4A52'],
    '#FFFFFF',
    '#D9D9DE',
    '#E0B95B',
    '#FFF1C9',
  ),
} as const satisfies Record<string, Palette>;

// ---- the church's own colours -------------------------------------------------------------
// Issue 20: 'Cores da igreja', a palette made from the colours saved in 'Minha igreja'
// (a primary and, optionally, a secondary #rrggbb). Every text colour (ink, soft, accent)
// keeps a WCAG contrast of at least 4.5:1 over each of the three background colours.

/** The palette id of the church's colours (not one of any template's). */
export const CHURCH_PALETTE_ID = 'igreja';
export const CHURCH_PALETTE_NAME = 'Cores da igreja';
/** The contrast every text colour keeps over the backgrounds (WCAG AA, normal text). */
export const CHURCH_TEXT_CONTRAST = 4.5;

export interface ChurchColors {
  /** '#rrggbb'. */
  primary: string;
  /** '#rrggbb'; null: made from the primary. */
  secondary: string | null;
}

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

type Rgb = readonly [number, number, number];

function rgbOf(hex: string): Rgb {
  if (!HEX_COLOR.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

function hexOf(rgb: Rgb): string {
  return `#${rgb
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase()}`;
}

/** `a` moved toward `b` by t (0: a, 1: b). */
function mix(a: string, b: string, t: number): string {
  const x = rgbOf(a);
  const y = rgbOf(b);
  return hexOf(
    [0, 1, 2].map(
      (i) => (x[i] as number) + ((y[i] as number) - (x[i] as number)) * t,
    ) as unknown as Rgb,
  );
}

/**
 * `color` moved toward `toward` (black or white) in small steps until `ok` holds; `toward`
 * itself when no step does.
 */
function pushUntil(color: string, toward: string, ok: (c: string) => boolean): string {
  for (let t = 0; t <= 1.0001; t += 0.02) {
    const candidate = mix(color, toward, Math.min(1, t));
    if (ok(candidate)) return candidate;
  }
  return toward;
}

/** How coloured a colour is (its channels' spread, 0 to 1): 0 for white, black and greys. */
function chroma(hex: string): number {
  const rgb = rgbOf(hex);
  return (Math.max(...rgb) - Math.min(...rgb)) / 255;
}

const WHITE = '#FFFFFF';
const BLACK = '#000000';
/** Backgrounds keep 8:1 with the plain text colour, so tinted texts still reach 4.5:1. */
const BACKGROUND_CONTRAST = 8;

/** A full palette from the church's colours (pure: the same colours, the same palette). */
export function churchPalette(colors: ChurchColors): Palette {
  const primary = hexOf(rgbOf(colors.primary));
  const secondary = colors.secondary ? hexOf(rgbOf(colors.secondary)) : null;
  // A dark art when white reads better on the primary than black does.
  const dark = contrastRatio(primary, WHITE) >= contrastRatio(primary, BLACK);
  const plain = dark ? WHITE : BLACK;
  const away = dark ? BLACK : WHITE;
  const calm = (c: string) =>
    pushUntil(c, away, (x) => contrastRatio(x, plain) >= BACKGROUND_CONTRAST);
  // Background: the primary as the art's ground, deeper (dark) or paler (light) at the edge.
  const base = calm(primary);
  const background: [string, string, string] = dark
    ? [mix(base, BLACK, 0.55), base, calm(mix(base, secondary ?? WHITE, 0.18))]
    : [mix(base, WHITE, 0.8), mix(base, WHITE, 0.45), base];
  const readable = (c: string) =>
    background.every((bg) => contrastRatio(c, bg) >= CHURCH_TEXT_CONTRAST + 0.05);
  const strong = (c: string) => background.every((bg) => contrastRatio(c, bg) >= 7);
  // The accent: the secondary when it has a colour of its own, else the primary.
  const accentSource = secondary && chroma(secondary) >= 0.15 ? secondary : primary;
  const ink = pushUntil(mix(primary, plain, 0.9), plain, strong);
  const soft = pushUntil(mix(primary, plain, 0.7), plain, readable);
  const accent = pushUntil(accentSource, plain, readable);
  const glow = dark ? mix(accentSource, WHITE, 0.6) : WHITE;
  return {
    id: CHURCH_PALETTE_ID,
    name: CHURCH_PALETTE_NAME,
    dark,
    background,
    ink,
    soft,
    accent,
    glow,
  };
}
