import {
  CATALOGUE_STALE_MS,
  type CategoryOverview,
  CategoryOverviewResponseSchema,
} from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../query-client';
import { queryKeys } from './keys';
import { parseResponse } from './parse';

export type { CategoryOverview };

/**
 * GET /api/categories/overview (issue 18): every category with the arts its card (/categorias)
 * and its featured tile (home) show, chosen by the server over the whole category. One call
 * instead of the shared previews plus one call per category. Fresh 30 s (catalogue §9).
 */
export function getCategoryOverviewQueryOptions() {
  const fetchJson = getQueryFn<unknown>({ on401: 'throw' });
  return queryOptions({
    queryKey: queryKeys.categoryOverview,
    queryFn: async (context): Promise<CategoryOverview[]> =>
      parseResponse(CategoryOverviewResponseSchema, await fetchJson(context)),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useCategoryOverview() {
  return useQuery(getCategoryOverviewQueryOptions());
}
