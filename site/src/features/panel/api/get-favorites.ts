import { type ArtListResponse, ArtListResponseSchema } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/keys';
import { parseResponse } from '../../../lib/queries/parse';

/** GET /api/favorites (api/README.md): the user's favourite arts, newest first. */
export async function getFavorites(signal?: AbortSignal): Promise<ArtListResponse> {
  return parseResponse(
    ArtListResponseSchema,
    await apiJson('GET', '/api/favorites', undefined, { signal }),
  );
}

export function getFavoritesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.favorites,
    queryFn: ({ signal }) => getFavorites(signal),
  });
}

export function useFavorites() {
  return useQuery(getFavoritesQueryOptions());
}
