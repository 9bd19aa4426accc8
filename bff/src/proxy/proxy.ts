import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Dispatcher, Pool } from 'undici';
import { type Client, FORWARDED_SECRET_HEADER } from '../forwarded';
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

/** Request headers the BFF sets itself: a client's copy is never forwarded. */
const SET_BY_US = new Set([
  'host',
  'expect',
  'content-length',
  'forwarded',
  'x-real-ip',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-request-id',
  FORWARDED_SECRET_HEADER,
]);

// pt-BR texts the site's error chain shows as they are (platform §8).
export const UPSTREAM_DOWN_MESSAGE =
  'Serviço temporariamente indisponível. Tente novamente em instantes.';
export const UPSTREAM_TIMEOUT_MESSAGE =
  'O servidor demorou demais para responder. Tente novamente em instantes.';
export const BODY_TOO_LARGE_MESSAGE = 'O conteúdo enviado é grande demais.';
export const BODY_TIMEOUT_MESSAGE =
  'O envio dos dados demorou demais. Verifique sua conexão e tente novamente.';
export const BODIES_BUSY_MESSAGE =
  'O servidor está recebendo muitos envios agora. Tente novamente em instantes.';

export interface ProxyOptions {
  upstreamUrl: string;
  timeoutMs: number;
  /** Extra response headers (the security headers) added to every proxied answer. */
  responseHeaders: ReadonlyArray<readonly [string, string]>;
  /** Largest request body forwarded, declared or chunked; larger ones get a 413. */
  bodyLimitBytes: number;
  /** Deadline to receive a whole request body (from its headers); slower ones get a 408. */
  bodyReadTimeoutMs: number;
  /** Request-body bytes held at once across all requests; beyond it a 503. */
  bodyBufferTotalBytes: number;
  /** Sent in FORWARDED_SECRET_HEADER so the API believes our X-Forwarded-* (none: not sent). */
  forwardedSecret?: string | undefined;
  /**
   * Told of every mutating call's answer (its target and status) before the client gets it,
   * so what the BFF keeps from the API can be dropped first (app.ts: staff changes).
   */
  onMutationAnswered?: (target: string, status: number) => void;
}

export interface ProxiedRequest {
  requestId: string;
  client: Client;
  /** The normalised path and query to ask the upstream for (request-path.ts). */
  target: string;
}

/** How long a closing connection keeps reading (and dropping) what the client still sends. */
const LINGER_MS = 5000;

/**
 * Closes like nginx's lingering close: Node destroys a `Connection: close` socket as soon
 * as the answer is written, and a client still sending its body then gets a reset, which
 * makes its TCP stack discard the answer it had not read yet (RFC 9112 §9.6). Instead the
 * write side is ended (the answer, then FIN) and what the client still sends is read and
 * dropped until it closes, or for LINGER_MS at the most.
 */
function lingerOnClose(res: ServerResponse) {
  const socket = res.socket;
  if (!socket) return;
  socket.destroySoon = function lingeringDestroySoon(this: typeof socket) {
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
    this.once('end', () => this.destroy());
    this.end();
    this.resume();
  };
}

/**
 * A JSON error answer. `close` ends the connection once the answer is flushed (Node sends
 * `Connection: close` and closes the socket): for an answer given before the request body
 * was read, whose rest would otherwise have to be drained, however long it is.
 */
export function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  extraHeaders: readonly string[],
  close: boolean,
) {
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
    ...extraHeaders,
  ];
  if (close) {
    headers.push('Connection', 'close');
    lingerOnClose(res);
  }
  res.writeHead(status, headers);
  res.end(body);
}

/** Does the request announce a body (a non-zero length, or chunks)? */
function hasBody(req: IncomingMessage): boolean {
  const declared = req.headers['content-length'];
  return (
    (declared !== undefined && Number(declared) > 0) ||
    req.headers['transfer-encoding'] !== undefined
  );
}

type BodyRead =
  | { kind: 'ok'; body: Buffer | null }
  | { kind: 'too-large' | 'timeout' | 'busy' | 'aborted' };

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

/** A request body this large is an upload (its upstream connection is closed after it). */
const UPLOAD_BYTES = 64 * 1024;

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/**
 * A reverse proxy over one pooled keep-alive undici Pool: a request body is received whole
 * (up to the limit, within a deadline) before an upstream connection is taken, answers
 * stream back with backpressure, cookies pass both ways with every Set-Cookie kept apart,
 * hop-by-hop headers are dropped and the X-Forwarded-* headers are set from the trusted
 * client (never copied from the request).
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

  const securityHeaders = options.responseHeaders.flat();
  // Request-body bytes held right now, by every request together.
  let buffered = 0;

  /**
   * Reads the whole request body before any upstream connection is taken (as nginx does):
   * a client trickling its body holds only its own socket, never one of the pool's.
   */
  function readBody(req: IncomingMessage, res: ServerResponse): Promise<BodyRead> {
    if (!hasBody(req)) return Promise.resolve({ kind: 'ok', body: null });
    if (Number(req.headers['content-length'] ?? 0) > options.bodyLimitBytes) {
      return Promise.resolve({ kind: 'too-large' });
    }
    return new Promise((resolve) => {
      const chunks: Buffer[] = [];
      let size = 0;
      // Held until the answer is over (the buffer goes upstream as the request body).
      res.once('close', () => {
        buffered -= size;
      });
      const finish = (result: BodyRead) => {
        clearTimeout(deadline);
        req.off('data', onData);
        req.off('end', onEnd);
        req.off('close', onClose);
        if (result.kind !== 'ok') chunks.length = 0;
        resolve(result);
      };
      const onData = (chunk: Buffer) => {
        size += chunk.length;
        buffered += chunk.length;
        if (size > options.bodyLimitBytes) finish({ kind: 'too-large' });
        else if (buffered > options.bodyBufferTotalBytes) finish({ kind: 'busy' });
        else chunks.push(chunk);
      };
      const onEnd = () => finish({ kind: 'ok', body: Buffer.concat(chunks, size) });
      const onClose = () => finish({ kind: 'aborted' });
      const deadline = setTimeout(() => finish({ kind: 'timeout' }), options.bodyReadTimeoutMs);
      req.on('data', onData);
      req.on('end', onEnd);
      req.on('close', onClose);
      req.on('error', () => {}); // a client gone mid-body: 'close' follows
    });
  }

  function fail(res: ServerResponse, status: 408 | 413 | 502 | 503 | 504, message: string) {
    const extra = status === 503 ? [...securityHeaders, 'Retry-After', '5'] : securityHeaders;
    sendError(res, status, message, extra, status === 408 || status === 413 || status === 503);
  }

  async function proxy(req: IncomingMessage, res: ServerResponse, call: ProxiedRequest) {
    const { requestId, client } = call;
    const method = (req.method ?? 'GET') as Dispatcher.HttpMethod;
    const mutating = MUTATING.has(method);
    const read = await readBody(req, res);
    if (read.kind !== 'ok') {
      if (read.kind === 'too-large') fail(res, 413, BODY_TOO_LARGE_MESSAGE);
      else if (read.kind === 'timeout') fail(res, 408, BODY_TIMEOUT_MESSAGE);
      else if (read.kind === 'busy') fail(res, 503, BODIES_BUSY_MESSAGE);
      return;
    }
    if (res.destroyed) return;
    const body = read.body;
    const path = mutating ? withCacheBuster(call.target) : call.target;

    // Forward the raw header list (repeated headers stay apart), minus hop-by-hop ones and
    // those the BFF sets itself.
    const headers: string[] = [];
    const rawIn = req.rawHeaders;
    for (let i = 0; i < rawIn.length; i += 2) {
      const name = rawIn[i] as string;
      const lower = name.toLowerCase();
      if (HOP_BY_HOP.has(lower) || SET_BY_US.has(lower)) continue;
      headers.push(name, rawIn[i + 1] as string);
    }
    headers.push(
      'Host',
      upstream.host,
      'X-Forwarded-For',
      client.address,
      'X-Forwarded-Proto',
      client.secure ? 'https' : 'http',
      'X-Forwarded-Host',
      req.headers.host ?? '',
      'X-Request-Id',
      requestId,
    );
    if (options.forwardedSecret) headers.push(FORWARDED_SECRET_HEADER, options.forwardedSecret);
    if (body) headers.push('Content-Length', String(body.length));

    const sessionBound =
      req.headers.cookie !== undefined || req.headers.authorization !== undefined;
    let controller: Dispatcher.DispatchController | undefined;

    // A client that goes away (before or during the answer) ends the upstream call too.
    res.on('close', () => {
      if (!res.writableFinished) controller?.abort(new Error('client closed'));
    });

    try {
      pool.dispatch(
        // An upload's connection is not reused: the API may answer before reading it all
        // (an oversized file) and then drop the connection, failing whatever came next on it.
        { method, path, headers, body, reset: (body?.length ?? 0) > UPLOAD_BYTES },
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
              if (
                mutating &&
                (name === 'cache-control' || name === 'pragma' || name === 'expires')
              ) {
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
              else if (name === 'cache-control' && bound)
                out.push(name, privateCacheControl(value));
              else out.push(name, value);
            }
            if (mutating) {
              out.push('Cache-Control', 'no-store', 'Pragma', 'no-cache');
              options.onMutationAnswered?.(call.target, statusCode);
            }
            for (const [k, v] of options.responseHeaders) out.push(k, v);
            if (client.secure) out.push(HSTS_HEADER[0], HSTS_HEADER[1]);
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
            if (TIMEOUT_CODES.has(code)) fail(res, 504, UPSTREAM_TIMEOUT_MESSAGE);
            else if (res.destroyed) return;
            else fail(res, 502, UPSTREAM_DOWN_MESSAGE);
          },
        },
      );
    } catch {
      // e.g. a header value undici refuses
      fail(res, 502, UPSTREAM_DOWN_MESSAGE);
    }
  }
  /** Closes the pooled upstream connections (after the server stopped taking requests). */
  return Object.assign(proxy, { close: () => pool.close() });
}
