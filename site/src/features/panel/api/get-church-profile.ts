import { type ChurchProfile, ChurchProfileResponseSchema } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/keys';
import { parseResponse } from '../../../lib/queries/parse';

export type { ChurchProfile };

/** GET /api/church-profile (api/README.md): 'Minha igreja', or null before the first save. */
export async function getChurchProfile(signal?: AbortSignal): Promise<ChurchProfile | null> {
  return parseResponse(
    ChurchProfileResponseSchema,
    await apiJson('GET', '/api/church-profile', undefined, { signal }),
  );
}

export function getChurchProfileQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.churchProfile,
    queryFn: ({ signal }) => getChurchProfile(signal),
  });
}

export function useChurchProfile() {
  return useQuery(getChurchProfileQueryOptions());
}
