import { type ChurchProfile, ChurchProfileResponseSchema } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/keys';
import { parseResponse } from '../../../lib/queries/parse';

/** GET /api/church-profile: 'Minha igreja', or null before the first save (prefills the art). */
export function getChurchProfileQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.churchProfile,
    queryFn: async ({ signal }): Promise<ChurchProfile | null> =>
      parseResponse(
        ChurchProfileResponseSchema,
        await apiJson('GET', '/api/church-profile', undefined, { signal }),
      ),
  });
}

export function useChurchProfile(enabled: boolean) {
  return useQuery({ ...getChurchProfileQueryOptions(), enabled });
}
