import type { Kysely } from 'kysely';
import { isPublished } from '../catalogue/published';
import type { Database } from '../db/schema';
import { writeOrder } from './reorder';

// Staff's view of the categories (issue 19, /admin/categorias): every category in its order
// with its arts counted (all, and the published ones the public sees), its reordering and
// its cover picture.

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
      'c.cover_image_url',
      'c.theme',
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
      coverImageUrl: row.cover_image_url,
      theme: row.theme,
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
  return writeOrder(
    current.map((row) => row.id),
    ids,
    (id, position) =>
      db
        .updateTable('categories')
        .set({ sort_order: position, updated_at: new Date() })
        .where('id', '=', id)
        .execute(),
  );
}

/**
 * Sets a category's cover (null removes it) in the caller's transaction, the row locked (no write when
 * it is already so): the address it replaced, or undefined when there is no category
 * with the id (nothing written).
 */
export async function setCategoryCover(
  db: Kysely<Database>,
  id: number,
  url: string | null,
): Promise<{ previous: string | null } | undefined> {
  const current = await db
    .selectFrom('categories')
    .select('cover_image_url')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!current) return undefined;
  if (current.cover_image_url !== url)
    await db
      .updateTable('categories')
      .set({ cover_image_url: url, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  return { previous: current.cover_image_url };
}
