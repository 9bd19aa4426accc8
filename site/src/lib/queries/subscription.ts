import { type SubscriptionResponse, SubscriptionResponseSchema } from '@arte-gospel/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '../api-client';
import { queryKeys } from './keys';
import { parseResponse } from './parse';

export type { SubscriptionResponse };

/** GET /api/me/subscription (api/README.md): the plan, its status, dates and purchases. */
export async function getSubscription(signal?: AbortSignal): Promise<SubscriptionResponse> {
  return parseResponse(
    SubscriptionResponseSchema,
    await apiJson('GET', '/api/me/subscription', undefined, { signal }),
  );
}

/**
 * Asked again on each visit: a purchase or a refund may have arrived since (the panel's
 * subscription page, and /obrigado waiting for a renewal).
 */
export function getSubscriptionQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.subscription,
    queryFn: ({ signal }) => getSubscription(signal),
    staleTime: 0,
    refetchOnMount: true,
  });
}
