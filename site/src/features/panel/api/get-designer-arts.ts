import { type ArtListResponse, ArtListResponseSchema } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, buildQueryUrl } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/keys';
import { parseResponse } from '../../../lib/queries/parse';

/** The panel lists the designer's most recent arts, one page. */
export const DESIGNER_ARTS_LIMIT = 24;

/**
 * GET /api/designers/:username/arts (api/README.md): the visible arts a designer signs.
 * /painel/artes shows them to designers, below their saved edits.
 */
export async function getDesignerArts(
  username: string,
  signal?: AbortSignal,
): Promise<ArtListResponse> {
  const url = buildQueryUrl(`/api/designers/${encodeURIComponent(username)}/arts`, {
    limit: DESIGNER_ARTS_LIMIT,
    sortBy: 'recentes',
  });
  return parseResponse(ArtListResponseSchema, await apiJson('GET', url, undefined, { signal }));
}

export function getDesignerArtsQueryOptions(username: string) {
  return queryOptions({
    queryKey: queryKeys.designerArtsPage(username, {
      limit: DESIGNER_ARTS_LIMIT,
      sortBy: 'recentes',
    }),
    queryFn: ({ signal }) => getDesignerArts(username, signal),
  });
}

export function useDesignerArts(username: string, enabled: boolean) {
  return useQuery({ ...getDesignerArtsQueryOptions(username), enabled });
}
