import {
  type ArtListResponse,
  ArtListResponseSchema,
  LISTING_PAGE_SIZE,
} from '@arte-gospel/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiJson, buildQueryUrl } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/keys';
import { parseResponse } from '../../../lib/queries/parse';

/** GET /api/designers/:username/arts (api/README.md), pages of 24, newest first. */
export async function getDesignerArts(
  username: string,
  page: number,
  signal?: AbortSignal,
): Promise<ArtListResponse> {
  const url = buildQueryUrl(`/api/designers/${encodeURIComponent(username)}/arts`, {
    page,
    limit: LISTING_PAGE_SIZE,
  });
  return parseResponse(ArtListResponseSchema, await apiJson('GET', url, undefined, { signal }));
}

export function getDesignerArtsQueryOptions(username: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.designerArts(username),
    queryFn: ({ pageParam, signal }) => getDesignerArts(username, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.arts.length, 0);
      return loaded < last.totalCount && last.arts.length > 0 ? pages.length + 1 : undefined;
    },
    staleTime: 30_000,
  });
}

export function useDesignerArts(username: string) {
  return useInfiniteQuery(getDesignerArtsQueryOptions(username));
}
