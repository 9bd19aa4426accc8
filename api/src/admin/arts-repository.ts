import {
  type AdminArtStatus,
  type AdminArtsQuery,
  type AdminArtsResponse,
  STAFF_ROLES,
  searchTerms,
} from '@arte-gospel/domain';
import { type Kysely, sql } from 'kysely';
import type * as v from 'valibot';
import { servedArtUrl, storedArtUrl } from '../catalogue/art-urls';
import { searchText } from '../catalogue/arts';
import { paged } from '../db/paging';
import type { Database } from '../db/schema';
import { reachedRow } from '../db/writes';
import { artThumbnailUrl, imageFileKeys, uploadedImageUrls } from './art-upload';
import type { ArtInputSchema } from './schemas';

// Staff writes to arts (api/README.md staff endpoints). `ownerId` limits a write to the arts
// of that designer; without it (admin, designer_adm) any art.

type ArtInput = v.InferOutput<typeof ArtInputSchema>;

/** Whether an art is published and featured: only publishers change these. */
export interface Publishing {
  is_visible: boolean;
  featured_rank: number | null;
}

/** The content columns of an art; `imageUrl` absent: an upload, its address set apart. */
function artContent(body: Omit<ArtInput, 'imageUrl'> & { imageUrl?: string }) {
  return {
    title: body.title,
    search_text: searchText(body.title),
    category_id: body.categoryId,
    format_id: body.formatId,
    file_type_id: body.fileTypeId,
    ...(body.imageUrl === undefined ? {} : { image_url: storedArtUrl(body.imageUrl) }),
    edit_url: body.editUrl ?? null,
    download_url: body.downloadUrl ?? null,
    group_id: body.groupId ?? null,
    is_premium: body.isPremium,
    ...(body.tags === undefined ? {} : { tags: body.tags }),
  };
}

/** What only publishers decide: visible, featured, the publish date, who signs it. */
function publishing(body: Omit<ArtInput, 'imageUrl'>) {
  return {
    is_visible: body.isVisible,
    featured_rank: body.featuredRank ?? null,
    ...(body.publishAt === undefined ? {} : { created_at: new Date(body.publishAt) }),
    ...(body.designerId === undefined ? {} : { designer_id: body.designerId }),
  };
}

/**
 * Creates an art signed by `designerId` (a publisher's choice in the body wins); its id.
 * Only publishers' bodies may carry the publishing fields (the route checks).
 */
export async function createArt(db: Kysely<Database>, designerId: number, body: ArtInput) {
  const row = await db
    .insertInto('arts')
    .values({
      designer_id: designerId,
      ...artContent(body),
      image_url: storedArtUrl(body.imageUrl),
      ...publishing(body),
    })
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
      // An uploaded art's address is its files' (setArtUpload): a form opened before its
      // image was replaced must not bring the old address back.
      // A drawn art's address is stored without the version it was shown with (art-urls.ts).
      image_url: sql<string>`case when upload_key is null then ${storedArtUrl(body.imageUrl)} else image_url end`,
      ...(options.publish ? publishing(body) : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id);
  if (options.ownerId !== undefined) query = query.where('designer_id', '=', options.ownerId);
  return reachedRow(query);
}

/**
 * Deletes the art; the storage keys of its uploaded files (none for a drawn art), or
 * undefined when there is no such art (of `ownerId`, when given).
 */
export async function deleteArt(
  db: Kysely<Database>,
  id: number,
  ownerId?: number,
): Promise<string[] | undefined> {
  let query = db.deleteFrom('arts').where('id', '=', id);
  if (ownerId !== undefined) query = query.where('designer_id', '=', ownerId);
  const deleted = await query.returning(['upload_key', 'source_key']).executeTakeFirst();
  if (!deleted) return undefined;
  return [
    ...(deleted.upload_key ? imageFileKeys(deleted.upload_key) : []),
    ...(deleted.source_key ? [deleted.source_key] : []),
  ];
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

/** The status of an art for staff (domain ADMIN_ART_STATUSES). */
function statusOf(row: { is_visible: boolean; created_at: Date }, now: Date): AdminArtStatus {
  if (!row.is_visible) return 'oculta';
  return row.created_at.getTime() > now.getTime() ? 'agendada' : 'publicada';
}

/**
 * A page of every art for the staff table (GET /api/admin/arts): hidden and scheduled ones
 * too, newest publish date first; the search matches the title's words (as the catalogue
 * does), a tag, or the art's number.
 */
export async function listAdminArts(
  db: Kysely<Database>,
  query: AdminArtsQuery,
  now = new Date(),
): Promise<AdminArtsResponse> {
  let base = db
    .selectFrom('arts as a')
    .innerJoin('formats as f', 'f.id', 'a.format_id')
    .leftJoin('categories as c', 'c.id', 'a.category_id')
    .leftJoin('users as u', 'u.id', 'a.designer_id');
  const terms = query.q ? searchTerms(query.q) : [];
  if (query.q) {
    const q = query.q;
    base = base.where((eb) =>
      eb.or([
        ...(terms.length > 0
          ? [
              eb.and(
                terms.map((term) =>
                  eb('a.search_text', 'like', `%${term.replace(/[\\%_]/g, '\\$&')}%`),
                ),
              ),
            ]
          : []),
        eb(sql`${q.toLowerCase()}`, '=', sql`any(a.tags)`),
        ...(/^\d{1,9}$/.test(q) ? [eb('a.id', '=', Number(q))] : []),
      ]),
    );
  }
  if (query.categoryId !== undefined) base = base.where('a.category_id', '=', query.categoryId);
  if (query.formatId !== undefined) base = base.where('a.format_id', '=', query.formatId);
  if (query.licence) base = base.where('a.is_premium', '=', query.licence === 'premium');
  if (query.status === 'oculta') base = base.where('a.is_visible', '=', false);
  if (query.status === 'publicada')
    base = base.where('a.is_visible', '=', true).where('a.created_at', '<=', now);
  if (query.status === 'agendada')
    base = base.where('a.is_visible', '=', true).where('a.created_at', '>', now);

  const { rows, totalCount } = await paged(
    base,
    base
      .select([
        'a.id',
        'a.title',
        'a.image_url',
        'a.category_id',
        'c.name as category_name',
        'a.format_id',
        'f.name as format_name',
        'f.slug as format_slug',
        'a.file_type_id',
        'a.is_premium',
        'a.is_visible',
        'a.featured_rank',
        'a.edit_url',
        'a.download_url',
        'a.group_id',
        'a.designer_id',
        'u.name as designer_name',
        'u.username as designer_username',
        'a.tags',
        'a.created_at',
        'a.download_count',
        'a.width',
        'a.height',
        'a.dominant_color',
        'a.upload_key',
        'a.updated_at',
        'a.source_name',
      ])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc'),
    query,
  );
  return {
    arts: rows.map((row) => ({
      id: row.id,
      title: row.title,
      imageUrl: servedArtUrl(row.image_url, row),
      thumbnailUrl: artThumbnailUrl(row),
      categoryId: row.category_id,
      categoryName: row.category_name,
      formatId: row.format_id,
      formatName: row.format_name,
      fileTypeId: row.file_type_id,
      isPremium: row.is_premium,
      isVisible: row.is_visible,
      status: statusOf(row, now),
      featuredRank: row.featured_rank,
      editUrl: row.edit_url,
      downloadUrl: row.download_url,
      groupId: row.group_id,
      designer:
        row.designer_id === null
          ? null
          : {
              id: row.designer_id,
              name: row.designer_name ?? row.designer_username ?? `#${row.designer_id}`,
            },
      tags: row.tags,
      publishAt: row.created_at.toISOString(),
      downloadCount: row.download_count,
      width: row.width,
      height: row.height,
      dominantColor: row.dominant_color,
      uploaded: row.upload_key !== null,
      sourceName: row.source_name,
    })),
    totalCount,
  };
}

/** Who may sign an art: the designers and the designer admins (domain STAFF_ROLES). */
export async function listArtSigners(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'username', 'nivelacesso'])
    .where('nivelacesso', 'in', [...STAFF_ROLES.designers])
    .orderBy('name')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name ?? row.username ?? `#${row.id}`,
    nivelacesso: row.nivelacesso ?? 'designer',
  }));
}

/** An uploaded image as the art's row records it: its original's key and what sharp measured. */
export interface ArtImageUpload {
  uploadKey: string;
  width: number;
  height: number;
  dominantColor: string;
}

/**
 * Records an upload's files on its art: the image (and its address, see uploadedImageUrls)
 * when given, the source file when given (null: none). A new version (updated_at), so the
 * download's ZIP and the share image are made again from the new files.
 */
export async function setArtUpload(
  db: Kysely<Database>,
  id: number,
  upload: {
    image?: ArtImageUpload;
    /** null: the art has no source file; absent: unchanged. */
    source?: { sourceKey: string; sourceName: string } | null;
  },
) {
  const { image, source } = upload;
  await db
    .updateTable('arts')
    .set({
      ...(image
        ? {
            upload_key: image.uploadKey,
            width: image.width,
            height: image.height,
            dominant_color: image.dominantColor,
            image_url: uploadedImageUrls(id, image.uploadKey).imageUrl,
          }
        : {}),
      ...(source === undefined
        ? {}
        : { source_key: source?.sourceKey ?? null, source_name: source?.sourceName ?? null }),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/** The stored files of an art and who signs it; `lock` holds the row until the transaction ends. */
export async function findArtFiles(db: Kysely<Database>, id: number, lock = false) {
  let query = db
    .selectFrom('arts')
    .select(['id', 'designer_id', 'upload_key', 'source_key', 'source_name'])
    .where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}
