import type { IncomingMessage, ServerResponse } from 'node:http';
import http from 'node:http';
import { HSTS_HEADER } from '../security-headers';

/** Headers that describe one hop, never forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// pt-BR texts the site's error chain shows as they are (platform §8).
export const UPSTREAM_DOWN_MESSAGE =
  'Serviço temporariamente indisponível. Tente novamente em instantes.';
export const UPSTREAM_TIMEOUT_MESSAGE =
  'O servidor demorou demais para responder. Tente novamente em instantes.';
export const BODY_TOO_LARGE_MESSAGE = 'O conteúdo enviado é grande demais.';

export interface ProxyOptions {
  upstreamUrl: string;
  timeoutMs: number;
  /** Extra response headers (the security headers) added to every proxied answer. */
  responseHeaders: ReadonlyArray<readonly [string, string]>;
  /** Largest request body forwarded, declared or chunked; larger ones get a 413. */
  bodyLimitBytes: number;
}

/** Ensures the `_t` cache-busting param of platform §7 on a path with its query. */
export function withCacheBuster(pathAndQuery: string, now = Date.now()): string {
  const queryStart = pathAndQuery.indexOf('?');
  if (queryStart === -1) return `${pathAndQuery}?_t=${now}`;
  const params = new URLSearchParams(pathAndQuery.slice(queryStart + 1));
  if (params.has('_t')) return pathAndQuery;
  return `${pathAndQuery}&_t=${now}`;
}

/** Turns `public` (and shared-cache directives) into `private` for session-bound answers. */
export function privateCacheControl(value: string): string {
  const directives = value
    .split(',')
    .map((d) => d.trim())
    .filter((d) => d && !/^(public|private|s-maxage=.*)$/i.test(d));
  return ['private', ...directives].join(', ');
}

/** Drops a cookie's Domain attribute so it binds to the BFF's own host. */
export function stripCookieDomain(setCookie: string): string {
  return setCookie.replace(/;\s*domain=[^;]*/gi, '');
}

/**
 * A streaming reverse proxy over one pooled keep-alive `node:http` Agent: bodies are piped
 * both ways (never buffered), cookies pass both ways with every Set-Cookie kept apart,
 * hop-by-hop headers are dropped and the X-Forwarded-* headers set.
 */
export function createProxy(options: ProxyOptions) {
  const upstream = new URL(options.upstreamUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512, maxFreeSockets: 256 });

  function fail(res: ServerResponse, status: 413 | 502 | 504, message: string) {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const body = JSON.stringify({ message });
    const headers: Array<[string, string]> = [
      ['Content-Type', 'application/json; charset=utf-8'],
      ['Content-Length', String(Buffer.byteLength(body))],
      ['Cache-Control', 'no-store'],
      ...options.responseHeaders.map(([k, v]) => [k, v] as [string, string]),
    ];
    if (status === 413) headers.push(['Connection', 'close']);
    res.writeHead(status, headers.flat());
    res.end(body);
  }

  return function proxy(
    req: IncomingMessage,
    res: ServerResponse,
    requestId: string,
    secure: boolean,
  ) {
    const method = req.method ?? 'GET';
    const mutating = MUTATING.has(method);
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > options.bodyLimitBytes) {
      fail(res, 413, BODY_TOO_LARGE_MESSAGE);
      req.resume();
      return;
    }
    const path = mutating ? withCacheBuster(req.url ?? '/') : (req.url ?? '/');

    // Forward the raw header list (repeated headers stay apart), minus hop-by-hop ones.
    const headers: string[] = [];
    const rawIn = req.rawHeaders;
    let priorFor: string | undefined;
    for (let i = 0; i < rawIn.length; i += 2) {
      const name = rawIn[i] as string;
      const lower = name.toLowerCase();
      if (HOP_BY_HOP.has(lower) || lower === 'host') continue;
      if (lower === 'x-forwarded-for') {
        priorFor = rawIn[i + 1];
        continue;
      }
      if (
        lower === 'x-forwarded-proto' ||
        lower === 'x-forwarded-host' ||
        lower === 'x-request-id'
      ) {
        continue;
      }
      headers.push(name, rawIn[i + 1] as string);
    }
    const remote = req.socket.remoteAddress ?? '';
    headers.push(
      'Host',
      upstream.host,
      'X-Forwarded-For',
      priorFor ? `${priorFor}, ${remote}` : remote,
      'X-Forwarded-Proto',
      secure ? 'https' : 'http',
      'X-Forwarded-Host',
      req.headers.host ?? '',
      'X-Request-Id',
      requestId,
    );

    const upstreamReq = http.request({
      agent,
      protocol: upstream.protocol,
      hostname: upstream.hostname,
      port: upstream.port,
      method,
      path,
      headers,
    });
    let timedOut = false;
    let tooLarge = false;
    upstreamReq.setTimeout(options.timeoutMs, () => {
      timedOut = true;
      upstreamReq.destroy();
    });
    upstreamReq.on('error', () => {
      if (tooLarge) fail(res, 413, BODY_TOO_LARGE_MESSAGE);
      else if (timedOut) fail(res, 504, UPSTREAM_TIMEOUT_MESSAGE);
      else fail(res, 502, UPSTREAM_DOWN_MESSAGE);
    });
    upstreamReq.on('response', (upstreamRes) => {
      const out: string[] = [];
      const sessionBound =
        req.headers.cookie !== undefined ||
        req.headers.authorization !== undefined ||
        upstreamRes.headers['set-cookie'] !== undefined;
      const raw = upstreamRes.rawHeaders;
      for (let i = 0; i < raw.length; i += 2) {
        const name = raw[i] as string;
        const lower = name.toLowerCase();
        if (HOP_BY_HOP.has(lower)) continue;
        if (mutating && (lower === 'cache-control' || lower === 'pragma' || lower === 'expires')) {
          continue;
        }
        let value = raw[i + 1] as string;
        if (lower === 'set-cookie') value = stripCookieDomain(value);
        // An answer that depends on the session never goes into a shared cache.
        else if (lower === 'cache-control' && sessionBound) value = privateCacheControl(value);
        out.push(name, value);
      }
      if (mutating) out.push('Cache-Control', 'no-store', 'Pragma', 'no-cache');
      for (const [k, v] of options.responseHeaders) out.push(k, v);
      if (secure) out.push(...HSTS_HEADER);
      out.push('X-Request-Id', requestId);
      res.writeHead(upstreamRes.statusCode ?? 502, out);
      upstreamRes.pipe(res);
      upstreamRes.on('error', () => res.destroy());
    });
    // A client that goes away (before or during the answer) ends the upstream call too.
    res.on('close', () => {
      if (!res.writableFinished) upstreamReq.destroy();
    });
    const hasBody = declared > 0 || req.headers['transfer-encoding'] !== undefined;
    if (!hasBody) {
      upstreamReq.end();
      return;
    }
    // Chunked bodies declare no length: count what streams through.
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > options.bodyLimitBytes && !tooLarge) {
        tooLarge = true;
        req.unpipe(upstreamReq);
        upstreamReq.destroy();
        req.resume();
      }
    });
    req.pipe(upstreamReq);
  };
}
