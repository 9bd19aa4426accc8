import { type Kysely, sql } from 'kysely';

// Issue 19: every change staff make is written down: who (the account, and its name and
// level at the time, kept if the account goes), what (an action and the row it touched),
// when, and the row before and after (JSON text, secrets left out by api/src/admin/audit.ts).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('actor_level', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('summary', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('audit_log_created')
    .on('audit_log')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_log_target')
    .on('audit_log')
    .columns(['target_type', 'target_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
