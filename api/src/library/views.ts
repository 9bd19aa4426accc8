import { brazilCalendarDay } from '@arte-gospel/domain';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../auth/session';
import { occasionally } from '../db/occasionally';
import type { DailyViewsTable, Database } from '../db/schema';

// Views count once per visitor (the account, else the client address) per item per day, so
// reloading an art page or replaying a popup's tracking call cannot inflate the numbers.

export type ViewKind = DailyViewsTable['kind'];

/** Rows of past days are deleted once an hour (per database handle). */
const purgePastDays = occasionally(60 * 60 * 1000, (db, now) =>
  db.deleteFrom('daily_views').where('day', '<', brazilDay(now)).execute(),
);

/** Who is viewing: the account when signed in, else the client address. */
export function viewerKey(user: Pick<SessionUser, 'id'> | null, clientIp: string): string {
  return user ? `user:${user.id}` : `ip:${clientIp.slice(0, 64)}`;
}

/** The calendar day in Brazil (UTC−3, no daylight saving), as YYYY-MM-DD. */
export function brazilDay(now = new Date()): string {
  return brazilCalendarDay(now);
}

/**
 * Records a view of the item by this visitor today; true only for the first one of the day
 * (the caller counts it then). Past days' rows are purged now and then.
 */
export async function recordView(
  db: Kysely<Database>,
  view: { kind: ViewKind; itemId: number; visitor: string },
  now = new Date(),
): Promise<boolean> {
  const day = brazilDay(now);
  const inserted = await db
    .insertInto('daily_views')
    .values({ kind: view.kind, item_id: view.itemId, visitor: view.visitor, day })
    .onConflict((oc) => oc.doNothing())
    .returning('item_id')
    .executeTakeFirst();
  await purgePastDays(db, now);
  return inserted !== undefined;
}
