import { downloadMonthStart } from '@arte-gospel/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import { servedArtUrl } from '../catalogue/art-urls';
import { artRowQuery, toArt } from '../catalogue/arts';
import type { Database } from '../db/schema';

// The user's library (downloads, favourites, saves): counts and writes under the account's
// lock, and the lists the panel reads.

/** The user's own lists of arts. */
export type ListTable = 'favorites' | 'saved_arts';

async function countOf(
  db: Kysely<Database>,
  table: ListTable | 'downloads',
  userId: number,
  since?: Date,
) {
  let query = db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId);
  if (since) query = query.where('created_at', '>=', since);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * Runs `work` in a transaction holding the user's row lock, so a count-then-insert of one
 * account runs one at a time (40 parallel downloads must not all see 'under the limit').
 * PGlite has a single connection, so there it is serial anyway.
 */
async function underUserLock<T>(
  db: Kysely<Database>,
  userId: number,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    return work(trx);
  });
}

/** Is the art in the user's list? */
export async function inList(
  db: Kysely<Database>,
  table: ListTable,
  userId: number,
  artId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('art_id')
    .where('user_id', '=', userId)
    .where('art_id', '=', artId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The calendar month (Brasília time) holding `now`: [start, end). */
export function downloadMonth(now: Date = new Date()): { start: Date; end: Date } {
  const start = downloadMonthStart(now);
  // 32 days after a month's first instant is inside the next month, whatever its length.
  return { start, end: downloadMonthStart(new Date(start.getTime() + 32 * 86_400_000)) };
}

/** Did the user download the art in the month of `now`? */
export async function downloadedThisMonth(
  db: Kysely<Database>,
  userId: number,
  artId: number,
  now: Date = new Date(),
): Promise<boolean> {
  const { start, end } = downloadMonth(now);
  const row = await db
    .selectFrom('downloads')
    .select('id')
    .where('user_id', '=', userId)
    .where('art_id', '=', artId)
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** What a download did to the month's count. */
export interface DownloadRecord {
  /** Arts downloaded this month, this one included. */
  used: number;
  /** Whether this call used one of the month's downloads (false: the art was already downloaded this month). */
  counted: boolean;
}

/**
 * Records a download: an art counts once per calendar month (Brasília time), so a second
 * download of the same art in the month is free (not recorded again, never refused). A new
 * art is recorded when the month's count is under `limit` (null: no limit) and counted on
 * the art. Null when the limit was reached. Runs under the account's lock, so parallel calls
 * count one art once and never pass the limit.
 */
export async function recordDownload(
  db: Kysely<Database>,
  userId: number,
  artId: number,
  limit: number | null,
  now: Date = new Date(),
): Promise<DownloadRecord | null> {
  return underUserLock(db, userId, async (trx) => {
    const { start, end } = downloadMonth(now);
    const counted = await trx
      .selectFrom('downloads')
      .select((eb) => eb.fn.count<number>('art_id').distinct().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .executeTakeFirstOrThrow();
    const used = Number(counted.n);
    if (await downloadedThisMonth(trx, userId, artId, now)) return { used, counted: false };
    if (limit !== null && used >= limit) return null;
    await trx
      .insertInto('downloads')
      .values({ user_id: userId, art_id: artId, created_at: now })
      .execute();
    await trx
      .updateTable('arts')
      .set({ download_count: sql`download_count + 1` })
      .where('id', '=', artId)
      .execute();
    return { used: used + 1, counted: true };
  });
}

/**
 * Adds the art to the list unless it is there or the list holds `limit` (null: no limit);
 * the list's count after it, or null when the limit was reached.
 */
export async function addToList(
  db: Kysely<Database>,
  table: ListTable,
  userId: number,
  artId: number,
  limit: number | null,
): Promise<number | null> {
  return underUserLock(db, userId, async (trx) => {
    const current = await countOf(trx, table, userId);
    if (await inList(trx, table, userId, artId)) return current;
    if (limit !== null && current >= limit) return null;
    await trx
      .insertInto(table)
      .values({ user_id: userId, art_id: artId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return current + 1;
  });
}

/** Takes the art out of the list; the list's count after it. */
export async function removeFromList(
  db: Kysely<Database>,
  table: ListTable,
  userId: number,
  artId: number,
): Promise<number> {
  await db.deleteFrom(table).where('user_id', '=', userId).where('art_id', '=', artId).execute();
  return countOf(db, table, userId);
}

/** The list's arts, newest first (at most 500); added in the same instant, the newer art first. */
export async function listArtsIn(db: Kysely<Database>, table: ListTable, userId: number) {
  const rows = await artRowQuery(db)
    .innerJoin(`${table} as l`, 'l.art_id', 'a.id')
    .where('l.user_id', '=', userId)
    .orderBy('l.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(500)
    .execute();
  return { arts: rows.map(toArt), totalCount: rows.length };
}

/** The user's downloads (catalogue §7), newest first (at most 200). */
export async function listDownloads(db: Kysely<Database>, userId: number) {
  const rows = await db
    .selectFrom('downloads as d')
    .innerJoin('arts as a', 'a.id', 'd.art_id')
    .select([
      'd.id',
      'd.created_at',
      'a.id as art_id',
      'a.title',
      'a.image_url',
      'a.upload_key',
      'a.updated_at',
      'a.is_premium',
      'a.width',
      'a.height',
      'a.size_id',
    ])
    .where('d.user_id', '=', userId)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at.toISOString(),
    art: {
      id: row.art_id,
      title: row.title,
      imageUrl: servedArtUrl(row.image_url, { ...row, id: row.art_id }),
      isPremium: row.is_premium,
      width: row.width,
      height: row.height,
      sizeId: row.size_id,
    },
  }));
}

/** platform §3 user stats: favourites, downloads, and views of the arts the user designed. */
export async function libraryStats(db: Kysely<Database>, userId: number) {
  const [totalFavorites, totalDownloads, views] = await Promise.all([
    countOf(db, 'favorites', userId),
    countOf(db, 'downloads', userId),
    db
      .selectFrom('arts')
      .select((eb) => eb.fn.sum<number>('view_count').as('n'))
      .where('designer_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { totalFavorites, totalDownloads, totalViews: Number(views.n ?? 0) };
}
