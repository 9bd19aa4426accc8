import type { Kysely } from 'kysely';
import type { Database } from './schema';

// Tables that grow with traffic (rate-limit windows, daily views, the search log, the art
// views of each day) are trimmed by the writes themselves, not by a scheduler: at most once
// per period per database handle, the write that comes runs the clean-up.

/**
 * A clean-up run at most once every `everyMs` per database: call the returned function on
 * each write; it runs `work` when the period has passed since the last run, else nothing.
 */
export function occasionally(
  everyMs: number,
  work: (db: Kysely<Database>, now: Date) => Promise<unknown>,
): (db: Kysely<Database>, now: Date) => Promise<void> {
  const last = new WeakMap<Kysely<Database>, number>();
  return async (db, now) => {
    if (now.getTime() - (last.get(db) ?? 0) < everyMs) return;
    last.set(db, now.getTime());
    await work(db, now);
  };
}
