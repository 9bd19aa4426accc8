// How an image-only promotional popup is framed, kept apart so it reads on its own.

/** 'wide' a banner, 'tall' a story, 'normal' anything between (the caller decides which). */
export type ImageFrameKind = 'wide' | 'tall' | 'normal';

export interface ImageFrame {
  kind: ImageFrameKind;
  /** CSS width of the popup box. */
  width: string;
  /** CSS max-height of the image. */
  maxHeight: string;
}

/**
 * The box an image-only popup gets, from its frame kind and the image's width / height ratio:
 * - 'wide' (banners): almost the whole screen width, capped at 960 px, height follows;
 * - 'tall' (stories): the height is the limit (88 % of the screen), the width follows the
 *   ratio so nothing is cropped;
 * - 'normal': the width that makes the image 80 % of the screen height tall, never wider
 *   than 92 % of the screen nor 640 px.
 * A ratio that is not a positive number (image not loaded yet) is framed as a square.
 */
export function imageFrameFor(kind: ImageFrameKind, ratio: number): ImageFrame {
  const r = Number.isFinite(ratio) && ratio > 0 ? ratio : 1;
  const fixed = Math.round(r * 1000) / 1000;
  if (kind === 'wide') return { kind, width: 'min(96vw, 960px)', maxHeight: '80vh' };
  if (kind === 'tall') {
    return { kind, width: `min(92vw, calc(88vh * ${fixed}))`, maxHeight: '88vh' };
  }
  return { kind, width: `min(92vw, 640px, calc(80vh * ${fixed}))`, maxHeight: '80vh' };
}
