import { type FontFace, textWidth } from './fonts';

// Issue 17, filling rules: a text fills its slot box by wrapping on words, then shrinking down
// to the slot's minimum size; at the minimum it keeps the lines the box holds and ends the last
// with '…'. The result never overflows the box (widths measured with the face's advances).

export interface FitSpec {
  face: FontFace;
  /** Box in px. */
  width: number;
  height: number;
  maxSize: number;
  minSize: number;
  maxLines: number;
  /** Line height in em. */
  lineHeight: number;
  /** Extra spacing after each character, in em. */
  letterSpacing?: number;
}

export interface FittedText {
  lines: string[];
  size: number;
  /** Height the lines take: lines × size × lineHeight. */
  height: number;
  /** Width of the widest line. */
  width: number;
}

/** Splits a word wider than the box into pieces that fit (at least one character each). */
function breakWord(word: string, fits: (text: string) => boolean): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of word) {
    if (piece !== '' && !fits(piece + ch)) {
      pieces.push(piece);
      piece = ch;
    } else piece += ch;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/** Greedy wrap on spaces; a word wider than the box is broken. */
export function wrapText(text: string, fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    if (fits(word)) line = word;
    else {
      const pieces = breakWord(word, fits);
      line = pieces.pop() ?? '';
      lines.push(...pieces);
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** Normalises a slot's text: trims, joins white space, drops control characters. */
export function cleanText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    out += code < 0x20 || code === 0x7f ? ' ' : ch;
  }
  return out.replace(/\s+/g, ' ').trim();
}

export function fitText(text: string, spec: FitSpec): FittedText {
  const clean = cleanText(text);
  const spacing = spec.letterSpacing ?? 0;
  const measure = (line: string, size: number) => textWidth(line, spec.face, size, spacing);
  const minSize = Math.min(spec.minSize, spec.maxSize, spec.height / spec.lineHeight);
  let size = spec.maxSize;
  for (;;) {
    const fits = (line: string) => measure(line, size) <= spec.width;
    const lines = wrapText(clean, fits);
    const byHeight = Math.floor((spec.height + 1e-6) / (size * spec.lineHeight));
    if (lines.length <= Math.min(spec.maxLines, byHeight) || size <= minSize) {
      const allowed = Math.max(1, Math.min(spec.maxLines, byHeight));
      const kept = lines.length > allowed ? ellipsize(lines.slice(0, allowed), fits) : lines;
      return {
        lines: kept,
        size,
        height: kept.length * size * spec.lineHeight,
        width: Math.max(0, ...kept.map((l) => measure(l, size))),
      };
    }
    size = Math.max(minSize, size * 0.94);
  }
}

/** Ends the last line with '…', dropping characters until it fits. */
function ellipsize(lines: string[], fits: (line: string) => boolean): string[] {
  const last = lines[lines.length - 1] ?? '';
  let chars = [...last];
  while (chars.length > 0 && !fits(`${chars.join('').trimEnd()}…`)) chars = chars.slice(0, -1);
  return [...lines.slice(0, -1), `${chars.join('').trimEnd()}…`];
}
