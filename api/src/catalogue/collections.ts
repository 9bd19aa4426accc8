import { COLLECTIONS_PAGE_SIZE, KIT_MAX_ARTS } from '@arte-gospel/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { artRowQuery, cachedArtList, toArt } from './arts';
import { isPublished } from './published';

/**
 * Every kit's id, the newest kit first (by its newest published art): the groups whose
 * published arts come in at least two sizes (the same design in several formats). One pass
 * over the published arts, kept 30 s (cachedArtList).
 */
function kitIds(db: Kysely<Database>): Promise<string[]> {
  return cachedArtList(db, 'collections', async () => {
    const rows = await db
      .selectFrom('arts as a')
      .where(isPublished)
      // (A null group_id is not <> '' either.)
      .where('a.group_id', '<>', '')
      .groupBy('a.group_id')
      .having(sql`count(distinct coalesce(a.size_id, a.format_id::text))`, '>=', 2)
      .select(['a.group_id', (eb) => eb.fn.max('a.created_at').as('newest')])
      .orderBy('newest', 'desc')
      .orderBy('a.group_id')
      .execute();
    return rows.flatMap((row) => (row.group_id ? [row.group_id] : []));
  });
}

/**
 * A page of kits (/collections), each with its first KIT_MAX_ARTS published arts in id
 * order, and how many kits there are.
 */
export async function listCollections(
  db: Kysely<Database>,
  page: number,
): Promise<{
  collections: { groupId: string; arts: ReturnType<typeof toArt>[] }[];
  totalCount: number;
}> {
  const all = await kitIds(db);
  const ids = all.slice((page - 1) * COLLECTIONS_PAGE_SIZE, page * COLLECTIONS_PAGE_SIZE);
  if (ids.length === 0) return { collections: [], totalCount: all.length };
  const firstArts = db
    .selectFrom('arts as a')
    .where(isPublished)
    .where('a.group_id', 'in', ids)
    .select([
      'a.id',
      sql<number>`row_number() over (partition by a.group_id order by a.id)`.as('position'),
    ])
    .as('k');
  const arts = await artRowQuery(db)
    .where(
      'a.id',
      'in',
      db.selectFrom(firstArts).select('k.id').where('k.position', '<=', KIT_MAX_ARTS),
    )
    .orderBy('a.id')
    .execute();
  return {
    collections: ids.map((groupId) => ({
      groupId,
      arts: arts.filter((art) => art.group_id === groupId).map(toArt),
    })),
    totalCount: all.length,
  };
}
