import {
  type ArtListResponse,
  ArtListResponseSchema,
  CATALOGUE_STALE_MS,
} from '@arte-gospel/domain';
import { queryOptions } from '@tanstack/react-query';
import { getQueryFn } from '../query-client';
import { queryKeys } from './keys';
import { parseResponse } from './parse';

export interface ArtsParams {
  page?: number;
  limit?: number;
  categoryId?: number;
  formatId?: number;
  fileTypeId?: number;
  isPremium?: boolean;
  isVisible?: boolean;
  sortBy?: string;
  search?: string;
}

/**
 * GET /api/arts (catalogue §7): a page of arts and their total, keyed by its params, fresh
 * 30 s (catalogue §9). The home's gallery and season highlight read it.
 */
export function getArtsQueryOptions(params: ArtsParams) {
  const fetchJson = getQueryFn<unknown>({ on401: 'throw' });
  return queryOptions({
    queryKey: queryKeys.arts(params),
    queryFn: async (context): Promise<ArtListResponse> =>
      parseResponse(ArtListResponseSchema, await fetchJson(context)),
    staleTime: CATALOGUE_STALE_MS,
  });
}
