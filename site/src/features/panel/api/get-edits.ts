import { type EditListResponse, EditListResponseSchema } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/keys';
import { parseResponse } from '../../../lib/queries/parse';

/**
 * GET /api/edits (api/README.md): 'Minhas artes', the account's saved edits, last changed
 * first, each with its art's title and thumbnail (null when the art was removed).
 */
export async function getEdits(signal?: AbortSignal): Promise<EditListResponse> {
  return parseResponse(
    EditListResponseSchema,
    await apiJson('GET', '/api/edits', undefined, { signal }),
  );
}

export function getEditsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.edits,
    queryFn: ({ signal }) => getEdits(signal),
  });
}

export function useEdits() {
  return useQuery(getEditsQueryOptions());
}
