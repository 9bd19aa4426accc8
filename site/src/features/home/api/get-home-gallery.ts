import { ARTS_FETCH_RETRY_DELAY_MS, HOME_GALLERY_LIMIT } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getArtsQueryOptions } from '../../../lib/queries/arts';

/** catalogue §8: the home gallery's failure text. */
export const HOME_GALLERY_ERROR = 'Erro ao carregar artes';

/**
 * The home gallery (catalogue §7): GET /api/arts limit 25, page 1, isVisible true and the
 * chosen category, under the /api/arts key like every other page of arts (catalogue §7
 * named it /api/artes, the listing's key); 2 retries 1 s apart, fresh 30 s (§8, §9).
 */
export function getHomeGalleryQueryOptions(categoryId: number | undefined) {
  return queryOptions({
    ...getArtsQueryOptions({ limit: HOME_GALLERY_LIMIT, page: 1, isVisible: true, categoryId }),
    retry: 2,
    retryDelay: ARTS_FETCH_RETRY_DELAY_MS,
  });
}

export function useHomeGallery(categoryId: number | undefined) {
  return useQuery(getHomeGalleryQueryOptions(categoryId));
}
