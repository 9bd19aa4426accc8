import { type Kysely, sql } from 'kysely';

// Issue 17: every art is an editable template (domain/src/templates). An art records its
// size (the layout in its real proportions: 1080×1350 feed post, 85.6×54 mm ID card, …) with
// that size's pixel dimensions, the template and palette it was made from, and the values
// of its named text slots (church name, date, time, verse, speaker…). A null template or
// palette means "chosen from the art's id" by the domain's rules.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('arts')
    .addColumn('size_id', 'text')
    .addColumn('width', 'integer', (c) => c.check(sql`width > 0 AND width <= 20000`))
    .addColumn('height', 'integer', (c) => c.check(sql`height > 0 AND height <= 20000`))
    .addColumn('template_id', 'text')
    .addColumn('palette_id', 'text')
    .addColumn('texts', 'jsonb')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('arts')
    .dropColumn('size_id')
    .dropColumn('width')
    .dropColumn('height')
    .dropColumn('template_id')
    .dropColumn('palette_id')
    .dropColumn('texts')
    .execute();
}
