import { describe, expect, it } from 'vitest';
import { borderColour, removeBorderBackground } from './border-fill';

type Rgb = [number, number, number];
const WHITE: Rgb = [255, 255, 255];
const RED: Rgb = [255, 0, 0];
const BLACK: Rgb = [0, 0, 0];

/** An opaque RGBA image from rows of colours. */
function image(rows: Rgb[][]) {
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  const data = new Uint8ClampedArray(width * height * 4);
  rows.forEach((row, y) => {
    row.forEach(([r, g, b], x) => {
      data.set([r, g, b, 255], (y * width + x) * 4);
    });
  });
  return { data, width, height };
}

/** The alpha of each pixel, as rows. */
function alphas(data: Uint8ClampedArray, width: number) {
  const rows: number[][] = [];
  for (let i = 3; i < data.length; i += 4) {
    const index = (i - 3) / 4;
    if (index % width === 0) rows.push([]);
    rows[rows.length - 1]?.push(data[i] ?? -1);
  }
  return rows;
}

const grid = (size: number, at: (x: number, y: number) => Rgb) =>
  Array.from({ length: size }, (_, y) => Array.from({ length: size }, (_, x) => at(x, y)));

describe('removeBorderBackground (logo mode)', () => {
  it('clears the white around a red square and keeps the square opaque', () => {
    // 5×5: white border ring, red 3×3 in the middle. Red is ~361 away from white, far past
    // tolerance (48) + softness (64), so even its edge pixels stay fully opaque.
    const { data, width, height } = image(
      grid(5, (x, y) => (x >= 1 && x <= 3 && y >= 1 && y <= 3 ? RED : WHITE)),
    );
    const out = removeBorderBackground(data, width, height);
    expect(alphas(out, width)).toEqual([
      [0, 0, 0, 0, 0],
      [0, 255, 255, 255, 0],
      [0, 255, 255, 255, 0],
      [0, 255, 255, 255, 0],
      [0, 0, 0, 0, 0],
    ]);
    // Colours are kept; only alpha changes.
    expect(Array.from(out.slice((2 * 5 + 2) * 4, (2 * 5 + 2) * 4 + 3))).toEqual(RED);
  });

  it('keeps background-coloured areas the shape encloses (the inside of an O)', () => {
    // 7×7: a black square outline from (1,1) to (5,5); white inside it and outside it.
    const ring = (x: number, y: number) =>
      x >= 1 && x <= 5 && y >= 1 && y <= 5 && (x === 1 || x === 5 || y === 1 || y === 5);
    const { data, width, height } = image(grid(7, (x, y) => (ring(x, y) ? BLACK : WHITE)));
    const out = alphas(removeBorderBackground(data, width, height), width);
    expect(out[0]).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(out[1]).toEqual([0, 255, 255, 255, 255, 255, 0]);
    // Row 3 crosses the enclosed white: opaque, not connected to the border.
    expect(out[3]).toEqual([0, 255, 255, 255, 255, 255, 0]);
    expect(out[6]).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('counts near-white noise within the tolerance as background', () => {
    // Off-white (250) is ~8.7 from white and (230) ~43.3: both within 48.
    const { data, width, height } = image(
      grid(4, (x, y) => ((x + y) % 2 === 0 ? [250, 250, 250] : [230, 230, 230])),
    );
    const out = alphas(removeBorderBackground(data, width, height), width);
    expect(out.flat().every((alpha) => alpha === 0)).toBe(true);
  });

  it('fades an edge pixel by its distance from the background colour (soft edge)', () => {
    // 5×5 white with one grey pixel in the middle: 209 is 46 per channel from 255, a
    // distance of 46·√3 ≈ 79.7; (79.7 − 48) / 64 ≈ 0.495 of full opacity ≈ 126.
    const grey: Rgb = [209, 209, 209];
    const { data, width, height } = image(grid(5, (x, y) => (x === 2 && y === 2 ? grey : WHITE)));
    const out = alphas(removeBorderBackground(data, width, height), width);
    expect(out[2]?.[2]).toBeGreaterThanOrEqual(120);
    expect(out[2]?.[2]).toBeLessThanOrEqual(132);
    expect(out[2]?.[1]).toBe(0);
  });

  it('takes the background colour from the border, whatever it is', () => {
    // A white logo on a dark blue flat background.
    const blue: Rgb = [10, 20, 90];
    const { data, width, height } = image(
      grid(5, (x, y) => (x >= 1 && x <= 3 && y >= 1 && y <= 3 ? WHITE : blue)),
    );
    expect(borderColour(data, width, height)).toEqual(blue);
    const out = alphas(removeBorderBackground(data, width, height), width);
    expect(out[0]).toEqual([0, 0, 0, 0, 0]);
    expect(out[2]).toEqual([0, 255, 255, 255, 0]);
  });

  it('honours a larger tolerance', () => {
    // Light grey (200) is ~95 from white: kept with the default tolerance, cleared with 120.
    const light: Rgb = [200, 200, 200];
    const { data, width, height } = image(
      grid(5, (x, y) => (x >= 1 && x <= 3 && y >= 1 && y <= 3 ? light : WHITE)),
    );
    const kept = alphas(removeBorderBackground(data, width, height), width);
    expect(kept[2]?.[2]).toBe(255);
    const cleared = alphas(removeBorderBackground(data, width, height, { tolerance: 120 }), width);
    expect(cleared.flat().every((alpha) => alpha === 0)).toBe(true);
  });

  it('refuses data that does not match its size', () => {
    expect(() => removeBorderBackground(new Uint8ClampedArray(12), 2, 2)).toThrow(RangeError);
  });
});
