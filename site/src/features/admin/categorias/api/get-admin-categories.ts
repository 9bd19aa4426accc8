import { type AdminCategoriesResponse, AdminCategoriesResponseSchema } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/queries/keys';
import { parseResponse } from '../../../../lib/queries/parse';

/** GET /api/admin/categories (api/README.md, Staff endpoints): every category in order. */
export async function getAdminCategories(signal?: AbortSignal): Promise<AdminCategoriesResponse> {
  return parseResponse(
    AdminCategoriesResponseSchema,
    await apiJson('GET', '/api/admin/categories', undefined, { signal }),
  );
}

export function getAdminCategoriesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.adminCategories,
    queryFn: ({ signal }) => getAdminCategories(signal),
  });
}

export function useAdminCategories() {
  return useQuery(getAdminCategoriesQueryOptions());
}
