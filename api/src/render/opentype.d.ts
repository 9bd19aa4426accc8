// The little of opentype.js (no bundled types) the font-metrics test reads.
declare module 'opentype.js' {
  interface Glyph {
    advanceWidth?: number;
  }
  interface Font {
    unitsPerEm: number;
    charToGlyph(char: string): Glyph;
  }
  const opentype: { parse(buffer: ArrayBuffer): Font };
  export default opentype;
}
