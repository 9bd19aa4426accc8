import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Running, serveOnLoopback, startTestBff } from '../../../testing/bff/test-bff';
import {
  createServerRenderer,
  loadSiteRenderer,
  OUTLETS,
  type ServerPage,
  type SiteRenderer,
} from './server-render';
import type { SiteFile } from './site-files';

const LISTING_URL = '/api/artes?page=1&limit=24&sortBy=destaques';
const TEMPLATE = `<!doctype html><title>Todos os Designs</title><div id="root">${OUTLETS.html}</div>${OUTLETS.queries}<script type="module" src="/paint-first.js"></script>`;
const PRERENDERED = '<!doctype html><div id="root"><div role="status">Carregando</div></div>';

function htmlFile(text: string): SiteFile {
  return {
    body: Buffer.from(text),
    contentType: 'text/html; charset=utf-8',
    cacheControl: 'no-cache',
    encoded: {},
  };
}

const styleHash = (value: string) =>
  `sha256-${createHash('sha256').update(value).digest('base64')}`;

/**
 * A stand-in for the site's renderer (site/src/server-render.tsx, tested on its own in
 * tests/prerender.test.ts): it draws the titles of the arts it is given, and records calls.
 */
function recordingRenderer(options: { fail?: boolean } = {}) {
  const calls: Array<{ path: string; responses: Readonly<Record<string, unknown>> }> = [];
  const renderer: SiteRenderer = {
    async renderPage(urlPath, responses) {
      calls.push({ path: urlPath, responses });
      if (options.fail) throw new Error('Resposta inesperada do servidor. Tente novamente.');
      const body = responses[LISTING_URL] as { arts: Array<{ title: string }> };
      return {
        html: `<ul style="height:10px">${body.arts.map((art) => `<li>${art.title}</li>`).join('')}</ul>`,
        styleHashes: [styleHash('height:10px')],
        queriesScript: `<script type="application/json" id="initial-queries">${JSON.stringify(body).replaceAll('<', '\\u003c')}</script>`,
      };
    },
  };
  return { renderer, calls, options };
}

describe('pages rendered per request with their first API answers', () => {
  let upstream: Running;
  /** What the upstream listing answers next; `status` other than 200 is an error. */
  let listing: {
    status: number;
    body: string;
    delayMs: number;
    cacheControl: string;
    /** The API does not answer until the test lets it (a slow API, whatever the CPU). */
    held?: boolean;
  };
  let releaseHeld: () => void = () => {};
  let held = Promise.resolve();
  /** From now on the API's answers wait for releaseHeld(). */
  function holdAnswers() {
    held = new Promise<void>((resolve) => {
      releaseHeld = resolve;
    });
  }
  const seenByUpstream: Array<{ url: string; cookie: string | undefined }> = [];
  const pages = new Map<string, ServerPage>([
    ['/artes', { template: TEMPLATE, data: [LISTING_URL] }],
  ]);
  const siteFiles = new Map([
    ['/index.html', htmlFile('<!doctype html><title>Arte Gospel</title>')],
    ['/prerendered/artes.html', htmlFile(PRERENDERED)],
    [
      '/prerendered/pages.json',
      htmlFile(JSON.stringify({ '/artes': { file: '/prerendered/artes.html', styleHashes: [] } })),
    ],
  ]);
  const arts = (...titles: string[]) =>
    JSON.stringify({ arts: titles.map((title) => ({ title })), totalCount: titles.length });

  beforeAll(async () => {
    const app = new Hono();
    app.get('/api/artes', async (c) => {
      seenByUpstream.push({ url: c.req.url, cookie: c.req.header('cookie') });
      if (listing.held) await held;
      await new Promise((resolve) => setTimeout(resolve, listing.delayMs));
      return c.body(listing.body, listing.status as 200, {
        'Content-Type': 'application/json',
        'Cache-Control': listing.cacheControl,
      });
    });
    upstream = await serveOnLoopback(app);
  });
  afterAll(async () => {
    await upstream?.close();
  });
  beforeEach(() => {
    listing = { status: 200, body: arts('Culto de Jovens'), delayMs: 0, cacheControl: 'no-store' };
    seenByUpstream.length = 0;
  });

  async function bffWith(
    renderer: SiteRenderer,
    extra: { now?: () => number; dataTimeoutMs?: number; onRender?: () => void } = {},
  ) {
    const { onRender, ...timing } = extra;
    const serverRenderer = createServerRenderer({
      renderer,
      pages,
      upstreamUrl: upstream.url,
      // A working API always answers within it, however loaded the machine; the slow case
      // holds its answer (below) rather than racing a short timeout.
      dataTimeoutMs: 10_000,
      retryAfterMs: 60_000,
      ...timing,
    });
    const render = serverRenderer.render;
    // Each page request the BFF takes to its renderer, seen as it arrives.
    serverRenderer.render = (urlPath) => {
      onRender?.();
      return render(urlPath);
    };
    return startTestBff({ upstreamUrl: upstream.url, siteFiles, serverRenderer });
  }

  it('draws the page with the answers, carries them for the app, and allows its style attributes', async () => {
    const { renderer, calls } = recordingRenderer();
    const bff = await bffWith(renderer);
    try {
      const res = await fetch(`${bff.url}/artes`, {
        headers: { cookie: 'sid=segredo', 'accept-encoding': 'br' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-encoding')).toBe('br');
      // (fetch decodes the brotli body.)
      const html = await res.text();
      expect(html).toBe(
        TEMPLATE.replace(
          OUTLETS.html,
          '<ul style="height:10px"><li>Culto de Jovens</li></ul>',
        ).replace(
          OUTLETS.queries,
          `<script type="application/json" id="initial-queries">${arts('Culto de Jovens')}</script>`,
        ),
      );
      expect(calls).toEqual([
        { path: '/artes', responses: { [LISTING_URL]: JSON.parse(arts('Culto de Jovens')) } },
      ]);
      // The answer is public: the visitor's cookie is not sent upstream with it.
      expect(seenByUpstream).toHaveLength(1);
      expect(seenByUpstream[0]?.url).toBe(`${upstream.url}${LISTING_URL}`);
      expect(seenByUpstream[0]?.cookie).toBeUndefined();
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`style-src 'self' 'unsafe-hashes' '${styleHash('height:10px')}'`);
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
      // With a query string the SPA draws what it asks for, with no render.
      const searched = await fetch(`${bff.url}/artes?search=ceia`);
      expect(await searched.text()).toContain('<title>Arte Gospel</title>');
      expect(calls).toHaveLength(1);
    } finally {
      await bff.close();
    }
  });

  it('renders again only when the answers change, and asks the API again once its max-age is over', async () => {
    let clock = 1_000_000;
    const { renderer, calls } = recordingRenderer();
    listing.cacheControl = 'public, max-age=30';
    const bff = await bffWith(renderer, { now: () => clock });
    try {
      const first = await (await fetch(`${bff.url}/artes`)).text();
      expect(await (await fetch(`${bff.url}/artes`)).text()).toBe(first);
      // Within max-age: neither asked nor rendered again.
      expect(seenByUpstream).toHaveLength(1);
      expect(calls).toHaveLength(1);
      clock += 31_000;
      // Asked again; the same answer draws the same page, with no new render.
      expect(await (await fetch(`${bff.url}/artes`)).text()).toBe(first);
      expect(seenByUpstream).toHaveLength(2);
      expect(calls).toHaveLength(1);
      clock += 31_000;
      listing.body = arts('Santa Ceia');
      expect(await (await fetch(`${bff.url}/artes`)).text()).toContain('<li>Santa Ceia</li>');
      expect(calls).toHaveLength(2);
    } finally {
      await bff.close();
    }
  });

  it('serves the prerendered copy when the API fails, is slow or answers off-contract, then waits before trying again', async () => {
    const failures: Array<Partial<typeof listing> & { renderFails?: boolean }> = [
      { status: 500, body: JSON.stringify({ message: 'Erro interno' }) },
      { held: true },
      { body: '<html>não é JSON</html>' },
      { renderFails: true },
    ];
    for (const failure of failures) {
      let clock = 5_000_000;
      Object.assign(listing, failure);
      if (failure.held) holdAnswers();
      const { renderer, calls, options } = recordingRenderer({ fail: failure.renderFails });
      const bff = await bffWith(renderer, {
        now: () => clock,
        ...(failure.held ? { dataTimeoutMs: 300 } : {}),
      });
      try {
        const res = await fetch(`${bff.url}/artes`);
        expect(res.status, JSON.stringify(failure)).toBe(200);
        expect(await res.text()).toBe(PRERENDERED);
        expect(calls).toHaveLength(failure.renderFails ? 1 : 0);
        // Within the retry period the API is not asked: the copy is served at once.
        const asked = seenByUpstream.length;
        expect(await (await fetch(`${bff.url}/artes`)).text()).toBe(PRERENDERED);
        expect(seenByUpstream).toHaveLength(asked);
        // Once it is over, a working API draws the page again.
        clock += 61_000;
        Object.assign(listing, { status: 200, body: arts('Batismo'), delayMs: 0, held: false });
        options.fail = false;
        expect(await (await fetch(`${bff.url}/artes`)).text()).toContain('<li>Batismo</li>');
      } finally {
        releaseHeld();
        await bff.close();
      }
    }
  });

  it('asks the API once for requests that arrive together', async () => {
    const { renderer, calls } = recordingRenderer();
    // The API answers only once all five requests have reached the BFF, however slowly
    // the machine delivers them: the five are in flight together.
    holdAnswers();
    listing.held = true;
    let arrived = 0;
    const bff = await bffWith(renderer, {
      onRender: () => {
        if (++arrived === 5) releaseHeld();
      },
    });
    try {
      const pages = await Promise.all(
        Array.from({ length: 5 }, async () => (await fetch(`${bff.url}/artes`)).text()),
      );
      for (const page of pages) expect(page).toContain('<li>Culto de Jovens</li>');
      expect(seenByUpstream).toHaveLength(1);
      expect(calls).toHaveLength(1);
    } finally {
      await bff.close();
    }
  });
});

describe('loading the site renderer the build left', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'site-server-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is absent when the site has no server build', async () => {
    expect(await loadSiteRenderer(path.join(dir, 'nada'))).toBeUndefined();
  });

  it('imports the renderer and keeps only well-formed pages that ask the API', async () => {
    await writeFile(
      path.join(dir, 'server-render.js'),
      'export async function renderPage(path) { return { html: path, styleHashes: [], queriesScript: "" }; }\n',
    );
    await writeFile(
      path.join(dir, 'pages.json'),
      JSON.stringify({
        '/artes': { template: TEMPLATE, data: [LISTING_URL] },
        '/sem-saida': { template: '<div id="root"></div>', data: [LISTING_URL] },
        '/fora': { template: TEMPLATE, data: ['http://169.254.169.254/latest'] },
      }),
    );
    const loaded = await loadSiteRenderer(dir);
    expect([...(loaded?.pages.keys() ?? [])]).toEqual(['/artes']);
    expect(await loaded?.renderer.renderPage('/artes', {})).toEqual({
      html: '/artes',
      styleHashes: [],
      queriesScript: '',
    });
  });
});
