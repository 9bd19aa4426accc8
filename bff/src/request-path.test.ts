import http from 'node:http';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Running, serveOnLoopback, startTestBff } from '../../testing/bff/test-bff';
import { CROSS_ORIGIN_MESSAGE } from './csrf';
import { BAD_PATH_MESSAGE, normaliseTarget } from './request-path';

describe('normaliseTarget', () => {
  it('resolves dot segments, plain or percent-encoded, as the WHATWG parser does', () => {
    expect(normaliseTarget('/media/%2e%2e/api/login')).toEqual({
      pathname: '/api/login',
      search: '',
    });
    expect(normaliseTarget('/media/.%2E/api/x?y=1')).toEqual({
      pathname: '/api/x',
      search: '?y=1',
    });
    expect(normaliseTarget('/media/../api/x')?.pathname).toBe('/api/x');
    expect(normaliseTarget('/media\\..\\api/x')?.pathname).toBe('/api/x');
    expect(normaliseTarget('/api/./artes')?.pathname).toBe('/api/artes');
    expect(normaliseTarget('http://outro.example/api/x?a=1')).toEqual({
      pathname: '/api/x',
      search: '?a=1',
    });
    expect(normaliseTarget('//api/x')?.pathname).toBe('//api/x');
    expect(normaliseTarget('/api/artes?search=fam%C3%ADlia')?.search).toBe('?search=fam%C3%ADlia');
  });

  it('refuses encoded slashes, backslashes, NULs, double-encoded dots and bad escapes', () => {
    for (const target of [
      '/api/a%2fb',
      '/media/..%2f..%2fapi/x',
      '/api/%5c',
      '/api/x%00',
      '/media/%252e%252e/api/x',
      '/api/%zz',
      '*',
      'ftp://x/api',
    ]) {
      expect(normaliseTarget(target), target).toBeUndefined();
    }
  });
});

describe('routing and the cross-site check on the normalised path', () => {
  let upstream: Running;
  let bff: Running;
  let seen: Array<{ method: string; path: string }> = [];

  beforeAll(async () => {
    const app = new Hono();
    app.all('*', (c) => {
      seen.push({ method: c.req.method, path: c.req.path });
      return c.json({ ok: true });
    });
    upstream = await serveOnLoopback(app);
    bff = await startTestBff({ upstreamUrl: upstream.url });
  });
  afterAll(async () => {
    await bff?.close();
    await upstream?.close();
  });

  /** A raw request (fetch would resolve the dots before sending). */
  const raw = (method: string, path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const { hostname, port } = new URL(bff.url);
      const req = http.request({ hostname, port, method, path, headers }, (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end(method === 'GET' ? undefined : '{}');
    });

  it('refuses a cross-site mutation hidden behind /media/%2e%2e/api', async () => {
    seen = [];
    for (const path of ['/media/%2e%2e/api/login', '/media/.%2E/api/logout', '/x/../api/login']) {
      const res = await raw('POST', path, {
        origin: 'https://evil.example',
        'content-type': 'application/json',
      });
      expect(res.status, path).toBe(403);
      expect(JSON.parse(res.body), path).toEqual({ message: CROSS_ORIGIN_MESSAGE });
    }
    expect(seen).toEqual([]);
  });

  it('checks every mutating proxied call, /media included', async () => {
    seen = [];
    const res = await raw('DELETE', '/media/arts/1.webp', { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(seen).toEqual([]);
  });

  it('forwards the normalised path upstream', async () => {
    seen = [];
    const res = await raw('GET', '/media/%2e%2e/api/artes?page=2');
    expect(res.status).toBe(200);
    expect(seen).toEqual([{ method: 'GET', path: '/api/artes' }]);
  });

  it('answers 400 in pt-BR to a path that keeps an encoded slash', async () => {
    seen = [];
    for (const path of ['/api/arts/1%2f..%2f2', '/media/%252e%252e/api/login']) {
      const res = await raw('GET', path);
      expect(res.status, path).toBe(400);
      expect(JSON.parse(res.body), path).toEqual({ message: BAD_PATH_MESSAGE });
    }
    expect(seen).toEqual([]);
  });
});
