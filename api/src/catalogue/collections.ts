import { COLLECTIONS_PAGE_SIZE } from '@arte-gospel/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { artRowQuery, toArt } from './arts';
import { isPublished } from './published';

/**
 * A page of kits (/collections): the groups of at least two published arts sharing a
 * group_id (the same design in several formats), the newest kit first (by its newest art),
 * each with its arts in id order; and how many kits there are.
 */
export async function listCollections(
  db: Kysely<Database>,
  page: number,
): Promise<{
  collections: { groupId: string; arts: ReturnType<typeof toArt>[] }[];
  totalCount: number;
}> {
  const groups = db
    .selectFrom('arts as a')
    .where(isPublished)
    .where('a.group_id', 'is not', null)
    .groupBy('a.group_id')
    .having((eb) => eb.fn.countAll(), '>=', 2);
  const [rows, total] = await Promise.all([
    groups
      .select(['a.group_id', (eb) => eb.fn.max('a.created_at').as('newest')])
      .orderBy('newest', 'desc')
      .orderBy('a.group_id')
      .limit(COLLECTIONS_PAGE_SIZE)
      .offset((page - 1) * COLLECTIONS_PAGE_SIZE)
      .execute(),
    db
      .selectFrom(groups.select('a.group_id').as('g'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const ids = rows.flatMap((row) => (row.group_id === null ? [] : [row.group_id]));
  const arts =
    ids.length === 0
      ? []
      : await artRowQuery(db)
          .where('a.group_id', 'in', ids)
          .where(isPublished)
          .orderBy('a.id')
          .execute();
  return {
    collections: ids.map((groupId) => ({
      groupId,
      arts: arts.filter((art) => art.group_id === groupId).map(toArt),
    })),
    totalCount: Number(total.n),
  };
}
