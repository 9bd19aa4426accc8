import { searchDocument } from '@arte-gospel/domain';
import { type Kysely, sql } from 'kysely';

// Issue 17: arts.search_text holds the title's folded, stemmed words (domain searchDocument:
// 'Cultos de Jovens' → 'cult de jovem') instead of the lowercase, accent-free title, so
// plurals and gender meet ('cultos' finds 'culto', 'mães' finds 'mãe'). Titles already
// stored are rewritten here; new ones are written that way by the api. A search term must
// start a word, asked as (' ' || search_text) LIKE '% term%': the trigram index moves to
// that expression, so every term of a search is answered by one index scan.
const BATCH = 500;

async function rewrite(db: Kysely<unknown>, toText: (title: string) => string): Promise<void> {
  const { rows } = await sql<{ title: string }>`SELECT DISTINCT title FROM arts`.execute(db);
  for (let start = 0; start < rows.length; start += BATCH) {
    const values = rows
      .slice(start, start + BATCH)
      .map(({ title }) => sql`(${title}, ${toText(title)})`);
    await sql`
      UPDATE arts AS a SET search_text = v.search_text
      FROM (VALUES ${sql.join(values)}) AS v(title, search_text)
      WHERE a.title = v.title AND a.search_text IS DISTINCT FROM v.search_text
    `.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, searchDocument);
  await sql`DROP INDEX arts_search_trgm`.execute(db);
  await sql`CREATE INDEX arts_search_words ON arts USING gin ((' ' || search_text) gin_trgm_ops)`.execute(
    db,
  );
}

/** Back to 0003's index and 0002's form: lowercase, accents stripped. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX arts_search_words`.execute(db);
  await sql`CREATE INDEX arts_search_trgm ON arts USING gin (search_text gin_trgm_ops)`.execute(db);
  await rewrite(db, (title) =>
    title
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .trim(),
  );
}
