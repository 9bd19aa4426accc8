import type { Kysely } from 'kysely';

// Issue 14 (hostile traffic), data integrity: one counted view per visitor (account, else
// client address) per item (art, popup) per day. A view is counted only when its row is new;
// rows of past days are purged (library/views.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('daily_views')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_views_pkey', ['kind', 'item_id', 'visitor', 'day'])
    .execute();
  await db.schema.createIndex('daily_views_day').on('daily_views').column('day').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('daily_views').execute();
}
