import { type SubscriptionResponse, SubscriptionResponseSchema } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/keys';
import { parseResponse } from '../../../lib/queries/parse';

export type { SubscriptionResponse };

/** GET /api/me/subscription (api/README.md): the plan, its status, dates and purchases. */
export async function getSubscription(signal?: AbortSignal): Promise<SubscriptionResponse> {
  return parseResponse(
    SubscriptionResponseSchema,
    await apiJson('GET', '/api/me/subscription', undefined, { signal }),
  );
}

/** Asked again on each visit: a purchase or a refund may have arrived since. */
export function getSubscriptionQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.subscription,
    queryFn: ({ signal }) => getSubscription(signal),
    staleTime: 0,
    refetchOnMount: true,
  });
}

export function useSubscription() {
  return useQuery(getSubscriptionQueryOptions());
}
