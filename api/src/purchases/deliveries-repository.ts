import type { Insertable, Kysely } from 'kysely';
import type { Database, WebhookDeliveriesTable } from '../db/schema';

// The log of the payment provider's deliveries (webhook_deliveries): one row per
// authenticated postback, stored before anything else is done with it.

/** Stores one delivery and answers its id. */
export async function insertDelivery(
  db: Kysely<Database>,
  values: Insertable<WebhookDeliveriesTable>,
): Promise<number> {
  const row = await db
    .insertInto('webhook_deliveries')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
