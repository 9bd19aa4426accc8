import { type ArtDetail, ArtDetailSchema } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/keys';
import { parseResponse } from '../../../lib/queries/parse';

export type { ArtDetail };

/** GET /api/arts/:id (api/README.md): the art page's data; 404 for hidden or unknown arts. */
export async function getArt(id: number, signal?: AbortSignal): Promise<ArtDetail> {
  return parseResponse(
    ArtDetailSchema,
    await apiJson('GET', `/api/arts/${id}`, undefined, { signal }),
  );
}

export function getArtQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.art(id),
    queryFn: ({ signal }) => getArt(id, signal),
    staleTime: 30_000,
  });
}

export function useArt(id: number | null) {
  return useQuery({ ...getArtQueryOptions(id ?? 0), enabled: id !== null });
}
