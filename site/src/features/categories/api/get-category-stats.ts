import { CATALOGUE_STALE_MS, type CategoryStats, CategoryStatsSchema } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/keys';
import { parseResponse } from '../../../lib/queries/parse';

/** GET /api/categories/{slug}/stats: 'Sobre esta categoria', counted by the server (issue 18). */
export async function getCategoryStats(slug: string, signal?: AbortSignal): Promise<CategoryStats> {
  const path = `/api/categories/${encodeURIComponent(slug)}/stats`;
  return parseResponse(CategoryStatsSchema, await apiJson('GET', path, undefined, { signal }));
}

export function getCategoryStatsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: queryKeys.categoryStats(slug),
    queryFn: ({ signal }) => getCategoryStats(slug, signal),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** Read once the details are open. */
export function useCategoryStats(slug: string, enabled: boolean) {
  return useQuery({ ...getCategoryStatsQueryOptions(slug), enabled });
}
