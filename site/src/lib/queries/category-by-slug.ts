import { CATALOGUE_STALE_MS, type Category, CategorySchema } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '../api-client';
import { queryKeys } from './keys';
import { parseCategories, parseResponse } from './parse';

/** catalogue §8: 'Erro ao carregar categoria: {status}'. */
export function categoryErrorMessage(status: number): string {
  return `Erro ao carregar categoria: ${status}`;
}

/**
 * GET /api/categorias/slug/{slug} (catalogue §7); on 404 falls back to GET /api/categories
 * and matches the slug. Resolves null when no category has that slug.
 */
export async function getCategoryBySlug(
  slug: string,
  signal?: AbortSignal,
): Promise<Category | null> {
  try {
    const path = `/api/categorias/slug/${encodeURIComponent(slug)}`;
    return parseResponse(CategorySchema, await apiJson('GET', path, undefined, { signal }));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status !== 404) throw new ApiError(error.status, categoryErrorMessage(error.status));
    const all = parseCategories(await apiJson('GET', '/api/categories', undefined, { signal }));
    return all.find((category) => category.slug === slug) ?? null;
  }
}

export function getCategoryBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: queryKeys.categoryBySlug(slug),
    queryFn: ({ signal }) => getCategoryBySlug(slug, signal),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useCategoryBySlug(slug: string) {
  return useQuery(getCategoryBySlugQueryOptions(slug));
}
