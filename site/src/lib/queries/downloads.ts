import {
  DOWNLOADS_GC_MS,
  DOWNLOADS_STALE_MS,
  type Download,
  DownloadListResponseSchema,
} from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../api-client';
import { queryKeys } from './keys';
import { parseResponse } from './parse';

export type { Download };

/** GET /api/downloads (catalogue §7): the user's downloads, newest first. */
export async function getDownloads(signal?: AbortSignal): Promise<Download[]> {
  return parseResponse(
    DownloadListResponseSchema,
    await apiJson('GET', '/api/downloads', undefined, { signal }),
  );
}

/** catalogue §9: downloads are fresh 5 min and kept 10 min. */
export function getDownloadsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.downloads,
    queryFn: ({ signal }) => getDownloads(signal),
    staleTime: DOWNLOADS_STALE_MS,
    gcTime: DOWNLOADS_GC_MS,
  });
}

/** Only fetched while `enabled` (a user is signed in). */
export function useDownloads(enabled = true) {
  return useQuery({ ...getDownloadsQueryOptions(), enabled });
}
