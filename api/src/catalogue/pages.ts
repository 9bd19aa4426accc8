import {
  type ArtPageMeta,
  artShareImagePath,
  type CategoryPageMeta,
  DEFAULT_SHARE_IMAGE_PATH,
  type DesignerPageMeta,
  MAX_SITEMAP_URLS,
  type SitemapEntries,
  STAFF_ROLES,
} from '@arte-gospel/domain';
import { type Kysely, sql } from 'kysely';
import { coverShareImagePath } from '../admin/site-assets';
import type { Database } from '../db/schema';
import { type ArtsEb, designerArtCount, isPublished } from './published';

// What the BFF writes in a page's head (issue 18) and lists in the sitemap: only what every
// visitor may see (a published art: visible and its date come; api/src/catalogue/art-page.ts).

/** An art's last change: an art published by its date changes on that date. */
const artChanged = sql<Date>`greatest(a.updated_at, a.created_at)`;

/** The share image of the newest public art matching `where`, or the brand's image. */
async function newestArtImage(
  db: Kysely<Database>,
  where: (eb: ArtsEb) => ReturnType<ArtsEb['and']>,
): Promise<string> {
  const newest = await db
    .selectFrom('arts as a')
    .select(['a.id', 'a.updated_at'])
    .where(isPublished)
    .where(where)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return newest
    ? artShareImagePath(newest.id, newest.updated_at.getTime())
    : DEFAULT_SHARE_IMAGE_PATH;
}

/** A published art's head data, or undefined. */
export async function artPageMeta(
  db: Kysely<Database>,
  id: number,
): Promise<ArtPageMeta | undefined> {
  const row = await db
    .selectFrom('arts as a')
    .innerJoin('formats as f', 'f.id', 'a.format_id')
    .leftJoin('categories as c', 'c.id', 'a.category_id')
    .select(['a.id', 'a.title', 'a.updated_at', 'f.name as format_name', 'c.name as category_name'])
    .where('a.id', '=', id)
    .where(isPublished)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    title: row.title,
    categoryName: row.category_name,
    formatName: row.format_name,
    image: artShareImagePath(row.id, row.updated_at.getTime()),
  };
}

/** A category's head data (its cover's share image, else its newest art's), or undefined. */
export async function categoryPageMeta(
  db: Kysely<Database>,
  slug: string,
): Promise<CategoryPageMeta | undefined> {
  const category = await db
    .selectFrom('categories as c')
    .select((eb) => [
      'c.id',
      'c.slug',
      'c.name',
      'c.description',
      'c.cover_image_url',
      eb
        .selectFrom('arts as a')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('a.category_id', '=', 'c.id')
        .where(isPublished)
        .as('art_count'),
    ])
    .where('c.slug', '=', slug)
    .executeTakeFirst();
  if (!category) return undefined;
  return {
    slug: category.slug,
    name: category.name,
    description: category.description,
    artCount: Number(category.art_count ?? 0),
    image:
      coverShareImagePath(category.cover_image_url) ??
      (await newestArtImage(db, (eb) => eb.and([eb('a.category_id', '=', category.id)]))),
  };
}

/** A designer's head data (their newest art's image), or undefined. */
export async function designerPageMeta(
  db: Kysely<Database>,
  username: string,
): Promise<DesignerPageMeta | undefined> {
  const designer = await db
    .selectFrom('users as u')
    .select((eb) => ['u.id', 'u.username', 'u.name', 'u.bio', designerArtCount(eb)])
    .where('u.nivelacesso', 'in', STAFF_ROLES.designers)
    .where('u.username', '=', username)
    .executeTakeFirst();
  if (!designer) return undefined;
  return {
    username: designer.username,
    name: designer.name,
    bio: designer.bio,
    artCount: Number(designer.art_count ?? 0),
    image: await newestArtImage(db, (eb) => eb.and([eb('a.designer_id', '=', designer.id)])),
  };
}

/**
 * Every page the sitemap lists beyond the static ones, in three queries: published arts
 * (id, title, last change; newest first, at most the sitemap's limit), categories with a
 * published art and designers, each with their arts' last change.
 */
export async function sitemapEntries(db: Kysely<Database>): Promise<SitemapEntries> {
  const [arts, categories, designers] = await Promise.all([
    db
      .selectFrom('arts as a')
      .select(['a.id', 'a.title', artChanged.as('changed')])
      .where(isPublished)
      .orderBy('a.id', 'desc')
      .limit(MAX_SITEMAP_URLS)
      .execute(),
    db
      .selectFrom('categories as c')
      .innerJoin('arts as a', 'a.category_id', 'c.id')
      .select([
        'c.slug',
        sql<Date>`greatest(c.updated_at, max(greatest(a.updated_at, a.created_at)))`.as('changed'),
      ])
      .where(isPublished)
      .groupBy(['c.id', 'c.slug', 'c.updated_at'])
      .orderBy('c.sort_order')
      .orderBy('c.id')
      .execute(),
    db
      .selectFrom('users as u')
      .select((eb) => [
        'u.username',
        eb
          .selectFrom('arts as a')
          .select(sql<Date | null>`max(greatest(a.updated_at, a.created_at))`.as('m'))
          .whereRef('a.designer_id', '=', 'u.id')
          .where(isPublished)
          .as('changed'),
      ])
      .where('u.nivelacesso', 'in', STAFF_ROLES.designers)
      .orderBy('u.username')
      .execute(),
  ]);
  const iso = (date: Date | string) => new Date(date).toISOString();
  return {
    arts: arts.map((art) => ({ id: art.id, title: art.title, updatedAt: iso(art.changed) })),
    categories: categories.map((c) => ({ slug: c.slug, updatedAt: iso(c.changed) })),
    designers: designers.map((d) => ({
      username: d.username,
      updatedAt: d.changed ? iso(d.changed) : null,
    })),
  };
}
