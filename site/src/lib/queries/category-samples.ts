import { type Art, ArtListResponseSchema, CATALOGUE_STALE_MS } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, buildQueryUrl } from '../api-client';
import { parseResponse } from './parse';

/** How many of a category's oldest arts are read for its samples. */
export const CATEGORY_SAMPLES_LIMIT = 12;

/**
 * A category's own first arts (GET /api/arts?categoryId, id ascending), for a card whose
 * category has arts but none among the shared 50 previews of catalogue §7: without it such
 * a card would read 'Em breve', which means "no art yet".
 */
export function getCategorySamplesQueryOptions(categoryId: number) {
  const params = { categoryId, page: 1, limit: CATEGORY_SAMPLES_LIMIT, sortBy: 'antigos' };
  return queryOptions({
    queryKey: ['/api/arts', params] as const,
    queryFn: async ({ signal }): Promise<Art[]> =>
      parseResponse(
        ArtListResponseSchema,
        await apiJson('GET', buildQueryUrl('/api/arts', params), undefined, { signal }),
      ).arts,
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useCategorySamples(categoryId: number, enabled: boolean) {
  return useQuery({ ...getCategorySamplesQueryOptions(categoryId), enabled });
}
