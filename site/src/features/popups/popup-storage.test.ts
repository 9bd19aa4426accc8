import { imagePopupLayout } from '@arte-gospel/domain';
import { imageFrameFor } from '@arte-gospel/ui';
import { afterEach, describe, expect, it } from 'vitest';
import {
  expirationPopupDue,
  markExpirationPopupShown,
  POPUP_HISTORY_KEY,
  readPopupHistory,
  rememberClosedPopup,
} from './popup-storage';

afterEach(() => localStorage.clear());

describe('popup history (platform §4.2)', () => {
  it('stores the popup id and a timestamp on close', () => {
    rememberClosedPopup(7, new Date(1000));
    rememberClosedPopup(-1, new Date(2000));
    expect(readPopupHistory()).toEqual([
      { popupId: 7, closedAt: 1000 },
      { popupId: -1, closedAt: 2000 },
    ]);
  });

  it('reads a broken history as empty', () => {
    localStorage.setItem(POPUP_HISTORY_KEY, 'not json');
    expect(readPopupHistory()).toEqual([]);
  });
});

describe('expiration popup, at most once per day (platform §4.2)', () => {
  it('is due until shown today, and due again the next day', () => {
    const morning = new Date(2026, 10, 22, 9, 0);
    expect(expirationPopupDue(morning)).toBe(true);
    markExpirationPopupShown(morning);
    expect(expirationPopupDue(new Date(2026, 10, 22, 23, 59))).toBe(false);
    expect(expirationPopupDue(new Date(2026, 10, 23, 0, 1))).toBe(true);
  });
});

describe('image-only popup framing by aspect ratio (platform §4.2)', () => {
  // What the popup host asks: domain's layout for the ratio, ui's frame for that layout.
  const frameOf = (ratio: number) => imageFrameFor(imagePopupLayout(ratio), ratio);

  it('frames banners wider than 1.8 by the screen width', () => {
    expect(frameOf(3).kind).toBe('wide');
    expect(frameOf(3).width).toBe('min(96vw, 960px)');
  });

  it('frames images narrower than 0.6 by the screen height, width from the ratio', () => {
    const frame = frameOf(0.5);
    expect(frame.kind).toBe('tall');
    expect(frame.width).toBe('min(92vw, calc(88vh * 0.5))');
  });

  it('frames the bounds themselves and everyday ratios as normal', () => {
    expect(frameOf(1.8).kind).toBe('normal');
    expect(frameOf(0.6).kind).toBe('normal');
    expect(frameOf(1).width).toBe('min(92vw, 640px, calc(80vh * 1))');
  });

  it('frames an image not loaded yet as a square', () => {
    expect(frameOf(Number.NaN)).toEqual(frameOf(1));
  });
});
