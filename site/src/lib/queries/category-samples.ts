import type { Art } from '@arte-gospel/domain';
import { useQuery } from '@tanstack/react-query';
import { getArtsQueryOptions } from './arts';

/** How many of a category's oldest arts are read for its samples. */
export const CATEGORY_SAMPLES_LIMIT = 12;

/**
 * A category's own first arts (GET /api/arts?categoryId, id ascending), for a card whose
 * category has arts but none among the shared 50 previews of catalogue §7: without it such
 * a card would read 'Em breve', which means "no art yet".
 */
export function useCategorySamples(categoryId: number, enabled: boolean) {
  return useQuery({
    ...getArtsQueryOptions({
      categoryId,
      page: 1,
      limit: CATEGORY_SAMPLES_LIMIT,
      sortBy: 'antigos',
    }),
    select: (page): Art[] => page.arts,
    enabled,
  });
}
