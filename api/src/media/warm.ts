// Warming the first screen's previews after a start (issue 17): a fresh data folder has no
// preview yet, and the home asks for ~50 at once. Shortly after the server starts (never
// delaying it), the media of what the home's and /artes' first screens list are made at low
// priority (media/routes.ts `warm`: behind every still a visitor asks for), one at a time.
// On a later start they are already stored and each costs one file read.

/** The calls the home's and /artes' first screens make (site/src/features/home, arts). */
export const FIRST_SCREEN_CALLS = [
  // 'Designs Profissionais' (home gallery) and the featured categories' shared previews.
  '/api/arts?limit=25&page=1&isVisible=true',
  '/api/arts?limit=50&page=1',
  // Trending, /artes by 'destaques', the testimonials' avatars.
  '/api/arts/popular',
  '/api/artes?page=1&limit=24&sortBy=destaques',
  '/api/testimonials',
] as const;

/** At most this many media paths are warmed after a start. */
export const WARM_LIMIT = 200;

const MEDIA_PATH = /^\/media\/[a-z0-9/._-]{1,200}$/i;

/** Every '/media/…' string in a JSON value, in order of appearance, once each. */
export function mediaPathsIn(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    const path = value.split(/[?#]/)[0] ?? '';
    if (MEDIA_PATH.test(path)) into.add(path);
  } else if (Array.isArray(value)) {
    for (const item of value) mediaPathsIn(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) mediaPathsIn(item, into);
  }
  return into;
}

export interface WarmFirstScreenOptions {
  /** Answers an API call in process (the app's own `request`). */
  request: (path: string) => Promise<Response>;
  /** Makes one media path's file at low priority (MediaService.warm). */
  warm: (mediaPath: string) => Promise<boolean>;
  signal?: AbortSignal;
  limit?: number;
}

export interface WarmReport {
  /** Media paths asked for, and how many of them were files the media routes serve. */
  paths: number;
  warmed: number;
  ms: number;
}

/** Lists the first screens' media and warms them one after the other. */
export async function warmFirstScreen(options: WarmFirstScreenOptions): Promise<WarmReport> {
  const started = Date.now();
  const paths = new Set<string>();
  for (const call of FIRST_SCREEN_CALLS) {
    if (options.signal?.aborted) break;
    const res = await options.request(call);
    if (res.ok) mediaPathsIn(await res.json(), paths);
    else await res.body?.cancel();
  }
  const chosen = [...paths].slice(0, options.limit ?? WARM_LIMIT);
  let warmed = 0;
  for (const path of chosen) {
    if (options.signal?.aborted) break;
    try {
      if (await options.warm(path)) warmed += 1;
    } catch {
      // One file that cannot be made (full line, a bad row) does not stop the others.
    }
  }
  return { paths: chosen.length, warmed, ms: Date.now() - started };
}

/**
 * Warms the first screens `afterMs` after now, in the background: never awaited, stopped by
 * `signal`, its outcome logged.
 */
export function scheduleFirstScreenWarm(
  options: WarmFirstScreenOptions & {
    afterMs: number;
    log: (entry: Record<string, unknown>) => void;
  },
): void {
  const { signal, log } = options;
  if (signal?.aborted) return;
  const timer = setTimeout(() => {
    warmFirstScreen(options).then(
      (report) => {
        if (!signal?.aborted) log({ level: 'info', msg: 'media warmed', ...report });
      },
      (error: unknown) => {
        if (!signal?.aborted)
          log({ level: 'warn', msg: 'media warm failed', error: String(error) });
      },
    );
  }, options.afterMs);
  timer.unref?.();
  signal?.addEventListener('abort', () => clearTimeout(timer), { once: true });
}
