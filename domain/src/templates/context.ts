import type { Palette } from './palettes';
import { attrs, num, randomSequence } from './svg';
import { SYMBOL_VIEWBOX, SYMBOLS, type SymbolName } from './symbols';

/** What the drawing functions share while one SVG is written. */
export interface DrawContext {
  width: number;
  height: number;
  /** One hundredth of the shorter side: sizes scale with it. */
  u: number;
  palette: Palette;
  /** Animation phase in [0, 1) (0 for a still). */
  phase: number;
  random: () => number;
  /** <defs> content, in order. */
  defs: string[];
  /** A new id unique in the document ('g3'). */
  id(prefix: string): string;
}

export function drawContext(
  width: number,
  height: number,
  palette: Palette,
  phase: number,
  seed: number,
): DrawContext {
  let counter = 0;
  return {
    width,
    height,
    u: Math.min(width, height) / 100,
    palette,
    phase,
    random: randomSequence(seed),
    defs: [],
    id: (prefix) => `${prefix}${++counter}`,
  };
}

export interface Stop {
  offset: number;
  color: string;
  opacity?: number;
}

function stops(list: readonly Stop[]): string {
  return list
    .map(
      (s) =>
        `<stop${attrs({ offset: s.offset, 'stop-color': s.color, 'stop-opacity': s.opacity })}/>`,
    )
    .join('');
}

/** A linear gradient along the angle (degrees, 0 = left → right, 90 = top → bottom). */
export function linear(c: DrawContext, angle: number, list: readonly Stop[]): string {
  const id = c.id('lg');
  const r = (angle * Math.PI) / 180;
  const dx = Math.cos(r) / 2;
  const dy = Math.sin(r) / 2;
  c.defs.push(
    `<linearGradient${attrs({ id, x1: 0.5 - dx, y1: 0.5 - dy, x2: 0.5 + dx, y2: 0.5 + dy })}>${stops(list)}</linearGradient>`,
  );
  return `url(#${id})`;
}

/** A radial gradient in user space (px) centred on (cx, cy). */
export function radial(
  c: DrawContext,
  cx: number,
  cy: number,
  r: number,
  list: readonly Stop[],
): string {
  const id = c.id('rg');
  c.defs.push(
    `<radialGradient${attrs({ id, gradientUnits: 'userSpaceOnUse', cx, cy, r })}>${stops(list)}</radialGradient>`,
  );
  return `url(#${id})`;
}

/** A soft light: a circle whose colour fades to nothing at its edge. */
export function softCircle(
  c: DrawContext,
  cx: number,
  cy: number,
  r: number,
  color: string,
  opacity: number,
): string {
  const fill = radial(c, cx, cy, r, [
    { offset: 0, color, opacity },
    { offset: 0.45, color, opacity: opacity * 0.55 },
    { offset: 1, color, opacity: 0 },
  ]);
  return `<circle${attrs({ cx, cy, r, fill })}/>`;
}

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  extra: Record<string, string | number | undefined> = {},
): string {
  return `<rect${attrs({ x, y, width, height, ...extra })}/>`;
}

/** A Phosphor symbol centred on (cx, cy), `size` px wide. */
export function symbol(
  name: SymbolName,
  cx: number,
  cy: number,
  size: number,
  extra: Record<string, string | number | undefined> = {},
): string {
  const scale = size / SYMBOL_VIEWBOX;
  return `<path${attrs({
    transform: `translate(${num(cx - size / 2)} ${num(cy - size / 2)}) scale(${Math.round(scale * 10000) / 10000})`,
    d: SYMBOLS[name],
    ...extra,
  })}/>`;
}

/** A point list for <polygon>. */
export function points(list: readonly (readonly [number, number])[]): string {
  return list.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
}

/** sin and cos of a full turn times `phase` plus an offset, for looping motion. */
export function loop(phase: number, offset = 0): { sin: number; cos: number } {
  const a = 2 * Math.PI * (phase + offset);
  return { sin: Math.sin(a), cos: Math.cos(a) };
}
