import { type ArtLike, featuredTileArts } from '@arte-gospel/domain';

// Warming the first screen's previews after a start (issue 17): a fresh data folder has no
// preview yet, and the home asks for ~50 at once. Shortly after the server starts (never
// delaying it), the media of what the home's and /artes' first screens list are made at low
// priority (media/routes.ts `warm`: behind every still a visitor asks for), one at a time:
// every still first, then the animations and videos. On a later start they are already
// stored and each costs one file read.

/**
 * What the home's and /artes' first screens list (the site's own calls, seen in the
 * browser): the 'Designs Profissionais' gallery, the featured categories' mosaics (each
 * category's previews in one call, issue 18), /artes by 'destaques' (server-rendered), the
 * testimonials' avatars.
 */
export const FIRST_SCREEN_CALLS = {
  gallery: '/api/arts?limit=25&page=1&isVisible=true',
  categories: '/api/categories/overview',
  listing: '/api/artes?page=1&limit=24&sortBy=destaques',
  testimonials: '/api/testimonials',
} as const;

/** Featured categories read at most. */
const MAX_CATEGORIES = 30;

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
  /** Makes one media path's still at low priority (MediaService.warm). */
  warm: (mediaPath: string) => Promise<boolean>;
  /** Makes one media path's animation or video at low priority (MediaService.warmMotion). */
  warmMotion?: (mediaPath: string) => Promise<boolean>;
  signal?: AbortSignal;
  limit?: number;
}

export interface WarmReport {
  /** Still paths listed; stills, animations and videos made or found stored. */
  paths: number;
  warmed: number;
  motion: number;
  ms: number;
}

interface ListedArt extends ArtLike {
  imageUrl: string;
}

function artsOf(body: unknown): ListedArt[] {
  const arts = (body as { arts?: unknown } | null)?.arts;
  if (!Array.isArray(arts)) return [];
  return arts.filter(
    (art): art is ListedArt =>
      Boolean(art) &&
      typeof art === 'object' &&
      typeof (art as ListedArt).id === 'number' &&
      typeof (art as ListedArt).imageUrl === 'string',
  );
}

/**
 * The media the first screens show: `stills` in the order a page asks for them (gallery,
 * featured mosaics, /artes, avatars) and the art paths with an animation or video
 * (`motion`: the galleries play them; mosaics draw stills).
 */
export async function firstScreenMedia(
  request: (path: string) => Promise<Response>,
  signal?: AbortSignal,
): Promise<{ stills: string[]; motion: string[] }> {
  const read = async (call: string): Promise<unknown> => {
    if (signal?.aborted) return null;
    const res = await request(call);
    if (res.ok) return res.json();
    await res.body?.cancel();
    return null;
  };
  const stills = new Set<string>();
  const motion = new Set<string>();
  const gallery = await read(FIRST_SCREEN_CALLS.gallery);
  mediaPathsIn(gallery, stills);
  mediaPathsIn(
    artsOf(gallery).map((art) => art.imageUrl),
    motion,
  );
  // The featured mosaics: up to 4 arts each, as the site picks them (featuredTileArts) from
  // the category's previews.
  const categories = await read(FIRST_SCREEN_CALLS.categories);
  for (const category of (Array.isArray(categories) ? categories : []).slice(0, MAX_CATEGORIES)) {
    const arts = artsOf({ arts: (category as { previews?: unknown } | null)?.previews });
    mediaPathsIn(
      featuredTileArts(arts).map((art) => art.imageUrl),
      stills,
    );
  }
  const listing = await read(FIRST_SCREEN_CALLS.listing);
  mediaPathsIn(listing, stills);
  mediaPathsIn(
    artsOf(listing).map((art) => art.imageUrl),
    motion,
  );
  mediaPathsIn(await read(FIRST_SCREEN_CALLS.testimonials), stills);
  return { stills: [...stills], motion: [...motion] };
}

/** Lists the first screens' media and warms them one after the other. */
export async function warmFirstScreen(options: WarmFirstScreenOptions): Promise<WarmReport> {
  const started = Date.now();
  const limit = options.limit ?? WARM_LIMIT;
  const media = await firstScreenMedia(options.request, options.signal);
  const stills = media.stills.slice(0, limit);
  const motion = media.motion.slice(0, limit);
  /** Runs `step` on each path, one after the other; how many it made or found. */
  const each = async (
    paths: readonly string[],
    step: ((mediaPath: string) => Promise<boolean>) | undefined,
  ) => {
    let done = 0;
    for (const path of step ? paths : []) {
      if (options.signal?.aborted) break;
      try {
        if (await step?.(path)) done += 1;
      } catch {
        // One file that cannot be made (full line, a bad row) does not stop the others.
      }
    }
    return done;
  };
  // Every still first (what a page shows at once), then the animations and videos.
  const warmed = await each(stills, options.warm);
  const animated = await each(motion, options.warmMotion);
  return { paths: stills.length, warmed, motion: animated, ms: Date.now() - started };
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
