import { type Kysely, sql } from 'kysely';

// Issue 20: the church's colours in 'Minha igreja' ('Cores da igreja' in the editor), each a
// '#rrggbb' in lower case or null, as domain/src/contract/church.ts normalises them.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('church_profiles')
    .addColumn('primary_color', 'text', (c) => c.check(sql`primary_color ~ '^#[0-9a-f]{6}$'`))
    .execute();
  await db.schema
    .alterTable('church_profiles')
    .addColumn('secondary_color', 'text', (c) => c.check(sql`secondary_color ~ '^#[0-9a-f]{6}$'`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('church_profiles').dropColumn('secondary_color').execute();
  await db.schema.alterTable('church_profiles').dropColumn('primary_color').execute();
}
