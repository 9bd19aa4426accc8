// Shared timing constants of both specs. Each fact lives here once; the section that
// states it is named next to it. Names say fresh (STALE), kept in cache (GC) or time-out.

// platform §9: unit of the ms values below (also used by the date rules).
export const MS_PER_SECOND = 1000;
// platform §9: a minute in ms.
export const MS_PER_MINUTE = 60 * MS_PER_SECOND;
// platform §9: an hour in ms.
export const MS_PER_HOUR = 60 * MS_PER_MINUTE;
// platform §4.4: a day in ms (days left until expiry).
export const MS_PER_DAY = 24 * MS_PER_HOUR;

// platform §9: default data cache, fresh 5 min (300000 ms).
export const DATA_STALE_MS = 5 * MS_PER_MINUTE;
// platform §9: default data cache, kept 30 min (1800000 ms).
export const DATA_GC_MS = 30 * MS_PER_MINUTE;
// platform §7, §9: GET /api/user client time-out, 10 s.
export const USER_TIMEOUT_MS = 10 * MS_PER_SECOND;
// platform §9: current user (flow 1) fresh 5 min.
export const USER_STALE_MS = 5 * MS_PER_MINUTE;
// platform §9: current user (flow 1) cached 10 min.
export const USER_GC_MS = 10 * MS_PER_MINUTE;
// platform §7, §9: POST /api/logout is aborted after 3 s.
export const LOGOUT_ABORT_MS = 3 * MS_PER_SECOND;
// platform §9: site-wide settings cache fresh 5 min, no refetch on focus.
export const SITE_SETTINGS_STALE_MS = 5 * MS_PER_MINUTE;
// platform §9: the header's logo read is fresh 10 min.
export const HEADER_LOGO_STALE_MS = 10 * MS_PER_MINUTE;
// platform §9: the header's logo read is kept 20 min.
export const HEADER_LOGO_GC_MS = 20 * MS_PER_MINUTE;

// catalogue §9: downloads cache fresh 5 min.
export const DOWNLOADS_STALE_MS = 5 * MS_PER_MINUTE;
// catalogue §9: downloads cache kept 10 min.
export const DOWNLOADS_GC_MS = 10 * MS_PER_MINUTE;
// catalogue §8, §9: categories and arts fresh 30 s, no refetch on window focus.
export const CATALOGUE_STALE_MS = 30 * MS_PER_SECOND;
// catalogue §8: the home artwork fetch retries 2 times…
export const ARTS_FETCH_RETRIES = 2;
// catalogue §8: …1 s apart.
export const ARTS_FETCH_RETRY_DELAY_MS = 1 * MS_PER_SECOND;
// catalogue §7: GET /api/push/vapid-key answer cached 10 min.
export const VAPID_KEY_CACHE_MS = 10 * MS_PER_MINUTE;
// catalogue §4: the category selector sets its ready flag one second after mount.
export const CATEGORY_SELECTOR_READY_MS = 1 * MS_PER_SECOND;

// platform §4.3, §9 and catalogue §2, §9: the install offer comes 3 s after the install
// prompt is captured: the banner on phones (platform), the popup elsewhere (catalogue). One
// timer, this one, runs for both; installOffer decides which shows when it fires.
export const INSTALL_POPUP_DELAY_MS = 3 * MS_PER_SECOND;
// platform §4.3, §9: the mobile error fallback reloads by itself after 3 s.
export const ERROR_RELOAD_DELAY_MS = 3 * MS_PER_SECOND;
// platform §4.3, §9: a fatal render failure retries after 2 s.
export const FATAL_RENDER_RETRY_MS = 2 * MS_PER_SECOND;
// platform §9's mobile resource loader (a 5 s time-out, and every timer over 10 s cut to
// 5 s on mobile) is not kept: the site has no such loader, and cutting its longer timers
// would break catalogue §9's own figures on phones (push subscribe 12 s, push popup 30 s).
// platform §4.5, §9: the report dialog closes by itself 2000 ms after success.
export const REPORT_AUTO_CLOSE_MS = 2 * MS_PER_SECOND;
// platform §9, catalogue §2: tooltip (artwork card hover) delay 700 ms.
export const TOOLTIP_DELAY_MS = 700;

// catalogue §9: push subscribe global time-out, 12 s.
export const PUSH_SUBSCRIBE_TIMEOUT_MS = 12 * MS_PER_SECOND;
// catalogue §9: wait 3 s for the service worker to be ready…
export const SW_READY_WAIT_MS = 3 * MS_PER_SECOND;
// catalogue §9: …then up to 10 checks…
export const SW_READY_CHECKS = 10;
// catalogue §9: …200 ms apart.
export const SW_READY_CHECK_INTERVAL_MS = 200;
// catalogue §4, §9: the push popup shows 30 s after landing on home.
export const PUSH_POPUP_DELAY_MS = 30 * MS_PER_SECOND;
// catalogue §4, §9: after a dismissal the push popup waits 12 hours.
export const PUSH_COOLDOWN_MS = 12 * MS_PER_HOUR;
// catalogue §4: the push popup closes 2 s after 'Ativado!'.
export const PUSH_SUCCESS_CLOSE_MS = 2 * MS_PER_SECOND;
// catalogue §4: the push popup goes back to its default state 3 s after 'Erro'.
export const PUSH_ERROR_RESET_MS = 3 * MS_PER_SECOND;

// platform §9: the hero search's intersection threshold (header search fades in below it).
export const HERO_INTERSECTION_THRESHOLD = 0.1;

// The video retries below are what the site's art cards hand the ui ArtworkCard.Media.
// catalogue §4, §9: a failed video (mobile, production) is retried up to 2 times…
export const VIDEO_RETRY_MAX = 2;
// Ours, not the spec's: a video whose still poster stands in for it (the site draws one for
// every video) is tried 4 times, about 15 s in all, the time the media server takes to make
// a video it answers 503 for meanwhile; the poster hides the failures.
export const VIDEO_RETRY_MAX_WITH_POSTER = 4;
// catalogue §4: …the first automatic retry 1.5 s after the failure, with a cache-busting URL
// (each later one waits 1.5 s more).
export const VIDEO_RETRY_DELAY_MS = 1500;

// The toasts' figures below are handed to the ui ToastStack by the site (site-toasts.tsx).
// platform §2.9, §9: only one toast is visible at a time.
export const TOAST_LIMIT = 1;
// platform §9: default toast duration.
export const TOAST_DURATION_MS = 5 * MS_PER_SECOND;
// platform §9's "a dismissed toast is removed after 1000000 ms" is not kept: it is how long
// the original kept a closed (already invisible) toast in its state. Here a dismissed toast
// leaves once its exit animation has run, and the next one waits for it to go.
// platform §9: toasts are swiped to the right…
export const TOAST_SWIPE_DIRECTION = 'right';
// platform §9: …past a threshold of 50 px.
export const TOAST_SWIPE_THRESHOLD = 50;
// platform §9: pointer slop before a swipe starts, 10 px for touch…
export const TOAST_POINTER_SLOP_TOUCH_PX = 10;
// platform §9: …and 2 px for other pointers.
export const TOAST_POINTER_SLOP_PX = 2;
// platform §9: the hotkey that focuses the toast viewport.
export const TOAST_HOTKEY = 'F8';
