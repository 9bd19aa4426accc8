import { SiteSettingsSchema } from '@arte-gospel/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiJson } from './api-client';
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

async function fetchLogoUrl(signal?: AbortSignal): Promise<string> {
  try {
    const settings = parseResponse(
      SiteSettingsSchema,
      await apiJson('GET', '/api/site-settings', undefined, { signal }),
    );
    return settings.logoUrl || DEFAULT_LOGO_URL;
  } catch {
    return DEFAULT_LOGO_URL; // §8: settings failure → default logo
  }
}

/**
 * The header's logo (platform §2.6, §9: fresh 10 min, kept 20 min, refetched on focus and
 * mount; refreshed on the logo events and when the page becomes visible again).
 */
export function useHeaderLogo(): string {
  const logo = useQuery({
    queryKey: ['/api/site-settings', 'header-logo'],
    queryFn: ({ signal }) => fetchLogoUrl(signal),
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
  return withCacheBust(logo.data ?? DEFAULT_LOGO_URL, logo.dataUpdatedAt || 0);
}

const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The site-wide settings (platform §3, §9: fresh 5 min, no refetch on focus) applied to the
 * document: primaryColor → the theme-colour meta tags, faviconUrl → the icon link.
 */
export function useSiteHead(): void {
  const settings = useQuery({
    queryKey: ['/api/site-settings'],
    queryFn: async ({ signal }) =>
      parseResponse(
        SiteSettingsSchema,
        await apiJson('GET', '/api/site-settings', undefined, { signal }),
      ),
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
