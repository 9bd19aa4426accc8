import { DesignerProfileSchema } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { apiJson } from '../api-client';
import { queryKeys } from './keys';
import { parseResponse } from './parse';

export type DesignerProfile = v.InferOutput<typeof DesignerProfileSchema>;

/** GET /api/designers/:username (api/README.md): the designer and whether I follow them. */
export async function getDesignerProfile(
  username: string,
  signal?: AbortSignal,
): Promise<DesignerProfile> {
  const path = `/api/designers/${encodeURIComponent(username)}`;
  return parseResponse(DesignerProfileSchema, await apiJson('GET', path, undefined, { signal }));
}

export function getDesignerProfileQueryOptions(username: string) {
  return queryOptions({
    queryKey: queryKeys.designer(username),
    queryFn: ({ signal }) => getDesignerProfile(username, signal),
    staleTime: 30_000,
  });
}

export function useDesignerProfile(username: string | null | undefined) {
  return useQuery({
    ...getDesignerProfileQueryOptions(username ?? ''),
    enabled: Boolean(username),
  });
}
