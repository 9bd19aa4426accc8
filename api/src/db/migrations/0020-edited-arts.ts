import { type Kysely, sql } from 'kysely';

// Issue 20: 'Minhas artes', the edits an account keeps (gone with the account). `state` is
// domain's EditedArtSchema, validated by the API on every write and read and written whole.
// An edit outlives its catalogue art (art_id set null when staff delete the art): the user's
// work stays viewable, but it can no longer be exported, as the export counts a download of
// that art. Its photos are files of the uploads storage under edits/{userId}/{editId}/, one
// row each here, never served but to the edit's owner; both go with the edit.

/** The bounds the CHECK constraints hold, frozen as this migration wrote them. */
export const EDITED_ART_LIMITS = {
  name: 80,
  /** The state's JSON text, far above any valid state (EDIT_BODY_MAX_BYTES is 64 KB). */
  stateBytes: 64 * 1024,
  photoName: 40,
} as const;

const L = EDITED_ART_LIMITS;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('edited_arts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('art_id', 'integer', (c) => c.references('arts.id').onDelete('set null'))
    .addColumn('name', 'text', (c) =>
      c.notNull().check(sql`char_length(name) between 1 and ${sql.lit(L.name)}`),
    )
    .addColumn('state', 'jsonb', (c) =>
      c
        .notNull()
        .check(
          sql`jsonb_typeof(state) = 'object' and octet_length(state::text) <= ${sql.lit(L.stateBytes)}`,
        ),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // 'Minhas artes' lists an account's edits, last changed first.
  await db.schema
    .createIndex('edited_arts_user_updated')
    .on('edited_arts')
    .columns(['user_id', 'updated_at desc', 'id desc'])
    .execute();
  await db.schema
    .createTable('edited_art_photos')
    .addColumn('edit_id', 'integer', (c) =>
      c.notNull().references('edited_arts.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) =>
      c.notNull().check(sql`name ~ ${sql.lit(`^[a-f0-9]{1,${L.photoName - 5}}\\.webp$`)}`),
    )
    .addColumn('width', 'integer', (c) => c.notNull().check(sql`width > 0`))
    .addColumn('height', 'integer', (c) => c.notNull().check(sql`height > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('edited_art_photos_pkey', ['edit_id', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('edited_art_photos').execute();
  await db.schema.dropTable('edited_arts').execute();
}
