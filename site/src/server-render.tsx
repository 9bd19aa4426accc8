// The app rendered to HTML outside the browser, as a visitor's browser first draws it on a
// given path:
// - at build time (site/scripts/prerender.ts), before any data has arrived (headers, titles,
//   texts and the loading placeholders);
// - at request time (bff/src/static/server-render.ts), with the answers of the page's first
//   API calls (app/initial-queries.ts): /artes then arrives with its first arts drawn.
// The browser paints the HTML at once and React hydrates it (main.tsx).

import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { lightTheme } from '@arte-gospel/ui/theme';
import { dehydrate } from '@tanstack/react-query';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './app/app';
import { initialQueries } from './app/initial-queries';
import { LoadingShell } from './app/loading-shell';
import { preloadPageCode } from './app/router';
import { preloadHeaderWidgets } from './components/header/header';
import { createQueryClient, INITIAL_QUERIES_ELEMENT_ID } from './lib/query-client';

/** The API calls whose answers a render of `path` can take (GET URLs, public answers). */
export function initialDataUrls(path: string): string[] {
  return initialQueries(path).map((query) => query.url);
}

/** The editor's first calls, asked for by index.html with its entry (`:id` is the art's). */
export { EDITOR_PRELOADS } from './features/editor/api/editor-start';

/** The loading screen index.html's root carries until the app has run (app/loading-shell.tsx). */
export function renderLoadingShell(): string {
  return renderToStaticMarkup(<LoadingShell />);
}

/** The class <html> carries (the theme's variables), as main.tsx sets it in the browser. */
export const htmlClass = lightTheme;

/**
 * CSP hashes of the style attributes in some HTML (a widget's initial position, a grid
 * item's place): the BFF allows exactly these on the page ('unsafe-hashes'), and no other
 * inline style.
 */
export function styleAttributeHashes(html: string): string[] {
  const values = new Set<string>();
  for (const match of html.matchAll(/\sstyle="([^"]*)"/g)) {
    const value = (match[1] ?? '')
      .replaceAll('&quot;', '"')
      .replaceAll('&#x27;', "'")
      .replaceAll('&amp;', '&');
    values.add(value);
  }
  return [...values].map(
    (value) => `sha256-${createHash('sha256').update(value).digest('base64')}`,
  );
}

export interface RenderedPage {
  /** What goes inside <div id="root">. */
  html: string;
  /** CSP hashes of the style attributes in `html`. */
  styleHashes: string[];
  /**
   * The script element carrying the query cache the HTML was drawn from (none without
   * data). JSON, not code: the page's CSP allows no inline script, and needs none.
   */
  queriesScript: string;
}

/**
 * Renders `path`. `responses` holds answers of the page's initial calls by URL; each is
 * checked against the contract (an answer that does not match throws, so the caller serves
 * the page without it).
 */
export async function renderPage(
  path: string,
  responses: Readonly<Record<string, unknown>> = {},
): Promise<RenderedPage> {
  const client = createQueryClient();
  for (const query of initialQueries(path)) {
    if (query.url in responses)
      client.setQueryData(query.queryKey, query.parse(responses[query.url]));
  }
  // The code the page shows is loaded first, as main.tsx does before hydrating: neither
  // side renders a Suspense boundary around it (lib/lazy-component.tsx).
  await Promise.all([preloadHeaderWidgets(), preloadPageCode(path)]);
  const html = await new Promise<string>((resolve, reject) => {
    let output = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        output += chunk.toString();
        done();
      },
      final(done) {
        resolve(output);
        done();
      },
    });
    const stream = renderToPipeableStream(
      <Router ssrPath={path} ssrSearch="">
        <App client={client} />
      </Router>,
      {
        // Lazy pages and widgets are loaded here, so the HTML holds them, not fallbacks.
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
        onError: (error) => reject(error),
      },
    );
  });
  const state = dehydrate(client);
  client.clear();
  const queriesScript =
    state.queries.length === 0
      ? ''
      : `<script type="application/json" id="${INITIAL_QUERIES_ELEMENT_ID}">${JSON.stringify(
          state,
        ).replaceAll('<', '\\u003c')}</script>`;
  return { html, styleHashes: styleAttributeHashes(html), queriesScript };
}
