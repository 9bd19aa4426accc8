import { type ChurchProfile, ChurchProfileResponseSchema } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../api-client';
import { queryKeys } from './keys';
import { parseResponse } from './parse';

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

/** Read by the panel's 'Minha igreja' and by the editor, which prefills an art from it. */
export function useChurchProfile(enabled = true) {
  return useQuery({ ...getChurchProfileQueryOptions(), enabled });
}
