import { type InferResult, type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { reachedRow } from '../db/writes';

// Categories: the catalogue's list and pages (catalogue §3, §7) and the staff's writes.

/** Categories with their visible art count and last update (catalogue §3). */
function categoriesQuery(db: Kysely<Database>) {
  return db
    .selectFrom('categories as c')
    .leftJoin('arts as a', (join) =>
      join
        .onRef('a.category_id', '=', 'c.id')
        .on('a.is_visible', '=', true)
        // Scheduled arts count from their date on.
        .on('a.created_at', '<=', sql<Date>`now()`),
    )
    .select([
      'c.id',
      'c.name',
      'c.slug',
      'c.description',
      'c.is_premium',
      'c.sort_order',
      'c.created_at',
      'c.updated_at',
      (eb) => eb.fn.count<number>('a.id').as('art_count'),
      sql<Date>`greatest(c.updated_at, max(a.created_at))`.as('last_update'),
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

/** What staff write of a category. */
export interface CategoryValues {
  name: string;
  slug: string;
  description?: string | null | undefined;
  isPremium: boolean;
  sortOrder: number;
}

function categoryRow(values: CategoryValues) {
  return {
    name: values.name,
    slug: values.slug,
    description: values.description ?? null,
    is_premium: values.isPremium,
    sort_order: values.sortOrder,
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

/** Deletes the category; false when there is none with this id. */
export async function deleteCategory(db: Kysely<Database>, id: number) {
  return reachedRow(db.deleteFrom('categories').where('id', '=', id));
}
