import { lightTheme } from '@arte-gospel/ui/theme';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './app/app';
import { LOADING_SHELL_ATTRIBUTE } from './app/loading-shell';
import { preloadPageCode, preparePage } from './app/router';
import { preloadHeaderWidgets } from './components/header/header';
import { useGuardedBrowserLocation } from './lib/leave-guard';
import { INITIAL_QUERIES_ELEMENT_ID, queryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root ausente em index.html');
// The product forces the light theme (platform §1): its class sits on <html> before the
// first render, so the first paint already has the theme's variables.
document.documentElement.classList.add(lightTheme);
// A page rendered on the server brings the answers it was drawn from (server-render.tsx):
// they go in the query cache first, so the app draws what the HTML shows, with no call.
const initialQueries = document.getElementById(INITIAL_QUERIES_ELEMENT_ID)?.textContent;
if (initialQueries) {
  try {
    hydrate(queryClient, JSON.parse(initialQueries));
  } catch {
    // Unreadable: the page's calls are made as on any visit.
  }
}
// The app's navigation asks before leaving unsaved work (lib/leave-guard.ts).
const app = (
  <StrictMode>
    <Router hook={useGuardedBrowserLocation}>
      <App />
    </Router>
  </StrictMode>
);
// A prerendered page (site/scripts/prerender.ts) arrives drawn: React takes it over once
// the code of what it shows is here (nothing may suspend while it is hydrated). index.html
// arrives with only the loading screen (app/loading-shell.tsx): the app is drawn over it.
const shell = root.firstElementChild?.hasAttribute(LOADING_SHELL_ATTRIBUTE) === true;
if (root.firstElementChild && !shell) {
  // As a transition, the hydration yields to the browser every few milliseconds (a phone
  // keeps answering taps and drawing) instead of holding it for the whole page.
  void Promise.all([preloadHeaderWidgets(), preloadPageCode(window.location.pathname)]).then(
    () => startTransition(() => void hydrateRoot(root, app)),
    () => createRoot(root).render(app),
  );
} else {
  // As a transition too: the first render yields to the browser every few milliseconds (the
  // loading screen keeps turning) and replaces the loading screen when it is complete.
  void preparePage(window.location.pathname, window.location.search, queryClient).then(() =>
    startTransition(() => createRoot(root).render(app)),
  );
}
