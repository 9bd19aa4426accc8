import {
  type AdminDesignerProfilesResponse,
  AdminDesignerProfilesResponseSchema,
} from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/queries/keys';
import { parseResponse } from '../../../../lib/queries/parse';

/** GET /api/admin/designers (api/README.md, Staff endpoints): the designers in public order. */
export async function getAdminDesigners(
  signal?: AbortSignal,
): Promise<AdminDesignerProfilesResponse> {
  return parseResponse(
    AdminDesignerProfilesResponseSchema,
    await apiJson('GET', '/api/admin/designers', undefined, { signal }),
  );
}

export function getAdminDesignersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.adminDesigners,
    queryFn: ({ signal }) => getAdminDesigners(signal),
  });
}

export function useAdminDesigners() {
  return useQuery(getAdminDesignersQueryOptions());
}
