import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Running, serveOnLoopback, startTestBff } from '../../../testing/bff/test-bff';
import { loadSiteFiles, routeHeads } from './site-files';

// Issue 20: the editor (/artes/:id/editar) is served as index.html, its head linking its code
// and asking for its first calls with the HTML (prerendered/routes.json, written by
// site/scripts/prerender.ts), so a phone does not wait for the entry to run to start them.

const EDITOR_LINKS =
  '<link rel="stylesheet" crossorigin href="/assets/editor-page-a1.css">' +
  '<link rel="modulepreload" crossorigin href="/assets/editor-page-b2.js">';
const ROUTES = {
  artEditor: { links: EDITOR_LINKS, data: ['/api/user', '/api/arts/:id'] },
  // Not this site's API: never preloaded.
  arts: { links: '', data: ['https://elsewhere.example/x', '//elsewhere.example/y'] },
};

describe('route-split pages served as index.html', () => {
  let dir: string;
  let upstream: Running;
  let bff: Running;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'site-routes-'));
    await mkdir(path.join(dir, 'prerendered'));
    await writeFile(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><title>Arte Gospel</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(path.join(dir, 'prerendered/routes.json'), JSON.stringify(ROUTES));
    upstream = await serveOnLoopback(new Hono());
    bff = await startTestBff({ upstreamUrl: upstream.url, siteFiles: await loadSiteFiles(dir) });
  });
  afterAll(async () => {
    await bff?.close();
    await upstream?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("links the editor's code and preloads its calls with the art's id from the path", async () => {
    const res = await fetch(`${bff.url}/artes/4521/editar`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(EDITOR_LINKS);
    expect(head).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/user">',
    );
    expect(head).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/arts/4521">',
    );
  });

  it('preloads no call whose parameter is not an id, and nothing on other pages', async () => {
    const odd = await (await fetch(`${bff.url}/artes/%22%3E%3Cscript%3E/editar`)).text();
    expect(odd).not.toContain('/api/arts/');
    expect(odd).not.toContain('<script>');
    const other = await (await fetch(`${bff.url}/painel/inicio`)).text();
    expect(other).not.toContain('modulepreload');
    expect(other).not.toContain('rel="preload"');
  });

  it("reads only the API's own addresses from the list", async () => {
    const heads = routeHeads(await loadSiteFiles(dir));
    expect(heads('arts', {})).toBe('');
    expect(heads('artEditor', { id: '07' })).toBe(
      `${EDITOR_LINKS}<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/user">`,
    );
    expect(heads('unknown', { id: '1' })).toBe('');
  });
});
