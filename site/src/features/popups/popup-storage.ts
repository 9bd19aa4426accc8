// Local state of the promotional popup (platform §4.2): the popup session id, the history of
// closed popups and the once-a-day marker of the expiration popup.
import {
  expirationPopupMarker,
  type PopupHistoryEntry,
  popupHistoryEntry,
  shouldShowExpirationPopup,
} from '@arte-gospel/domain';

export const POPUP_SESSION_KEY = 'popup_session_id';
export const POPUP_HISTORY_KEY = 'popup_history';
export const EXPIRATION_MARKER_KEY = 'expiration_popup_date';
/** The history keeps the latest closes only. */
export const POPUP_HISTORY_MAX = 50;

function read(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Private mode or a full quota: the popup still works, only without memory.
  }
}

const local = () => (typeof localStorage === 'undefined' ? undefined : localStorage);
const session = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

/** The popup session id the API gave us in this tab session, if any. */
export function readPopupSessionId(): string | null {
  return read(session(), POPUP_SESSION_KEY);
}

export function storePopupSessionId(id: string): void {
  write(session(), POPUP_SESSION_KEY, id);
}

export function readPopupHistory(): PopupHistoryEntry[] {
  const raw = read(local(), POPUP_HISTORY_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed)
      ? parsed.filter(
          (e): e is PopupHistoryEntry =>
            typeof e === 'object' &&
            e !== null &&
            typeof (e as PopupHistoryEntry).popupId === 'number' &&
            typeof (e as PopupHistoryEntry).closedAt === 'number',
        )
      : [];
  } catch {
    return [];
  }
}

/** §4.2: closing stores the popup id and a timestamp in the local popup history. */
export function rememberClosedPopup(popupId: number, now: Date = new Date()): void {
  const history = [...readPopupHistory(), popupHistoryEntry(popupId, now)].slice(
    -POPUP_HISTORY_MAX,
  );
  write(local(), POPUP_HISTORY_KEY, JSON.stringify(history));
}

/** §4.2: the expiration popup is shown at most once per (local) day. */
export function expirationPopupDue(now: Date = new Date()): boolean {
  return shouldShowExpirationPopup(read(local(), EXPIRATION_MARKER_KEY), now);
}

export function markExpirationPopupShown(now: Date = new Date()): void {
  write(local(), EXPIRATION_MARKER_KEY, expirationPopupMarker(now));
}
