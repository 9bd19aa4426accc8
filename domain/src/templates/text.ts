import type { DrawContext } from './context';
import { type FittedText, fitText } from './fit';
import { FONT_FACES, type FontFace, faceExtents, textWidth } from './fonts';
import { SLOT_LABELS, type SlotName } from './slots';
import { attrs, escapeXml, num } from './svg';

// Text styles and the stack layout: slots placed one under another in a column, each fitted
// in its share of the column's height, the whole stack aligned in the column.

const faceOf = (family: string, weight: number, style: FontFace['style'] = 'normal'): FontFace => {
  const f = FONT_FACES.find((x) => x.family === family && x.weight === weight && x.style === style);
  if (!f) throw new Error(`Unknown face ${family} ${weight} ${style}`);
  return f;
};

export const FACES = {
  sans: faceOf('Montserrat', 500),
  sansBold: faceOf('Montserrat', 700),
  sansBlack: faceOf('Montserrat', 800),
  serif: faceOf('Playfair Display', 700),
  serifItalic: faceOf('Playfair Display', 400, 'italic'),
  script: faceOf('Great Vibes', 400),
  display: faceOf('Bebas Neue', 400),
  book: faceOf('Lora', 400),
  bookItalic: faceOf('Lora', 400, 'italic'),
} as const;

export type ColorRole = 'ink' | 'soft' | 'accent';

export interface TextStyle {
  face: FontFace;
  /** Largest and smallest size, in u (a hundredth of the canvas' shorter side). */
  max: number;
  min: number;
  lines: number;
  /** Line height in em. */
  lh: number;
  /** Letter spacing in em. */
  ls?: number;
  upper?: boolean;
  color: ColorRole;
}

export type Typography = Readonly<Partial<Record<SlotName, TextStyle>>>;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedSlot {
  slot: SlotName;
  /** The box the text was fitted in (its lines never leave it). */
  box: Box;
  anchor: 'start' | 'middle' | 'end';
  style: TextStyle;
  fitted: FittedText;
  color: string;
}

export function colorOf(c: DrawContext, role: ColorRole): string {
  return c.palette[role];
}

/** Fits a slot's text in a box with a style (sizes in u). */
export function placeSlot(
  c: DrawContext,
  slot: SlotName,
  text: string,
  style: TextStyle,
  box: Box,
  anchor: PlacedSlot['anchor'],
): PlacedSlot {
  const value = style.upper ? text.toLocaleUpperCase('pt-BR') : text;
  const fitted = fitText(value, {
    face: style.face,
    width: box.width,
    height: box.height,
    maxSize: style.max * c.u,
    minSize: style.min * c.u,
    maxLines: style.lines,
    lineHeight: style.lh,
    letterSpacing: style.ls ?? 0,
  });
  return { slot, box, anchor, style, fitted, color: colorOf(c, style.color) };
}

/** The live <text> of a placed slot: one tspan per line, baselines inside the box. */
export function slotText(p: PlacedSlot): string {
  const { fitted, style, box } = p;
  const { ascender, descender } = faceExtents(style.face);
  const lineBox = fitted.size * style.lh;
  const inner = (lineBox - (ascender - descender) * fitted.size) / 2 + ascender * fitted.size;
  const x =
    p.anchor === 'start' ? box.x : p.anchor === 'end' ? box.x + box.width : box.x + box.width / 2;
  const tspans = fitted.lines
    .map(
      (line, i) =>
        `<tspan${attrs({ x, y: box.y + i * lineBox + inner })}>${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text${attrs({
    id: p.slot,
    'data-slot': p.slot,
    'inkscape:label': SLOT_LABELS[p.slot],
    'font-family': style.face.family,
    'font-weight': style.face.weight,
    'font-style': style.face.style === 'italic' ? 'italic' : undefined,
    'font-size': fitted.size,
    'letter-spacing': style.ls ? num(style.ls * fitted.size) : undefined,
    'text-anchor': p.anchor,
    fill: p.color,
  })}>${tspans}</text>`;
}

/** A static text of the design (field labels, captions): not a slot. */
export function staticText(
  text: string,
  x: number,
  y: number,
  size: number,
  face: FontFace,
  fill: string,
  anchor: PlacedSlot['anchor'] = 'start',
  letterSpacing = 0,
): string {
  return `<text${attrs({
    x,
    y,
    'font-family': face.family,
    'font-weight': face.weight,
    'font-style': face.style === 'italic' ? 'italic' : undefined,
    'font-size': size,
    'letter-spacing': letterSpacing ? num(letterSpacing * size) : undefined,
    'text-anchor': anchor,
    fill,
  })}>${escapeXml(text)}</text>`;
}

export type StackItem =
  | { kind: 'slot'; slot: SlotName; share: number; gap: number }
  /** Two slots side by side (date and time), separated by a short accent bar. */
  | { kind: 'row'; slots: readonly [SlotName, SlotName]; share: number; gap: number }
  | { kind: 'symbol'; share: number; gap: number }
  | { kind: 'rule'; gap: number };

export interface StackResult {
  placed: PlacedSlot[];
  /** Decorations drawn with the texts (symbol, rules, row separators). */
  symbolBox: Box | null;
  rules: Box[];
}

type Texts = Readonly<Partial<Record<SlotName, string>>>;

const present = (texts: Texts, slot: SlotName) => (texts[slot] ?? '').trim() !== '';

/**
 * Places the items with text in the column: each fitted in (its share × the column's height),
 * then the stack aligned; shares shrink until the stack fits the column.
 */
export function stack(
  c: DrawContext,
  items: readonly StackItem[],
  texts: Texts,
  typography: Typography,
  column: Box,
  anchor: 'start' | 'middle',
  align: 'start' | 'middle' | 'end',
): StackResult {
  const styleOf = (slot: SlotName): TextStyle => {
    const s = typography[slot];
    if (!s) throw new Error(`No style for ${slot}`);
    return s;
  };
  const hasText = items.some((i) =>
    i.kind === 'slot' || i.kind === 'row'
      ? i.kind === 'slot'
        ? present(texts, i.slot)
        : i.slots.some((s) => present(texts, s))
      : false,
  );
  const live = items.filter((i) => {
    if (i.kind === 'slot') return present(texts, i.slot);
    if (i.kind === 'row') return i.slots.some((s) => present(texts, s));
    return hasText;
  });
  // A rule only between two texts.
  const kept = live.filter((item, index) => {
    if (item.kind !== 'rule') return true;
    const before = live.slice(0, index).some((i) => i.kind === 'slot' || i.kind === 'row');
    const after = live.slice(index + 1).some((i) => i.kind === 'slot' || i.kind === 'row');
    return before && after;
  });
  let k = 1;
  for (let attempt = 0; ; attempt++) {
    const gapOf = (g: number, index: number) => (index === 0 ? 0 : g * c.u * k);
    const blocks: { height: number; draw: (y: number) => void }[] = [];
    const placed: PlacedSlot[] = [];
    const rules: Box[] = [];
    let symbolBox: Box | null = null;
    kept.forEach((item, index) => {
      const gap = gapOf(item.gap, index);
      if (item.kind === 'rule') {
        const width = c.u * 12;
        const h = Math.max(1, c.u * 0.35);
        blocks.push({
          height: gap + h,
          draw: (y) => {
            const x = anchor === 'middle' ? column.x + (column.width - width) / 2 : column.x;
            rules.push({ x, y: y + gap, width, height: h });
          },
        });
        return;
      }
      const height = item.share * column.height * k;
      if (item.kind === 'symbol') {
        blocks.push({
          height: gap + height,
          draw: (y) => {
            const x = anchor === 'middle' ? column.x + (column.width - height) / 2 : column.x;
            symbolBox = { x, y: y + gap, width: height, height };
          },
        });
        return;
      }
      // One slot across the column: as tall as its fitted text.
      const single = (slot: SlotName) => {
        const probe = placeSlot(
          c,
          slot,
          texts[slot] as string,
          styleOf(slot),
          { ...column, height },
          anchor,
        );
        blocks.push({
          height: gap + probe.fitted.height,
          draw: (y) => {
            placed.push({ ...probe, box: { ...column, y: y + gap, height: probe.fitted.height } });
          },
        });
      };
      if (item.kind === 'slot') {
        single(item.slot);
        return;
      }
      const [first, second] = item.slots;
      const both = present(texts, first) && present(texts, second);
      if (!both) {
        single(present(texts, first) ? first : second);
        return;
      }
      const sep = c.u * 4;
      // Each side gets the width its text asks for at the largest size (at least 30%).
      const natural = (slot: SlotName) => {
        const style = styleOf(slot);
        const value = texts[slot] as string;
        return textWidth(
          style.upper ? value.toLocaleUpperCase('pt-BR') : value,
          style.face,
          style.max * c.u,
          style.ls ?? 0,
        );
      };
      const available = column.width - sep;
      const wanted = natural(first) / (natural(first) + natural(second));
      const firstWidth = available * Math.min(0.7, Math.max(0.3, wanted));
      const a = placeSlot(
        c,
        first,
        texts[first] as string,
        styleOf(first),
        { ...column, width: firstWidth, height },
        'start',
      );
      const b = placeSlot(
        c,
        second,
        texts[second] as string,
        styleOf(second),
        { ...column, width: available - firstWidth, height },
        'start',
      );
      const rowHeight = Math.max(a.fitted.height, b.fitted.height);
      blocks.push({
        height: gap + rowHeight,
        draw: (y) => {
          const top = y + gap;
          const used = a.fitted.width + sep + b.fitted.width;
          const x0 = anchor === 'middle' ? column.x + (column.width - used) / 2 : column.x;
          placed.push({
            ...a,
            box: { x: x0, y: top, width: a.fitted.width, height: a.fitted.height },
            anchor: 'start',
          });
          placed.push({
            ...b,
            box: {
              x: x0 + a.fitted.width + sep,
              y: top,
              width: b.fitted.width,
              height: b.fitted.height,
            },
            anchor: 'start',
          });
          const barH = rowHeight * 0.7;
          rules.push({
            x: x0 + a.fitted.width + sep / 2 - c.u * 0.15,
            y: top + (rowHeight - barH) / 2,
            width: c.u * 0.3,
            height: barH,
          });
        },
      });
    });
    const total = blocks.reduce((sum, b) => sum + b.height, 0);
    if (total > column.height && attempt < 8) {
      k *= Math.max(0.5, (column.height / total) * 0.97);
      continue;
    }
    let y =
      align === 'start'
        ? column.y
        : align === 'end'
          ? column.y + column.height - total
          : column.y + (column.height - total) / 2;
    y = Math.max(column.y, y);
    for (const b of blocks) {
      b.draw(y);
      y += b.height;
    }
    return { placed, symbolBox, rules };
  }
}
