import {
  EDIT_PHOTOS_BYTES_PER_ACCOUNT_MAX,
  EDIT_UPLOADS_PER_EDIT_MAX,
  EDITS_MESSAGES,
  EDITS_PER_ACCOUNT_MAX,
  type EditDetail,
  type EditedArt,
  type EditListResponse,
  type EditPhoto,
  type EditSummary,
  editMatchesDesign,
} from '@arte-gospel/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { artThumbnailUrl } from '../admin/art-upload';
import type { Database, EditedArtsTable } from '../db/schema';

// Issue 20: 'Minhas artes', an account's edits (migration 0020). Every query is keyed by the
// signed-in user's id as well as the edit's: another account's edit is never read, changed or
// named (the routes answer 404). The edit's photos are files of the uploads storage under
// editPhotoFolder(); their rows here say which exist, and every photo key a saved state names
// must be one of them.

/** The storage folder of an edit's photos ('edits/12/34/'). */
export function editPhotoFolder(userId: number, editId: number): string {
  return `edits/${userId}/${editId}/`;
}
export function editPhotoKey(userId: number, editId: number, name: string): string {
  return `${editPhotoFolder(userId, editId)}${name}`;
}
/** Where the owner reads a photo (routes/edits.ts; never /media). */
export function editPhotoUrl(editId: number, name: string): string {
  return `/api/edits/${editId}/photos/${name}`;
}

/** A photo's name: 32 hex characters and .webp. */
export const EDIT_PHOTO_NAME = /^[a-f0-9]{32}\.webp$/;

type Db = Kysely<Database>;

function summaryQuery(db: Db, userId: number) {
  return db
    .selectFrom('edited_arts as e')
    .leftJoin('arts as a', 'a.id', 'e.art_id')
    .select([
      'e.id',
      'e.name',
      'e.art_id',
      'e.state',
      'e.created_at',
      'e.updated_at',
      'a.title as art_title',
      'a.is_premium',
      'a.upload_key',
      'a.updated_at as art_updated_at',
    ])
    .where('e.user_id', '=', userId);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

function toSummary(row: SummaryRow): EditSummary {
  const art =
    row.art_id !== null && row.art_updated_at
      ? { id: row.art_id, upload_key: row.upload_key, updated_at: row.art_updated_at }
      : null;
  return {
    id: row.id,
    name: row.name,
    artId: row.art_id,
    artTitle: art ? row.art_title : null,
    thumbnailUrl: art ? artThumbnailUrl(art) : null,
    isPremium: row.is_premium === true,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The account's edits, last changed first (at most EDITS_PER_ACCOUNT_MAX exist). */
export async function listEdits(db: Db, userId: number): Promise<EditListResponse> {
  const rows = await summaryQuery(db, userId)
    .orderBy('e.updated_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(EDITS_PER_ACCOUNT_MAX)
    .execute();
  return { edits: rows.map(toSummary), totalCount: rows.length, max: EDITS_PER_ACCOUNT_MAX };
}

async function photosOf(db: Db, editId: number): Promise<EditPhoto[]> {
  const rows = await db
    .selectFrom('edited_art_photos as p')
    .innerJoin('edited_arts as e', 'e.id', 'p.edit_id')
    .select(['p.name', 'e.user_id'])
    .where('p.edit_id', '=', editId)
    .orderBy('p.created_at')
    .orderBy('p.name')
    .execute();
  return rows.map((row) => ({
    name: row.name,
    key: editPhotoKey(row.user_id, editId, row.name),
    url: editPhotoUrl(editId, row.name),
  }));
}

/** The account's edit with its state and photos; undefined when it is not theirs. */
export async function findEdit(
  db: Db,
  userId: number,
  editId: number,
): Promise<EditDetail | undefined> {
  const row = await summaryQuery(db, userId).where('e.id', '=', editId).executeTakeFirst();
  if (!row) return undefined;
  return { ...toSummary(row), state: row.state, photos: await photosOf(db, editId) };
}

/** The edit's row (the account's own), for the export and the photos. */
export async function findEditRow(
  db: Db,
  userId: number,
  editId: number,
): Promise<Selectable<EditedArtsTable> | undefined> {
  return db
    .selectFrom('edited_arts')
    .selectAll()
    .where('id', '=', editId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The state's photo keys that are not photos of this edit (none: every key is its own). */
async function foreignPhotoKeys(
  db: Db,
  userId: number,
  editId: number | null,
  state: EditedArt,
): Promise<boolean> {
  const keys = Object.values(state.photos)
    .map((photo) => photo.key)
    .filter((key): key is string => key !== null);
  if (keys.length === 0) return false;
  if (editId === null) return true;
  const folder = editPhotoFolder(userId, editId);
  const names = new Set(
    (
      await db
        .selectFrom('edited_art_photos')
        .select('name')
        .where('edit_id', '=', editId)
        .execute()
    ).map((row) => row.name),
  );
  return keys.some((key) => !key.startsWith(folder) || !names.has(key.slice(folder.length)));
}

export type SaveResult =
  | { ok: true; id: number }
  | { ok: false; status: 400 | 404 | 409; message: string };

/**
 * A new edit of `artId` (the caller checked the art is visible and `design` is the art's),
 * unless the account holds EDITS_PER_ACCOUNT_MAX already (counted under the account's lock,
 * so parallel saves never pass it). Its photos come after (their keys null until then).
 */
export async function createEdit(
  db: Db,
  userId: number,
  input: { artId: number; name: string; state: EditedArt },
  design: { templateId: string; sizeId: string },
): Promise<SaveResult> {
  if (!editMatchesDesign(input.state, design))
    return { ok: false, status: 400, message: EDITS_MESSAGES.design };
  if (await foreignPhotoKeys(db, userId, null, input.state))
    return { ok: false, status: 400, message: EDITS_MESSAGES.photoNotOfEdit };
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const { n } = await trx
      .selectFrom('edited_arts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= EDITS_PER_ACCOUNT_MAX)
      return { ok: false as const, status: 409 as const, message: EDITS_MESSAGES.full };
    const row = await trx
      .insertInto('edited_arts')
      .values({
        user_id: userId,
        art_id: input.artId,
        name: input.name,
        state: JSON.stringify(input.state),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ok: true as const, id: row.id };
  });
}

/** Locks the account's edit; undefined when it is not theirs. */
async function lockEdit(trx: Transaction<Database>, userId: number, editId: number) {
  return trx
    .selectFrom('edited_arts')
    .selectAll()
    .where('id', '=', editId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Replaces the edit's state (and its name when given). The edit keeps its art and design
 * (template and size; the palette may change), and every photo it names is its own.
 */
export async function updateEdit(
  db: Db,
  userId: number,
  editId: number,
  input: { name?: string | undefined; state: EditedArt },
): Promise<SaveResult> {
  return db.transaction().execute(async (trx): Promise<SaveResult> => {
    const row = await lockEdit(trx, userId, editId);
    if (!row) return { ok: false, status: 404, message: EDITS_MESSAGES.notFound };
    if (input.state.artId !== row.state.artId)
      return { ok: false, status: 400, message: EDITS_MESSAGES.artOfState };
    if (!editMatchesDesign(input.state, row.state))
      return { ok: false, status: 400, message: EDITS_MESSAGES.design };
    if (await foreignPhotoKeys(trx, userId, editId, input.state))
      return { ok: false, status: 400, message: EDITS_MESSAGES.photoNotOfEdit };
    await trx
      .updateTable('edited_arts')
      .set({
        state: JSON.stringify(input.state),
        ...(input.name === undefined ? {} : { name: input.name }),
        updated_at: new Date(),
      })
      .where('id', '=', editId)
      .execute();
    return { ok: true, id: editId };
  });
}

/** Deletes the account's edit (its photo rows with it); false when it is not theirs. */
export async function deleteEdit(db: Db, userId: number, editId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('edited_arts')
    .where('id', '=', editId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Is `name` a photo of the account's edit? */
export async function editHasPhoto(
  db: Db,
  userId: number,
  editId: number,
  name: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('edited_art_photos as p')
    .innerJoin('edited_arts as e', 'e.id', 'p.edit_id')
    .select('p.name')
    .where('p.edit_id', '=', editId)
    .where('e.user_id', '=', userId)
    .where('p.name', '=', name)
    .executeTakeFirst();
  return row !== undefined;
}

function namedPhotoKeys(state: EditedArt): Set<string> {
  return new Set(
    Object.values(state.photos)
      .map((photo) => photo.key)
      .filter((key): key is string => key !== null),
  );
}

export type AddPhotoResult =
  | { ok: true; evicted: string[] }
  | { ok: false; status: 404 | 409; message: string };

/**
 * Records a stored photo of the account's edit. At EDIT_UPLOADS_PER_EDIT_MAX, the oldest
 * photos the saved state does not name make room (their names in `evicted`: the caller
 * removes their files after the commit); when the state names them all, 409. Also 409 when
 * the account's photos would pass `accountMaxBytes` in all: counted under the account's
 * lock (taken before the edit's, as createEdit does), so parallel uploads to several edits
 * never pass it together.
 */
export async function addEditPhoto(
  db: Db,
  userId: number,
  editId: number,
  photo: { name: string; width: number; height: number; bytes: number },
  accountMaxBytes = EDIT_PHOTOS_BYTES_PER_ACCOUNT_MAX,
): Promise<AddPhotoResult> {
  return db.transaction().execute(async (trx): Promise<AddPhotoResult> => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const row = await lockEdit(trx, userId, editId);
    if (!row) return { ok: false, status: 404, message: EDITS_MESSAGES.notFound };
    const photos = await trx
      .selectFrom('edited_art_photos')
      .select(['name', 'bytes'])
      .where('edit_id', '=', editId)
      .orderBy('created_at')
      .orderBy('name')
      .execute();
    const named = namedPhotoKeys(row.state);
    const evicted: string[] = [];
    let count = photos.length;
    for (const { name } of photos) {
      if (count < EDIT_UPLOADS_PER_EDIT_MAX) break;
      if (named.has(editPhotoKey(userId, editId, name))) continue;
      evicted.push(name);
      count -= 1;
    }
    if (count >= EDIT_UPLOADS_PER_EDIT_MAX)
      return { ok: false, status: 409, message: EDITS_MESSAGES.photosFull };
    const { used } = await trx
      .selectFrom('edited_art_photos as p')
      .innerJoin('edited_arts as e', 'e.id', 'p.edit_id')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('p.bytes'), eb.lit(0)).as('used'))
      .where('e.user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const freed = photos
      .filter(({ name }) => evicted.includes(name))
      .reduce((sum, { bytes }) => sum + bytes, 0);
    if (Number(used) - freed + photo.bytes > accountMaxBytes)
      return { ok: false, status: 409, message: EDITS_MESSAGES.photosAccountFull };
    if (evicted.length > 0) {
      await trx
        .deleteFrom('edited_art_photos')
        .where('edit_id', '=', editId)
        .where('name', 'in', evicted)
        .execute();
    }
    await trx
      .insertInto('edited_art_photos')
      .values({ edit_id: editId, ...photo })
      .execute();
    return { ok: true, evicted };
  });
}

/**
 * Removes a photo of the account's edit; a photo slot of the saved state that named it
 * shows the design's decoration again (its key null). False when there is no such photo.
 */
export async function removeEditPhoto(
  db: Db,
  userId: number,
  editId: number,
  name: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await lockEdit(trx, userId, editId);
    if (!row) return false;
    const result = await trx
      .deleteFrom('edited_art_photos')
      .where('edit_id', '=', editId)
      .where('name', '=', name)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    const key = editPhotoKey(userId, editId, name);
    const named = Object.entries(row.state.photos).filter(([, photo]) => photo.key === key);
    if (named.length > 0) {
      const photos = { ...row.state.photos };
      for (const [slot, photo] of named) photos[slot] = { ...photo, key: null };
      await trx
        .updateTable('edited_arts')
        .set({ state: JSON.stringify({ ...row.state, photos }), updated_at: new Date() })
        .where('id', '=', editId)
        .execute();
    }
    return true;
  });
}
