import { type Kysely, sql } from 'kysely';

// Issue 14 (hostile traffic), accounts: wrong tries per verification code (a code dies after
// the limit) and the end of each rate-limit window (expired rows are purged by it).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('email_verification_codes')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('rate_limits')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('rate_limits_expires')
    .on('rate_limits')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('rate_limits_expires').execute();
  await db.schema.alterTable('rate_limits').dropColumn('expires_at').execute();
  await db.schema.alterTable('email_verification_codes').dropColumn('attempts').execute();
}
