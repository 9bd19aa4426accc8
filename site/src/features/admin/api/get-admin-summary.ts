import { type AdminSummary, AdminSummarySchema } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/keys';
import { parseResponse } from '../../../lib/queries/parse';

/** GET /api/admin/summary: the admin home's figures for the level signed in. */
export async function getAdminSummary(signal?: AbortSignal): Promise<AdminSummary> {
  return parseResponse(
    AdminSummarySchema,
    await apiJson('GET', '/api/admin/summary', undefined, { signal }),
  );
}

export function getAdminSummaryQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.adminSummary,
    queryFn: ({ signal }) => getAdminSummary(signal),
  });
}

export function useAdminSummary() {
  return useQuery(getAdminSummaryQueryOptions());
}
