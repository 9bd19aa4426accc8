// The logo mode of the background remover (issue 20): a logo or drawing on a flat background
// loses the background colour that touches the image's borders. A flood fill from every border
// pixel close to that colour marks the background (enclosed areas of the same colour, like the
// inside of an 'O', stay); pixels near the background's colour at its edge fade out (soft
// edge) instead of leaving a hard halo. Pure: RGBA bytes in, RGBA bytes out.

export interface BorderFillOptions {
  /** Colour distance (0–441, Euclidean RGB) still counted as background. */
  tolerance?: number;
  /** Distance band past the tolerance over which edge pixels go from clear to opaque. */
  softness?: number;
}

export const DEFAULT_TOLERANCE = 48;
export const DEFAULT_SOFTNESS = 64;

/** The background colour: the median of each channel over the border's opaque pixels. */
export function borderColour(
  data: Uint8ClampedArray,
  width: number,
  height: number,
): [number, number, number] | null {
  const channels: [number[], number[], number[]] = [[], [], []];
  forEachBorderPixel(width, height, (index) => {
    const at = index * 4;
    if ((data[at + 3] ?? 0) === 0) return;
    for (let c = 0; c < 3; c += 1) channels[c]?.push(data[at + c] ?? 0);
  });
  if (channels[0].length === 0) return null;
  const median = (values: number[]) => {
    values.sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)] ?? 0;
  };
  return [median(channels[0]), median(channels[1]), median(channels[2])];
}

function forEachBorderPixel(width: number, height: number, visit: (index: number) => void) {
  for (let x = 0; x < width; x += 1) {
    visit(x);
    if (height > 1) visit((height - 1) * width + x);
  }
  for (let y = 1; y < height - 1; y += 1) {
    visit(y * width);
    if (width > 1) visit(y * width + width - 1);
  }
}

/**
 * A copy of `data` (RGBA, `width`×`height`) whose background connected to the borders is
 * transparent. Pixels already transparent on the border count as background too.
 */
export function removeBorderBackground(
  data: Uint8ClampedArray,
  width: number,
  height: number,
  options: BorderFillOptions = {},
): Uint8ClampedArray {
  if (data.length !== width * height * 4) {
    throw new RangeError('RGBA data does not match its width and height');
  }
  const tolerance = options.tolerance ?? DEFAULT_TOLERANCE;
  const softness = Math.max(1, options.softness ?? DEFAULT_SOFTNESS);
  const out = new Uint8ClampedArray(data);
  const reference = borderColour(data, width, height);
  const distance = (index: number) => {
    if (!reference) return 0;
    const at = index * 4;
    const dr = (data[at] ?? 0) - reference[0];
    const dg = (data[at + 1] ?? 0) - reference[1];
    const db = (data[at + 2] ?? 0) - reference[2];
    return Math.sqrt(dr * dr + dg * dg + db * db);
  };
  const isBackground = (index: number) =>
    (data[index * 4 + 3] ?? 0) === 0 || distance(index) <= tolerance;

  // 1: background reached from the borders (4-connected).
  const background = new Uint8Array(width * height);
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  forEachBorderPixel(width, height, (index) => {
    if (background[index] || !isBackground(index)) return;
    background[index] = 1;
    queue[tail++] = index;
  });
  while (head < tail) {
    const index = queue[head++] ?? 0;
    const x = index % width;
    const neighbours = [
      x > 0 ? index - 1 : -1,
      x < width - 1 ? index + 1 : -1,
      index - width,
      index + width,
    ];
    for (const next of neighbours) {
      if (next < 0 || next >= width * height || background[next]) continue;
      if (!isBackground(next)) continue;
      background[next] = 1;
      queue[tail++] = next;
    }
  }

  // 2: background clear; the first ring of pixels around it fades by colour distance.
  for (let index = 0; index < width * height; index += 1) {
    const alphaAt = index * 4 + 3;
    if (background[index]) {
      out[alphaAt] = 0;
      continue;
    }
    const x = index % width;
    const touchesBackground =
      (x > 0 && background[index - 1]) ||
      (x < width - 1 && background[index + 1]) ||
      (index >= width && background[index - width]) ||
      (index + width < width * height && background[index + width]);
    if (!touchesBackground) continue;
    const opacity = Math.min(1, Math.max(0, (distance(index) - tolerance) / softness));
    out[alphaAt] = Math.round((data[alphaAt] ?? 255) * opacity);
  }
  return out;
}
