import type { Download } from '../../../lib/queries/downloads';

// The downloads resource is shared with the home (lib/queries/downloads.ts); the panel adds
// its monthly counter.
export { type Download, useDownloads } from '../../../lib/queries/downloads';

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
