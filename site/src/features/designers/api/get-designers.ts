import { type DesignerSummary, DesignerSummarySchema } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/keys';
import { parseResponse } from '../../../lib/queries/parse';

const DesignerListSchema = v.array(DesignerSummarySchema);

/** GET /api/designers (api/README.md): designers with art and follower counts. */
export async function getDesigners(signal?: AbortSignal): Promise<DesignerSummary[]> {
  return parseResponse(
    DesignerListSchema,
    await apiJson('GET', '/api/designers', undefined, { signal }),
  );
}

export function getDesignersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.designers,
    queryFn: ({ signal }) => getDesigners(signal),
    staleTime: 60_000,
  });
}

export function useDesigners() {
  return useQuery(getDesignersQueryOptions());
}
