import { type Kysely, sql } from 'kysely';

// Issue 16: the verification email carries a link besides the code. The link's token is a
// single-use secret of its own (only its hash is kept, it expires with the code), so the
// code's wrong tries never spend it and a 6-digit code can never be passed as a link.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_verification_links')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('email_verification_links_secret')
    .on('email_verification_links')
    .column('secret_hash')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_verification_links').execute();
}
