import { type Kysely, sql } from 'kysely';

// Issue 19 (staff console, arts): an art can be an uploaded image instead of a drawn
// template. `upload_key` is the storage folder of its files (the original, a web size and a
// thumbnail, made with sharp at upload); `source_key` and `source_name` an optional source
// file (SVG, PDF or ZIP) the download ZIP carries; `dominant_color` the image's main colour
// (#rrggbb, for placeholders). `tags` are free words staff attach to an art (at most 20,
// each 1–40 characters, checked here and in the schema).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('arts')
    .addColumn('upload_key', 'text', (c) => c.check(sql`char_length(upload_key) <= 300`))
    .addColumn('source_key', 'text', (c) => c.check(sql`char_length(source_key) <= 300`))
    .addColumn('source_name', 'text', (c) => c.check(sql`char_length(source_name) <= 200`))
    .addColumn('dominant_color', 'text', (c) => c.check(sql`dominant_color ~ '^#[0-9a-f]{6}$'`))
    .addColumn('tags', sql`text[]`, (c) =>
      c.notNull().defaultTo(sql`'{}'::text[]`).check(sql`cardinality(tags) <= 20`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('arts')
    .dropColumn('upload_key')
    .dropColumn('source_key')
    .dropColumn('source_name')
    .dropColumn('dominant_color')
    .dropColumn('tags')
    .execute();
}
