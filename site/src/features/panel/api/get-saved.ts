import { type ArtListResponse, ArtListResponseSchema } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/keys';
import { parseResponse } from '../../../lib/queries/parse';

/** GET /api/saved (api/README.md): the user's saved arts, newest first. */
export async function getSaved(signal?: AbortSignal): Promise<ArtListResponse> {
  return parseResponse(
    ArtListResponseSchema,
    await apiJson('GET', '/api/saved', undefined, { signal }),
  );
}

export function getSavedQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.saved,
    queryFn: ({ signal }) => getSaved(signal),
  });
}

export function useSaved() {
  return useQuery(getSavedQueryOptions());
}
