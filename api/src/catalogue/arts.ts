import {
  foldText,
  matchesSearch,
  type Sort,
  searchDocument,
  searchTerms,
} from '@arte-gospel/domain';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';
import { servedArtUrl } from './art-urls';
import { isPublished } from './published';

/**
 * How a title is stored in arts.search_text: its folded, stemmed words (domain
 * searchDocument), so 'Cultos de Jovens' is 'cult de jovem' and a query is matched the same
 * way whatever its accents, case or plurals.
 */
export function searchText(value: string): string {
  return searchDocument(value);
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
  if (!filter.includeHidden) q = q.where(isPublished);
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
  return q;
}

/**
 * A filter's search made ready for SQL: its terms (domain searchTerms: folded, stemmed, stop
 * words out) and the categories whose name answers every term, so 'natal' finds the Natal
 * category's arts even when a title lacks the word ('cultos de jovens' names Culto de Jovens).
 */
/** At most this many categories found by name join a search's results. */
const MAX_SEARCH_CATEGORIES = 3;

interface SearchPlan {
  terms: string[];
  categoryIds: number[];
}

/**
 * Which arts a search keeps: 'title', those whose title has every term (each at the start of
 * a word); 'any', those or the arts of the plan's categories; 'category', the 'any' ones that
 * are not 'title' ones (listed after them).
 */
type SearchPart = 'title' | 'any' | 'category';

function likeEscaped(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function applySearch(query: ArtQuery, plan: SearchPlan, part: SearchPart): ArtQuery {
  return query.where((eb) => {
    // A word of the title starts with the term. The LIKE is what 0003's trigram index answers
    // (the term's own trigrams, few rows each); strpos, checked on those rows only, keeps the
    // ones where the term starts a word (and, unlike a second LIKE, is not estimated by the
    // planner as if it removed most rows).
    const inTitle = eb.and(
      plan.terms.flatMap((term) => [
        eb('a.search_text', 'like', `%${likeEscaped(term)}%`),
        eb(sql<number>`strpos(' ' || a.search_text, ${` ${term}`})`, '>', 0),
      ]),
    );
    if (part === 'title') return inTitle;
    const inCategory = eb('a.category_id', 'in', plan.categoryIds);
    if (part === 'any') return eb.or([inTitle, inCategory]);
    return eb.and([inCategory, eb.not(inTitle)]);
  });
}

/** Category names, kept 30 s like the totals (staff writes clear them too). */
const categoryCaches = new WeakMap<
  Kysely<Database>,
  { expires: number; rows: Promise<Array<{ id: number; name: string }>> }
>();

function categoryNames(db: Kysely<Database>) {
  const now = Date.now();
  const hit = categoryCaches.get(db);
  if (hit && hit.expires > now) return hit.rows;
  const rows = db.selectFrom('categories').select(['id', 'name']).execute();
  categoryCaches.set(db, { expires: now + COUNT_TTL_MS, rows });
  rows.catch(() => categoryCaches.delete(db));
  return rows;
}

async function searchPlan(
  db: Kysely<Database>,
  search: string | undefined,
): Promise<SearchPlan | undefined> {
  const query = search ?? '';
  const terms = searchTerms(query);
  if (terms.length === 0) return undefined;
  const categoryIds = (await categoryNames(db))
    .filter((category) => matchesSearch(category.name, query))
    .map((category) => category.id);
  // A query that names more categories than this ('culto' names the five 'Culto de …') is too
  // general for their names to add anything: its title matches are the answer (and the
  // listing does not count a third of the catalogue for it).
  return { terms, categoryIds: categoryIds.length <= MAX_SEARCH_CATEGORIES ? categoryIds : [] };
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
      'a.upload_key',
      'a.updated_at',
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

/** Lists derived from every published art (the kits of /collections), kept like the totals. */
const listCaches = new WeakMap<
  Kysely<Database>,
  Map<string, { value: unknown; expires: number }>
>();

/** Forget the cached totals, category names and lists of a database (after staff change arts). */
export function clearArtCountCache(db: Kysely<Database>) {
  countCaches.get(db)?.clear();
  categoryCaches.delete(db);
  listCaches.delete(db);
}

/**
 * A list computed over every published art, kept COUNT_TTL_MS (30 s) as the totals are: a
 * page of it is then a slice, not one more pass over the table.
 */
export function cachedArtList<T>(
  db: Kysely<Database>,
  key: string,
  compute: () => Promise<T[]>,
): Promise<T[]> {
  return cachedFor(
    listCaches as WeakMap<Kysely<Database>, Map<string, Cached<T[]>>>,
    db,
    key,
    compute,
  );
}

type Cached<T> = { value: T; expires: number };

/** A value of a database kept COUNT_TTL_MS in `caches`, at most COUNT_CACHE_MAX per database. */
async function cachedFor<T>(
  caches: WeakMap<Kysely<Database>, Map<string, Cached<T>>>,
  db: Kysely<Database>,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value;
  const value = await compute();
  if (cache.size >= COUNT_CACHE_MAX) cache.clear();
  cache.set(key, { value, expires: now + COUNT_TTL_MS });
  return value;
}

function cachedCount(db: Kysely<Database>, key: string, count: () => Promise<number>) {
  return cachedFor(countCaches, db, key, count);
}

/**
 * One page of arts in the contract's Art shape, and the total for the filter. With a search,
 * the arts whose title answers it come first, then those found by their category's name
 * (each group in the chosen sort): two queries, each as cheap as a plain filtered page.
 */
export async function listArts(
  db: Kysely<Database>,
  filter: ArtFilter,
  options: { sort: Sort; page: number; limit: number },
) {
  const offset = (options.page - 1) * options.limit;
  const pageOf = (query: ArtQuery, limit: number, skip: number) =>
    withArtColumns(applySort(query, options.sort)).limit(limit).offset(skip).execute();
  const countOf = (query: ArtQuery, key: string) =>
    cachedCount(db, key, async () =>
      Number(
        (await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
      ),
    );
  const filtered = applyFilter(baseQuery(db), filter);
  const key = JSON.stringify(filter);
  const plan = await searchPlan(db, filter.search);
  if (!plan || plan.categoryIds.length === 0) {
    const query = plan ? applySearch(filtered, plan, 'title') : filtered;
    const [rows, totalCount] = await Promise.all([
      pageOf(query, options.limit, offset),
      countOf(query, key),
    ]);
    return { arts: rows.map(toArt), totalCount };
  }
  const titled = applySearch(filtered, plan, 'title');
  const [titleRows, totalCount] = await Promise.all([
    pageOf(titled, options.limit, offset),
    countOf(applySearch(filtered, plan, 'any'), key),
  ]);
  let rows = titleRows;
  if (titleRows.length < options.limit) {
    // The page reaches past the title matches: fill it from the category matches.
    const titleTotal =
      titleRows.length > 0 ? offset + titleRows.length : await countOf(titled, `title:${key}`);
    const more = await pageOf(
      applySearch(filtered, plan, 'category'),
      options.limit - titleRows.length,
      Math.max(0, offset - titleTotal),
    );
    rows = [...titleRows, ...more];
  }
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
  upload_key: string | null;
  updated_at: Date;
};

export function toArt(row: ArtRow) {
  return {
    id: row.id,
    title: row.title,
    // A drawn art's own media path carries its version (art-urls.ts).
    imageUrl: servedArtUrl(row.image_url, row),
    cdnUrl: servedArtUrl(row.cdn_url, row),
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
    // Issue 20: a drawn art opens in the editor (art-page.ts artDesign); an uploaded one not.
    editable: row.upload_key === null,
  };
}

/**
 * Search suggestions (catalogue §7): distinct titles of visible, published arts that answer
 * the words (accents, case and plurals aside, as the listing), those that begin with what was
 * typed first, then the most downloaded; at most `limit`.
 */
export async function suggestTitles(db: Kysely<Database>, q: string, limit = 8): Promise<string[]> {
  const terms = foldText(q).length < 2 ? [] : searchTerms(q);
  if (terms.length === 0) return [];
  // Titles only: a category's name does not make a title a suggestion.
  const plan: SearchPlan = { terms, categoryIds: [] };
  const typed = likeEscaped(searchDocument(q));
  const rows = await applySearch(baseQuery(db), plan, 'title')
    .where(isPublished)
    .select([
      'a.title',
      sql<boolean>`bool_or(a.search_text like ${`${typed}%`})`.as('starts'),
      sql<number>`max(a.download_count)`.as('downloads'),
    ])
    .groupBy('a.title')
    .orderBy('starts', 'desc')
    .orderBy('downloads', 'desc')
    .orderBy('a.title')
    .limit(limit * 2)
    .execute();
  const seen = new Set<string>();
  const out: string[] = [];
  for (const row of rows) {
    const key = foldText(row.title);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(row.title);
    if (out.length === limit) break;
  }
  return out;
}
