import {
  DOWNLOADS_GC_MS,
  DOWNLOADS_STALE_MS,
  type Download,
  DownloadListResponseSchema,
} from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../api-client';
import { parseResponse } from './parse';

/** GET /api/downloads (catalogue §7): only when a user id exists; fresh 5 min, kept 10 min. */
export function getUserDownloadsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/downloads'] as const,
    queryFn: async ({ signal }): Promise<Download[]> =>
      parseResponse(
        DownloadListResponseSchema,
        await apiJson('GET', '/api/downloads', undefined, { signal }),
      ),
    staleTime: DOWNLOADS_STALE_MS,
    gcTime: DOWNLOADS_GC_MS,
  });
}

export function useUserDownloads(userId: number | null | undefined) {
  return useQuery({ ...getUserDownloadsQueryOptions(), enabled: userId != null });
}
