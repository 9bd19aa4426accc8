// Build-time prerendering (site/scripts/prerender.ts): the app as a first-time visitor's
// browser first draws it on a given path, before any data has arrived (headers, titles,
// texts and the loading placeholders). The browser paints this HTML at once and React
// hydrates it (main.tsx); the data then loads as on any visit.

import { Writable } from 'node:stream';
import { lightTheme } from '@arte-gospel/ui/theme';
import { renderToPipeableStream } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './app/app';
import { preloadPageCode } from './app/router';
import { preloadHeaderWidgets } from './components/header/header';
import { paths } from './config/paths';
import { initialListingState, listingParams } from './features/arts/state/listing-state';
import { buildQueryUrl } from './lib/api-client';

/**
 * The API calls a prerendered page makes as it starts, the same for every visitor: the
 * HTML preloads them, so the answer is here when the code asks. /artes: the first page of
 * the listing (its largest image, the LCP, waits on it).
 */
export function initialDataUrls(path: string): string[] {
  if (path === paths.arts.path) {
    const params = listingParams(initialListingState(''), undefined);
    return [buildQueryUrl('/api/artes', Object.fromEntries(Object.entries(params)))];
  }
  return [];
}

/** The class <html> carries (the theme's variables), as main.tsx sets it in the browser. */
export const htmlClass = lightTheme;

export async function renderPath(path: string): Promise<string> {
  // The code the page shows is loaded first, as main.tsx does before hydrating: neither
  // side renders a Suspense boundary around it (lib/lazy-component.tsx).
  await Promise.all([preloadHeaderWidgets(), preloadPageCode(path)]);
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(
      <Router ssrPath={path} ssrSearch="">
        <App />
      </Router>,
      {
        // Lazy pages and widgets are loaded here, so the HTML holds them, not fallbacks.
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
        onError: (error) => reject(error),
      },
    );
  });
}
