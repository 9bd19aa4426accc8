import type { Box } from './text';

// Issue 20: a photo framed in its slot. The photo first covers the slot (the smallest scale
// at which it fills it, as preserveAspectRatio 'slice'), is then zoomed by `scale` (1..4) and
// moved so that its point (x, y) — fractions of its width and height — sits at the slot's
// centre; the placement is then clamped so the photo always covers the slot (no empty edge).

/** The crop of a photo in its slot (edit-state's PhotoCropSchema has the same bounds). */
export interface PhotoFraming {
  /** The photo's point shown at the slot's centre, as fractions of its width and height. */
  x: number;
  y: number;
  /** Zoom over the photo covering the slot: 1 (cover) to PHOTO_ZOOM_MAX. */
  scale: number;
}

/** A photo for a slot with its pixel size, so a crop can be placed. */
export interface PhotoInput {
  /** data: URL (the editor's preview and export) or a URL the drawing can read. */
  href: string;
  /** The photo's own pixel size. */
  width: number;
  height: number;
  /** Without it the photo is centred and covers the slot (as a bare href draws it). */
  crop?: PhotoFraming;
}

export const PHOTO_ZOOM_MAX = 4;

export const CENTRED: PhotoFraming = { x: 0.5, y: 0.5, scale: 1 };

function clamp(value: number, min: number, max: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}

/** The crop brought within its bounds (a value that is not a number: the centred crop's). */
export function clampFraming(crop: PhotoFraming): PhotoFraming {
  return {
    x: clamp(crop.x, 0, 1, 0.5),
    y: clamp(crop.y, 0, 1, 0.5),
    scale: clamp(crop.scale, 1, PHOTO_ZOOM_MAX, 1),
  };
}

/**
 * Where the photo (`width` × `height` pixels) is drawn so that `crop` frames it in `box`:
 * the image's box in the art's coordinates. It always covers `box`. null when the photo's
 * size is not a positive number.
 */
export function photoPlacement(
  box: Box,
  photo: { width: number; height: number },
  crop: PhotoFraming,
): Box | null {
  const { width: pw, height: ph } = photo;
  if (!(pw > 0 && ph > 0 && Number.isFinite(pw) && Number.isFinite(ph))) return null;
  const c = clampFraming(crop);
  const cover = Math.max(box.width / pw, box.height / ph);
  const width = pw * cover * c.scale;
  const height = ph * cover * c.scale;
  const x = box.x + box.width / 2 - c.x * width;
  const y = box.y + box.height / 2 - c.y * height;
  return {
    x: Math.min(box.x, Math.max(box.x + box.width - width, x)),
    y: Math.min(box.y, Math.max(box.y + box.height - height, y)),
    width,
    height,
  };
}

/**
 * The crop whose placement is `placement` after a move by (dx, dy) art units: what dragging
 * the photo in its slot does (the point at the centre moves the other way). Clamped as the
 * drawing clamps it.
 */
export function framingAfterMove(
  box: Box,
  photo: { width: number; height: number },
  crop: PhotoFraming,
  dx: number,
  dy: number,
): PhotoFraming {
  const placed = photoPlacement(box, photo, crop);
  if (!placed) return clampFraming(crop);
  const x = placed.x + dx;
  const y = placed.y + dy;
  const clampedX = Math.min(box.x, Math.max(box.x + box.width - placed.width, x));
  const clampedY = Math.min(box.y, Math.max(box.y + box.height - placed.height, y));
  return clampFraming({
    x: (box.x + box.width / 2 - clampedX) / placed.width,
    y: (box.y + box.height / 2 - clampedY) / placed.height,
    scale: crop.scale,
  });
}

/**
 * How far the crop's point may go at `scale` with the photo still covering the slot: x and
 * y each from `min` to `max` (equal, 0.5, when the photo has no room to move that way).
 */
export function framingRange(
  box: Box,
  photo: { width: number; height: number },
  scale: number,
): { x: { min: number; max: number }; y: { min: number; max: number } } {
  const placed = photoPlacement(box, photo, { x: 0.5, y: 0.5, scale });
  if (!placed) return { x: { min: 0.5, max: 0.5 }, y: { min: 0.5, max: 0.5 } };
  const half = (slot: number, image: number) => Math.min(0.5, slot / 2 / image);
  const hx = half(box.width, placed.width);
  const hy = half(box.height, placed.height);
  return { x: { min: hx, max: 1 - hx }, y: { min: hy, max: 1 - hy } };
}

/** The crop with its point brought within framingRange: the same drawing, as stored. */
export function fitFraming(
  box: Box,
  photo: { width: number; height: number },
  crop: PhotoFraming,
): PhotoFraming {
  const c = clampFraming(crop);
  const range = framingRange(box, photo, c.scale);
  return {
    x: Math.min(range.x.max, Math.max(range.x.min, c.x)),
    y: Math.min(range.y.max, Math.max(range.y.min, c.y)),
    scale: c.scale,
  };
}
