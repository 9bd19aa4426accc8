import { CATALOGUE_STALE_MS } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/queries/keys';
import { getCategoryArts } from './get-category-arts';

export interface CategoryCounts {
  premium: number;
  free: number;
}

/** Premium and free totals of a category for its statistics (two GET /api/arts totals). */
export function getCategoryCountsQueryOptions(categoryId: number) {
  return queryOptions({
    queryKey: queryKeys.categoryCounts(categoryId),
    queryFn: async ({ signal }): Promise<CategoryCounts> => {
      const [premium, free] = await Promise.all([
        getCategoryArts({ categoryId, isPremium: true }, 1, signal, 1),
        getCategoryArts({ categoryId, isPremium: false }, 1, signal, 1),
      ]);
      return { premium: premium.totalCount, free: free.totalCount };
    },
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useCategoryCounts(categoryId: number | undefined, enabled: boolean) {
  return useQuery({
    ...getCategoryCountsQueryOptions(categoryId ?? 0),
    enabled: enabled && categoryId !== undefined,
  });
}
