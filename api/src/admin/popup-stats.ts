import type { PopupStats } from '@arte-gospel/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// What viewers did with each popup (issue 19, /admin/popups): its views, clicks and
// dismissals as recorded in popup_events by the site's PopupHost.

/** One row per popup that has any event, by id. */
export async function popupStats(db: Kysely<Database>): Promise<PopupStats> {
  const rows = await db
    .selectFrom('popup_events')
    .select((eb) => [
      'popup_id',
      eb.fn.countAll<string>().filterWhere('action', '=', 'view').as('views'),
      eb.fn.countAll<string>().filterWhere('action', '=', 'click').as('clicks'),
      eb.fn.countAll<string>().filterWhere('action', '=', 'dismiss').as('dismissals'),
    ])
    .groupBy('popup_id')
    .orderBy('popup_id')
    .execute();
  return rows.map((row) => ({
    popupId: row.popup_id,
    views: Number(row.views),
    clicks: Number(row.clicks),
    dismissals: Number(row.dismissals),
  }));
}
