import { CATALOGUE_STALE_MS } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../query-client';
import { type Category, parseCategories } from './parse';

// GET /api/categories (catalogue §7). Categories are fresh for 30 s (catalogue §9).
export const CATEGORIES_STALE_MS = CATALOGUE_STALE_MS;

export function getCategoriesQueryOptions() {
  const fetchJson = getQueryFn<unknown>({ on401: 'throw' });
  return queryOptions({
    queryKey: ['/api/categories'] as const,
    queryFn: async (context): Promise<Category[]> => parseCategories(await fetchJson(context)),
    staleTime: CATEGORIES_STALE_MS,
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
