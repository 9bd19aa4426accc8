import type { Sort } from '@arte-gospel/domain';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';

/** Lowercase without accents: how titles are stored in arts.search_text. */
export function searchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

export interface ArtFilter {
  categoryId?: number | undefined;
  formatId?: number | undefined;
  fileTypeId?: number | undefined;
  fileTypeSlug?: string | undefined;
  isPremium?: boolean | undefined;
  search?: string | undefined;
  designerId?: number | undefined;
  /** Visitors and customers only ever see visible arts. */
  includeHidden?: boolean;
}

type ArtQuery = SelectQueryBuilder<
  Database & { a: Database['arts'] },
  'a',
  // biome-ignore lint/complexity/noBannedTypes: kysely's empty selection
  {}
>;

function applyFilter(query: ArtQuery, filter: ArtFilter): ArtQuery {
  let q = query;
  if (!filter.includeHidden) q = q.where('a.is_visible', '=', true);
  // A scheduled art (dated in the future) is public from its date on.
  if (!filter.includeHidden) q = q.where('a.created_at', '<=', sql<Date>`now()`);
  if (filter.categoryId !== undefined) q = q.where('a.category_id', '=', filter.categoryId);
  if (filter.formatId !== undefined) q = q.where('a.format_id', '=', filter.formatId);
  if (filter.fileTypeId !== undefined) q = q.where('a.file_type_id', '=', filter.fileTypeId);
  if (filter.fileTypeSlug !== undefined) {
    const slug = filter.fileTypeSlug;
    q = q.where('a.file_type_id', 'in', (eb) =>
      eb.selectFrom('file_types').select('id').where('slug', '=', slug),
    );
  }
  if (filter.isPremium !== undefined) q = q.where('a.is_premium', '=', filter.isPremium);
  if (filter.designerId !== undefined) q = q.where('a.designer_id', '=', filter.designerId);
  // Accent- and case-insensitive: every word of the search must appear in the title.
  for (const word of searchText(filter.search ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)) {
    const escaped = word.replace(/[\\%_]/g, (char) => `\\${char}`);
    q = q.where('a.search_text', 'like', `%${escaped}%`);
  }
  return q;
}

/**
 * The four listing sorts (catalogue §7), each total so pages never overlap:
 * destaques: featured rank first, then most downloaded, newest; emalta: most downloaded;
 * recentes: newest first; antigos: oldest first.
 */
function applySort(query: ArtQuery, sort: Sort) {
  switch (sort) {
    case 'destaques':
      return query
        .orderBy(sql`a.featured_rank asc nulls last`)
        .orderBy('a.download_count', 'desc')
        .orderBy('a.id', 'desc');
    case 'emalta':
      return query.orderBy('a.download_count', 'desc').orderBy('a.id', 'desc');
    case 'recentes':
      return query.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc');
    case 'antigos':
      return query.orderBy('a.created_at', 'asc').orderBy('a.id', 'asc');
  }
}

function baseQuery(db: Kysely<Database>): ArtQuery {
  return db.selectFrom('arts as a') as unknown as ArtQuery;
}

/** Joins and columns of the contract's Art shape, on any arts query. */
function withArtColumns(query: ArtQuery) {
  return query
    .innerJoin('formats as f', 'f.id', 'a.format_id')
    .leftJoin('categories as c', 'c.id', 'a.category_id')
    .leftJoin('users as d', 'd.id', 'a.designer_id')
    .select([
      'a.id',
      'a.title',
      'a.image_url',
      'a.cdn_url',
      'a.category_id',
      'c.name as category_name',
      'f.slug as format',
      'a.group_id',
      'a.is_premium',
      'a.download_count',
      'a.view_count',
      'd.name as designer_name',
      'd.username as designer_username',
      'd.profileimageurl as designer_avatar',
      'a.width',
      'a.height',
      'a.size_id',
    ]);
}

/** Arts with every column toArt() needs; add where/order/limit. */
export function artRowQuery(db: Kysely<Database>) {
  return withArtColumns(baseQuery(db));
}

/**
 * Totals per filter, kept 30 s (the listing's own cache time): counting 100,000 rows costs
 * more than the page itself, and a total a few seconds old is harmless. Staff writes clear it.
 */
const COUNT_TTL_MS = 30_000;
const COUNT_CACHE_MAX = 2_000;
const countCaches = new WeakMap<
  Kysely<Database>,
  Map<string, { value: number; expires: number }>
>();

/** Forget the cached totals of a database (after staff change arts). */
export function clearArtCountCache(db: Kysely<Database>) {
  countCaches.get(db)?.clear();
}

async function cachedCount(db: Kysely<Database>, filter: ArtFilter, count: () => Promise<number>) {
  let cache = countCaches.get(db);
  if (!cache) {
    cache = new Map();
    countCaches.set(db, cache);
  }
  const key = JSON.stringify(filter);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value;
  const value = await count();
  if (cache.size >= COUNT_CACHE_MAX) cache.clear();
  cache.set(key, { value, expires: now + COUNT_TTL_MS });
  return value;
}

/** One page of arts in the contract's Art shape, and the total for the filter. */
export async function listArts(
  db: Kysely<Database>,
  filter: ArtFilter,
  options: { sort: Sort; page: number; limit: number },
) {
  const filtered = applyFilter(baseQuery(db), filter);
  const [rows, totalCount] = await Promise.all([
    withArtColumns(applySort(filtered, options.sort))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit)
      .execute(),
    cachedCount(db, filter, async () =>
      Number(
        (await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow())
          .n,
      ),
    ),
  ]);
  return { arts: rows.map(toArt), totalCount };
}

export type ArtRow = {
  id: number;
  title: string;
  image_url: string;
  cdn_url: string | null;
  category_id: number | null;
  category_name: string | null;
  format: string;
  group_id: string | null;
  is_premium: boolean;
  download_count: number;
  view_count: number;
  designer_name: string | null;
  designer_username: string | null;
  designer_avatar: string | null;
  width: number | null;
  height: number | null;
  size_id: string | null;
};

export function toArt(row: ArtRow) {
  return {
    id: row.id,
    title: row.title,
    imageUrl: row.image_url,
    cdnUrl: row.cdn_url,
    categoryId: row.category_id,
    categoryName: row.category_name,
    format: row.format,
    groupId: row.group_id,
    isPremium: row.is_premium,
    downloadCount: row.download_count,
    viewCount: row.view_count,
    designer: row.designer_name
      ? {
          name: row.designer_name,
          username: row.designer_username ?? undefined,
          profileimageurl: row.designer_avatar,
        }
      : null,
    width: row.width,
    height: row.height,
    sizeId: row.size_id,
  };
}

/** Search suggestions: titles that contain the words, prefix matches first, at most 8. */
export async function suggestTitles(db: Kysely<Database>, q: string, limit = 8): Promise<string[]> {
  const normalised = searchText(q);
  if (normalised.length < 2) return [];
  const escaped = normalised.replace(/[\\%_]/g, (char) => `\\${char}`);
  const rows = await db
    .selectFrom('arts')
    .select(['title', 'search_text'])
    .where('is_visible', '=', true)
    .where('created_at', '<=', sql<Date>`now()`)
    .where('search_text', 'like', `%${escaped}%`)
    .orderBy(sql`(search_text like ${`${escaped}%`})`, 'desc')
    .orderBy('download_count', 'desc')
    .orderBy('id', 'asc')
    .limit(limit * 4)
    .execute();
  const seen = new Set<string>();
  const out: string[] = [];
  for (const row of rows) {
    const key = row.search_text;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(row.title);
    if (out.length === limit) break;
  }
  return out;
}
