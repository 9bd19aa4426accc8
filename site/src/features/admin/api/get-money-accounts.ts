import { type AccountSearchResponse, AccountSearchResponseSchema } from '@arte-gospel/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/keys';
import { parseResponse } from '../../../lib/queries/parse';

/**
 * GET /api/admin/webhooks/accounts?q: up to 10 accounts with their plan, for giving a
 * purchase to one (/admin/webhooks) or simulating events for one (test subscription settings).
 */
export async function getMoneyAccounts(
  q: string,
  signal?: AbortSignal,
): Promise<AccountSearchResponse> {
  const search = new URLSearchParams();
  if (q) search.set('q', q);
  return parseResponse(
    AccountSearchResponseSchema,
    await apiJson('GET', `/api/admin/webhooks/accounts?${search}`, undefined, { signal }),
  );
}

export function getMoneyAccountsQueryOptions(q: string) {
  return queryOptions({
    queryKey: queryKeys.adminMoneyAccounts(q),
    queryFn: ({ signal }) => getMoneyAccounts(q, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMoneyAccounts(q: string, enabled = true) {
  return useQuery({ ...getMoneyAccountsQueryOptions(q), enabled });
}
