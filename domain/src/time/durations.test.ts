import { describe, expect, it } from 'vitest';
import * as d from './durations';

describe('timing constants (platform §7, §9; catalogue §4, §8, §9)', () => {
  it('pins the cache times', () => {
    expect(d.DATA_STALE_MS).toBe(300000);
    expect(d.DATA_GC_MS).toBe(1800000);
    expect(d.USER_TIMEOUT_MS).toBe(10000);
    expect(d.USER_STALE_MS).toBe(300000);
    expect(d.USER_GC_MS).toBe(600000);
    expect(d.LOGOUT_ABORT_MS).toBe(3000);
    expect(d.SITE_SETTINGS_STALE_MS).toBe(300000);
    expect(d.HEADER_LOGO_STALE_MS).toBe(600000);
    expect(d.HEADER_LOGO_GC_MS).toBe(1200000);
    expect(d.DOWNLOADS_STALE_MS).toBe(300000);
    expect(d.DOWNLOADS_GC_MS).toBe(600000);
    expect(d.CATALOGUE_STALE_MS).toBe(30000);
    expect(d.VAPID_KEY_CACHE_MS).toBe(600000);
    expect(d.ARTS_FETCH_RETRIES).toBe(2);
    expect(d.ARTS_FETCH_RETRY_DELAY_MS).toBe(1000);
  });

  it('pins the UI delays', () => {
    expect(d.INSTALL_POPUP_DELAY_MS).toBe(3000);
    expect(d.ERROR_RELOAD_DELAY_MS).toBe(3000);
    expect(d.FATAL_RENDER_RETRY_MS).toBe(2000);
    expect(d.REPORT_AUTO_CLOSE_MS).toBe(2000);
    expect(d.TOOLTIP_DELAY_MS).toBe(700);
    expect(d.HERO_INTERSECTION_THRESHOLD).toBe(0.1);
    expect(d.VIDEO_RETRY_MAX).toBe(2);
    expect(d.VIDEO_RETRY_MAX_WITH_POSTER).toBe(4);
    expect(d.VIDEO_RETRY_DELAY_MS).toBe(1500);
    expect(d.CATEGORY_SELECTOR_READY_MS).toBe(1000);
  });

  it('pins the push constants', () => {
    expect(d.PUSH_SUBSCRIBE_TIMEOUT_MS).toBe(12000);
    expect(d.SW_READY_WAIT_MS).toBe(3000);
    expect(d.SW_READY_CHECKS).toBe(10);
    expect(d.SW_READY_CHECK_INTERVAL_MS).toBe(200);
    expect(d.PUSH_POPUP_DELAY_MS).toBe(30000);
    expect(d.PUSH_COOLDOWN_MS).toBe(12 * 60 * 60 * 1000);
    expect(d.PUSH_SUCCESS_CLOSE_MS).toBe(2000);
    expect(d.PUSH_ERROR_RESET_MS).toBe(3000);
  });
});

describe('toasts (platform §2.9, §9)', () => {
  it('pins the constants', () => {
    expect(d.TOAST_LIMIT).toBe(1);
    expect(d.TOAST_DURATION_MS).toBe(5000);
    expect(d.TOAST_SWIPE_DIRECTION).toBe('right');
    expect(d.TOAST_SWIPE_THRESHOLD).toBe(50);
    expect(d.TOAST_POINTER_SLOP_TOUCH_PX).toBe(10);
    expect(d.TOAST_POINTER_SLOP_PX).toBe(2);
    expect(d.TOAST_HOTKEY).toBe('F8');
  });
});

describe('earlier names (time/index.ts)', () => {
  it('are the same bindings as the current names', async () => {
    const barrel = await import('./index');
    expect(barrel.DATA_CACHE_MS).toBe(d.DATA_GC_MS);
    expect(barrel.USER_CACHE_MS).toBe(d.USER_GC_MS);
    expect(barrel.USER_FETCH_TIMEOUT_MS).toBe(d.USER_TIMEOUT_MS);
  });
});
