import type { Kysely } from 'kysely';
import type * as v from 'valibot';
import { searchText } from '../catalogue/arts';
import type { Database } from '../db/schema';
import { reachedRow } from '../db/writes';
import type { ArtInputSchema } from './schemas';

// Staff writes to arts (api/README.md staff endpoints). `ownerId` limits a write to the arts
// of that designer; without it (admin, designer_adm) any art.

type ArtInput = v.InferOutput<typeof ArtInputSchema>;

/** Whether an art is published and featured: only publishers change these. */
export interface Publishing {
  is_visible: boolean;
  featured_rank: number | null;
}

function artContent(body: ArtInput) {
  return {
    title: body.title,
    search_text: searchText(body.title),
    category_id: body.categoryId,
    format_id: body.formatId,
    file_type_id: body.fileTypeId,
    image_url: body.imageUrl,
    edit_url: body.editUrl ?? null,
    download_url: body.downloadUrl ?? null,
    group_id: body.groupId ?? null,
    is_premium: body.isPremium,
  };
}

function publishing(body: ArtInput): Publishing {
  return { is_visible: body.isVisible, featured_rank: body.featuredRank ?? null };
}

/** Creates the designer's art; its id. */
export async function createArt(db: Kysely<Database>, designerId: number, body: ArtInput) {
  const row = await db
    .insertInto('arts')
    .values({ ...artContent(body), ...publishing(body), designer_id: designerId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The art's publishing state, if it exists (and belongs to `ownerId` when given). */
export async function findPublishing(
  db: Kysely<Database>,
  id: number,
  ownerId?: number,
): Promise<Publishing | undefined> {
  let query = db.selectFrom('arts').select(['is_visible', 'featured_rank']).where('id', '=', id);
  if (ownerId !== undefined) query = query.where('designer_id', '=', ownerId);
  return query.executeTakeFirst();
}

/**
 * Rewrites the art's content, and its publishing state when `publish` is true; false when
 * there is no such art (of `ownerId`, when given).
 */
export async function updateArt(
  db: Kysely<Database>,
  id: number,
  body: ArtInput,
  options: { publish: boolean; ownerId?: number | undefined },
) {
  let query = db
    .updateTable('arts')
    .set({
      ...artContent(body),
      ...(options.publish ? publishing(body) : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id);
  if (options.ownerId !== undefined) query = query.where('designer_id', '=', options.ownerId);
  return reachedRow(query);
}

/** Deletes the art; false when there is no such art (of `ownerId`, when given). */
export async function deleteArt(db: Kysely<Database>, id: number, ownerId?: number) {
  let query = db.deleteFrom('arts').where('id', '=', id);
  if (ownerId !== undefined) query = query.where('designer_id', '=', ownerId);
  return reachedRow(query);
}

/** Do all these arts exist? */
export async function allArtsExist(db: Kysely<Database>, ids: readonly number[]) {
  const found = await db.selectFrom('arts').select('id').where('id', 'in', ids).execute();
  return found.length === ids.length;
}

/**
 * Makes the hidden ones of these arts visible; the arts it published, by id. The WHERE
 * re-checks is_visible under the row lock, so two concurrent publishes of one art publish
 * (and notify) it once.
 */
export async function publishHiddenArts(db: Kysely<Database>, ids: readonly number[]) {
  const published = await db
    .updateTable('arts')
    .set({ is_visible: true, updated_at: new Date() })
    .where('id', 'in', ids)
    .where('is_visible', '=', false)
    .returning(['id', 'title'])
    .execute();
  return published.sort((a, b) => a.id - b.id);
}
