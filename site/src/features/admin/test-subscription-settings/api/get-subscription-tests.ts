import {
  type SimulateBody,
  type SimulateResponse,
  SimulateResponseSchema,
  type SimulationSettings,
  SimulationSettingsSchema,
} from '@arte-gospel/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/queries/keys';
import { parseResponse } from '../../../../lib/queries/parse';

/** GET /api/admin/subscription-tests: the events that can be simulated (403 in production). */
export async function getSubscriptionTests(signal?: AbortSignal): Promise<SimulationSettings> {
  return parseResponse(
    SimulationSettingsSchema,
    await apiJson('GET', '/api/admin/subscription-tests', undefined, { signal }),
  );
}

export function getSubscriptionTestsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.adminSubscriptionTests,
    queryFn: ({ signal }) => getSubscriptionTests(signal),
  });
}

export function useSubscriptionTests() {
  return useQuery(getSubscriptionTestsQueryOptions());
}

/** POST /api/admin/subscription-tests/simulate: one event through the purchase path. */
export async function simulate(body: SimulateBody): Promise<SimulateResponse> {
  return parseResponse(
    SimulateResponseSchema,
    await apiJson('POST', '/api/admin/subscription-tests/simulate', body),
  );
}

export function useSimulate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: simulate,
    // The account's plan changed: the account search shows it again.
    onSuccess: () => client.invalidateQueries({ queryKey: [queryKeys.adminMoneyAccounts('')[0]] }),
  });
}
