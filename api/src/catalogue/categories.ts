import type { CategoryThemeId } from '@arte-gospel/domain';
import { type InferResult, type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { reachedRow } from '../db/writes';
import { isPublished } from './published';

// Categories: the catalogue's list and pages (catalogue §3, §7) and the staff's writes.

/** Categories joined to their published arts: visible, scheduled ones from their date on. */
function withPublicArts(db: Kysely<Database>) {
  return db
    .selectFrom('categories as c')
    .leftJoin('arts as a', (join) => join.onRef('a.category_id', '=', 'c.id').on(isPublished));
}

/**
 * A category's last update (catalogue §3): its own change, or the latest publication or edit
 * of one of its published arts. The list, the page and its statistics read this one value.
 */
const LAST_UPDATE = sql<Date>`greatest(c.updated_at, max(a.created_at), max(a.updated_at))`;

/** Categories with their visible art count and last update (catalogue §3). */
function categoriesQuery(db: Kysely<Database>) {
  return withPublicArts(db)
    .select([
      'c.id',
      'c.name',
      'c.slug',
      'c.description',
      'c.is_premium',
      'c.sort_order',
      'c.cover_image_url',
      'c.theme',
      'c.created_at',
      'c.updated_at',
      (eb) => eb.fn.count<number>('a.id').as('art_count'),
      LAST_UPDATE.as('last_update'),
    ])
    .groupBy('c.id');
}

/** A category as the API answers it (catalogue §7). */
function toCategory(row: InferResult<ReturnType<typeof categoriesQuery>>[number]) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    coverImageUrl: row.cover_image_url,
    theme: row.theme,
    artCount: Number(row.art_count),
    lastUpdate: new Date(row.last_update ?? row.updated_at).toISOString(),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    isPremium: row.is_premium,
  };
}

/** Every category in its sort order. */
export async function listCategories(db: Kysely<Database>) {
  const rows = await categoriesQuery(db).orderBy('c.sort_order').orderBy('c.id').execute();
  return rows.map(toCategory);
}

/** The category with this slug, if any. */
export async function findCategoryBySlug(db: Kysely<Database>, slug: string) {
  const row = await categoriesQuery(db).where('c.slug', '=', slug).executeTakeFirst();
  return row && toCategory(row);
}

/**
 * The statistics of 'Sobre esta categoria' (catalogue §2, issue 18), counted in SQL over all
 * of the category's published arts; undefined for an unknown slug.
 */
export async function categoryStats(db: Kysely<Database>, slug: string) {
  const row = await withPublicArts(db)
    .where('c.slug', '=', slug)
    .select([
      'c.id',
      (eb) => eb.fn.count<string>('a.id').as('total'),
      sql<string>`count(a.id) filter (where a.is_premium)`.as('premium'),
      sql<string>`coalesce(sum(a.view_count), 0)`.as('views'),
      sql<Date>`least(c.created_at, min(a.created_at))`.as('added_at'),
      LAST_UPDATE.as('updated_at'),
    ])
    .groupBy('c.id')
    .executeTakeFirst();
  if (!row) return undefined;
  const formats = await db
    .selectFrom('formats as f')
    .select(['f.id', 'f.name'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('arts as a')
          .select('a.id')
          .whereRef('a.format_id', '=', 'f.id')
          .where('a.category_id', '=', row.id)
          .where(isPublished),
      ),
    )
    .orderBy('f.name')
    .execute();
  const total = Number(row.total);
  const premium = Number(row.premium);
  return {
    categoryId: row.id,
    totalArts: total,
    premiumArts: premium,
    freeArts: total - premium,
    views: Number(row.views),
    formats,
    addedAt: new Date(row.added_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** What staff write of a category. */
export interface CategoryValues {
  name: string;
  slug: string;
  description?: string | null | undefined;
  isPremium: boolean;
  sortOrder: number;
  /**
   * The colour theme (domain CATEGORY_THEME_IDS; null: automatic, by slug). Left out, a
   * rewrite keeps the category's current theme. The cover has calls of its own.
   */
  theme?: CategoryThemeId | null | undefined;
}

function categoryRow(values: CategoryValues) {
  return {
    name: values.name,
    slug: values.slug,
    description: values.description ?? null,
    is_premium: values.isPremium,
    sort_order: values.sortOrder,
    ...(values.theme === undefined ? {} : { theme: values.theme }),
  };
}

/** Is the slug used by a category (other than `exceptId`)? */
export async function categorySlugTaken(db: Kysely<Database>, slug: string, exceptId?: number) {
  let query = db.selectFrom('categories').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Creates the category; its id. */
export async function createCategory(db: Kysely<Database>, values: CategoryValues) {
  const row = await db
    .insertInto('categories')
    .values(categoryRow(values))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Rewrites the category; false when there is none with this id. */
export async function updateCategory(db: Kysely<Database>, id: number, values: CategoryValues) {
  const row = { ...categoryRow(values), updated_at: new Date() };
  return reachedRow(db.updateTable('categories').set(row).where('id', '=', id));
}

/**
 * Deletes the category: its cover's address (for the caller to remove once committed), or
 * undefined when there is none with this id.
 */
export async function deleteCategory(db: Kysely<Database>, id: number) {
  const row = await db
    .deleteFrom('categories')
    .where('id', '=', id)
    .returning('cover_image_url')
    .executeTakeFirst();
  return row && { coverImageUrl: row.cover_image_url };
}
