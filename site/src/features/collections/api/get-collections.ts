import {
  CATALOGUE_STALE_MS,
  type CollectionListResponse,
  CollectionListResponseSchema,
} from '@arte-gospel/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiJson, buildQueryUrl } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/keys';
import { parseResponse } from '../../../lib/queries/parse';

/** GET /api/collections: a page of kits (the same design in several formats). */
export async function getCollections(
  page: number,
  signal?: AbortSignal,
): Promise<CollectionListResponse> {
  return parseResponse(
    CollectionListResponseSchema,
    await apiJson('GET', buildQueryUrl('/api/collections', { page }), undefined, { signal }),
  );
}

/** Page after page until every kit is loaded. */
export function getCollectionsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.collections,
    queryFn: ({ pageParam, signal }) => getCollections(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.collections.length, 0);
      return loaded < last.totalCount && last.collections.length > 0 ? pages.length + 1 : undefined;
    },
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useCollections() {
  return useInfiniteQuery(getCollectionsQueryOptions());
}
