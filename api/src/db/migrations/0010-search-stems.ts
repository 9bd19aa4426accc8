import { searchDocument } from '@arte-gospel/domain';
import { type Kysely, sql } from 'kysely';

// Issue 17: arts.search_text holds the title's folded, stemmed words (domain searchDocument:
// 'Cultos de Jovens' → 'cult de jovem') instead of the lowercase, accent-free title, so
// plurals and gender meet ('cultos' finds 'culto', 'mães' finds 'mãe'). Titles already
// stored are rewritten here; new ones are written that way by the api. 0003's trigram index
// stays: a search asks it for search_text LIKE '%term%' and keeps, of those rows, the ones
// where the term starts a word. (An index on ' ' || search_text, for '% term%', was tried:
// its word-start trigrams ('  c', ' cu') match most rows, and its scans were 10 times slower.)
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
}

/** Back to 0002's form: lowercase, accents stripped. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, (title) =>
    title
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .trim(),
  );
}
