import {
  type DeliveriesResponse,
  DeliveriesResponseSchema,
  type DeliveryDetail,
  DeliveryDetailSchema,
} from '@arte-gospel/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/queries/keys';
import { parseResponse } from '../../../../lib/queries/parse';

export interface DeliveriesParams {
  page: number;
  result: string;
  origin: string;
  q: string;
}

export const DELIVERIES_PAGE_SIZE = 25;

/** GET /api/admin/webhooks/deliveries: a page of the provider's deliveries, newest first. */
export async function getDeliveries(
  params: DeliveriesParams,
  signal?: AbortSignal,
): Promise<DeliveriesResponse> {
  const search = new URLSearchParams({
    page: String(params.page),
    limit: String(DELIVERIES_PAGE_SIZE),
    result: params.result,
    origin: params.origin,
  });
  if (params.q) search.set('q', params.q);
  return parseResponse(
    DeliveriesResponseSchema,
    await apiJson('GET', `/api/admin/webhooks/deliveries?${search}`, undefined, { signal }),
  );
}

export function getDeliveriesQueryOptions(params: DeliveriesParams) {
  return queryOptions({
    queryKey: queryKeys.adminDeliveries(params),
    queryFn: ({ signal }) => getDeliveries(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDeliveries(params: DeliveriesParams) {
  return useQuery(getDeliveriesQueryOptions(params));
}

/** GET /api/admin/webhooks/deliveries/:id: one delivery, its stored payload and ledger rows. */
export async function getDelivery(id: number, signal?: AbortSignal): Promise<DeliveryDetail> {
  return parseResponse(
    DeliveryDetailSchema,
    await apiJson('GET', `/api/admin/webhooks/deliveries/${id}`, undefined, { signal }),
  );
}

export function getDeliveryQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.adminDelivery(id),
    queryFn: ({ signal }) => getDelivery(id, signal),
  });
}

export function useDelivery(id: number, enabled: boolean) {
  return useQuery({ ...getDeliveryQueryOptions(id), enabled });
}
