import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import { type Dispatcher, Pool } from 'undici';
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

/** A counter in the request body's path: more than `limit` bytes fails the upload. */
class BodyLimit extends Transform {
  private received = 0;
  exceeded = false;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.received += chunk.length;
    if (this.received > this.limit) {
      this.exceeded = true;
      done(new Error('body too large'));
      return;
    }
    done(null, chunk);
  }
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/**
 * A streaming reverse proxy over one pooled keep-alive undici Pool: bodies are streamed
 * both ways (never buffered, with backpressure), cookies pass both ways with every
 * Set-Cookie kept apart, hop-by-hop headers are dropped and the X-Forwarded-* headers set.
 */
export function createProxy(options: ProxyOptions) {
  const upstream = new URL(options.upstreamUrl);
  const pool = new Pool(upstream.origin, {
    connections: 128,
    pipelining: 1,
    keepAliveTimeout: 30_000,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });

  function fail(res: ServerResponse, status: 413 | 502 | 504, message: string) {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const body = JSON.stringify({ message });
    const headers: string[] = [
      'Content-Type',
      'application/json; charset=utf-8',
      'Content-Length',
      String(Buffer.byteLength(body)),
      'Cache-Control',
      'no-store',
    ];
    for (const [k, v] of options.responseHeaders) headers.push(k, v);
    if (status === 413) headers.push('Connection', 'close');
    res.writeHead(status, headers);
    res.end(body);
  }

  function proxy(req: IncomingMessage, res: ServerResponse, requestId: string, secure: boolean) {
    const method = (req.method ?? 'GET') as Dispatcher.HttpMethod;
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
      if (HOP_BY_HOP.has(lower) || lower === 'host' || lower === 'expect') continue;
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

    const hasBody = declared > 0 || req.headers['transfer-encoding'] !== undefined;
    // Chunked bodies declare no length: count what streams through.
    const limit = hasBody ? new BodyLimit(options.bodyLimitBytes) : undefined;
    if (limit) {
      req.pipe(limit);
      limit.on('error', () => req.resume());
    }
    const sessionBound =
      req.headers.cookie !== undefined || req.headers.authorization !== undefined;
    let controller: Dispatcher.DispatchController | undefined;

    // A client that goes away (before or during the answer) ends the upstream call too.
    res.on('close', () => {
      if (!res.writableFinished) controller?.abort(new Error('client closed'));
    });

    pool.dispatch(
      { method, path, headers, body: limit ?? null },
      {
        onRequestStart(ctl) {
          controller = ctl;
          if (res.destroyed) ctl.abort(new Error('client closed'));
        },
        onResponseStart(_ctl, statusCode, upstreamHeaders) {
          const out: string[] = [];
          const bound = sessionBound || upstreamHeaders['set-cookie'] !== undefined;
          for (const name in upstreamHeaders) {
            if (HOP_BY_HOP.has(name)) continue;
            if (mutating && (name === 'cache-control' || name === 'pragma' || name === 'expires')) {
              continue;
            }
            const value = upstreamHeaders[name];
            if (value === undefined) continue;
            if (Array.isArray(value)) {
              for (const v of value) {
                out.push(name, name === 'set-cookie' ? stripCookieDomain(v) : v);
              }
            } else if (name === 'set-cookie') out.push(name, stripCookieDomain(value));
            // An answer that depends on the session never goes into a shared cache.
            else if (name === 'cache-control' && bound) out.push(name, privateCacheControl(value));
            else out.push(name, value);
          }
          if (mutating) out.push('Cache-Control', 'no-store', 'Pragma', 'no-cache');
          for (const [k, v] of options.responseHeaders) out.push(k, v);
          if (secure) out.push(HSTS_HEADER[0], HSTS_HEADER[1]);
          out.push('X-Request-Id', requestId);
          res.writeHead(statusCode, out);
        },
        onResponseData(ctl, chunk) {
          if (!res.write(chunk)) {
            ctl.pause();
            res.once('drain', () => ctl.resume());
          }
        },
        onResponseEnd() {
          res.end();
        },
        onResponseError(_ctl, error) {
          const code = (error as { code?: string }).code ?? '';
          if (limit?.exceeded) fail(res, 413, BODY_TOO_LARGE_MESSAGE);
          else if (TIMEOUT_CODES.has(code)) fail(res, 504, UPSTREAM_TIMEOUT_MESSAGE);
          else if (res.destroyed) return;
          else fail(res, 502, UPSTREAM_DOWN_MESSAGE);
        },
      },
    );
  }
  /** Closes the pooled upstream connections (after the server stopped taking requests). */
  return Object.assign(proxy, { close: () => pool.close() });
}
