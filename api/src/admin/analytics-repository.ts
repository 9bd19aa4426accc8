import {
  ANALYTICS_TOP_LIMIT,
  type AnalyticsDay,
  type AnalyticsResponse,
  BRAZIL_OFFSET_MS,
  brazilCalendarDay,
  MS_PER_DAY,
} from '@arte-gospel/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';

// The staff analytics (issue 19, /admin/analytics): sign-ups, sales, downloads and art views
// by Brazilian day over a period ending today, by source, and the period's top arts,
// categories and searches. Read-only; every figure is one grouped query.

/** The ledger events that are a sale (a first payment or a renewal), not its later steps. */
export const SALE_EVENTS = ['PURCHASE_APPROVED', 'approved', 'renewed'] as const;
/**
 * Ledger rows that are no customer's: a test delivery from the diagnostics page or a
 * simulated event for a test account (migration 0015). The provider's own and their
 * replays count, as in the finance figures.
 */
const NOT_STAFF_MADE = sql`NOT EXISTS (SELECT 1 FROM webhook_deliveries d
  WHERE d.id = purchases.delivery_id AND d.origin IN ('test', 'simulation'))`;

/** Most source rows answered (each side: sign-ups and sales). */
export const SOURCES_LIMIT = 50;

export interface AnalyticsPeriod {
  days: number;
  /** First and last Brazilian day, inclusive (YYYY-MM-DD). */
  from: string;
  to: string;
  /** The instants they span: [start, end). */
  start: Date;
  end: Date;
}

/** The `days` Brazilian days ending on `now`'s, and the instants they cover. */
export function analyticsPeriod(days: number, now = new Date()): AnalyticsPeriod {
  const to = brazilCalendarDay(now);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + MS_PER_DAY + BRAZIL_OFFSET_MS);
  const start = new Date(end.getTime() - days * MS_PER_DAY);
  return { days, from: brazilCalendarDay(start), to, start, end };
}

/** A timestamp column's Brazilian day (UTC−3, no daylight saving) as YYYY-MM-DD text. */
function brazilDayOf(column: string): RawBuilder<string> {
  return sql<string>`((${sql.ref(column)} AT TIME ZONE 'UTC') - interval '3 hours')::date::text`;
}

type Counts = { day: string; n: number | string }[];

function byDay(rows: Counts): Map<string, number> {
  return new Map(rows.map((row) => [row.day, Number(row.n)]));
}

export async function analytics(
  db: Kysely<Database>,
  days: number,
  now = new Date(),
): Promise<AnalyticsResponse> {
  const period = analyticsPeriod(days, now);
  const { start, end, from, to } = period;
  const saleEvents = sql.join(SALE_EVENTS.map((event) => sql.lit(event)));

  const [signups, sales, downloads, views, byEvent, signupSources, saleSources] = await Promise.all(
    [
      sql<Counts[number]>`
        SELECT ${brazilDayOf('created_at')} AS day, count(*) AS n FROM users
        WHERE created_at >= ${start} AND created_at < ${end} GROUP BY 1`.execute(db),
      sql<Counts[number]>`
        SELECT ${brazilDayOf('created_at')} AS day, count(*) AS n FROM purchases
        WHERE result = 'applied' AND event IN (${saleEvents}) AND ${NOT_STAFF_MADE}
          AND created_at >= ${start} AND created_at < ${end} GROUP BY 1`.execute(db),
      sql<Counts[number]>`
        SELECT ${brazilDayOf('created_at')} AS day, count(*) AS n FROM downloads
        WHERE created_at >= ${start} AND created_at < ${end} GROUP BY 1`.execute(db),
      sql<Counts[number]>`
        SELECT day::text AS day, sum(views) AS n FROM art_views_daily
        WHERE day >= ${from}::date AND day <= ${to}::date GROUP BY 1`.execute(db),
      sql<{ event: string; n: string | number }>`
        SELECT event, count(*) AS n FROM purchases
        WHERE result = 'applied' AND ${NOT_STAFF_MADE}
          AND created_at >= ${start} AND created_at < ${end}
        GROUP BY event ORDER BY n DESC, event`.execute(db),
      sql<{ source: string | null; n: string | number }>`
        SELECT lower(coalesce(nullif(trim(signup_utm_source), ''), nullif(trim(signup_src), ''),
          nullif(trim(signup_sck), ''))) AS source, count(*) AS n FROM users
        WHERE created_at >= ${start} AND created_at < ${end}
        GROUP BY 1 ORDER BY n DESC, 1 LIMIT ${SOURCES_LIMIT}`.execute(db),
      sql<{ source: string | null; n: string | number }>`
        SELECT lower(coalesce(nullif(trim(origin_sck), ''), nullif(trim(origin_src), ''))) AS source,
          count(*) AS n FROM purchases
        WHERE result = 'applied' AND event IN (${saleEvents}) AND ${NOT_STAFF_MADE}
          AND created_at >= ${start} AND created_at < ${end}
        GROUP BY 1 ORDER BY n DESC, 1 LIMIT ${SOURCES_LIMIT}`.execute(db),
    ],
  );

  const [topArts, topCategories, topSearches, emptySearches] = await Promise.all([
    topArtsOf(db, period),
    topCategoriesOf(db, period),
    sql<{ query: string; searches: string | number; results: number }>`
      SELECT query, sum(searches) AS searches, (array_agg(results ORDER BY day DESC))[1] AS results
      FROM search_log WHERE day >= ${from}::date AND day <= ${to}::date
      GROUP BY query ORDER BY sum(searches) DESC, query LIMIT ${ANALYTICS_TOP_LIMIT}`.execute(db),
    sql<{ query: string; searches: string | number }>`
      SELECT query, sum(searches) AS searches FROM search_log
      WHERE day >= ${from}::date AND day <= ${to}::date AND results = 0
      GROUP BY query ORDER BY sum(searches) DESC, query LIMIT ${ANALYTICS_TOP_LIMIT}`.execute(db),
  ]);

  const series = {
    signups: byDay(signups.rows),
    purchases: byDay(sales.rows),
    downloads: byDay(downloads.rows),
    views: byDay(views.rows),
  };
  const daily: AnalyticsDay[] = [];
  for (let i = 0; i < days; i += 1) {
    const day = brazilCalendarDay(new Date(start.getTime() + i * MS_PER_DAY));
    daily.push({
      day,
      signups: series.signups.get(day) ?? 0,
      purchases: series.purchases.get(day) ?? 0,
      downloads: series.downloads.get(day) ?? 0,
      views: series.views.get(day) ?? 0,
    });
  }
  const total = (key: keyof typeof series) => daily.reduce((sum, entry) => sum + entry[key], 0);

  return {
    days,
    from,
    to,
    daily,
    totals: {
      signups: total('signups'),
      purchases: total('purchases'),
      downloads: total('downloads'),
      views: total('views'),
    },
    purchasesByEvent: byEvent.rows.map((row) => ({ event: row.event, count: Number(row.n) })),
    sources: mergeSources(signupSources.rows, saleSources.rows),
    topArts,
    topCategories,
    topSearches: topSearches.rows.map((row) => ({
      query: row.query,
      searches: Number(row.searches),
      results: Number(row.results),
    })),
    emptySearches: emptySearches.rows.map((row) => ({
      query: row.query,
      searches: Number(row.searches),
    })),
  };
}

type SourceCount = { source: string | null; n: string | number };

/** Sign-ups and sales side by side per source, the busiest first, 'no source' last. */
function mergeSources(signups: SourceCount[], sales: SourceCount[]) {
  const rows = new Map<
    string | null,
    { source: string | null; signups: number; purchases: number }
  >();
  const row = (source: string | null) => {
    let entry = rows.get(source);
    if (!entry) {
      entry = { source, signups: 0, purchases: 0 };
      rows.set(source, entry);
    }
    return entry;
  };
  for (const item of signups) row(item.source).signups = Number(item.n);
  for (const item of sales) row(item.source).purchases = Number(item.n);
  return [...rows.values()].sort(
    (a, b) =>
      Number(a.source === null) - Number(b.source === null) ||
      b.signups + b.purchases - (a.signups + a.purchases) ||
      (a.source ?? '').localeCompare(b.source ?? ''),
  );
}

/** The period's downloads and counted views per art (arts with either), as a subquery. */
function perArt({ start, end, from, to }: AnalyticsPeriod) {
  return sql`
    SELECT coalesce(d.art_id, v.art_id) AS art_id, coalesce(d.n, 0) AS downloads,
      coalesce(v.n, 0) AS views
    FROM (SELECT art_id, count(*) AS n FROM downloads
          WHERE created_at >= ${start} AND created_at < ${end} GROUP BY art_id) d
    FULL JOIN (SELECT art_id, sum(views) AS n FROM art_views_daily
          WHERE day >= ${from}::date AND day <= ${to}::date GROUP BY art_id) v
      ON v.art_id = d.art_id`;
}

async function topArtsOf(db: Kysely<Database>, period: AnalyticsPeriod) {
  const { rows } = await sql<{
    id: number;
    title: string;
    downloads: string | number;
    views: string | number;
  }>`
    SELECT a.id, a.title, p.downloads, p.views FROM (${perArt(period)}) p
    JOIN arts a ON a.id = p.art_id
    ORDER BY p.downloads DESC, p.views DESC, a.id LIMIT ${ANALYTICS_TOP_LIMIT}`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    downloads: Number(row.downloads),
    views: Number(row.views),
  }));
}

async function topCategoriesOf(db: Kysely<Database>, period: AnalyticsPeriod) {
  const { rows } = await sql<{
    id: number | null;
    name: string | null;
    downloads: string | number;
    views: string | number;
  }>`
    SELECT c.id, c.name, sum(p.downloads) AS downloads, sum(p.views) AS views
    FROM (${perArt(period)}) p
    JOIN arts a ON a.id = p.art_id LEFT JOIN categories c ON c.id = a.category_id
    GROUP BY c.id, c.name
    ORDER BY sum(p.downloads) DESC, sum(p.views) DESC, c.name LIMIT ${ANALYTICS_TOP_LIMIT}`.execute(
    db,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name ?? 'Sem categoria',
    downloads: Number(row.downloads),
    views: Number(row.views),
  }));
}
