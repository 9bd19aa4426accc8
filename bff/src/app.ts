import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isSitePath, matchSiteRoute } from '@arte-gospel/domain';
import { getRequestListener } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import { type CheckoutConfig, readCheckoutConfig } from './checkout/checkout-config';
import { mountCheckout, NOINDEX_PATHS } from './checkout/checkout-route';
import { CROSS_ORIGIN_MESSAGE, isCrossOriginMutation } from './csrf';
import { trustedClient } from './forwarded';
import type { Logger } from './log';
import { createPages, type Pages } from './pages/pages';
import { createProxy, sendError } from './proxy/proxy';
import { BAD_PATH_MESSAGE, normaliseTarget } from './request-path';
import {
  contentSecurityPolicyWithStyleHashes,
  HSTS_HEADER,
  SECURITY_HEADERS,
} from './security-headers';
import type { ServerRenderer } from './static/server-render';
import {
  negotiateEncoding,
  prerenderedPages,
  routePages,
  type SiteFile,
} from './static/site-files';

export interface BffDeps {
  upstreamUrl: string;
  upstreamTimeoutMs: number;
  siteFiles: Map<string, SiteFile>;
  /** Pages rendered per request with their first API answers (else their prerendered copy). */
  serverRenderer?: ServerRenderer;
  /** Largest request body proxied (default 10 MB: a 5 MB evidence file plus form fields). */
  bodyLimitBytes?: number;
  /** Deadline to receive a whole request body before a 408 (default 60 s). */
  bodyReadTimeoutMs?: number;
  /** Request-body bytes buffered at once across requests before a 503 (default 256 MB). */
  bodyBufferTotalBytes?: number;
  /** Proxies in front of the BFF whose X-Forwarded-For/-Proto are believed (default 0). */
  trustedProxyHops?: number;
  /** Shared secret that makes the API believe the BFF's X-Forwarded-* (unset: not sent). */
  forwardedSecret?: string | undefined;
  /** Origins besides this host allowed to make mutating calls (e.g. a separate admin app). */
  allowedOrigins?: ReadonlySet<string>;
  /** Structured log sink; one JSON object per request and per error. */
  log?: Logger;
  /** Checkout links per plan; defaults to readCheckoutConfig()'s (development: example offers). */
  checkout?: CheckoutConfig;
  /** How long /checkout waits for the API to name the signed-in buyer (default 1.5 s). */
  checkoutBuyerTimeoutMs?: number;
  /** Is the upstream reachable? Used by /readyz. */
  checkUpstream?: () => Promise<boolean>;
  /** The site's public origin (PUBLIC_ORIGIN) for absolute addresses; unset: the request's. */
  publicOrigin?: string | undefined;
  /** How long a page waits for the API's data for its head (default 800 ms). */
  pageDataTimeoutMs?: number;
}

export const SITEMAP_UNAVAILABLE_MESSAGE =
  'O mapa do site está indisponível no momento. Tente novamente em instantes.';

const PROXIED_PREFIXES = ['/api/', '/media/'];

/** Has the path a file extension in its last segment? Such paths never fall back to the SPA. */
function hasExtension(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.');
}

/** The page heads for `deps` (their API answers kept briefly, see pages/page-data.ts). */
function pagesFor(deps: BffDeps): Pages {
  return createPages({
    upstreamUrl: deps.upstreamUrl,
    publicOrigin: deps.publicOrigin,
    trustedProxyHops: deps.trustedProxyHops ?? 0,
    ...(deps.pageDataTimeoutMs ? { dataTimeoutMs: deps.pageDataTimeoutMs } : {}),
    ...(deps.log ? { log: deps.log } : {}),
  });
}

/** The Hono app for everything the BFF answers itself: the site, health checks. */
export function createApp(deps: BffDeps, pages: Pages = pagesFor(deps)) {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    const ready = deps.checkUpstream ? await deps.checkUpstream() : true;
    return c.json({ status: ready ? 'ok' : 'upstream indisponível' }, ready ? 200 : 503);
  });

  mountCheckout(
    app,
    deps.checkout ?? readCheckoutConfig({}),
    { upstreamUrl: deps.upstreamUrl, timeoutMs: deps.checkoutBuyerTimeoutMs },
    deps.log,
  );

  const prerendered = prerenderedPages(deps.siteFiles);
  const routePage = routePages(deps.siteFiles);
  const incoming = (c: Context) => (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;

  app.get('/robots.txt', (c) =>
    c.body(pages.robots(incoming(c)), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  );
  app.get('/sitemap.xml', async (c) => {
    const sitemap = await pages.sitemap(incoming(c));
    if (sitemap === undefined) {
      c.header('Retry-After', '60');
      return c.json({ message: SITEMAP_UNAVAILABLE_MESSAGE }, 503);
    }
    return sendFile(c, sitemap, 200);
  });

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const pathname = c.req.path;
    // A server-rendered or prerendered page answers its exact path; with a query string
    // (filters, a search) the SPA's index.html draws what the query asks for.
    const exact = new URL(c.req.url).search === '';
    const rendered =
      exact && deps.serverRenderer?.has(pathname)
        ? await deps.serverRenderer.render(pathname)
        : undefined;
    const page = rendered ?? (exact ? prerendered.get(pathname) : undefined);
    // A file of the build is served as it is (a page's HTML gets its head below).
    const file = page ? undefined : deps.siteFiles.get(pathname);
    if (file) return sendFile(c, file, 200);
    // A page on its own HTML (the editor's), else index.html with the app's loading screen.
    const route = page ? undefined : matchSiteRoute(pathname);
    const own = route ? routePage(route.key, route.params) : undefined;
    const html = page?.file ?? own?.html ?? deps.siteFiles.get('/index.html');
    // No page for /api and /media (the proxy answers them), nor without a built site; a
    // missing file (an extension, not a route) is JSON unless a browser navigates to it.
    const wantsPage =
      !hasExtension(pathname) ||
      isSitePath(pathname) ||
      /text\/html/i.test(c.req.header('accept') ?? '');
    if (!html || isProxiedPath(pathname) || !wantsPage) {
      return c.json({ message: 'Página não encontrada' }, 404);
    }
    const served = await pages.page(pathname, html, incoming(c), own?.head);
    return sendFile(c, served.file, served.status, page?.styleHashes, own?.link);
  });
  app.notFound((c) => c.json({ message: 'Página não encontrada' }, 404));
  return app;
}

/** A file of the site (or a page's HTML) in the encoding the client prefers. */
function sendFile(
  c: Context,
  target: SiteFile,
  status: 200 | 404,
  styleHashes?: string[],
  link?: string,
) {
  const pathname = c.req.path;
  const encoding = negotiateEncoding(c.req.header('accept-encoding'), target);
  const body = encoding === 'identity' ? target.body : (target.encoded[encoding] as Buffer);
  const headers: Record<string, string> = {
    'Content-Type': target.contentType,
    'Cache-Control': target.cacheControl,
  };
  if (NOINDEX_PATHS.has(pathname)) headers['X-Robots-Tag'] = 'noindex';
  if (styleHashes) {
    headers['Content-Security-Policy'] = contentSecurityPolicyWithStyleHashes(styleHashes);
  }
  if (link) headers.Link = link;
  if (target.encoded.br || target.encoded.gzip) headers.Vary = 'Accept-Encoding';
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  return c.body(new Uint8Array(body), status, headers);
}

/** A client's X-Request-Id is kept only when it is a short token (no log injection). */
function validRequestId(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && /^[\w.-]{1,64}$/.test(value) ? value : undefined;
}

/**
 * Does a mutating call's answer change what pages show? A staff call (/api/admin/…: arts
 * published, edited, hidden or deleted, a report's 'despublicar arte', categories, designers)
 * that succeeded (2xx).
 */
export function changesPages(target: string, status: number): boolean {
  return status >= 200 && status < 300 && target.startsWith('/api/admin/');
}

function isProxiedPath(pathname: string): boolean {
  return PROXIED_PREFIXES.some(
    (prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix,
  );
}

/**
 * The Node request listener: the path is normalised first (request-path.ts); /api and
 * /media go straight to the proxy (no fetch/Request objects on the hot path), every
 * mutating call there checked for a cross-site origin; everything else is the Hono app.
 * Both add the security headers and a request id.
 */
export function createRequestListener(deps: BffDeps) {
  const pages = pagesFor(deps);
  const proxy = createProxy({
    upstreamUrl: deps.upstreamUrl,
    timeoutMs: deps.upstreamTimeoutMs,
    responseHeaders: SECURITY_HEADERS,
    bodyLimitBytes: deps.bodyLimitBytes ?? 10 * 1024 * 1024,
    bodyReadTimeoutMs: deps.bodyReadTimeoutMs ?? 60_000,
    bodyBufferTotalBytes: deps.bodyBufferTotalBytes ?? 256 * 1024 * 1024,
    forwardedSecret: deps.forwardedSecret,
    // A staff change shows at once: the page heads and server-rendered pages this process
    // keeps from the API (up to a minute) are dropped before the staff's answer is sent.
    onMutationAnswered: (target, status) => {
      if (!changesPages(target, status)) return;
      pages.forget();
      deps.serverRenderer?.forget();
    },
  });
  const honoListener = getRequestListener(createApp(deps, pages).fetch);
  const allowedOrigins = deps.allowedOrigins ?? new Set<string>();
  const log = deps.log;
  const trustedHops = deps.trustedProxyHops ?? 0;
  const securityHeaders = SECURITY_HEADERS.flat();
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const requestId = validRequestId(req.headers['x-request-id']) ?? randomUUID();
    const client = trustedClient(req, trustedHops);
    const target = normaliseTarget(req.url ?? '/');
    const pathname = target?.pathname ?? (req.url ?? '/').split('?', 1)[0] ?? '/';
    if (log?.infoEnabled) {
      const started = performance.now();
      res.once('finish', () => {
        log.info({
          msg: 'request',
          requestId,
          method: req.method,
          path: pathname,
          status: res.statusCode,
          ms: Math.round((performance.now() - started) * 10) / 10,
        });
      });
    }
    // An answer given before the request body was read closes the connection (no draining).
    const refuse = (status: number, message: string) =>
      sendError(res, status, message, [...securityHeaders, 'X-Request-Id', requestId], true);
    if (!target) return refuse(400, BAD_PATH_MESSAGE);
    // Routing, the cross-site check and the upstream all see the normalised path.
    req.url = `${target.pathname}${target.search}`;
    if (isProxiedPath(target.pathname)) {
      if (isCrossOriginMutation(req, allowedOrigins)) return refuse(403, CROSS_ORIGIN_MESSAGE);
      void proxy(req, res, { requestId, client, target: req.url });
      return;
    }
    for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
    if (client.secure) res.setHeader(HSTS_HEADER[0], HSTS_HEADER[1]);
    res.setHeader('X-Request-Id', requestId);
    void honoListener(req, res);
  };
  /** Releases the upstream connection pool once the server has stopped. */
  return Object.assign(listener, { close: () => proxy.close() });
}
