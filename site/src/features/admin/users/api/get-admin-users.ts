import { type AdminUsersResponse, AdminUsersResponseSchema } from '@arte-gospel/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/queries/keys';
import { parseResponse } from '../../../../lib/queries/parse';

export interface AdminUsersParams {
  q: string;
  page: number;
}

/** GET /api/admin/users (api/README.md, Staff endpoints): a page of accounts matching `q`. */
export async function getAdminUsers(
  params: AdminUsersParams,
  signal?: AbortSignal,
): Promise<AdminUsersResponse> {
  const search = new URLSearchParams({ page: String(params.page) });
  if (params.q) search.set('q', params.q);
  return parseResponse(
    AdminUsersResponseSchema,
    await apiJson('GET', `/api/admin/users?${search}`, undefined, { signal }),
  );
}

export function getAdminUsersQueryOptions(params: AdminUsersParams) {
  return queryOptions({
    queryKey: queryKeys.adminUsers(params),
    queryFn: ({ signal }) => getAdminUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(params: AdminUsersParams) {
  return useQuery(getAdminUsersQueryOptions(params));
}
