import { SiteSettingsSchema } from '@arte-gospel/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiJson } from './api-client';
import { queryKeys } from './queries/keys';
import { parseResponse } from './queries/parse';

/** platform §2.6: the default logo, used when none is set or the set one fails to load. */
export const DEFAULT_LOGO_URL = '/images/logo.png';
/** Window events the admin's logo editor fires (platform §2.6). */
export const LOGO_UPDATED_EVENT = 'logo-updated';
export const LOGO_REMOVED_EVENT = 'logo-removed';

/** A change of the site settings made at /admin (issue 19), as the other open tabs hear it. */
export type SiteSettingsChange =
  | typeof LOGO_UPDATED_EVENT
  | typeof LOGO_REMOVED_EVENT
  | typeof SETTINGS_UPDATED_EVENT;
/** Fired when the app configuration (name, colour, contacts) is saved. */
export const SETTINGS_UPDATED_EVENT = 'site-settings-updated';
/** The BroadcastChannel the open tabs of the site share. */
export const SITE_SETTINGS_CHANNEL = 'ag-site-settings';
/** Where a browser without BroadcastChannel passes the change (its storage event). */
export const SITE_SETTINGS_STORAGE_KEY = 'ag-site-settings-change';
const CHANGES: readonly string[] = [LOGO_UPDATED_EVENT, LOGO_REMOVED_EVENT, SETTINGS_UPDATED_EVENT];

/**
 * Announces a change of the settings: its window event in this tab (platform §2.6's
 * logo-updated / logo-removed, which the header listens to) and a message to every other open
 * tab of the site, which fires the same event there and reads the settings again.
 */
export function announceSiteSettingsChange(change: SiteSettingsChange): void {
  window.dispatchEvent(new Event(change));
  const message = { change, at: Date.now() };
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(SITE_SETTINGS_CHANNEL);
    channel.postMessage(message);
    channel.close();
    return;
  }
  try {
    localStorage.setItem(SITE_SETTINGS_STORAGE_KEY, JSON.stringify(message));
  } catch {
    // Storage refused (private mode): the other tabs refresh when they become visible.
  }
}

/** Hears the other tabs' announcements: fires the change here and refetches the settings. */
function useSiteSettingsSync(): void {
  const client = useQueryClient();
  useEffect(() => {
    const apply = (change: unknown) => {
      if (typeof change !== 'string' || !CHANGES.includes(change)) return;
      window.dispatchEvent(new Event(change));
      void client.invalidateQueries({ queryKey: queryKeys.siteSettings });
    };
    const channel =
      typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(SITE_SETTINGS_CHANNEL) : null;
    if (channel) channel.onmessage = (event) => apply((event.data as { change?: unknown })?.change);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SITE_SETTINGS_STORAGE_KEY || !event.newValue) return;
      try {
        apply((JSON.parse(event.newValue) as { change?: unknown }).change);
      } catch {
        // Not ours.
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      channel?.close();
      window.removeEventListener('storage', onStorage);
    };
  }, [client]);
}

/** Adds a cache-busting timestamp so a replaced logo shows at once. */
export function withCacheBust(url: string, timestamp: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}t=${timestamp}`;
}

/** GET /api/site-settings (platform §2.6, §3): the header's logo and the document head read it. */
export function getSiteSettingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.siteSettings,
    queryFn: async ({ signal }) =>
      parseResponse(
        SiteSettingsSchema,
        await apiJson('GET', '/api/site-settings', undefined, { signal }),
      ),
  });
}

/**
 * The header's logo (platform §2.6, §9: fresh 10 min, kept 20 min, refetched on focus and
 * mount; refreshed on the logo events and when the page becomes visible again). §8: a
 * settings failure shows the default logo.
 */
export function useHeaderLogo(): string {
  const logo = useQuery({
    ...getSiteSettingsQueryOptions(),
    select: (settings) => settings.logoUrl || DEFAULT_LOGO_URL,
    staleTime: 10 * 60_000,
    gcTime: 20 * 60_000,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
  });
  const { refetch } = logo;
  useEffect(() => {
    const refresh = () => void refetch();
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener(LOGO_UPDATED_EVENT, refresh);
    window.addEventListener(LOGO_REMOVED_EVENT, refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener(LOGO_UPDATED_EVENT, refresh);
      window.removeEventListener(LOGO_REMOVED_EVENT, refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refetch]);
  const url = logo.isError ? DEFAULT_LOGO_URL : (logo.data ?? DEFAULT_LOGO_URL);
  return withCacheBust(url, logo.dataUpdatedAt || logo.errorUpdatedAt || 0);
}

/**
 * The logo as an <img> draws it (the header, /pv): staff's logo, or the default one once
 * staff's fails to load (platform §8).
 */
export function useShownLogo(): { src: string; onError: () => void } {
  const logoUrl = useHeaderLogo();
  const [failed, setFailed] = useState<string | null>(null);
  return {
    src: failed === logoUrl ? DEFAULT_LOGO_URL : logoUrl,
    onError: () => setFailed(logoUrl),
  };
}

const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The site-wide settings (platform §3, §9: fresh 5 min, no refetch on focus) applied to the
 * document: primaryColor → the theme-colour meta tags, faviconUrl → the icon link.
 */
export function useSiteHead(): void {
  const settings = useQuery({
    ...getSiteSettingsQueryOptions(),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const color = settings.data?.primaryColor;
  const favicon = settings.data?.faviconUrl;
  useEffect(() => {
    if (!color || !COLOR.test(color)) return;
    for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
      meta.content = color;
    }
  }, [color]);
  useEffect(() => {
    if (!favicon) return;
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link) {
      link.href = favicon;
      link.removeAttribute('type');
    }
  }, [favicon]);
}

/** The app configuration the public pages show (issue 19); null fields use the site's defaults. */
export function useSiteSettings() {
  return useQuery({
    ...getSiteSettingsQueryOptions(),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: false,
  }).data;
}

/**
 * Mounted once: keeps the document's theme colour and favicon in step with the settings, and
 * hears the changes staff make in another tab.
 */
export function SiteHead(): null {
  useSiteHead();
  useSiteSettingsSync();
  return null;
}
