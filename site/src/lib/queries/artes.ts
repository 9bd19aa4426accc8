import {
  type ArtListResponse,
  ArtListResponseSchema,
  CATALOGUE_STALE_MS,
  type Sort,
} from '@arte-gospel/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../query-client';
import { parseResponse } from './parse';

export interface ArtesParams {
  page: number;
  limit: number;
  sortBy: Sort;
  categoryId?: number;
  formatId?: number;
  /** A file type slug. */
  fileType?: string;
  isPremium?: boolean;
  search?: string;
}

/** A listing page's body, checked against the contract. */
export function parseArtList(body: unknown): ArtListResponse {
  return parseResponse(ArtListResponseSchema, body);
}

/** GET /api/artes (catalogue §7): the listing page, 24 per page; fresh 30 s (catalogue §9). */
export function getArtesQueryOptions(params: ArtesParams) {
  const fetchJson = getQueryFn<unknown>({ on401: 'throw' });
  return queryOptions({
    queryKey: ['/api/artes', params] as const,
    queryFn: async (context): Promise<ArtListResponse> => parseArtList(await fetchJson(context)),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** `enabled` false holds the call back while a param is still unknown (no wasted page). */
export function useArtes(params: ArtesParams, enabled = true) {
  return useQuery({
    ...getArtesQueryOptions(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
