import {
  type AssignPurchaseBody,
  type AssignPurchaseResponse,
  AssignPurchaseResponseSchema,
  type ReplayResponse,
  ReplayResponseSchema,
} from '@arte-gospel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/queries/keys';
import { parseResponse } from '../../../../lib/queries/parse';

// What staff do from /admin/webhooks (api/README.md, Staff endpoints). After each, the
// deliveries and the unmatched purchases are read again (their keys' first element).

/** POST /api/admin/webhooks/deliveries/:id/replay. */
export async function replayDelivery(id: number): Promise<ReplayResponse> {
  return parseResponse(
    ReplayResponseSchema,
    await apiJson('POST', `/api/admin/webhooks/deliveries/${id}/replay`),
  );
}

/** POST /api/admin/webhooks/unmatched/:id/assign. */
export async function assignPurchase(input: {
  id: number;
  body: AssignPurchaseBody;
}): Promise<AssignPurchaseResponse> {
  return parseResponse(
    AssignPurchaseResponseSchema,
    await apiJson('POST', `/api/admin/webhooks/unmatched/${input.id}/assign`, input.body),
  );
}

function useRefreshWebhooks() {
  const client = useQueryClient();
  // Not awaited: the answer is shown at once, the lists follow.
  return () => {
    void client.invalidateQueries({ queryKey: [queryKeys.adminDeliveries({})[0]] });
    void client.invalidateQueries({ queryKey: [queryKeys.adminUnmatched({})[0]] });
  };
}

export function useReplayDelivery() {
  const refresh = useRefreshWebhooks();
  return useMutation({ mutationFn: replayDelivery, onSuccess: refresh });
}

export function useAssignPurchase() {
  const refresh = useRefreshWebhooks();
  return useMutation({ mutationFn: assignPurchase, onSuccess: refresh });
}
