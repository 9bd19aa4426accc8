// The API's answers a page's head is written from (GET /api/pages/…), fetched with a short
// time-out and kept briefly: a page is never held by a slow API (its route's generic tags are
// served instead), and a link shared in a group, opened by hundreds, asks the API once.
// A staff change through this BFF drops them at once (forget(), called by app.ts).

/** What the API said about a page's data. */
export type Answer<T> =
  | { kind: 'found'; data: T }
  /** The API answered 404: the art, category or designer does not exist (for visitors). */
  | { kind: 'missing' }
  /** No usable answer in time (slow, down, unexpected): the page keeps its generic tags. */
  | { kind: 'unknown' };

export interface PageDataOptions {
  upstreamUrl: string;
  /** How long the API may take before the page is served with generic tags (default 800 ms). */
  timeoutMs?: number;
  /** Answers kept at once (default 2,000; the oldest go first). */
  maxEntries?: number;
  now?: () => number;
}

/** Longest an answer is kept, whatever max-age says (a missing art may be published later). */
const MAX_AGE_MS = 60_000;
/** A failed call is not tried again for this long (the API is likely down or slow). */
const FAILURE_AGE_MS = 5_000;

function maxAgeMs(cacheControl: string | null): number {
  if (!cacheControl || /no-store|no-cache|private/i.test(cacheControl)) return 0;
  const seconds = Number(/max-age=(\d+)/i.exec(cacheControl)?.[1] ?? 0);
  return Math.min(seconds * 1000, MAX_AGE_MS);
}

export function createPageData(options: PageDataOptions) {
  const timeoutMs = options.timeoutMs ?? 800;
  const maxEntries = options.maxEntries ?? 2_000;
  const now = options.now ?? Date.now;
  const kept = new Map<string, { answer: Answer<unknown>; expires: number }>();
  const inFlight = new Map<string, Promise<Answer<unknown>>>();
  // Bumped by forget(): an answer asked before it is not kept (it may predate the change).
  let generation = 0;

  function keep(url: string, answer: Answer<unknown>, ageMs: number, asked: number) {
    if (ageMs <= 0 || asked !== generation) return;
    kept.delete(url);
    kept.set(url, { answer, expires: now() + ageMs });
    // Insertion order is age order: the first keys are the oldest.
    for (const key of kept.keys()) {
      if (kept.size <= maxEntries) break;
      kept.delete(key);
    }
  }

  async function ask(url: string, read: (body: unknown) => unknown): Promise<Answer<unknown>> {
    const asked = generation;
    try {
      const res = await fetch(new URL(url, options.upstreamUrl), {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const age = maxAgeMs(res.headers.get('cache-control'));
      if (res.status === 404) {
        await res.body?.cancel();
        const answer: Answer<unknown> = { kind: 'missing' };
        keep(url, answer, age, asked);
        return answer;
      }
      if (res.status !== 200) {
        await res.body?.cancel();
        throw new Error(`HTTP ${res.status}`);
      }
      const data = read(await res.json());
      if (data === undefined) throw new Error('unexpected answer');
      const answer: Answer<unknown> = { kind: 'found', data };
      keep(url, answer, age, asked);
      return answer;
    } catch {
      const answer: Answer<unknown> = { kind: 'unknown' };
      keep(url, answer, FAILURE_AGE_MS, asked);
      return answer;
    }
  }

  return {
    /** The API's answer to GET `url` (a path on the API), read by `read` (undefined: unfit). */
    get<T>(url: string, read: (body: unknown) => T | undefined): Promise<Answer<T>> {
      const hit = kept.get(url);
      if (hit && hit.expires > now()) return Promise.resolve(hit.answer as Answer<T>);
      const pending = inFlight.get(url);
      if (pending) return pending as Promise<Answer<T>>;
      const next = ask(url, read).finally(() => {
        if (inFlight.get(url) === next) inFlight.delete(url);
      });
      inFlight.set(url, next);
      return next as Promise<Answer<T>>;
    },
    /**
     * Drops every kept answer (staff changed the catalogue): the next page asks the API
     * again, and a call already under way is neither joined nor kept.
     */
    forget(): void {
      generation += 1;
      kept.clear();
      inFlight.clear();
    },
  };
}

export type PageData = ReturnType<typeof createPageData>;
