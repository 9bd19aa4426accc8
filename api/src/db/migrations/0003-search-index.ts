import { type Kysely, sql } from 'kysely';

// Accent- and case-insensitive title search (LIKE '%palavra%' on arts.search_text) over a
// trigram index, so it stays fast with 100,000 arts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE INDEX arts_search_trgm ON arts USING gin (search_text gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX arts_search_trgm`.execute(db);
}
