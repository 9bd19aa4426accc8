import { SiteSettingsSchema } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiJson } from './api-client';
import { queryKeys } from './queries/keys';
import { parseResponse } from './queries/parse';

/** platform §2.6: the default logo, used when none is set or the set one fails to load. */
export const DEFAULT_LOGO_URL = '/images/logo.png';
/** Window events the admin's logo editor fires (platform §2.6). */
export const LOGO_UPDATED_EVENT = 'logo-updated';
export const LOGO_REMOVED_EVENT = 'logo-removed';

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

/** Mounted once: keeps the document's theme colour and favicon in step with the settings. */
export function SiteHead(): null {
  useSiteHead();
  return null;
}
