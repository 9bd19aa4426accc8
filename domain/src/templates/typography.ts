import { FACES, type TextStyle, type Typography } from './text';

// Typographic pairings: a small-caps label for the church, a huge title, a script or serif
// accent, spaced capitals for date and time, an italic serif for the verse.

const label = (color: TextStyle['color'] = 'soft'): TextStyle => ({
  face: FACES.sansBold,
  max: 3,
  min: 1.5,
  lines: 2,
  lh: 1.3,
  ls: 0.22,
  upper: true,
  color,
});
const info: TextStyle = {
  face: FACES.sansBlack,
  max: 3.6,
  min: 1.6,
  lines: 2,
  lh: 1.2,
  ls: 0.06,
  upper: true,
  color: 'accent',
};
const speaker: TextStyle = {
  face: FACES.sansBold,
  max: 3.2,
  min: 1.5,
  lines: 2,
  lh: 1.25,
  ls: 0.08,
  upper: true,
  color: 'ink',
};
const verse: TextStyle = {
  face: FACES.bookItalic,
  max: 3.2,
  min: 1.4,
  lines: 4,
  lh: 1.4,
  color: 'soft',
};
const verseRef: TextStyle = {
  face: FACES.sansBold,
  max: 2.1,
  min: 1.1,
  lines: 1,
  lh: 1.3,
  ls: 0.18,
  upper: true,
  color: 'accent',
};
const address: TextStyle = {
  face: FACES.sans,
  max: 2.3,
  min: 1.1,
  lines: 2,
  lh: 1.35,
  color: 'soft',
};

const common = { churchName: label(), speaker, date: info, time: info, verse, verseRef, address };

export const TYPOGRAPHY = {
  /** Serif title, script subtitle. */
  classic: {
    ...common,
    title: { face: FACES.serif, max: 12, min: 3.5, lines: 3, lh: 1.08, color: 'ink' },
    subtitle: { face: FACES.script, max: 7.5, min: 3, lines: 2, lh: 1.15, color: 'accent' },
  },
  /** Condensed capitals, huge; serif italic subtitle. */
  bold: {
    ...common,
    title: {
      face: FACES.display,
      max: 21,
      min: 5,
      lines: 3,
      lh: 0.95,
      ls: 0.01,
      upper: true,
      color: 'ink',
    },
    subtitle: { face: FACES.serifItalic, max: 5.2, min: 2.2, lines: 2, lh: 1.2, color: 'accent' },
  },
  /** Heavy sans capitals with a script accent. */
  modern: {
    ...common,
    title: {
      face: FACES.sansBlack,
      max: 10.5,
      min: 3.2,
      lines: 3,
      lh: 1.05,
      upper: true,
      color: 'ink',
    },
    subtitle: { face: FACES.script, max: 8, min: 3, lines: 2, lh: 1.15, color: 'accent' },
  },
  /** Script title, spaced label: weddings, mothers, celebrations. */
  elegant: {
    ...common,
    churchName: { ...label('accent'), face: FACES.sans, ls: 0.3 },
    title: { face: FACES.script, max: 15, min: 5, lines: 2, lh: 1.12, color: 'ink' },
    subtitle: { face: FACES.serifItalic, max: 4.6, min: 2, lines: 2, lh: 1.25, color: 'soft' },
  },
  /** Editorial serif with condensed label. */
  editorial: {
    ...common,
    churchName: {
      face: FACES.display,
      max: 4.2,
      min: 2,
      lines: 1,
      lh: 1.1,
      ls: 0.18,
      upper: true,
      color: 'accent',
    },
    title: { face: FACES.serif, max: 11, min: 3.5, lines: 3, lh: 1.05, color: 'ink' },
    subtitle: { face: FACES.bookItalic, max: 4.4, min: 2, lines: 2, lh: 1.3, color: 'soft' },
    date: { ...info, face: FACES.display, max: 5, ls: 0.08 },
    time: { ...info, face: FACES.display, max: 5, ls: 0.08 },
  },
} as const satisfies Record<string, Typography>;

export type TypographyId = keyof typeof TYPOGRAPHY;
