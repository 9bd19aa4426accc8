import { PUSH_COOLDOWN_MS } from '@arte-gospel/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentPwaSessionId,
  dismissedAtFor,
  isAppInstalled,
  isIosSafari,
  markPwaInstalled,
  PUSH_DISMISS_KEY,
  PWA_INSTALLED_KEY,
  PWA_SESSION_KEY,
  storeDismissal,
} from '../../lib/pwa/pwa-rules';
import { pushPopupDue } from './push-host';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('iOS Safari detection (manual install steps)', () => {
  it('is Safari on iPhone and iPad (desktop mode with touch), not Chrome on iOS nor Android', () => {
    expect(isIosSafari(IPHONE_SAFARI)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP_MODE, 5)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP_MODE, 0)).toBe(false);
    expect(isIosSafari(IPHONE_CHROME)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME)).toBe(false);
  });
});

describe('dismissals (catalogue §4)', () => {
  it('stores a timestamp for this session; a new session (id mismatch) resets it', () => {
    const session = currentPwaSessionId();
    expect(currentPwaSessionId()).toBe(session);
    storeDismissal(PUSH_DISMISS_KEY, session, new Date(5000));
    expect(dismissedAtFor(PUSH_DISMISS_KEY, session)).toBe(5000);
    sessionStorage.removeItem(PWA_SESSION_KEY);
    const next = currentPwaSessionId();
    expect(next).not.toBe(session);
    expect(dismissedAtFor(PUSH_DISMISS_KEY, next)).toBeNull();
  });

  it('ignores a malformed stored dismissal', () => {
    localStorage.setItem(PUSH_DISMISS_KEY, '{oops');
    expect(dismissedAtFor(PUSH_DISMISS_KEY, currentPwaSessionId())).toBeNull();
  });
});

describe('installed app', () => {
  it('is installed once pwa_installed is stored as true', () => {
    expect(isAppInstalled()).toBe(false);
    markPwaInstalled();
    expect(localStorage.getItem(PWA_INSTALLED_KEY)).toBe('true');
    expect(isAppInstalled()).toBe(true);
  });
});

describe('push popup conditions (catalogue §4: installed, supported, cooldown 12 h)', () => {
  function supportPush() {
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', class {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => undefined },
    });
  }

  it('is due for a logged-in user of the installed app with push and no subscription', async () => {
    supportPush();
    markPwaInstalled();
    expect(await pushPopupDue(true)).toBe(true);
    expect(await pushPopupDue(false)).toBe(false);
  });

  it('is not due when the app is not installed', async () => {
    supportPush();
    expect(await pushPopupDue(true)).toBe(false);
  });

  it('is not due when already subscribed', async () => {
    supportPush();
    markPwaInstalled();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        getRegistration: async () => ({
          pushManager: { getSubscription: async () => ({ endpoint: 'https://push.example/1' }) },
        }),
      },
    });
    expect(await pushPopupDue(true)).toBe(false);
  });

  it('waits 12 h after a dismissal in the same session', async () => {
    supportPush();
    markPwaInstalled();
    const dismissed = new Date('2026-11-22T08:00:00Z');
    storeDismissal(PUSH_DISMISS_KEY, currentPwaSessionId(), dismissed);
    const justBefore = new Date(dismissed.getTime() + PUSH_COOLDOWN_MS - 1);
    const atCooldown = new Date(dismissed.getTime() + PUSH_COOLDOWN_MS);
    expect(await pushPopupDue(true, justBefore)).toBe(false);
    expect(await pushPopupDue(true, atCooldown)).toBe(true);
  });
});
