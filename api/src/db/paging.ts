import type { SelectQueryBuilder } from 'kysely';

// Staff's paged lists (users, arts, reports, audit, deliveries, unmatched purchases): one page
// of a filtered query and how many rows the whole filter has, read at the same time.

/** A query of rows, ordered, that can be cut to a page. */
interface PageableQuery<O> {
  limit(limit: number): { offset(offset: number): { execute(): Promise<O[]> } };
}

/**
 * Page `page` (from 1) of `limit` rows of `rows`, and `totalCount`: the rows of `filtered`,
 * the query `rows` selects from (its filters, without its columns, joins for columns and
 * order).
 */
export async function paged<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  rows: PageableQuery<O>,
  page: { page: number; limit: number },
): Promise<{ rows: O[]; totalCount: number }> {
  const [pageRows, total] = await Promise.all([
    rows
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    filtered
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .$castTo<{ n: number | string | bigint }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: pageRows, totalCount: Number(total.n) };
}
