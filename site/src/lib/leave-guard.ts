import { useEffect } from 'react';
import type { BaseLocationHook } from 'wouter';
import { navigate, useBrowserLocation } from 'wouter/use-browser-location';

// Leaving a page inside the app (a link, a menu, the app's own navigation) asks first while
// the page has work that would be lost: the editor with unsaved changes. A reload, a close
// or another address are the page's `beforeunload`; the browser's Back is not asked.

/** The question asked before the app leaves the page (null: nothing would be lost). */
let question: string | null = null;

/** While `ask` is set, the app's navigation to another page asks it first. */
export function useLeaveGuard(ask: string | null): void {
  useEffect(() => {
    if (ask === null) return;
    question = ask;
    return () => {
      if (question === ask) question = null;
    };
  }, [ask]);
}

/** Whether the app may go to `to`: the same page (its query only) always; another once confirmed. */
export function mayLeaveFor(to: string | URL): boolean {
  if (question === null) return true;
  const target = new URL(String(to), window.location.href);
  if (target.origin === window.location.origin && target.pathname === window.location.pathname) {
    return true;
  }
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
