import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Running,
  type RunningUpstream,
  serveOnLoopback,
  startTestBff,
} from '../../../testing/bff/test-bff';
import { createServerRenderer, OUTLETS } from '../static/server-render';
import type { SiteFile } from '../static/site-files';

// A staff change made through this BFF shows at once (issue 19): the page heads and the
// server-rendered /artes it keeps from the API (max-age 60) are dropped after a successful
// /api/admin call, so an unpublished art answers 404 right away.

const LISTING_URL = '/api/artes?page=1&limit=24';

function htmlFile(text: string): SiteFile {
  return {
    body: Buffer.from(text),
    contentType: 'text/html; charset=utf-8',
    cacheControl: 'no-cache',
    encoded: {},
  };
}

describe('staff changes through the BFF reach the pages at once', () => {
  let upstream: RunningUpstream;
  let bff: Running;
  /** The arts the fake API shows visitors. */
  const published = new Set<number>();
  let pageCalls = 0;

  beforeAll(async () => {
    const api = new Hono();
    const cached = { 'Cache-Control': 'public, max-age=60' };
    api.get('/api/pages/arts/:id', (c) => {
      pageCalls += 1;
      const id = Number(c.req.param('id'));
      if (!published.has(id)) return c.json({ message: 'Arte não encontrada' }, 404, cached);
      return c.json(
        {
          id,
          title: `Culto de Celebração ${id}`,
          categoryName: 'Cultos',
          formatName: 'Stories',
          image: `/media/arts/${id}/share.jpg`,
        },
        200,
        cached,
      );
    });
    api.get('/api/artes', (c) =>
      c.json({ arts: [...published].map((id) => ({ title: `Arte ${id}` })) }, 200, cached),
    );
    api.put('/api/admin/arts/:id', (c) => {
      if (c.req.header('x-role') !== 'admin') return c.json({ message: 'Acesso negado' }, 403);
      published.delete(Number(c.req.param('id')));
      return c.json({ success: true });
    });
    api.post('/api/admin/reports/:id/unpublish-art', (c) => {
      published.delete(Number(c.req.param('id')));
      return c.json({ success: true });
    });
    api.post('/api/favorites/:id', (c) => {
      published.delete(Number(c.req.param('id')));
      return c.json({ success: true });
    });
    upstream = await serveOnLoopback(api);
    const serverRenderer = createServerRenderer({
      renderer: {
        async renderPage(_path, responses) {
          const body = responses[LISTING_URL] as { arts: Array<{ title: string }> };
          return {
            html: body.arts.map((art) => `<li>${art.title}</li>`).join(''),
            styleHashes: [],
            queriesScript: '',
          };
        },
      },
      pages: new Map([
        ['/artes', { template: `<!doctype html><ul>${OUTLETS.html}</ul>`, data: [LISTING_URL] }],
      ]),
      upstreamUrl: upstream.url,
    });
    bff = await startTestBff({
      upstreamUrl: upstream.url,
      serverRenderer,
      siteFiles: new Map([
        [
          '/index.html',
          htmlFile(
            '<!doctype html><html><head><title>Arte Gospel</title></head><body></body></html>',
          ),
        ],
      ]),
    });
  });

  afterAll(async () => {
    await bff?.close();
    await upstream?.close();
  });

  beforeEach(() => {
    published.clear();
    pageCalls = 0;
  });

  const staffCall = (method: string, path: string, role = 'admin') =>
    fetch(`${bff.url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'x-role': role },
      body: '{}',
    });

  it('an art unpublished by staff answers 404 at once, its share tags gone', async () => {
    published.add(7);
    const before = await fetch(`${bff.url}/artes/7`);
    expect(before.status).toBe(200);
    expect(await before.text()).toContain('/media/arts/7/share.jpg');
    // Kept: a second visit does not ask the API again.
    expect((await fetch(`${bff.url}/artes/7`)).status).toBe(200);
    expect(pageCalls).toBe(1);

    expect((await staffCall('PUT', '/api/admin/arts/7')).status).toBe(200);
    const after = await fetch(`${bff.url}/artes/7`);
    expect(after.status).toBe(404);
    expect(await after.text()).not.toContain('/media/arts/7/share.jpg');
  });

  it("a report's 'despublicar arte' empties the server-rendered /artes at once", async () => {
    published.add(8);
    expect(await (await fetch(`${bff.url}/artes`)).text()).toContain('<li>Arte 8</li>');
    expect((await fetch(`${bff.url}/artes/8`)).status).toBe(200);

    expect((await staffCall('POST', '/api/admin/reports/8/unpublish-art')).status).toBe(200);
    expect(await (await fetch(`${bff.url}/artes`)).text()).not.toContain('Arte 8');
    expect((await fetch(`${bff.url}/artes/8`)).status).toBe(404);
  });

  it('a refused staff call or a visitor call leaves the kept answers alone', async () => {
    published.add(9);
    expect((await fetch(`${bff.url}/artes/9`)).status).toBe(200);
    expect((await staffCall('PUT', '/api/admin/arts/9', 'suporte')).status).toBe(403);
    // Not a staff call: the kept answer stands until its max-age.
    published.delete(9);
    expect((await staffCall('POST', '/api/favorites/9')).status).toBe(200);
    expect((await fetch(`${bff.url}/artes/9`)).status).toBe(200);
    expect(pageCalls).toBe(1);
  });
});
