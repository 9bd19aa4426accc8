import {
  type ArtListResponse,
  ArtListResponseSchema,
  CATALOGUE_STALE_MS,
  CATEGORY_PAGE_SIZE,
  type Sort,
} from '@arte-gospel/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiJson, buildQueryUrl } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/keys';
import { parseResponse } from '../../../lib/queries/parse';

export interface CategoryArtsFilter {
  categoryId: number;
  formatId?: number;
  fileTypeId?: number;
  isPremium?: boolean;
  sortBy?: Sort;
  search?: string;
}

/** GET /api/arts with page, limit 100 and the gallery's filters (catalogue §7). */
export async function getCategoryArts(
  filter: CategoryArtsFilter,
  page: number,
  signal?: AbortSignal,
  limit: number = CATEGORY_PAGE_SIZE,
): Promise<ArtListResponse> {
  const url = buildQueryUrl('/api/arts', { ...filter, page, limit });
  return parseResponse(ArtListResponseSchema, await apiJson('GET', url, undefined, { signal }));
}

/** Pages of 100 until the loaded count reaches totalCount (catalogue §4, §9). */
export function getCategoryArtsQueryOptions(filter: CategoryArtsFilter) {
  return infiniteQueryOptions({
    queryKey: queryKeys.artsInfinite({ ...filter, limit: CATEGORY_PAGE_SIZE }),
    queryFn: ({ pageParam, signal }) => getCategoryArts(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.arts.length, 0);
      return loaded < last.totalCount && last.arts.length > 0 ? pages.length + 1 : undefined;
    },
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useCategoryArts(filter: CategoryArtsFilter | null) {
  return useInfiniteQuery({
    ...getCategoryArtsQueryOptions(filter ?? { categoryId: 0 }),
    enabled: filter !== null,
  });
}
