import { type Kysely, sql } from 'kysely';

// Issue 19 (staff console, analytics): what /admin/analytics counts that was not kept.
// - The source a sign-up came from (utm_source, src, sck of the landing, kept by the site and
//   sent with POST /api/register), on the account.
// - The origin the provider reports for each purchase (data.purchase.origin.sck/src/xcod),
//   on the ledger row; rows kept before it learn theirs from their stored payload.
// - Art views by day (daily_views keeps only today's visitors, to count each once).
// - Searches by day: the folded query, how often, and its last result count; no account,
//   no address.

/** Longest attribution value kept (a longer one is cut). */
const SOURCE_MAX = 100;

/** data.purchase.origin of a stored payload: its sck, src and xcod, cut to size; null each when absent. */
export function originOfPayload(payload: string): {
  sck: string | null;
  src: string | null;
  xcod: string | null;
} {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return { sck: null, src: null, xcod: null };
  }
  const origin = (json as { data?: { purchase?: { origin?: Record<string, unknown> } } } | null)
    ?.data?.purchase?.origin;
  const read = (key: string) => {
    const value = origin?.[key];
    return typeof value === 'string' && value.trim() !== ''
      ? value.trim().slice(0, SOURCE_MAX)
      : null;
  };
  return { sck: read('sck'), src: read('src'), xcod: read('xcod') };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('signup_utm_source', sql`varchar(${sql.lit(SOURCE_MAX)})`)
    .addColumn('signup_src', sql`varchar(${sql.lit(SOURCE_MAX)})`)
    .addColumn('signup_sck', sql`varchar(${sql.lit(SOURCE_MAX)})`)
    .execute();
  await db.schema.createIndex('users_created').on('users').column('created_at').execute();

  await db.schema
    .alterTable('purchases')
    .addColumn('origin_sck', sql`varchar(${sql.lit(SOURCE_MAX)})`)
    .addColumn('origin_src', sql`varchar(${sql.lit(SOURCE_MAX)})`)
    .addColumn('origin_xcod', sql`varchar(${sql.lit(SOURCE_MAX)})`)
    .execute();
  const rows = await sql<{ id: number; payload: string }>`
    SELECT id, payload FROM purchases WHERE payload LIKE '%"origin"%'`.execute(db);
  for (const row of rows.rows) {
    const { sck, src, xcod } = originOfPayload(row.payload);
    if (sck === null && src === null && xcod === null) continue;
    await sql`UPDATE purchases SET origin_sck = ${sck}, origin_src = ${src}, origin_xcod = ${xcod}
      WHERE id = ${row.id}`.execute(db);
  }

  await db.schema.createIndex('downloads_created').on('downloads').column('created_at').execute();

  await db.schema
    .createTable('art_views_daily')
    .addColumn('art_id', 'integer', (c) => c.notNull().references('arts.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().check(sql`views >= 0`))
    .addPrimaryKeyConstraint('art_views_daily_pkey', ['art_id', 'day'])
    .execute();
  await db.schema.createIndex('art_views_daily_day').on('art_views_daily').column('day').execute();

  await db.schema
    .createTable('search_log')
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('query', sql`varchar(${sql.lit(SOURCE_MAX)})`, (c) =>
      c.notNull().check(sql`query <> ''`),
    )
    .addColumn('searches', 'integer', (c) => c.notNull().check(sql`searches > 0`))
    .addColumn('results', 'integer', (c) => c.notNull().check(sql`results >= 0`))
    .addPrimaryKeyConstraint('search_log_pkey', ['day', 'query'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_log').execute();
  await db.schema.dropTable('art_views_daily').execute();
  await db.schema.dropIndex('downloads_created').execute();
  await db.schema
    .alterTable('purchases')
    .dropColumn('origin_xcod')
    .dropColumn('origin_src')
    .dropColumn('origin_sck')
    .execute();
  await db.schema.dropIndex('users_created').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('signup_sck')
    .dropColumn('signup_src')
    .dropColumn('signup_utm_source')
    .execute();
}
