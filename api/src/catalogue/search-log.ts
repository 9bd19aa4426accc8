import {
  ANALYTICS_KEEP_DAYS,
  brazilCalendarDay,
  foldText,
  MS_PER_DAY,
  SEARCH_LOG_QUERY_MAX,
} from '@arte-gospel/domain';
import { type Kysely, sql } from 'kysely';
import { occasionally } from '../db/occasionally';
import type { Database } from '../db/schema';

// Issue 19: what people search for, for the staff analytics (top searches, searches that
// found nothing). One row per folded query and Brazilian day with its count and the last
// result count: no account, no address, no time of day. Written after the listing answered
// (never awaited by it), as one upsert, with a bound on writes waiting: under a flood the
// extra searches go uncounted instead of queueing behind the listing.

/** Writes waiting at most, per database; more are dropped. */
export const SEARCH_LOG_MAX_PENDING = 20;

const pending = new WeakMap<Kysely<Database>, number>();
/** Once an hour, the days older than ANALYTICS_KEEP_DAYS go. */
const purgeOldSearches = occasionally(60 * 60 * 1000, (db, now) =>
  db
    .deleteFrom('search_log')
    .where(
      'day',
      '<',
      brazilCalendarDay(new Date(now.getTime() - ANALYTICS_KEEP_DAYS * MS_PER_DAY)),
    )
    .execute(),
);

// Crawlers, link previews, monitors and scripts: their searches are not people's.
const NOT_A_PERSON =
  /bot|crawl|spider|slurp|scrap|preview|facebookexternalhit|whatsapp|telegram|headless|lighthouse|monitor|curl|wget|python|httpclient|okhttp|axios|node-fetch|undici/i;

/** A browser's user agent that is no crawler's: only these searches are logged. */
export function isPersonAgent(userAgent: string | undefined | null): boolean {
  return !!userAgent && userAgent.startsWith('Mozilla/') && !NOT_A_PERSON.test(userAgent);
}

/**
 * The text logged for a search: folded (lower case, no accents or punctuation), or null when
 * there is nothing to log: empty, longer than SEARCH_LOG_QUERY_MAX, or carrying a long run of
 * digits (a phone number or a document is no search to keep).
 */
export function searchLogText(search: string | undefined | null): string | null {
  const folded = foldText(search ?? '');
  if (folded === '' || folded.length > SEARCH_LOG_QUERY_MAX) return null;
  if (/\d{6,}/.test(folded.replace(/ /g, ''))) return null;
  return folded;
}

/** Counts one search of `query` (already searchLogText) that found `results` arts today. */
export async function recordSearch(
  db: Kysely<Database>,
  query: string,
  results: number,
  now = new Date(),
): Promise<void> {
  const day = brazilCalendarDay(now);
  await db
    .insertInto('search_log')
    .values({ day, query, searches: 1, results })
    .onConflict((oc) =>
      oc.columns(['day', 'query']).doUpdateSet({
        searches: sql`search_log.searches + 1`,
        results: (eb) => eb.ref('excluded.results'),
      }),
    )
    .execute();
  await purgeOldSearches(db, now);
}

/**
 * Logs a listing's search without making the listing wait: a person's first page with a
 * search. Errors are dropped (the listing already answered). The promise is for tests.
 */
export function logSearch(
  db: Kysely<Database>,
  search: {
    text: string | undefined;
    page: number;
    results: number;
    userAgent: string | undefined;
  },
  now = new Date(),
): Promise<void> | undefined {
  // A next page of the same search is the same search scrolled, not another one.
  if (search.page !== 1 || !isPersonAgent(search.userAgent)) return undefined;
  const query = searchLogText(search.text);
  if (query === null) return undefined;
  const waiting = pending.get(db) ?? 0;
  if (waiting >= SEARCH_LOG_MAX_PENDING) return undefined;
  pending.set(db, waiting + 1);
  return recordSearch(db, query, search.results, now)
    .catch(() => undefined)
    .finally(() => pending.set(db, (pending.get(db) ?? 1) - 1));
}
