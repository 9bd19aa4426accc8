// Loaded instead of the app's entry by the prerendered pages (site/scripts/prerender.ts):
// the browser paints the page's HTML first; only then are the app's modules fetched (all at
// once, as modulepreload) and compiled, and the entry's scripts run to hydrate the page.
// Compiling them before the first paint would hold back the page a phone already has.
const tag = document.querySelector('script[data-app-entry]');
const entries = (tag?.getAttribute('data-app-entry') ?? '').split(' ').filter(Boolean);
const modules = (tag?.getAttribute('data-app-modules') ?? '').split(' ').filter(Boolean);
const ours = (url) => typeof url === 'string' && url.startsWith('/assets/') && url.endsWith('.js');
if (entries.length > 0 && entries.every(ours)) {
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const url of modules.filter(ours)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = url;
        document.head.append(link);
      }
      for (const entry of entries) import(entry);
    }),
  );
}
