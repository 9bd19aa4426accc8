import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Running, serveOnLoopback, startTestBff } from '../../../testing/bff/test-bff';
import { loadSiteFiles, routePages } from './site-files';

// Issue 20: a visit that starts on the editor (/artes/:id/editar) gets the editor's own page
// (editor.html: its own entry, not the site's) asking for its first calls with the HTML
// (prerendered/routes.json, written by site/scripts/prerender.ts), so a phone does not wait
// for the scripts to run to start them. Every other page is index.html.

const EDITOR_HTML =
  '<!doctype html><html><head><title>Arte Gospel</title><script type="module" crossorigin src="/assets/core-b2.js"></script><script type="module" src="/assets/editor-app-a1.js"></script></head><body><div id="root"></div></body></html>';
const ROUTES = {
  artEditor: { html: '/editor.html', data: ['/api/user', '/api/arts/:id'] },
  // Not this site's API: never preloaded.
  arts: { html: '/editor.html', data: ['https://elsewhere.example/x', '//elsewhere.example/y'] },
  // Its HTML is not in the build: index.html.
  plans: { html: '/missing.html', data: [] },
};
const preload = (url: string) =>
  `<link rel="preload" as="fetch" crossorigin="use-credentials" fetchpriority="low" href="${url}">`;

describe('pages served on their own HTML', () => {
  let dir: string;
  let upstream: Running;
  let bff: Running;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'site-routes-'));
    await mkdir(path.join(dir, 'prerendered'));
    await writeFile(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><title>Arte Gospel</title><script type="module" src="/assets/app-c3.js"></script></head><body><div id="root"></div></body></html>',
    );
    await writeFile(path.join(dir, 'editor.html'), EDITOR_HTML);
    await writeFile(path.join(dir, 'prerendered/routes.json'), JSON.stringify(ROUTES));
    upstream = await serveOnLoopback(new Hono());
    bff = await startTestBff({ upstreamUrl: upstream.url, siteFiles: await loadSiteFiles(dir) });
  });
  afterAll(async () => {
    await bff?.close();
    await upstream?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("serves the editor's page and preloads its calls with the art's id from the path", async () => {
    const res = await fetch(`${bff.url}/artes/4521/editar?edicao=3`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('/assets/editor-app-a1.js');
    expect(html).not.toContain('/assets/app-c3.js');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(preload('/api/user'));
    expect(head).toContain(preload('/api/arts/4521'));
    // Its scripts are named in the answer's headers, so the browser asks for them first.
    expect(res.headers.get('link')).toBe(
      '</assets/core-b2.js>; rel=modulepreload; crossorigin, </assets/editor-app-a1.js>; rel=modulepreload',
    );
  });

  it('preloads no call whose parameter is not an id, and serves index.html elsewhere', async () => {
    const odd = await (await fetch(`${bff.url}/artes/%22%3E%3Cscript%3E/editar`)).text();
    expect(odd).not.toContain('/api/arts/');
    expect(odd).not.toContain('<script>');
    const otherRes = await fetch(`${bff.url}/painel/inicio`);
    expect(otherRes.headers.get('link')).toBeNull();
    const other = await otherRes.text();
    expect(other).toContain('/assets/app-c3.js');
    expect(other).not.toContain('rel="preload"');
    const plans = await (await fetch(`${bff.url}/planos`)).text();
    expect(plans).toContain('/assets/app-c3.js');
  });

  it("reads only the API's own addresses from the list", async () => {
    const pages = routePages(await loadSiteFiles(dir));
    expect(pages('arts', {})?.head).toBe('');
    expect(pages('artEditor', { id: '07' })?.head).toBe(preload('/api/user'));
    expect(pages('artEditor', { id: '7' })?.html.body.toString()).toBe(EDITOR_HTML);
    expect(pages('unknown', { id: '1' })).toBeUndefined();
    expect(pages('plans', {})).toBeUndefined();
  });
});
