import type { DeleteResult, UpdateResult } from 'kysely';

/** Runs an update or delete of one row; whether a row was there to change. */
export async function reachedRow(query: {
  executeTakeFirst(): Promise<UpdateResult | DeleteResult>;
}): Promise<boolean> {
  const result = await query.executeTakeFirst();
  return ('numUpdatedRows' in result ? result.numUpdatedRows : result.numDeletedRows) > 0n;
}
