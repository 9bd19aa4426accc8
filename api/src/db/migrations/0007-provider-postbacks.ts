import { type Kysely, sql } from 'kysely';

// Issue 16: the payment provider's postbacks (Hotmart v2.0). Every delivery is kept for the
// staff pages (its payload without the token); the purchase ledger (one row per transaction
// and event, 0002's purchases) learns what each event was and what it did. The result lists
// are written out, so this migration means the same forever; api/src/routes/webhooks.test.ts
// checks they still match the domain's lists.

export const LEDGER_RESULT_VALUES = [
  'applied',
  'pending',
  'unmatched',
  'recorded',
  'refused',
] as const;
export const DELIVERY_RESULT_VALUES = [
  ...LEDGER_RESULT_VALUES,
  'received',
  'duplicate',
  'ignored',
  'invalid',
] as const;

function oneOf(column: string, values: readonly string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('provider_event_id', 'text')
    .addColumn('event', 'text')
    .addColumn('transaction_id', 'text')
    .addColumn('email', 'text')
    .addColumn('status', 'text')
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('webhook_deliveries_result_check', oneOf('result', DELIVERY_RESULT_VALUES))
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_received')
    .on('webhook_deliveries')
    .columns(['received_at', 'id'])
    .execute();

  await db.schema
    .alterTable('purchases')
    .addColumn('provider_event_id', 'text')
    .addColumn('status', 'text')
    .addColumn('offer_code', 'text')
    .addColumn('subscriber_code', 'text')
    .addColumn('currency', 'text')
    .addColumn('recurrence_number', 'integer')
    .addColumn('event_at', 'timestamptz')
    .addColumn('next_charge_at', 'timestamptz')
    .addColumn('access_until', 'timestamptz')
    .addColumn('result', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('delivery_id', 'integer', (c) =>
      c.references('webhook_deliveries.id').onDelete('set null'),
    )
    .execute();
  // Rows of the flat format before it: an applied one did change its account.
  await sql`UPDATE purchases SET result = 'applied' WHERE applied_at IS NOT NULL`.execute(db);
  await db.schema
    .alterTable('purchases')
    .addCheckConstraint('purchases_result_check', oneOf('result', LEDGER_RESULT_VALUES))
    .execute();
  await sql`CREATE INDEX purchases_email_lower ON purchases (lower(email))`.execute(db);
  await db.schema.createIndex('purchases_user').on('purchases').column('user_id').execute();
  await db.schema
    .createIndex('purchases_subscriber')
    .on('purchases')
    .column('subscriber_code')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['purchases_subscriber', 'purchases_user', 'purchases_email_lower']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('purchases').dropConstraint('purchases_result_check').execute();
  let alter = db.schema.alterTable('purchases').dropColumn('delivery_id');
  for (const column of [
    'result',
    'access_until',
    'next_charge_at',
    'event_at',
    'recurrence_number',
    'currency',
    'subscriber_code',
    'offer_code',
    'status',
    'provider_event_id',
  ]) {
    alter = alter.dropColumn(column);
  }
  await alter.execute();
  await db.schema.dropTable('webhook_deliveries').execute();
}
