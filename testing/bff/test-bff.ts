import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createRequestListener } from '../../bff/src/app';
import type { ServerRenderer } from '../../bff/src/static/server-render';
import type { SiteFile } from '../../bff/src/static/site-files';

export interface Running {
  url: string;
  close(): Promise<void>;
}

export interface RunningUpstream extends Running {
  /** TCP connections the upstream has accepted so far. */
  connections(): number;
}

/** A real HTTP server on loopback for a Hono app (the upstream in BFF tests). */
export async function serveOnLoopback(app: Hono): Promise<RunningUpstream> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  let connections = 0;
  server.on('connection', () => {
    connections += 1;
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => connections,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        (server as http.Server).closeAllConnections?.();
      }),
  };
}

export async function startTestBff(options: {
  upstreamUrl: string;
  siteFiles?: Map<string, SiteFile>;
  serverRenderer?: ServerRenderer;
  upstreamTimeoutMs?: number;
  bodyLimitBytes?: number;
  bodyReadTimeoutMs?: number;
  trustedProxyHops?: number;
  forwardedSecret?: string;
  allowedOrigins?: ReadonlySet<string>;
  publicOrigin?: string;
  pageDataTimeoutMs?: number;
}): Promise<Running> {
  const server = http.createServer(
    createRequestListener({
      upstreamUrl: options.upstreamUrl,
      upstreamTimeoutMs: options.upstreamTimeoutMs ?? 5_000,
      ...(options.bodyLimitBytes ? { bodyLimitBytes: options.bodyLimitBytes } : {}),
      ...(options.bodyReadTimeoutMs ? { bodyReadTimeoutMs: options.bodyReadTimeoutMs } : {}),
      ...(options.trustedProxyHops ? { trustedProxyHops: options.trustedProxyHops } : {}),
      ...(options.forwardedSecret ? { forwardedSecret: options.forwardedSecret } : {}),
      ...(options.allowedOrigins ? { allowedOrigins: options.allowedOrigins } : {}),
      ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
      ...(options.pageDataTimeoutMs ? { pageDataTimeoutMs: options.pageDataTimeoutMs } : {}),
      siteFiles: options.siteFiles ?? new Map(),
      ...(options.serverRenderer ? { serverRenderer: options.serverRenderer } : {}),
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * A raw HTTP/1.1 connection (fetch would normalise paths and hide the socket): what it
 * received, the status codes in it, and whether the server closed it.
 */
export async function rawConnection(url: string) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  const received: Buffer[] = [];
  let closed = false;
  socket.on('data', (chunk: Buffer) => {
    received.push(chunk);
  });
  socket.on('close', () => {
    closed = true;
  });
  socket.on('error', () => {}); // a reset after the server closed: 'close' follows
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return {
    socket,
    received: () => Buffer.concat(received).toString('utf8'),
    closed: () => closed,
    /** Status codes of the answers received so far, in order. */
    statuses: () =>
      [
        ...Buffer.concat(received)
          .toString('latin1')
          .matchAll(/HTTP\/1\.1 (\d{3})/g),
      ].map((m) => Number(m[1])),
    /** Resolves once written, or once the server closed the connection. */
    write: (data: string | Buffer) =>
      new Promise<void>((resolve) => {
        if (socket.destroyed || socket.write(data)) return resolve();
        socket.once('drain', resolve);
        socket.once('close', resolve);
      }),
  };
}
export type RawConnection = Awaited<ReturnType<typeof rawConnection>>;
