import type { PopupEventAction } from '@arte-gospel/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// What viewers did with a popup (popup_events): shown, clicked, dismissed in a popup session.

/** Is there a popup with this id? */
export async function popupExists(db: Kysely<Database>, id: number) {
  const row = await db.selectFrom('popups').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Stores one event of the popup session (and of the user, when signed in). */
export async function recordPopupEvent(
  db: Kysely<Database>,
  event: { popupId: number; sessionId: string; userId: number | null; action: PopupEventAction },
) {
  await db
    .insertInto('popup_events')
    .values({
      popup_id: event.popupId,
      session_id: event.sessionId,
      user_id: event.userId,
      action: event.action,
    })
    .execute();
}
