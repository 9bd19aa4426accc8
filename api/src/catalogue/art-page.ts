import {
  ANALYTICS_KEEP_DAYS,
  type ArtDetail,
  brazilCalendarDay,
  designFor,
  isStaff,
  MS_PER_DAY,
} from '@arte-gospel/domain';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { SessionUser } from '../app-env';
import { occasionally } from '../db/occasionally';
import type { ArtsTable, Database } from '../db/schema';
import { inList } from '../library/library-repository';
import { brazilDay, recordView } from '../library/views';
import { artSizeOf, artTexts } from '../render/render-art';
import { artRowQuery, listArts, toArt } from './arts';
import { isPublished } from './published';

// The art page's data access (api/README.md: GET /api/arts/:id): the art as the viewer may
// see it, its counted view, and everything the page draws around it.

/** The art's row, or undefined when it does not exist or is hidden from this viewer (staff see hidden arts). */
export async function findVisibleArt(
  db: Kysely<Database>,
  id: number,
  viewer: SessionUser | null,
): Promise<Selectable<ArtsTable> | undefined> {
  let query = db.selectFrom('arts as a').selectAll('a').where('a.id', '=', id);
  if (!isStaff(viewer)) query = query.where(isPublished);
  return query.executeTakeFirst();
}

/** Once an hour, the days of art views older than ANALYTICS_KEEP_DAYS go. */
const purgeOldArtViews = occasionally(60 * 60 * 1000, (db, now) =>
  db
    .deleteFrom('art_views_daily')
    .where(
      'day',
      '<',
      brazilCalendarDay(new Date(now.getTime() - ANALYTICS_KEEP_DAYS * MS_PER_DAY)),
    )
    .execute(),
);

/**
 * One view per visitor per art per day (library/views.ts) adds to the art's view count and
 * to its views of the day (art_views_daily, the staff analytics' top arts of a period).
 */
export async function countArtView(
  db: Kysely<Database>,
  id: number,
  visitor: string,
  now = new Date(),
) {
  if (!(await recordView(db, { kind: 'art', itemId: id, visitor }, now))) return;
  await db
    .updateTable('arts')
    .set({ view_count: sql`view_count + 1` })
    .where('id', '=', id)
    .execute();
  await db
    .insertInto('art_views_daily')
    .values({ art_id: id, day: brazilDay(now), views: 1 })
    .onConflict((oc) =>
      oc.columns(['art_id', 'day']).doUpdateSet({ views: sql`art_views_daily.views + 1` }),
    )
    .execute();
  await purgeOldArtViews(db, now);
}

/**
 * The art page's body: the art, its format, file type and category, the other formats of
 * its group, up to 12 related arts of its category (most downloaded) and the viewer's marks.
 */
export async function artPage(
  db: Kysely<Database>,
  art: Selectable<ArtsTable>,
  viewer: SessionUser | null,
) {
  const id = art.id;
  const [row, format, fileType, category, others, related, isFavorite, isSaved] = await Promise.all(
    [
      artRowQuery(db).where('a.id', '=', id).executeTakeFirstOrThrow(),
      db
        .selectFrom('formats')
        .select(['name', 'slug'])
        .where('id', '=', art.format_id)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('file_types')
        .select(['id', 'name', 'slug'])
        .where('id', '=', art.file_type_id)
        .executeTakeFirst(),
      art.category_id === null
        ? undefined
        : db
            .selectFrom('categories')
            .select('slug')
            .where('id', '=', art.category_id)
            .executeTakeFirst(),
      art.group_id === null
        ? []
        : artRowQuery(db)
            .where('a.group_id', '=', art.group_id)
            .where('a.id', '!=', id)
            .where(isPublished)
            .orderBy('a.id')
            .limit(8)
            .execute(),
      art.category_id === null
        ? { arts: [] }
        : listArts(db, { categoryId: art.category_id }, { sort: 'emalta', page: 1, limit: 13 }),
      viewer ? inList(db, 'favorites', viewer.id, id) : false,
      viewer ? inList(db, 'saved_arts', viewer.id, id) : false,
    ],
  );
  return {
    art: toArt(row),
    formatName: format.name,
    fileType: fileType ?? null,
    categorySlug: category?.slug ?? null,
    createdAt: art.created_at.toISOString(),
    otherFormats: others.map(toArt),
    related: related.arts.filter((other) => other.id !== id).slice(0, 12),
    isFavorite,
    isSaved,
    design: artDesign(art, format.slug, category?.slug ?? null),
  };
}

/**
 * Issue 20: the design the art's previews and files are drawn with (render/render-art.ts:
 * the same size, designFor and slot texts), for the online editor; null for an uploaded art.
 */
export function artDesign(
  art: Pick<
    Selectable<ArtsTable>,
    'id' | 'title' | 'texts' | 'size_id' | 'template_id' | 'palette_id' | 'upload_key'
  >,
  formatSlug: string,
  categorySlug: string | null,
): ArtDetail['design'] {
  if (art.upload_key !== null) return null;
  const size = artSizeOf({ size_id: art.size_id, format_slug: formatSlug });
  const { template, palette } = designFor({
    id: art.id,
    categorySlug,
    sizeId: size.id,
    templateId: art.template_id,
    paletteId: art.palette_id,
  });
  const texts: Record<string, string> = artTexts(art);
  return { templateId: template.id, paletteId: palette.id, sizeId: size.id, texts };
}
