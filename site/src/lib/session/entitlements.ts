import {
  allowanceCounter,
  type Download,
  downloadMonthStart,
  entitlements,
} from '@arte-gospel/domain';
import type { User } from '../api-client';
import { useDownloads } from '../queries/downloads';

/** How many of the downloads fall in this month's window (the free counter's 'used'). */
export function downloadsThisMonth(downloads: readonly Download[], now: Date = new Date()): number {
  const since = downloadMonthStart(now).getTime();
  return downloads.filter((download) => new Date(download.createdAt).getTime() >= since).length;
}

/**
 * The downloads counter of the header menu and the panel (platform §2.6, §2.8): '∞' when
 * the account's downloads are unlimited, else this month's 'used/limit'. Only a limited
 * account fetches its downloads list.
 */
export function useDownloadCounter(user: User | null) {
  const limit = entitlements(user).downloadsPerMonth;
  const limited = user !== null && limit !== null;
  const downloads = useDownloads(limited);
  const used = downloads.data ? downloadsThisMonth(downloads.data) : 0;
  return {
    label: user ? allowanceCounter(used, limit) : '',
    loading: limited && downloads.isPending,
  };
}
