import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Running, serveOnLoopback, startTestBff } from '../../../testing/bff/test-bff';
import { createServerRenderer, type SiteRenderer } from './server-render';
import { loadSiteFiles, preloadTags, routePages } from './site-files';

// Issue 20: a visit that starts on the editor (/artes/:id/editar) gets the editor's own page
// (editor.html: its own entry, not the site's), listed in prerendered/routes.json (written by
// site/scripts/prerender.ts) with its first calls. With the visitor's session cookie the BFF
// asks the API for them and writes the answers into the HTML (the phone makes none of those
// calls; the page is then private); any it could not get is preloaded instead. Every other
// page is index.html.

const EDITOR_HTML =
  '<!doctype html><html><head><title>Arte Gospel</title><script type="module" src="/assets/editor-app-a1.js"></script></head><body><div id="root"></div></body></html>';
const ROUTES = {
  artEditor: { html: '/editor.html', data: ['/api/user', '/api/arts/:id', '/api/church-profile'] },
  // Not this site's API: never preloaded.
  arts: { html: '/editor.html', data: ['https://elsewhere.example/x', '//elsewhere.example/y'] },
  // Its HTML is not in the build: index.html.
  plans: { html: '/missing.html', data: [] },
};
const preload = (url: string) =>
  `<link rel="preload" as="fetch" crossorigin="use-credentials" fetchpriority="low" href="${url}">`;
const SESSION = 'ag_session=token-da-ana';
const USER = { id: 7, name: 'Ana' };
const ART = { art: { id: 4521, title: 'Santa Ceia' } };

describe('pages served on their own HTML', () => {
  let dir: string;
  let upstream: Running;
  let bff: Running;
  /** What the API saw: each call with its cookie. */
  const seen: Array<{ url: string; cookie: string | undefined }> = [];
  /** The renderer's contract check refuses the answers (an API off the contract). */
  let offContract = false;
  /** The API holds 'Minha igreja' until released (slower than the BFF waits). */
  let releaseChurch: () => void = () => {};

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'site-routes-'));
    await mkdir(path.join(dir, 'prerendered'));
    await writeFile(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><title>Arte Gospel</title><script type="module" src="/assets/app-c3.js"></script></head><body><div id="root"></div></body></html>',
    );
    await writeFile(path.join(dir, 'editor.html'), EDITOR_HTML);
    await writeFile(path.join(dir, 'prerendered/routes.json'), JSON.stringify(ROUTES));
    const api = new Hono();
    api.use('*', async (c, next) => {
      seen.push({ url: c.req.path, cookie: c.req.header('cookie') });
      await next();
    });
    api.get('/api/user', (c) =>
      c.req.header('cookie') === SESSION
        ? c.json(USER)
        : c.json({ message: 'Não autenticado' }, 401),
    );
    api.get('/api/arts/:id', (c) => c.json(ART));
    api.get('/api/church-profile', async (c) => {
      await new Promise<void>((resolve) => {
        releaseChurch = resolve;
      });
      return c.json(null);
    });
    upstream = await serveOnLoopback(api);
    // A stand-in for the site's renderer (site/src/server-render.tsx, checked in
    // tests/prerender.test.ts and the editor's journey): the answers as JSON, or a refusal.
    const renderer: SiteRenderer = {
      renderPage: () => Promise.reject(new Error('not a server-rendered page')),
      sessionQueriesScript: (urlPath, search, answers) => {
        if (offContract) throw new Error('Resposta inesperada do servidor.');
        return `<script type="application/json" id="initial-queries">${JSON.stringify({ urlPath, search, answers })}</script>`;
      },
    };
    bff = await startTestBff({
      upstreamUrl: upstream.url,
      siteFiles: await loadSiteFiles(dir),
      serverRenderer: createServerRenderer({
        renderer,
        pages: new Map(),
        upstreamUrl: upstream.url,
        sessionTimeoutMs: 300,
      }),
    });
  });
  beforeEach(() => {
    seen.length = 0;
    offContract = false;
  });
  afterAll(async () => {
    releaseChurch();
    await bff?.close();
    await upstream?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("serves the editor's page to a visitor without a session, preloading its calls", async () => {
    const res = await fetch(`${bff.url}/artes/4521/editar?edicao=3`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('/assets/editor-app-a1.js');
    expect(html).not.toContain('/assets/app-c3.js');
    expect(html).not.toContain('initial-queries');
    const head = html.slice(0, html.indexOf('</head>'));
    for (const url of ['/api/user', '/api/arts/4521', '/api/church-profile']) {
      expect(head).toContain(preload(url));
    }
    expect(seen).toEqual([]);
  });

  it('brings a signed-in visitor the answers it got in time, asked with their cookie; the rest preloaded', async () => {
    const res = await fetch(`${bff.url}/artes/4521/editar?edicao=3`, {
      headers: { cookie: SESSION },
    });
    releaseChurch();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    const script = html.match(
      /<script type="application\/json" id="initial-queries">(.*)<\/script><\/body>/,
    )?.[1];
    expect(JSON.parse(script ?? 'null')).toEqual({
      urlPath: '/artes/4521/editar',
      search: '?edicao=3',
      answers: { '/api/user': USER, '/api/arts/4521': ART },
    });
    // 'Minha igreja' was not answered in time: the phone asks for it, with the HTML.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(preload('/api/church-profile'));
    expect(head).not.toContain(preload('/api/user'));
    expect(head).not.toContain(preload('/api/arts/4521'));
    expect(seen.map((call) => call.cookie)).toEqual([SESSION, SESSION, SESSION]);
  });

  it('serves the page without answers the contract refuses, and never keeps one visitor’s page', async () => {
    offContract = true;
    const refused = await fetch(`${bff.url}/artes/4521/editar`, { headers: { cookie: SESSION } });
    releaseChurch();
    expect(refused.headers.get('cache-control')).toBe('no-cache');
    const html = await refused.text();
    expect(html).not.toContain('initial-queries');
    expect(html).toContain(preload('/api/user'));
    offContract = false;
    // Another visitor's session: their answers alone (the API refuses the unknown cookie).
    const other = await fetch(`${bff.url}/artes/4521/editar`, {
      headers: { cookie: 'ag_session=outra' },
    });
    releaseChurch();
    const otherHtml = await other.text();
    expect(otherHtml).not.toContain('"Ana"');
    expect(otherHtml).toContain('"/api/arts/4521"');
    expect(otherHtml).toContain(preload('/api/user'));
  });

  it('preloads no call whose parameter is not an id, and serves index.html elsewhere', async () => {
    const odd = await (await fetch(`${bff.url}/artes/%22%3E%3Cscript%3E/editar`)).text();
    expect(odd).not.toContain('/api/arts/');
    expect(odd).not.toContain('<script>');
    const other = await (
      await fetch(`${bff.url}/painel/inicio`, { headers: { cookie: SESSION } })
    ).text();
    expect(other).toContain('/assets/app-c3.js');
    expect(other).not.toContain('rel="preload"');
    expect(other).not.toContain('initial-queries');
    const plans = await (await fetch(`${bff.url}/planos`)).text();
    expect(plans).toContain('/assets/app-c3.js');
  });

  it("reads only the API's own addresses from the list", async () => {
    const pages = routePages(await loadSiteFiles(dir));
    expect(pages('arts', {})?.calls).toEqual([]);
    expect(pages('artEditor', { id: '07' })?.calls).toEqual(['/api/user', '/api/church-profile']);
    expect(pages('artEditor', { id: '7' })?.html.body.toString()).toBe(EDITOR_HTML);
    expect(pages('unknown', { id: '1' })).toBeUndefined();
    expect(pages('plans', {})).toBeUndefined();
    expect(preloadTags(['/api/user', '/api/arts/7'])).toBe(
      preload('/api/user') + preload('/api/arts/7'),
    );
  });
});
