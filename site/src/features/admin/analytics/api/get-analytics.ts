import {
  type AnalyticsPeriod,
  type AnalyticsResponse,
  AnalyticsResponseSchema,
} from '@arte-gospel/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/queries/keys';
import { parseResponse } from '../../../../lib/queries/parse';

/** GET /api/admin/analytics?days (api/README.md, Staff endpoints; admin only). */
export async function getAnalytics(
  days: AnalyticsPeriod,
  signal?: AbortSignal,
): Promise<AnalyticsResponse> {
  return parseResponse(
    AnalyticsResponseSchema,
    await apiJson('GET', `/api/admin/analytics?days=${days}`, undefined, { signal }),
  );
}

export function getAnalyticsQueryOptions(days: AnalyticsPeriod) {
  return queryOptions({
    queryKey: queryKeys.adminAnalytics({ days }),
    queryFn: ({ signal }) => getAnalytics(days, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAnalytics(days: AnalyticsPeriod) {
  return useQuery(getAnalyticsQueryOptions(days));
}
