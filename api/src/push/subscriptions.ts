import type { Insertable, Kysely } from 'kysely';
import type { Database, PushSubscriptionsTable } from '../db/schema';

// The browsers subscribed to web push (push_subscriptions), per account.

/**
 * Stores the subscription, one row per endpoint: a browser re-subscribing, or another account
 * signing in on the same browser, takes the row over. The account keeps its `keep` newest
 * subscriptions; older ones are dropped.
 */
export async function saveSubscription(
  db: Kysely<Database>,
  values: Insertable<PushSubscriptionsTable> & { created_at: Date },
  keep: number,
) {
  await db
    .insertInto('push_subscriptions')
    .values(values)
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        user_id: values.user_id,
        p256dh: values.p256dh,
        auth: values.auth,
        user_agent: values.user_agent,
        created_at: values.created_at,
      }),
    )
    .execute();
  const kept = db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', values.user_id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(keep);
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', values.user_id)
    .where('id', 'not in', kept)
    .execute();
}

/** Drops the account's subscriptions: all, or only the one of `endpoint`. */
export async function removeSubscriptions(db: Kysely<Database>, userId: number, endpoint?: string) {
  let query = db.deleteFrom('push_subscriptions').where('user_id', '=', userId);
  if (endpoint !== undefined) query = query.where('endpoint', '=', endpoint);
  await query.execute();
}
