import { type AdminPopup, AdminPopupsResponseSchema } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/queries/keys';
import { parseResponse } from '../../../../lib/queries/parse';

/** GET /api/admin/popups (issue 19, admin only): every popup with its views, clicks, dismissals. */
export async function getAdminPopups(signal?: AbortSignal): Promise<AdminPopup[]> {
  return parseResponse(
    AdminPopupsResponseSchema,
    await apiJson('GET', '/api/admin/popups', undefined, { signal }),
  );
}

export function getAdminPopupsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.adminPopups,
    queryFn: ({ signal }) => getAdminPopups(signal),
  });
}

export function useAdminPopups() {
  return useQuery(getAdminPopupsQueryOptions());
}
