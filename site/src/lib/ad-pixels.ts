/**
 * Ad-pixel tracking (platform §1): the calls exist where the product reports conversions,
 * and do nothing, because a tag manager reads the page instead. Kept as one function so the
 * call sites stay in place if a pixel is ever wired directly.
 */
export type AdPixelEvent = 'CompleteRegistration' | 'InitiateCheckout' | 'Lead';

export function trackAdPixel(_event: AdPixelEvent, _data?: Record<string, unknown>): void {
  // Intentionally empty: see the module comment.
}
