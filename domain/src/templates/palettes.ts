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
