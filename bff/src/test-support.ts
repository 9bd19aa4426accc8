import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createRequestListener } from './app';
import type { ServerRenderer } from './static/server-render';
import type { SiteFile } from './static/site-files';

export interface Running {
  url: string;
  close(): Promise<void>;
}

/** A real HTTP server on loopback for a Hono app (the upstream in BFF tests). */
export async function serveOnLoopback(app: Hono): Promise<Running> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
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
}): Promise<Running> {
  const server = http.createServer(
    createRequestListener({
      upstreamUrl: options.upstreamUrl,
      upstreamTimeoutMs: options.upstreamTimeoutMs ?? 5_000,
      ...(options.bodyLimitBytes ? { bodyLimitBytes: options.bodyLimitBytes } : {}),
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
