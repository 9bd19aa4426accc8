import type { Kysely } from 'kysely';
import { isPublished } from '../catalogue/published';
import type { Database } from '../db/schema';

// Staff's view of the categories (issue 19, /admin/categorias): every category in its order
// with its arts counted (all, and the published ones the public sees), and its reordering.

/** Every category in sort order, with `artCount` (every art) and `publishedCount`. */
export async function listAdminCategories(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('categories as c')
    .leftJoin('arts as a', 'a.category_id', 'c.id')
    .select([
      'c.id',
      'c.name',
      'c.slug',
      'c.description',
      'c.is_premium',
      'c.sort_order',
      (eb) => eb.fn.count<string>('a.id').as('art_count'),
      (eb) =>
        eb.fn
          .count<string>('a.id')
          .filterWhere(isPublished(eb as never))
          .as('published_count'),
    ])
    .groupBy('c.id')
    .orderBy('c.sort_order')
    .orderBy('c.id')
    .execute();
  return {
    categories: rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      description: row.description,
      isPremium: row.is_premium,
      sortOrder: row.sort_order,
      artCount: Number(row.art_count),
      publishedCount: Number(row.published_count),
    })),
  };
}

/**
 * Puts every category in the order of `ids` (sort_order 0, 1, 2…) in the caller's
 * transaction, rows locked first; null (nothing written) unless `ids` are exactly the
 * categories.
 */
export async function reorderCategories(db: Kysely<Database>, ids: readonly number[]) {
  const current = await db
    .selectFrom('categories')
    .select('id')
    .orderBy('sort_order')
    .orderBy('id')
    .forUpdate()
    .execute();
  const before = current.map((row) => row.id);
  if (before.length !== ids.length || !ids.every((id) => before.includes(id))) return null;
  for (const [position, id] of ids.entries()) {
    await db
      .updateTable('categories')
      .set({ sort_order: position, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }
  return { before, after: [...ids] };
}
