import {
  ARTS_FETCH_RETRY_DELAY_MS,
  type ArtListResponse,
  ArtListResponseSchema,
  CATALOGUE_STALE_MS,
  HOME_GALLERY_LIMIT,
} from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, buildQueryUrl } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/queries/parse';

/** catalogue §8: the home gallery's failure text. */
export const HOME_GALLERY_ERROR = 'Erro ao carregar artes';

/**
 * The home gallery (catalogue §7): GET /api/arts limit 25, page 1, isVisible true and the
 * chosen category; cache key named /api/artes; 2 retries 1 s apart, fresh 30 s (§8, §9).
 */
export function getHomeGalleryQueryOptions(categoryId: number | undefined) {
  const params = { limit: HOME_GALLERY_LIMIT, page: 1, isVisible: true, categoryId };
  return queryOptions({
    queryKey: ['/api/artes', params] as const,
    queryFn: async ({ signal }): Promise<ArtListResponse> =>
      parseResponse(
        ArtListResponseSchema,
        await apiJson('GET', buildQueryUrl('/api/arts', params), undefined, { signal }),
      ),
    staleTime: CATALOGUE_STALE_MS,
    retry: 2,
    retryDelay: ARTS_FETCH_RETRY_DELAY_MS,
  });
}

export function useHomeGallery(categoryId: number | undefined) {
  return useQuery(getHomeGalleryQueryOptions(categoryId));
}
