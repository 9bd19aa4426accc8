import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Running, serveOnLoopback, startTestBff } from '../../../testing/bff/test-bff';
import { FORWARDED_SECRET_HEADER } from '../forwarded';
import {
  privateCacheControl,
  UPSTREAM_DOWN_MESSAGE,
  UPSTREAM_TIMEOUT_MESSAGE,
  withCacheBuster,
} from './proxy';

describe('proxy to a real upstream on loopback', () => {
  let upstream: Running;
  let bff: Running;
  const seen: Array<{
    method: string;
    url: string;
    headers: Record<string, string>;
    body: string;
  }> = [];

  beforeAll(async () => {
    const app = new Hono();
    app.all('/api/echo', async (c) => {
      seen.push({
        method: c.req.method,
        url: c.req.url,
        headers: Object.fromEntries(c.req.raw.headers),
        body: await c.req.text(),
      });
      c.header('Cache-Control', 'private, max-age=60');
      return c.json({ ok: true });
    });
    app.get('/api/public', (c) => {
      c.header('Cache-Control', 'public, max-age=30, s-maxage=60');
      if (c.req.query('login')) c.header('Set-Cookie', 'sid=new; Path=/; HttpOnly');
      return c.json([]);
    });
    app.post('/api/login', (c) => {
      c.header('Set-Cookie', 'sid=abc; Path=/; HttpOnly; Domain=upstream.internal', {
        append: true,
      });
      c.header('Set-Cookie', 'theme=light; Path=/; domain=.upstream.internal; SameSite=Lax', {
        append: true,
      });
      return c.json({ id: 1 });
    });
    app.get('/media/arte.png', (c) =>
      c.body(new Uint8Array([137, 80, 78, 71]), 200, { 'Content-Type': 'image/png' }),
    );
    app.get('/api/slow', async (c) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      return c.json({ late: true });
    });
    upstream = await serveOnLoopback(app);
    bff = await startTestBff({ upstreamUrl: upstream.url, upstreamTimeoutMs: 500 });
  });
  afterAll(async () => {
    await bff?.close();
    await upstream?.close();
  });

  it('forwards method, path, query, body and cookies, and sets X-Forwarded-*', async () => {
    const res = await fetch(`${bff.url}/api/echo?search=fam%C3%ADlia&page=2`, {
      headers: { cookie: 'sid=abc' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const request = seen.at(-1)!;
    expect(request.method).toBe('GET');
    expect(new URL(request.url).search).toBe('?search=fam%C3%ADlia&page=2');
    expect(request.headers.cookie).toBe('sid=abc');
    expect(request.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(request.headers['x-forwarded-proto']).toBe('http');
    expect(request.headers['x-forwarded-host']).toBe(new URL(bff.url).host);
  });

  it("never forwards a client's own X-Forwarded-* or forwarded secret", async () => {
    await fetch(`${bff.url}/api/echo`, {
      headers: {
        'x-forwarded-for': '203.0.113.9',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example',
        'x-real-ip': '203.0.113.9',
        forwarded: 'for=203.0.113.9',
        [FORWARDED_SECRET_HEADER]: 'adivinhado',
      },
    });
    const { headers } = seen.at(-1)!;
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toBe(new URL(bff.url).host);
    expect(headers['x-real-ip']).toBeUndefined();
    expect(headers.forwarded).toBeUndefined();
    expect(headers[FORWARDED_SECRET_HEADER]).toBeUndefined();
  });

  it('sends its secret and the address N trusted hops from the right', async () => {
    const behindProxy = await startTestBff({
      upstreamUrl: upstream.url,
      trustedProxyHops: 1,
      forwardedSecret: 'segredo-do-bff',
    });
    try {
      await fetch(`${behindProxy.url}/api/echo`, {
        headers: {
          'x-forwarded-for': '203.0.113.9, 198.51.100.20',
          'x-forwarded-proto': 'https',
          [FORWARDED_SECRET_HEADER]: 'adivinhado',
        },
      });
      const { headers } = seen.at(-1)!;
      expect(headers['x-forwarded-for']).toBe('198.51.100.20');
      expect(headers['x-forwarded-proto']).toBe('https');
      expect(headers[FORWARDED_SECRET_HEADER]).toBe('segredo-do-bff');
    } finally {
      await behindProxy.close();
    }
  });

  it('keeps GET cache headers as the upstream set them', async () => {
    const res = await fetch(`${bff.url}/api/echo`);
    expect(res.headers.get('cache-control')).toBe('private, max-age=60');
  });

  it('never lets a session-dependent answer be cached publicly', async () => {
    const anonymous = await fetch(`${bff.url}/api/public`);
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=60');
    const withSession = await fetch(`${bff.url}/api/public`, { headers: { cookie: 'sid=abc' } });
    expect(withSession.headers.get('cache-control')).toBe('private, max-age=30');
    const settingCookie = await fetch(`${bff.url}/api/public?login=1`);
    expect(settingCookie.headers.get('cache-control')).toBe('private, max-age=30');
    expect(privateCacheControl('public')).toBe('private');
  });

  it('adds _t to mutating calls that lack it and answers no-store', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await fetch(`${bff.url}/api/echo?x=1`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ method }),
      });
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('pragma')).toBe('no-cache');
      const request = seen.at(-1)!;
      expect(request.method).toBe(method);
      expect(new URL(request.url).searchParams.get('x')).toBe('1');
      expect(new URL(request.url).searchParams.get('_t')).toMatch(/^\d{13}$/);
      expect(request.body).toBe(JSON.stringify({ method }));
    }
  });

  it('keeps a _t the client already sent', async () => {
    await fetch(`${bff.url}/api/echo?_t=123`, { method: 'POST' });
    expect(new URL(seen.at(-1)!.url).searchParams.getAll('_t')).toEqual(['123']);
    expect(withCacheBuster('/api/x', 42)).toBe('/api/x?_t=42');
    expect(withCacheBuster('/api/x?a=1', 42)).toBe('/api/x?a=1&_t=42');
  });

  it('keeps several Set-Cookie headers apart and drops their Domain', async () => {
    const res = await fetch(`${bff.url}/api/login`, { method: 'POST' });
    expect(res.headers.getSetCookie()).toEqual([
      'sid=abc; Path=/; HttpOnly',
      'theme=light; Path=/; SameSite=Lax',
    ]);
  });

  it('proxies /media with its bytes and content type', async () => {
    const res = await fetch(`${bff.url}/media/arte.png`);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([137, 80, 78, 71]);
  });

  it('answers 504 with a pt-BR JSON message when the upstream is slow', async () => {
    const res = await fetch(`${bff.url}/api/slow`);
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ message: UPSTREAM_TIMEOUT_MESSAGE });
  });

  it('answers 502 with a pt-BR JSON message when the upstream is down', async () => {
    const down = await startTestBff({ upstreamUrl: 'http://127.0.0.1:9' });
    try {
      const res = await fetch(`${down.url}/api/categories`);
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ message: UPSTREAM_DOWN_MESSAGE });
    } finally {
      await down.close();
    }
  });

  it('sets the security headers on proxied answers', async () => {
    const res = await fetch(`${bff.url}/api/echo`);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });
});
