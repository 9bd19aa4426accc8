import { lightTheme } from '@arte-gospel/ui/theme';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPageCode } from './app/router';
import { preloadHeaderWidgets } from './components/header/header';

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root ausente em index.html');
// The product forces the light theme (platform §1): its class sits on <html> before the
// first render, so the first paint already has the theme's variables.
document.documentElement.classList.add(lightTheme);
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A prerendered page (site/scripts/prerender.ts) arrives drawn: React takes it over once
// the code of what it shows is here (nothing may suspend while it is hydrated).
if (root.firstElementChild) {
  void Promise.all([preloadHeaderWidgets(), preloadPageCode(window.location.pathname)]).then(
    () => hydrateRoot(root, app),
    () => createRoot(root).render(app),
  );
} else {
  createRoot(root).render(app);
}
