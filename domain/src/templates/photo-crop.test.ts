import { describe, expect, it } from 'vitest';
import { fitFraming, framingAfterMove, framingRange, photoPlacement, renderArtSvg } from '../index';

// Issue 20: a photo's crop in its slot. Expected placements are worked out by hand: the
// photo covers the slot at scale max(slotW / photoW, slotH / photoH), is zoomed by `scale`,
// its point (x, y) goes to the slot's centre, and the result is clamped to cover the slot.

const BOX = { x: 10, y: 20, width: 100, height: 100 };
/** A landscape photo: covering the 100×100 slot takes half its size, 200×100. */
const WIDE = { width: 400, height: 200 };

describe('photoPlacement', () => {
  it('centres the covering photo for the centred crop', () => {
    // 200×100 with its centre (100, 50) at the slot's centre (60, 70): x 60-100, y 70-50.
    expect(photoPlacement(BOX, WIDE, { x: 0.5, y: 0.5, scale: 1 })).toEqual({
      x: -40,
      y: 20,
      width: 200,
      height: 100,
    });
  });

  it('moves the chosen point to the centre', () => {
    // x 0.25: the point 50 px into the 200 px image goes to 60 → image at 10 (its left edge
    // on the slot's left edge, still covering).
    expect(photoPlacement(BOX, WIDE, { x: 0.25, y: 0.5, scale: 1 })).toEqual({
      x: 10,
      y: 20,
      width: 200,
      height: 100,
    });
  });

  it('clamps so the slot is always covered', () => {
    // x 0: the image would start at 60, leaving 10..60 empty: clamped to 10.
    expect(photoPlacement(BOX, WIDE, { x: 0, y: 0.5, scale: 1 })?.x).toBe(10);
    // x 1: it would start at 60 - 200 = -140 and end at 60: clamped to end at 110 → -90.
    expect(photoPlacement(BOX, WIDE, { x: 1, y: 0.5, scale: 1 })?.x).toBe(-90);
    // y 0 on a photo exactly as tall as the slot: nothing to move, stays at 20.
    expect(photoPlacement(BOX, WIDE, { x: 0.5, y: 0, scale: 1 })?.y).toBe(20);
  });

  it('zooms over the covering size', () => {
    // scale 2: 400×200. Point (0.25, 0.25) = (100, 50) at (60, 70) → (-40, 20); y may go
    // from 120 - 200 = -80 to 20, so 20 stays.
    expect(photoPlacement(BOX, WIDE, { x: 0.25, y: 0.25, scale: 2 })).toEqual({
      x: -40,
      y: 20,
      width: 400,
      height: 200,
    });
    // scale 2, point (0.5, 0.75) = (200, 150) at (60, 70) → (-140, -80): -80 is the lowest y.
    expect(photoPlacement(BOX, WIDE, { x: 0.5, y: 0.75, scale: 2 })).toEqual({
      x: -140,
      y: -80,
      width: 400,
      height: 200,
    });
  });

  it('brings an out-of-range crop within bounds', () => {
    // scale 9 → 4: 800×400; scale 0 → 1.
    expect(photoPlacement(BOX, WIDE, { x: 0.5, y: 0.5, scale: 9 })?.width).toBe(800);
    expect(photoPlacement(BOX, WIDE, { x: 0.5, y: 0.5, scale: 0 })?.width).toBe(200);
    // NaN → the centre.
    expect(photoPlacement(BOX, WIDE, { x: Number.NaN, y: 0.5, scale: 1 })?.x).toBe(-40);
  });

  it('refuses a photo without a size', () => {
    expect(photoPlacement(BOX, { width: 0, height: 100 }, { x: 0.5, y: 0.5, scale: 1 })).toBe(null);
  });

  it('turns a drag into the crop that draws it', () => {
    // Centred (image at -40): dragged 30 px right → image at -10, so the centre (60) shows
    // the photo's point 70 of 200 = 0.35.
    const moved = framingAfterMove(BOX, WIDE, { x: 0.5, y: 0.5, scale: 1 }, 30, 0);
    expect(moved.x).toBeCloseTo(0.35, 10);
    expect(moved.y).toBe(0.5);
    // Dragged 500 px right: stops at the left edge (image at 10) → point 50 of 200 = 0.25.
    expect(framingAfterMove(BOX, WIDE, { x: 0.5, y: 0.5, scale: 1 }, 500, 0).x).toBe(0.25);
  });
});

describe('framingRange and fitFraming', () => {
  it('gives the room the point has at a zoom', () => {
    // 200×100 in 100×100: x from 50/200 = 0.25 to 0.75; y has no room (0.5 only).
    expect(framingRange(BOX, WIDE, 1)).toEqual({
      x: { min: 0.25, max: 0.75 },
      y: { min: 0.5, max: 0.5 },
    });
    // scale 2: 400×200: x from 50/400 = 0.125 to 0.875, y from 50/200 = 0.25 to 0.75.
    expect(framingRange(BOX, WIDE, 2)).toEqual({
      x: { min: 0.125, max: 0.875 },
      y: { min: 0.25, max: 0.75 },
    });
  });

  it('brings the point within the room, keeping the zoom', () => {
    expect(fitFraming(BOX, WIDE, { x: 0, y: 0, scale: 1 })).toEqual({ x: 0.25, y: 0.5, scale: 1 });
    expect(fitFraming(BOX, WIDE, { x: 0.9, y: 0.1, scale: 2 })).toEqual({
      x: 0.875,
      y: 0.25,
      scale: 2,
    });
  });
});

/** The one <image> of the rendered SVG, as its attributes. */
function imageOf(svg: string): Record<string, string> {
  const found = svg.match(/<image\b([^>]*)\/>/g) ?? [];
  expect(found).toHaveLength(1);
  const out: Record<string, string> = {};
  for (const [, name, value] of (found[0] ?? '').matchAll(/ ([\w:-]+)="([^"]*)"/g)) {
    if (name) out[name] = value ?? '';
  }
  return out;
}

function slotBox(svg: string): { x: number; y: number; width: number; height: number } {
  const box = svg.match(/data-photo-slot="foto"[^>]*data-box="([^"]+)"/)?.[1];
  const [x = 0, y = 0, width = 0, height = 0] = (box ?? '').split(' ').map(Number);
  return { x, y, width, height };
}

describe('renderArtSvg with a cropped photo', () => {
  const HREF = 'data:image/png;base64,AAAA';
  const base = {
    templateId: 'carteirinha-membro',
    paletteId: 'noite-dourada',
    sizeId: 'carteirinha' as const,
    texts: { memberName: 'Maria' },
  };

  it('draws a bare href, and a photo without crop, exactly as before', () => {
    const bare = renderArtSvg({ ...base, photos: { foto: HREF } }).svg;
    const sized = renderArtSvg({
      ...base,
      photos: { foto: { href: HREF, width: 300, height: 400 } },
    }).svg;
    expect(sized).toBe(bare);
    const box = slotBox(bare);
    const image = imageOf(bare);
    expect(image.x).toBe(String(box.x));
    expect(image.y).toBe(String(box.y));
    expect(image.width).toBe(String(box.width));
    expect(image.height).toBe(String(box.height));
    expect(image.preserveAspectRatio).toBe('xMidYMid slice');
  });

  it('places a zoomed, moved photo by hand-worked numbers', () => {
    const bare = renderArtSvg({ ...base, photos: { foto: HREF } }).svg;
    const box = slotBox(bare);
    // A square 1000×1000 photo in a portrait slot covers it by its height: side = box.height.
    // scale 2 → side 2h; point (0.5, 0.5) at the centre → x = cx - h, y = cy - h.
    const svg = renderArtSvg({
      ...base,
      photos: {
        foto: { href: HREF, width: 1000, height: 1000, crop: { x: 0.5, y: 0.5, scale: 2 } },
      },
    }).svg;
    const image = imageOf(svg);
    const side = 2 * box.height;
    expect(Number(image.width)).toBeCloseTo(side, 1);
    expect(Number(image.height)).toBeCloseTo(side, 1);
    expect(Number(image.x)).toBeCloseTo(box.x + box.width / 2 - side / 2, 1);
    expect(Number(image.y)).toBeCloseTo(box.y + box.height / 2 - side / 2, 1);
    // Still clipped to the slot.
    expect(image['clip-path']).toMatch(/^url\(#/);
  });

  it('clamps the photo so it covers the slot (top-left corner asked for)', () => {
    const bare = renderArtSvg({ ...base, photos: { foto: HREF } }).svg;
    const box = slotBox(bare);
    const svg = renderArtSvg({
      ...base,
      photos: { foto: { href: HREF, width: 1000, height: 1000, crop: { x: 0, y: 0, scale: 3 } } },
    }).svg;
    const image = imageOf(svg);
    // Point (0, 0) at the centre would leave the top-left quarter empty: the image's corner
    // is held at the slot's corner.
    expect(Number(image.x)).toBeCloseTo(box.x, 1);
    expect(Number(image.y)).toBeCloseTo(box.y, 1);
    expect(Number(image.width)).toBeCloseTo(3 * box.height, 1);
  });
});
