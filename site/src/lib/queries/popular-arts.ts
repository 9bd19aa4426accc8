import { type Art, CATALOGUE_STALE_MS, PopularArtsResponseSchema } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../query-client';
import { parseResponse } from './parse';

/** GET /api/arts/popular (catalogue §7): the most downloaded arts. */
export function getPopularArtsQueryOptions() {
  const fetchJson = getQueryFn<unknown>({ on401: 'throw' });
  return queryOptions({
    queryKey: ['/api/arts/popular'] as const,
    queryFn: async (context): Promise<Art[]> =>
      parseResponse(PopularArtsResponseSchema, await fetchJson(context)).arts,
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function usePopularArts(enabled = true) {
  return useQuery({ ...getPopularArtsQueryOptions(), enabled });
}
