import {
  type AdminReportsResponse,
  AdminReportsResponseSchema,
  type ReportFilter,
} from '@arte-gospel/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/queries/keys';
import { parseResponse } from '../../../../lib/queries/parse';

export interface AdminReportsParams {
  status: ReportFilter;
  page: number;
}

/** GET /api/admin/reports (api/README.md, Staff endpoints): a page of the queue. */
export async function getAdminReports(
  params: AdminReportsParams,
  signal?: AbortSignal,
): Promise<AdminReportsResponse> {
  const search = new URLSearchParams({ status: params.status, page: String(params.page) });
  return parseResponse(
    AdminReportsResponseSchema,
    await apiJson('GET', `/api/admin/reports?${search}`, undefined, { signal }),
  );
}

export function getAdminReportsQueryOptions(params: AdminReportsParams) {
  return queryOptions({
    queryKey: queryKeys.adminReports(params),
    queryFn: ({ signal }) => getAdminReports(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminReports(params: AdminReportsParams) {
  return useQuery(getAdminReportsQueryOptions(params));
}
