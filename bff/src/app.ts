import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createProxy } from './proxy/proxy';
import { HSTS_HEADER, SECURITY_HEADERS } from './security-headers';
import type { SiteFile } from './static/site-files';

export interface BffDeps {
  upstreamUrl: string;
  upstreamTimeoutMs: number;
  siteFiles: Map<string, SiteFile>;
  /** Is the upstream reachable? Used by /readyz. */
  checkUpstream?: () => Promise<boolean>;
}

const PROXIED_PREFIXES = ['/api/', '/media/'];

function isSecure(req: IncomingMessage): boolean {
  return (
    ('encrypted' in req.socket && Boolean(req.socket.encrypted)) ||
    req.headers['x-forwarded-proto'] === 'https'
  );
}

/** Has the path a file extension in its last segment? Such paths never fall back to the SPA. */
function hasExtension(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.');
}

/** The Hono app for everything the BFF answers itself: the site, health checks. */
export function createApp(deps: BffDeps) {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    const ready = deps.checkUpstream ? await deps.checkUpstream() : true;
    return c.json({ status: ready ? 'ok' : 'upstream indisponível' }, ready ? 200 : 503);
  });

  app.on(['GET', 'HEAD'], '*', (c) => {
    const pathname = c.req.path;
    const file = deps.siteFiles.get(pathname);
    const index = deps.siteFiles.get('/index.html');
    const target =
      file ?? (!hasExtension(pathname) && !isProxiedPath(pathname) ? index : undefined);
    if (!target) return c.json({ message: 'Página não encontrada' }, 404);
    return c.body(new Uint8Array(target.body), 200, {
      'Content-Type': target.contentType,
      'Cache-Control': target.cacheControl,
    });
  });
  app.notFound((c) => c.json({ message: 'Página não encontrada' }, 404));
  return app;
}

function isProxiedPath(pathname: string): boolean {
  return PROXIED_PREFIXES.some(
    (prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix,
  );
}

/**
 * The Node request listener: /api and /media go straight to the streaming proxy (no
 * fetch/Request objects on the hot path); everything else is the Hono app. Both add the
 * security headers and a request id.
 */
export function createRequestListener(deps: BffDeps) {
  const proxy = createProxy({
    upstreamUrl: deps.upstreamUrl,
    timeoutMs: deps.upstreamTimeoutMs,
    responseHeaders: SECURITY_HEADERS,
  });
  const honoListener = getRequestListener(createApp(deps).fetch);
  return (req: IncomingMessage, res: ServerResponse) => {
    const requestId =
      (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID();
    const secure = isSecure(req);
    const pathname = (req.url ?? '/').split('?', 1)[0] ?? '/';
    if (isProxiedPath(pathname)) {
      proxy(req, res, requestId, secure);
      return;
    }
    for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
    if (secure) res.setHeader(HSTS_HEADER[0], HSTS_HEADER[1]);
    res.setHeader('X-Request-Id', requestId);
    void honoListener(req, res);
  };
}
