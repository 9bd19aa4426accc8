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
