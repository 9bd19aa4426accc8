import {
  DOWNLOADS_GC_MS,
  DOWNLOADS_STALE_MS,
  type Download,
  DownloadListResponseSchema,
} from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/queries/parse';

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
    queryKey: ['/api/downloads'] as const,
    queryFn: ({ signal }) => getDownloads(signal),
    staleTime: DOWNLOADS_STALE_MS,
    gcTime: DOWNLOADS_GC_MS,
  });
}

export function useDownloads(enabled = true) {
  return useQuery({ ...getDownloadsQueryOptions(), enabled });
}

const BRASILIA_OFFSET_MS = 3 * 3_600_000;

/**
 * The first instant of the current calendar month in Brasília time (UTC−3, no daylight
 * saving): the window the free download limit counts in (api/README.md).
 */
export function monthStartInBrasilia(now: Date = new Date()): Date {
  const local = new Date(now.getTime() - BRASILIA_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) + BRASILIA_OFFSET_MS);
}

/** How many of the downloads fall in this calendar month (the free counter's 'used'). */
export function downloadsThisMonth(downloads: readonly Download[], now: Date = new Date()): number {
  const since = monthStartInBrasilia(now).getTime();
  return downloads.filter((download) => new Date(download.createdAt).getTime() >= since).length;
}
