import { type FaceMetrics, FONT_METRIC_CHARS, FONT_METRICS } from './font-metrics';

// Issue 17: the open-licence fonts the templates use, installed with the project as npm
// packages (@expo-google-fonts/*, Google Fonts under the SIL Open Font License 1.1), so every
// machine renders the same art. Only the faces the templates use are listed.

export interface FontFace {
  family: string;
  weight: number;
  style: 'normal' | 'italic';
  /** The npm package holding the TTF. */
  package: string;
  /** The TTF's path inside the package. */
  file: string;
  licence: string;
  /** Where to get it (Google Fonts page). */
  url: string;
}

const OFL = 'SIL Open Font License 1.1';

function face(
  family: string,
  weight: number,
  style: FontFace['style'],
  pkg: string,
  file: string,
): FontFace {
  return {
    family,
    weight,
    style,
    package: `@expo-google-fonts/${pkg}`,
    file,
    licence: OFL,
    url: `https://fonts.google.com/specimen/${family.replace(/ /g, '+')}`,
  };
}

export const FONT_FACES: readonly FontFace[] = [
  face('Montserrat', 500, 'normal', 'montserrat', '500Medium/Montserrat_500Medium.ttf'),
  face('Montserrat', 700, 'normal', 'montserrat', '700Bold/Montserrat_700Bold.ttf'),
  face('Montserrat', 800, 'normal', 'montserrat', '800ExtraBold/Montserrat_800ExtraBold.ttf'),
  face(
    'Playfair Display',
    700,
    'normal',
    'playfair-display',
    '700Bold/PlayfairDisplay_700Bold.ttf',
  ),
  face(
    'Playfair Display',
    400,
    'italic',
    'playfair-display',
    '400Regular_Italic/PlayfairDisplay_400Regular_Italic.ttf',
  ),
  face('Great Vibes', 400, 'normal', 'great-vibes', '400Regular/GreatVibes_400Regular.ttf'),
  face('Bebas Neue', 400, 'normal', 'bebas-neue', '400Regular/BebasNeue_400Regular.ttf'),
  face('Lora', 400, 'normal', 'lora', '400Regular/Lora_400Regular.ttf'),
  face('Lora', 400, 'italic', 'lora', '400Regular_Italic/Lora_400Regular_Italic.ttf'),
];

/** The key of a face in FONT_METRICS: 'PlayfairDisplay-400i'. */
export function faceKey(f: Pick<FontFace, 'family' | 'weight' | 'style'>): string {
  return `${f.family.replace(/ /g, '')}-${f.weight}${f.style === 'italic' ? 'i' : ''}`;
}

const CHAR_INDEX = new Map<string, number>([...FONT_METRIC_CHARS].map((ch, i) => [ch, i]));

function metricsOf(f: FontFace): FaceMetrics {
  const m = FONT_METRICS[faceKey(f)];
  if (!m) throw new Error(`No metrics for ${faceKey(f)}`);
  return m;
}

/**
 * The advance width of `text` in `f` at `size` px, with `letterSpacing` (em) after every
 * character (kerning ignored: it only narrows, so the measure never falls short).
 */
export function textWidth(text: string, f: FontFace, size: number, letterSpacing = 0): number {
  const m = metricsOf(f);
  let units = 0;
  let count = 0;
  for (const ch of text) {
    const index = CHAR_INDEX.get(ch);
    units += index === undefined ? m.fallback : (m.widths[index] ?? m.fallback);
    count++;
  }
  return (units / 1000) * size + letterSpacing * size * count;
}

/** Ascender and descender (negative) in em. */
export function faceExtents(f: FontFace): { ascender: number; descender: number } {
  const m = metricsOf(f);
  return { ascender: m.ascender / 1000, descender: m.descender / 1000 };
}
