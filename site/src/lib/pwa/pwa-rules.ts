// Install and push rules of the site (platform §4.3, catalogue §2, §4, §9): what the browser
// can do, what the user already chose, and when a popup is due.
import { activeDismissal, type StoredDismissal } from '@arte-gospel/domain';

export const PWA_INSTALLED_KEY = 'pwa_installed';
export const PWA_SESSION_KEY = 'pwa_session_id';
export const INSTALL_DISMISS_KEY = 'pwa_install_dismissed';
export const PUSH_DISMISS_KEY = 'push_popup_dismissed';
/** The body class of standalone display mode (platform §4.3). */
export const STANDALONE_BODY_CLASS = 'pwa-standalone';
/** Phones: the catalogue's mobile breakpoint. */
export const MOBILE_QUERY = '(max-width: 768px)';

function safeLocal(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function safeSession(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** Installed app window (display-mode standalone, or iOS's navigator.standalone). */
export function isStandalone(win: Window = window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  return Boolean(win.matchMedia?.('(display-mode: standalone)').matches || nav.standalone);
}

/** Safari on iPhone / iPad (iPadOS reports a Mac with touch), not Chrome / Firefox on iOS. */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  const ios =
    /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}

/** The tab session the dismissals belong to: a new session resets them (catalogue §4). */
export function currentPwaSessionId(): string {
  const store = safeSession();
  const existing = store?.getItem(PWA_SESSION_KEY);
  if (existing) return existing;
  const id =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  try {
    store?.setItem(PWA_SESSION_KEY, id);
  } catch {
    // Without session storage every page load is a new session.
  }
  return id;
}

function readDismissal(key: string): StoredDismissal | null {
  try {
    const raw = safeLocal()?.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDismissal>;
    return typeof parsed.sessionId === 'string' && typeof parsed.dismissedAt === 'number'
      ? { sessionId: parsed.sessionId, dismissedAt: parsed.dismissedAt }
      : null;
  } catch {
    return null;
  }
}

/** Catalogue §4: closing or 'Agora não' stores a timestamp (with the session it belongs to). */
export function storeDismissal(key: string, sessionId: string, now: Date = new Date()): void {
  try {
    safeLocal()?.setItem(key, JSON.stringify({ sessionId, dismissedAt: now.getTime() }));
  } catch {
    // Nothing remembered: the popup may come back.
  }
}

/** The dismissal time still in force for this session, or null (a new session resets it). */
export function dismissedAtFor(key: string, sessionId: string): number | null {
  return activeDismissal(readDismissal(key), sessionId);
}

export function markPwaInstalled(): void {
  try {
    safeLocal()?.setItem(PWA_INSTALLED_KEY, 'true');
  } catch {
    // Standalone mode still tells us.
  }
}

export function pwaInstalledFlag(): boolean {
  try {
    return safeLocal()?.getItem(PWA_INSTALLED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Catalogue §4: "the app is installed": the stored flag, or running as the installed app. */
export function isAppInstalled(win: Window = window): boolean {
  return pwaInstalledFlag() || isStandalone(win);
}

/** Web push needs a service worker, the Push API and notifications. */
export function isPushSupported(win: Window = window): boolean {
  return 'serviceWorker' in win.navigator && 'PushManager' in win && 'Notification' in win;
}
