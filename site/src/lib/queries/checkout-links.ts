import { type CheckoutLinksResponse, CheckoutLinksResponseSchema } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAfterLoad } from '../after-load';
import { getQueryFn } from '../query-client';
import { queryKeys } from './keys';
import { parseResponse } from './parse';

/**
 * GET /api/checkout-links: the link each plan is bought through now, null for a plan with
 * none (platform §2.5). Staff change them rarely: kept five minutes.
 */
export function getCheckoutLinksQueryOptions() {
  const fetchJson = getQueryFn<unknown>({ on401: 'throw' });
  return queryOptions({
    queryKey: queryKeys.checkoutLinks,
    queryFn: async (context): Promise<CheckoutLinksResponse> =>
      parseResponse(CheckoutLinksResponseSchema, await fetchJson(context)),
    staleTime: 5 * 60_000,
  });
}

/** The plans' links, asked for once the page has loaded (never part of its first screen). */
export function useCheckoutLinks() {
  return useQuery({ ...getCheckoutLinksQueryOptions(), enabled: useAfterLoad() });
}
