// Pages rendered per request with their first API answers (site/src/server-render.tsx,
// built into site/dist-server/ by the site's build). /artes so arrives with its first arts
// drawn: the browser fetches their images with the HTML, before any of the app's code has
// loaded. When the answers are not at hand in time, or the render fails, the page's
// prerendered copy (built without data) is served instead: a render is never a visitor's
// error.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger } from '../log';
import { REVALIDATE, type SiteFile } from './site-files';

/** What site/src/server-render.tsx exports to the BFF. */
export interface SiteRenderer {
  renderPage(
    path: string,
    responses: Readonly<Record<string, unknown>>,
  ): Promise<{ html: string; styleHashes: string[]; queriesScript: string }>;
}

/** A page rendered per request: its HTML template and the calls whose answers it takes. */
export interface ServerPage {
  template: string;
  /** GET URLs on the API (public answers: asked with no cookie). */
  data: string[];
}

/** Where a render goes in a template (site/scripts/prerender.ts writes the same names). */
export const OUTLETS = { html: '<!--app-html-->', queries: '<!--app-queries-->' } as const;

/** The renderer and its pages, as the site's build left them; none when it is not built. */
export async function loadSiteRenderer(
  dir: string,
): Promise<{ renderer: SiteRenderer; pages: Map<string, ServerPage> } | undefined> {
  let manifest: Record<string, { template?: unknown; data?: unknown }>;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, 'pages.json'), 'utf8'));
  } catch {
    return undefined;
  }
  const renderer = (await import(
    pathToFileURL(path.join(dir, 'server-render.js')).href
  )) as SiteRenderer;
  const pages = new Map<string, ServerPage>();
  for (const [urlPath, entry] of Object.entries(manifest)) {
    const { template, data } = entry;
    if (
      typeof template === 'string' &&
      template.includes(OUTLETS.html) &&
      Array.isArray(data) &&
      data.every((url): url is string => typeof url === 'string' && url.startsWith('/api/'))
    ) {
      pages.set(urlPath, { template, data });
    }
  }
  return { renderer, pages };
}

/** A page as rendered for a request: its bytes and the style attributes its CSP allows. */
export interface RenderedPage {
  file: SiteFile;
  styleHashes: string[];
}

export interface ServerRendererOptions {
  renderer: SiteRenderer;
  pages: ReadonlyMap<string, ServerPage>;
  upstreamUrl: string;
  /** How long the API may take to answer before the prerendered copy is served. */
  dataTimeoutMs?: number;
  /** After a failure, the prerendered copy is served for this long without trying. */
  retryAfterMs?: number;
  log?: Logger;
  now?: () => number;
}

/** An answer is kept as long as the API's `Cache-Control: max-age` says, at most a minute. */
const MAX_DATA_AGE_MS = 60_000;

function maxAgeMs(cacheControl: string | null): number {
  if (!cacheControl || /no-store|no-cache|private/i.test(cacheControl)) return 0;
  const seconds = Number(/max-age=(\d+)/i.exec(cacheControl)?.[1] ?? 0);
  return Math.min(seconds * 1000, MAX_DATA_AGE_MS);
}

export function createServerRenderer(options: ServerRendererOptions) {
  const { renderer, pages, upstreamUrl, log } = options;
  const dataTimeoutMs = options.dataTimeoutMs ?? 1000;
  const retryAfterMs = options.retryAfterMs ?? 10_000;
  const now = options.now ?? Date.now;
  const answers = new Map<string, { text: string; body: unknown; expires: number }>();
  const rendered = new Map<string, { key: string; page: RenderedPage }>();
  const inFlight = new Map<string, Promise<RenderedPage | undefined>>();
  let failedUntil = 0;
  // Bumped by forget(): an answer asked before it is not kept (it may predate the change).
  let generation = 0;

  async function answer(url: string): Promise<{ text: string; body: unknown }> {
    const asked = generation;
    const cached = answers.get(url);
    if (cached && cached.expires > now()) return cached;
    const res = await fetch(new URL(url, upstreamUrl), {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(dataTimeoutMs),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
    const fresh = { text, body: JSON.parse(text) as unknown };
    const age = maxAgeMs(res.headers.get('cache-control'));
    if (age > 0 && asked === generation) answers.set(url, { ...fresh, expires: now() + age });
    return fresh;
  }

  async function render(urlPath: string, page: ServerPage): Promise<RenderedPage> {
    const fetched = await Promise.all(page.data.map(answer));
    // The same answers draw the same page: it is rendered again only when they change.
    const key = fetched.map((item) => item.text).join('\n');
    const previous = rendered.get(urlPath);
    if (previous?.key === key) return previous.page;
    const responses = Object.fromEntries(page.data.map((url, i) => [url, fetched[i]?.body]));
    const result = await renderer.renderPage(urlPath, responses);
    // Functions, so no `$&` in the page is read as a replacement pattern.
    const html = page.template
      .replace(OUTLETS.html, () => result.html)
      .replace(OUTLETS.queries, () => result.queriesScript);
    const body = Buffer.from(html);
    const [br, gz] = await Promise.all([
      promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      promisify(gzip)(body, { level: 6 }),
    ]);
    const rendition: RenderedPage = {
      file: {
        body,
        contentType: 'text/html; charset=utf-8',
        cacheControl: REVALIDATE,
        encoded: { br, gzip: gz },
      },
      styleHashes: result.styleHashes,
    };
    rendered.set(urlPath, { key, page: rendition });
    return rendition;
  }

  return {
    /** Is `urlPath` a page rendered per request? */
    has(urlPath: string): boolean {
      return pages.has(urlPath);
    },
    /** The page rendered with its API answers; undefined when it cannot be now. */
    render(urlPath: string): Promise<RenderedPage | undefined> {
      const page = pages.get(urlPath);
      if (!page || now() < failedUntil) return Promise.resolve(undefined);
      const pending = inFlight.get(urlPath);
      if (pending) return pending;
      const next = render(urlPath, page)
        .catch((error: unknown) => {
          failedUntil = now() + retryAfterMs;
          log?.warn({
            msg: 'server render failed: prerendered page served',
            path: urlPath,
            error: error instanceof Error ? error.message : String(error),
          });
          return undefined;
        })
        .finally(() => {
          if (inFlight.get(urlPath) === next) inFlight.delete(urlPath);
        });
      inFlight.set(urlPath, next);
      return next;
    },
    /**
     * Drops the kept API answers (staff changed the catalogue): the next render asks the API
     * again, and a render already under way is not joined.
     */
    forget(): void {
      generation += 1;
      answers.clear();
      inFlight.clear();
    },
  };
}

export type ServerRenderer = ReturnType<typeof createServerRenderer>;
