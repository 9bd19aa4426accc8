import {
  CATEGORY_CARD_SAMPLES,
  FEATURED_TILE_FORMAT,
  FEATURED_TILE_MAX,
  PREVIEW_FORMAT,
} from '@arte-gospel/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { artRowQuery, toArt } from './arts';
import { listCategories } from './categories';

// GET /api/categories/overview (issue 18): the categories with the arts their cards and
// featured tiles show, in one answer (the list page made one call per category before).

/**
 * The ids of every category's preview arts, chosen in SQL over its whole set of published
 * arts with an image: the first CATEGORY_CARD_SAMPLES of domain categoryPreviewArts
 * (PREVIEW_FORMAT first, then the category's other formats, id ascending) and the first
 * FEATURED_TILE_MAX of featuredTileArts (one per group, its FEATURED_TILE_FORMAT art if it
 * has one; FEATURED_TILE_FORMAT groups first; id ascending). Both rules, run again on the
 * union by the site, pick the same arts: everything ahead of a chosen art in its order is
 * in the union or belongs to a group already shown.
 */
function previewIds() {
  return sql<{ id: number }>`
    with ranked as (
      select
        a.id,
        a.category_id,
        f.slug as format,
        row_number() over (
          partition by a.category_id
          order by (f.slug = ${PREVIEW_FORMAT}) desc, a.id
        ) as card_rank,
        row_number() over (
          partition by a.category_id, coalesce(a.group_id, '#' || a.id::text)
          order by (f.slug = ${FEATURED_TILE_FORMAT}) desc, a.id
        ) as group_rank
      from arts a
      join formats f on f.id = a.format_id
      where a.is_visible
        and a.created_at <= now()
        and a.category_id is not null
        and btrim(a.image_url) <> ''
    ),
    tiles as (
      select
        id,
        row_number() over (
          partition by category_id
          order by (format = ${FEATURED_TILE_FORMAT}) desc, id
        ) as tile_rank
      from ranked
      where group_rank = 1
    )
    select r.id
    from ranked r
    left join tiles t on t.id = r.id
    where r.card_rank <= ${CATEGORY_CARD_SAMPLES} or t.tile_rank <= ${FEATURED_TILE_MAX}
  `;
}

/** Every category in its sort order, each with its preview arts (id ascending). */
export async function categoryOverview(db: Kysely<Database>) {
  const [categories, rows] = await Promise.all([
    listCategories(db),
    artRowQuery(db).where(sql<boolean>`a.id in (${previewIds()})`).orderBy('a.id').execute(),
  ]);
  const byCategory = new Map<number, ReturnType<typeof toArt>[]>();
  for (const row of rows) {
    if (row.category_id === null) continue;
    const list = byCategory.get(row.category_id) ?? [];
    list.push(toArt(row));
    byCategory.set(row.category_id, list);
  }
  return categories.map((category) => ({
    ...category,
    previews: byCategory.get(category.id) ?? [],
  }));
}
