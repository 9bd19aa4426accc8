import { type UnmatchedResponse, UnmatchedResponseSchema } from '@arte-gospel/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/queries/keys';
import { parseResponse } from '../../../../lib/queries/parse';

export const UNMATCHED_PAGE_SIZE = 25;

/** GET /api/admin/webhooks/unmatched: purchases no plan matched, newest first. */
export async function getUnmatched(page: number, signal?: AbortSignal): Promise<UnmatchedResponse> {
  const search = new URLSearchParams({ page: String(page), limit: String(UNMATCHED_PAGE_SIZE) });
  return parseResponse(
    UnmatchedResponseSchema,
    await apiJson('GET', `/api/admin/webhooks/unmatched?${search}`, undefined, { signal }),
  );
}

export function getUnmatchedQueryOptions(page: number) {
  return queryOptions({
    queryKey: queryKeys.adminUnmatched({ page }),
    queryFn: ({ signal }) => getUnmatched(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUnmatched(page: number) {
  return useQuery(getUnmatchedQueryOptions(page));
}
