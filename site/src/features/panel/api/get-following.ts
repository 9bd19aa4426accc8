import { type DesignerSummary, DesignerSummarySchema } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/keys';
import { parseResponse } from '../../../lib/queries/parse';

export type { DesignerSummary };

const FollowingSchema = v.array(DesignerSummarySchema);

/** GET /api/following (api/README.md): the designers the user follows, newest first. */
export async function getFollowing(signal?: AbortSignal): Promise<DesignerSummary[]> {
  return parseResponse(
    FollowingSchema,
    await apiJson('GET', '/api/following', undefined, { signal }),
  );
}

export function getFollowingQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.following,
    queryFn: ({ signal }) => getFollowing(signal),
  });
}

export function useFollowing() {
  return useQuery(getFollowingQueryOptions());
}
