import { type Kysely, sql } from 'kysely';

// Issue 19 (staff console, money): a delivery in the log says who sent it. 'provider' is the
// payment provider; 'replay' a stored delivery staff ran again (replay_of names it); 'test'
// the diagnostics page's sample postback; 'simulation' a purchase event simulated for a test
// account. sent_by is the staff member behind the last three. The finance figures count
// only the provider's purchases and their replays.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('webhook_deliveries')
    .addColumn('origin', 'text', (c) =>
      c
        .notNull()
        .defaultTo('provider')
        .check(sql`origin in ('provider', 'replay', 'test', 'simulation')`),
    )
    .addColumn('replay_of', 'integer', (c) =>
      c.references('webhook_deliveries.id').onDelete('set null'),
    )
    .addColumn('sent_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('purchases_result_created')
    .on('purchases')
    .columns(['result', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('purchases_result_created').execute();
  await db.schema
    .alterTable('webhook_deliveries')
    .dropColumn('sent_by')
    .dropColumn('replay_of')
    .dropColumn('origin')
    .execute();
}
