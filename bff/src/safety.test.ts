import http from 'node:http';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Running, serveOnLoopback, startTestBff } from '../../testing/bff/test-bff';
import { readConfig } from './config';
import { CROSS_ORIGIN_MESSAGE } from './csrf';
import { BODY_TOO_LARGE_MESSAGE } from './proxy/proxy';
import { startBff } from './server';

describe('BFF safety', () => {
  let upstream: Running;
  let bff: Running;
  let received: Array<{ path: string; bytes: number; contentType: string }> = [];

  beforeAll(async () => {
    const app = new Hono();
    app.all('/api/*', async (c) => {
      // Count the body as it streams in, without keeping it.
      let bytes = 0;
      const reader = c.req.raw.body?.getReader();
      while (reader) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
      }
      received.push({ path: c.req.path, bytes, contentType: c.req.header('content-type') ?? '' });
      return c.json({ bytes });
    });
    upstream = await serveOnLoopback(app);
    bff = await startTestBff({ upstreamUrl: upstream.url, bodyLimitBytes: 6 * 1024 * 1024 });
  });
  afterAll(async () => {
    await bff?.close();
    await upstream?.close();
  });

  describe('CSRF', () => {
    const host = () => new URL(bff.url).host;

    it('refuses a mutating call marked cross-site, JSON included', async () => {
      received = [];
      const res = await fetch(`${bff.url}/api/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'sec-fetch-site': 'cross-site',
          cookie: 'sid=1',
        },
        body: '{}',
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: CROSS_ORIGIN_MESSAGE });
      expect(received).toEqual([]);
    });

    it('refuses a mutating call whose Origin is another host', async () => {
      for (const contentType of [
        'application/json',
        'text/plain',
        'multipart/form-data; boundary=x',
      ]) {
        const res = await fetch(`${bff.url}/api/logout`, {
          method: 'POST',
          headers: { 'content-type': contentType, origin: 'https://evil.example' },
          body: '{}',
        });
        expect(res.status, contentType).toBe(403);
      }
      const nullOrigin = await fetch(`${bff.url}/api/logout`, {
        method: 'DELETE',
        headers: { origin: 'null' },
      });
      expect(nullOrigin.status).toBe(403);
    });

    it('lets same-origin calls, GETs and server-to-server calls through', async () => {
      const same = await fetch(`${bff.url}/api/login`, {
        method: 'POST',
        headers: { origin: `http://${host()}`, 'sec-fetch-site': 'same-origin' },
        body: '{}',
      });
      expect(same.status).toBe(200);
      const crossGet = await fetch(`${bff.url}/api/categories`, {
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(crossGet.status).toBe(200);
      const webhook = await fetch(`${bff.url}/api/webhooks/checkout`, {
        method: 'POST',
        body: '{}',
      });
      expect(webhook.status).toBe(200);
    });
  });

  describe('bodies', () => {
    it('streams a 5 MB multipart upload through to the upstream', async () => {
      received = [];
      const form = new FormData();
      form.set('title', 'Arte copiada');
      form.set(
        'evidence',
        new Blob([new Uint8Array(5 * 1024 * 1024).fill(7)], { type: 'image/png' }),
        'prova.png',
      );
      const res = await fetch(`${bff.url}/api/reports-v2/upload`, { method: 'POST', body: form });
      expect(res.status).toBe(200);
      const seen = received.at(-1)!;
      expect(seen.path).toBe('/api/reports-v2/upload');
      expect(seen.contentType).toMatch(/^multipart\/form-data; boundary=/);
      expect(seen.bytes).toBeGreaterThan(5 * 1024 * 1024);
      expect((await res.json()) as { bytes: number }).toEqual({ bytes: seen.bytes });
    });

    it('refuses a body over the limit by its declared length', async () => {
      const res = await fetch(`${bff.url}/api/reports-v2/upload`, {
        method: 'POST',
        body: new Uint8Array(7 * 1024 * 1024),
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ message: BODY_TOO_LARGE_MESSAGE });
    });

    it('refuses a chunked body once it streams past the limit', async () => {
      const { hostname, port } = new URL(bff.url);
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request(
          { hostname, port, method: 'POST', path: '/api/reports-v2/upload' },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        const chunk = Buffer.alloc(512 * 1024, 1);
        let sent = 0;
        const pump = () => {
          while (sent < 8 * 1024 * 1024) {
            sent += chunk.length;
            if (!req.write(chunk)) {
              req.once('drain', pump);
              return;
            }
          }
          req.end();
        };
        pump();
      });
      expect(status).toBe(413);
    });
  });
});

describe('BFF lifecycle', () => {
  it('drains an in-flight request on shutdown', async () => {
    // The upstream holds the request until the test lets it go: in flight for certain.
    let arrived = () => {};
    const inUpstream = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const app = new Hono();
    app.get('/api/slow', async (c) => {
      arrived();
      await answered;
      return c.json({ done: true });
    });
    const upstream = await serveOnLoopback(app);
    const bff = await startBff({
      ...readConfig({}),
      port: 0,
      host: '127.0.0.1',
      upstreamUrl: upstream.url,
      siteDir: '/nonexistent',
      logLevel: 'silent',
    });
    try {
      const inFlight = fetch(`${bff.url}/api/slow`);
      await inUpstream;
      const closed = bff.close();
      // Shutting down: no new connection is taken, and only then the upstream answers.
      await expect(fetch(`${bff.url}/healthz`)).rejects.toThrow();
      answer();
      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ done: true });
      await closed;
      await expect(fetch(`${bff.url}/healthz`)).rejects.toThrow();
    } finally {
      await upstream.close();
    }
  });

  it('answers /readyz by whether the upstream is reachable', async () => {
    const upstream = await serveOnLoopback(new Hono().get('/api/categories', (c) => c.json([])));
    const bff = await startBff({
      ...readConfig({}),
      port: 0,
      host: '127.0.0.1',
      upstreamUrl: upstream.url,
      siteDir: '/nonexistent',
      logLevel: 'silent',
    });
    try {
      const ready = await fetch(`${bff.url}/readyz`);
      expect(ready.status).toBe(200);
      await upstream.close();
      const notReady = await fetch(`${bff.url}/readyz`);
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toEqual({ status: 'upstream indisponível' });
      expect((await fetch(`${bff.url}/healthz`)).status).toBe(200);
    } finally {
      await bff.close();
    }
  });

  it('sets HSTS only for requests that came over https through a trusted proxy', async () => {
    const upstream = await serveOnLoopback(new Hono().get('/api/x', (c) => c.json({})));
    const direct = await startTestBff({ upstreamUrl: upstream.url });
    const bff = await startTestBff({ upstreamUrl: upstream.url, trustedProxyHops: 1 });
    try {
      const plain = await fetch(`${bff.url}/healthz`);
      expect(plain.headers.get('strict-transport-security')).toBeNull();
      for (const path of ['/healthz', '/api/x']) {
        const viaTls = await fetch(`${bff.url}${path}`, {
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(viaTls.headers.get('strict-transport-security'), path).toContain('max-age=');
        // With no proxy in front, a client's own X-Forwarded-Proto is not believed.
        const claimed = await fetch(`${direct.url}${path}`, {
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(claimed.headers.get('strict-transport-security'), path).toBeNull();
      }
    } finally {
      await bff.close();
      await direct.close();
      await upstream.close();
    }
  });
});
