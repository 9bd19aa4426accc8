import {
  type TestDeliveryResponse,
  TestDeliveryResponseSchema,
  type WebhookDiagnostics,
  WebhookDiagnosticsSchema,
} from '@arte-gospel/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/queries/keys';
import { parseResponse } from '../../../../lib/queries/parse';

/** GET /api/admin/webhooks/diagnostics: token and links configured, last delivery, counts. */
export async function getWebhookDiagnostics(signal?: AbortSignal): Promise<WebhookDiagnostics> {
  return parseResponse(
    WebhookDiagnosticsSchema,
    await apiJson('GET', '/api/admin/webhooks/diagnostics', undefined, { signal }),
  );
}

export function getWebhookDiagnosticsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.adminWebhookDiagnostics,
    queryFn: ({ signal }) => getWebhookDiagnostics(signal),
  });
}

export function useWebhookDiagnostics() {
  return useQuery(getWebhookDiagnosticsQueryOptions());
}

/** POST /api/admin/webhooks/test-delivery: the provider's sample through the real endpoint. */
export async function sendTestDelivery(): Promise<TestDeliveryResponse> {
  return parseResponse(
    TestDeliveryResponseSchema,
    await apiJson('POST', '/api/admin/webhooks/test-delivery'),
  );
}

export function useSendTestDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendTestDelivery,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.adminWebhookDiagnostics }),
  });
}
