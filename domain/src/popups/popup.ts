// The promotional popup: page names, defaults, layout (platform §3, §4.2, §9).
import { MS_PER_MINUTE, MS_PER_SECOND } from '../time';

// platform §4.2, §9: the active popup is polled every 5 minutes (and on page change).
export const POPUP_POLL_MS = 5 * MS_PER_MINUTE;
// platform §3, §9: default delay before a popup appears, in seconds.
export const POPUP_DEFAULT_DELAY_S = 2;
// platform §3, §4.2: the popup id whose button navigates in the same tab.
export const SAME_TAB_POPUP_ID = -1;

// platform §4.2: the page names sent with the poll.
export const POPUP_PAGE_NAMES = [
  'home',
  'painel',
  'artes',
  'categorias',
  'designers',
  'ferramentas',
  'comunidade',
] as const;
export type PopupPageName = (typeof POPUP_PAGE_NAMES)[number];

// platform §4.2: 'home' for '/', else the first path segment ('/painel/inicio' →
// 'painel', '/artes/12-x' → 'artes'). Paths outside the named pages send their first
// segment too ('/planos' → 'planos'), so a popup can still be aimed at them.
export function popupPageName(path: string): string {
  const clean = (path.split(/[?#]/)[0] ?? '').trim();
  const first = clean.split('/').find((segment) => segment !== '');
  return first ?? 'home';
}

// platform §3: popup positions.
export const POPUP_POSITIONS = [
  'center',
  'top-left',
  'top-right',
  'bottom-left',
  'bottom-right',
] as const;
export type PopupPosition = (typeof POPUP_POSITIONS)[number];
// platform §3: popup sizes.
export const POPUP_SIZES = ['small', 'medium', 'large'] as const;
export type PopupSize = (typeof POPUP_SIZES)[number];
// platform §3: who a popup is shown to (visitors, free users, premium users, or all).
export const POPUP_AUDIENCES = ['all', 'visitor', 'free', 'premium'] as const;
export type PopupAudience = (typeof POPUP_AUDIENCES)[number];
// platform §4.2: the popup events stored (shown, button clicked, closed with the X).
export const POPUP_EVENT_ACTIONS = ['view', 'click', 'dismiss'] as const;
export type PopupEventAction = (typeof POPUP_EVENT_ACTIONS)[number];
// platform §3: popup animations; anything else gives the default entrance.
export const POPUP_ANIMATIONS = ['fade', 'slide', 'zoom'] as const;
export type PopupAnimation = (typeof POPUP_ANIMATIONS)[number];
export type PopupEntrance = PopupAnimation | 'default';

// platform §3: a popup as the API sends it (fields may be missing or null).
export interface PopupInput {
  id: number;
  title?: string | null;
  content?: string | null;
  imageUrl?: string | null;
  buttonText?: string | null;
  buttonUrl?: string | null;
  backgroundColor?: string | null;
  textColor?: string | null;
  buttonColor?: string | null;
  buttonTextColor?: string | null;
  buttonRadius?: number | null;
  buttonWidth?: string | null;
  position?: string | null;
  size?: string | null;
  animation?: string | null;
  delay?: number | null;
}

// A popup with every display field filled in.
export interface ResolvedPopup extends PopupInput {
  backgroundColor: string;
  textColor: string;
  buttonColor: string;
  buttonTextColor: string;
  buttonRadius: number;
  buttonWidth: string;
  position: PopupPosition;
  size: PopupSize;
  animation: PopupEntrance;
  delay: number;
}

// platform §3: the field defaults. position 'center' and size 'medium' are ours (the spec
// gives no default for them): the first listed position and the middle size.
export const POPUP_DEFAULTS = {
  backgroundColor: '#FFFFFF',
  textColor: '#000000',
  buttonColor: '#4F46E5',
  buttonTextColor: '#FFFFFF',
  buttonRadius: 4,
  buttonWidth: 'auto',
  position: 'center',
  size: 'medium',
  delay: POPUP_DEFAULT_DELAY_S,
} as const;

function text(value: string | null | undefined, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

function oneOf<T extends string>(list: readonly T[], value: string | null | undefined, or: T): T {
  return (list as readonly string[]).includes(value ?? '') ? (value as T) : or;
}

// platform §3: 'fade', 'slide' or 'zoom', anything else the default entrance.
export function popupAnimation(animation: string | null | undefined): PopupEntrance {
  return oneOf<PopupEntrance>(POPUP_ANIMATIONS, animation, 'default');
}

// platform §3: fills in the defaults. Blank colours and widths count as missing; a
// radius of 0 is kept; a negative or non-finite delay becomes the default 2 s; unknown
// positions and sizes become the defaults.
export function withPopupDefaults(popup: PopupInput): ResolvedPopup {
  const delay =
    typeof popup.delay === 'number' && Number.isFinite(popup.delay) && popup.delay >= 0
      ? popup.delay
      : POPUP_DEFAULTS.delay;
  const radius =
    typeof popup.buttonRadius === 'number' && Number.isFinite(popup.buttonRadius)
      ? popup.buttonRadius
      : POPUP_DEFAULTS.buttonRadius;
  return {
    ...popup,
    backgroundColor: text(popup.backgroundColor, POPUP_DEFAULTS.backgroundColor),
    textColor: text(popup.textColor, POPUP_DEFAULTS.textColor),
    buttonColor: text(popup.buttonColor, POPUP_DEFAULTS.buttonColor),
    buttonTextColor: text(popup.buttonTextColor, POPUP_DEFAULTS.buttonTextColor),
    buttonRadius: radius,
    buttonWidth: text(popup.buttonWidth, POPUP_DEFAULTS.buttonWidth),
    position: oneOf(POPUP_POSITIONS, popup.position, POPUP_DEFAULTS.position),
    size: oneOf(POPUP_SIZES, popup.size, POPUP_DEFAULTS.size),
    animation: popupAnimation(popup.animation),
    delay,
  };
}

// platform §4.2: the wait before the popup appears, in milliseconds.
export function popupDelayMs(popup: PopupInput): number {
  return withPopupDefaults(popup).delay * MS_PER_SECOND;
}

// platform §4.2: a button click opens the link in a new tab, except for id -1, which
// navigates in the same tab.
export function popupOpensInSameTab(popup: Pick<PopupInput, 'id'>): boolean {
  return popup.id === SAME_TAB_POPUP_ID;
}

function blank(value: string | null | undefined): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

// platform §4.2: an image popup with no title, content or button text (blank counts as
// none).
export function isImageOnlyPopup(popup: PopupInput): boolean {
  return (
    !blank(popup.imageUrl) && blank(popup.title) && blank(popup.content) && blank(popup.buttonText)
  );
}

// platform §4.2: image-only popups wider than this aspect ratio get the 'wide' layout…
export const WIDE_IMAGE_RATIO = 1.8;
// platform §4.2: …and narrower than this the 'tall' one.
export const TALL_IMAGE_RATIO = 0.6;
export type ImagePopupLayout = 'wide' | 'tall' | 'normal';

// platform §4.2: 'wide' above 1.8, 'tall' below 0.6, else (including the bounds and an
// unknown ratio) 'normal'.
export function imagePopupLayout(aspectRatio: number): ImagePopupLayout {
  if (!Number.isFinite(aspectRatio) || aspectRatio <= 0) return 'normal';
  if (aspectRatio > WIDE_IMAGE_RATIO) return 'wide';
  if (aspectRatio < TALL_IMAGE_RATIO) return 'tall';
  return 'normal';
}

// platform §4.2: one entry of the local popup history, stored on close.
export interface PopupHistoryEntry {
  popupId: number;
  closedAt: number;
}

// platform §4.2: the history entry for a popup closed now.
export function popupHistoryEntry(popupId: number, now: Date = new Date()): PopupHistoryEntry {
  return { popupId, closedAt: now.getTime() };
}
