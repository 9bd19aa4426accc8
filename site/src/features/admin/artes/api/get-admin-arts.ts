import {
  type AdminArtLicence,
  type AdminArtStatus,
  type AdminArtsResponse,
  AdminArtsResponseSchema,
  type AdminDesigners,
  AdminDesignersResponseSchema,
} from '@arte-gospel/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/queries/keys';
import { parseResponse } from '../../../../lib/queries/parse';

export interface AdminArtsParams {
  q: string;
  categoryId: string;
  formatId: string;
  status: AdminArtStatus | '';
  licence: AdminArtLicence | '';
  page: number;
}

export const NO_ADMIN_ARTS_FILTER: AdminArtsParams = {
  q: '',
  categoryId: '',
  formatId: '',
  status: '',
  licence: '',
  page: 1,
};

/** GET /api/admin/arts (api/README.md, Staff endpoints): a page of every art, filtered. */
export async function getAdminArts(
  params: AdminArtsParams,
  signal?: AbortSignal,
): Promise<AdminArtsResponse> {
  const search = new URLSearchParams({ page: String(params.page) });
  for (const key of ['q', 'categoryId', 'formatId', 'status', 'licence'] as const) {
    if (params[key]) search.set(key, params[key]);
  }
  return parseResponse(
    AdminArtsResponseSchema,
    await apiJson('GET', `/api/admin/arts?${search}`, undefined, { signal }),
  );
}

export function getAdminArtsQueryOptions(params: AdminArtsParams) {
  return queryOptions({
    queryKey: queryKeys.adminArts(params),
    queryFn: ({ signal }) => getAdminArts(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminArts(params: AdminArtsParams) {
  return useQuery(getAdminArtsQueryOptions(params));
}

/** GET /api/admin/arts/designers: who may sign an art. */
export async function getArtSigners(signal?: AbortSignal): Promise<AdminDesigners> {
  return parseResponse(
    AdminDesignersResponseSchema,
    await apiJson('GET', '/api/admin/arts/designers', undefined, { signal }),
  );
}

export function getArtSignersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.adminArtSigners,
    queryFn: ({ signal }) => getArtSigners(signal),
    staleTime: 5 * 60_000,
  });
}

export function useArtSigners() {
  return useQuery(getArtSignersQueryOptions());
}
