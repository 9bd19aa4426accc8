import { useEffect } from 'react';
import type { BaseLocationHook } from 'wouter';
import { navigate, useBrowserLocation } from 'wouter/use-browser-location';

// Leaving a page asks first while it has work that would be lost (the editor with unsaved
// changes): inside the app (a link, a menu, the app's own navigation) with `question`, and a
// reload, a close or another address with the browser's own `beforeunload` prompt. The
// browser's Back is not asked.

/** The question asked before the app leaves the page (null: nothing would be lost). */
let question: string | null = null;

/**
 * Set once leaving was confirmed in the app and the next page is loading (loadPage): neither
 * the app nor the browser asks again. Back on this page from the browser's cache, it asks.
 */
let leaving = false;

/** The browser's prompt (its own words: a page may not choose them). */
function askBeforeUnload(event: BeforeUnloadEvent) {
  if (leaving) return;
  event.preventDefault();
  // Older browsers ask only when returnValue is set.
  event.returnValue = '';
}

/** While `ask` is set, leaving the page (in the app or the browser) asks first. */
export function useLeaveGuard(ask: string | null): void {
  useEffect(() => {
    if (ask === null) return;
    question = ask;
    window.addEventListener('beforeunload', askBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', askBeforeUnload);
      if (question === ask) question = null;
    };
  }, [ask]);
}

/** Whether `to` is this page (its query aside: a saved edit's `?edicao=`). */
function isThisPage(to: string | URL): boolean {
  const target = new URL(String(to), window.location.href);
  return target.origin === window.location.origin && target.pathname === window.location.pathname;
}

/** Whether the app may go to `to`: the same page (its query only) always; another once confirmed. */
function mayLeaveFor(to: string | URL): boolean {
  if (question === null || leaving || isThisPage(to)) return true;
  return window.confirm(question);
}

const guardedNavigate: typeof navigate = (to, options) => {
  if (mayLeaveFor(to)) navigate(to, options);
};

/** The browser's location (wouter's default), its navigation asking before leaving. */
export const useGuardedBrowserLocation: BaseLocationHook = (options) => [
  useBrowserLocation(options)[0],
  guardedNavigate,
];

/**
 * Loads `to` as a new page (`location.assign`, or `replace`), once leaving is confirmed. The
 * question was just answered: the browser's own prompt is not shown again on the way out.
 */
export function loadPage(
  to: string | URL,
  options: { replace?: boolean } = {},
  win: Pick<Window, 'location' | 'addEventListener'> = window,
): void {
  if (!mayLeaveFor(to)) return;
  leaving = true;
  win.addEventListener(
    'pageshow',
    () => {
      leaving = false;
    },
    { once: true },
  );
  const target = new URL(String(to), win.location.href).href;
  if (options.replace) win.location.replace(target);
  else win.location.assign(target);
}

/**
 * The location of an app that holds one page (the editor's own entry, editor-main.tsx): its
 * address changes in place when only the query moves (a saved edit's `?edicao=`); any other
 * page is loaded whole, from the site's app, asking first as above.
 */
export const useOnePageLocation: BaseLocationHook = (options) => [
  useBrowserLocation(options)[0],
  (to, navigateOptions) => {
    if (isThisPage(to)) guardedNavigate(to, navigateOptions);
    else loadPage(to, navigateOptions ?? {});
  },
];
