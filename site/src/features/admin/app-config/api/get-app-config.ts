import { type AppConfigResponse, AppConfigResponseSchema } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/queries/keys';
import { parseResponse } from '../../../../lib/queries/parse';

/** GET /api/admin/app-config (issue 19): the stored values and the defaults they replace. */
export async function getAppConfig(signal?: AbortSignal): Promise<AppConfigResponse> {
  return parseResponse(
    AppConfigResponseSchema,
    await apiJson('GET', '/api/admin/app-config', undefined, { signal }),
  );
}

export function getAppConfigQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.adminAppConfig,
    queryFn: ({ signal }) => getAppConfig(signal),
  });
}

export function useAppConfig() {
  return useQuery(getAppConfigQueryOptions());
}
