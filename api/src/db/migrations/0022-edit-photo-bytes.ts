import { type Kysely, sql } from 'kysely';

// Issue 20: each edit photo's size, so an account's photos in all stay under
// EDIT_PHOTOS_BYTES_PER_ACCOUNT_MAX (counted under the account's lock on each upload).
// Photos kept before this migration count as 0 bytes.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('edited_art_photos')
    .addColumn('bytes', 'integer', (c) => c.notNull().defaultTo(0).check(sql`bytes >= 0`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('edited_art_photos').dropColumn('bytes').execute();
}
