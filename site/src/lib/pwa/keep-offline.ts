import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';

// Issue 20: 'Minhas artes' and the editor work offline once opened. A page reached inside the
// app (no navigation request the service worker could keep) asks the worker to keep its
// address, the build files it runs on, the pictures it shows and the calls it made (made
// before the worker controlled the page, on a first visit, they were not kept as they went);
// push-sw.js decides what it accepts (only these pages, only this site's /assets/, /media/
// and the calls of its list) and where it keeps them.

export const KEEP_OFFLINE_MESSAGE = 'keep-offline';

export interface KeepOfflineMessage {
  type: typeof KEEP_OFFLINE_MESSAGE;
  page: string;
  assets: string[];
}

const KEPT_PATHS = ['/assets/', '/media/', '/api/'];

/**
 * The build files this page has loaded (scripts, styles, fonts, chunks), its pictures and the
 * calls it made.
 */
export function loadedAssets(win: Window = window): string[] {
  const urls = new Set<string>();
  const add = (href: string | null | undefined) => {
    if (!href) return;
    try {
      const url = new URL(href, win.location.href);
      if (
        url.origin === win.location.origin &&
        KEPT_PATHS.some((kept) => url.pathname.startsWith(kept))
      ) {
        urls.add(url.href);
      }
    } catch {
      // Not an address.
    }
  };
  for (const entry of win.performance?.getEntriesByType?.('resource') ?? []) add(entry.name);
  for (const el of win.document.querySelectorAll<HTMLScriptElement>('script[src]')) add(el.src);
  for (const el of win.document.querySelectorAll<HTMLLinkElement>('link[href]')) add(el.href);
  for (const el of win.document.querySelectorAll<HTMLImageElement>('img[src]'))
    add(el.currentSrc || el.src);
  return [...urls];
}

/** Asks the active service worker to keep this page for offline use; nothing without one. */
export async function keepPageOffline(win: Window = window): Promise<void> {
  const container = win.navigator.serviceWorker;
  if (!container) return;
  const registration = await container.ready;
  const message: KeepOfflineMessage = {
    type: KEEP_OFFLINE_MESSAGE,
    page: win.location.href,
    assets: loadedAssets(win),
  };
  registration.active?.postMessage(message);
}

export const FORGET_OFFLINE_MESSAGE = 'forget-offline';

/**
 * Asks the service worker to delete what it kept of the account (sign-out: the worker also
 * sees the sign-out call, but not when it does not control the page).
 */
export async function forgetOfflineCopy(win: Window = window): Promise<void> {
  const container = win.navigator?.serviceWorker;
  if (!container) return;
  const registration = await container.getRegistration().catch(() => undefined);
  registration?.active?.postMessage({ type: FORGET_OFFLINE_MESSAGE });
}

/**
 * Keeps the current page for offline use once it has shown its content (`ready`), and again
 * at each new address it takes (a first save gives the editor its `?edicao=`).
 */
export function useKeepOffline(ready: boolean): void {
  const [location] = useLocation();
  const search = useSearch();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is kept anew.
  useEffect(() => {
    if (!ready || typeof window === 'undefined') return;
    keepPageOffline().catch(() => {
      // The page works online without it.
    });
  }, [ready, location, search]);
}
