// Pure sizing rules of the promotional popup (platform §4.2), kept apart so they are unit-tested.

export const promoPopupPositions = [
  'center',
  'top-left',
  'top-right',
  'bottom-left',
  'bottom-right',
] as const;
export const promoPopupSizes = ['small', 'medium', 'large'] as const;
export const promoPopupAnimations = ['fade', 'slide', 'zoom', 'default'] as const;

export type PromoPopupPosition = (typeof promoPopupPositions)[number];
export type PromoPopupSize = (typeof promoPopupSizes)[number];
export type PromoPopupAnimation = (typeof promoPopupAnimations)[number];

/** Ratios beyond these bounds get the special banner / tall handling of §4.2. */
export const WIDE_IMAGE_RATIO = 1.8;
export const TALL_IMAGE_RATIO = 0.6;

/** An unknown position falls back to the centre. */
export function normalisePosition(value: string | undefined | null): PromoPopupPosition {
  return (promoPopupPositions as readonly string[]).includes(value ?? '')
    ? (value as PromoPopupPosition)
    : 'center';
}

/** An unknown size falls back to medium. */
export function normaliseSize(value: string | undefined | null): PromoPopupSize {
  return (promoPopupSizes as readonly string[]).includes(value ?? '')
    ? (value as PromoPopupSize)
    : 'medium';
}

/** fade, slide, zoom; anything else gives the default entrance (§3 Popup.animation). */
export function normaliseAnimation(value: string | undefined | null): PromoPopupAnimation {
  return value === 'fade' || value === 'slide' || value === 'zoom' ? value : 'default';
}

export type ImageFrameKind = 'wide' | 'tall' | 'regular';

export interface ImageFrame {
  kind: ImageFrameKind;
  /** CSS width of the popup box. */
  width: string;
  /** CSS max-height of the image. */
  maxHeight: string;
}

/**
 * How an image-only popup is framed from the image's width / height ratio:
 * - wider than 1.8 (banners): almost the whole screen width, capped at 960 px, height follows;
 * - narrower than 0.6 (tall stories): the height is the limit (88 % of the screen), the width
 *   follows the ratio so nothing is cropped;
 * - otherwise: the width that makes the image 80 % of the screen height tall, never wider than
 *   92 % of the screen nor 640 px.
 * A ratio that is not a positive number (image not loaded yet) is framed as a square.
 */
export function imageFrameFor(ratio: number): ImageFrame {
  const r = Number.isFinite(ratio) && ratio > 0 ? ratio : 1;
  if (r > WIDE_IMAGE_RATIO) {
    return { kind: 'wide', width: 'min(96vw, 960px)', maxHeight: '80vh' };
  }
  if (r < TALL_IMAGE_RATIO) {
    const fixed = Math.round(r * 1000) / 1000;
    return { kind: 'tall', width: `min(92vw, calc(88vh * ${fixed}))`, maxHeight: '88vh' };
  }
  const fixed = Math.round(r * 1000) / 1000;
  return { kind: 'regular', width: `min(92vw, 640px, calc(80vh * ${fixed}))`, maxHeight: '80vh' };
}

/** Image-only: no title, no content and no button text (§4.2). */
export function isImageOnly(popup: {
  title?: string | null;
  content?: string | null;
  buttonText?: string | null;
  imageUrl?: string | null;
}): boolean {
  return Boolean(popup.imageUrl) && !popup.title && !popup.content && !popup.buttonText;
}

/** `buttonWidth` default 'auto'; a bare number is read as pixels. */
export function cssButtonWidth(value: string | number | undefined | null): string {
  if (value === undefined || value === null || value === '') return 'auto';
  if (typeof value === 'number' || /^\d+(\.\d+)?$/.test(value)) return `${value}px`;
  return value;
}
