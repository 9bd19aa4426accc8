// Loaded instead of the app's entry by the prerendered pages (site/scripts/prerender.ts):
// the browser paints the page's HTML first, then the app's code (already preloaded) runs
// and hydrates it. On a slow phone the page shows while that code is evaluated.
const entry = document.querySelector('script[data-app-entry]')?.getAttribute('data-app-entry');
if (entry?.startsWith('/assets/')) {
  requestAnimationFrame(() => setTimeout(() => import(entry)));
}
