import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Running, serveOnLoopback, startTestBff } from '../../../testing/bff/test-bff';
import { loadSiteFiles } from './site-files';

const PRERENDERED_ARTES =
  '<!doctype html><div id="root"><main style="top:0px">Todos os Designs</main></div>';
const STYLE_HASH = `sha256-${createHash('sha256').update('top:0px').digest('base64')}`;

const MODEL_DIR = 'modelos/selfie-segmentation-0.1.1675465747';
/** A wasm module's magic number and version, then padding. */
const WASM = Buffer.concat([Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]), Buffer.alloc(4096)]);

const APP_JS = 'export const greeting = "Paz do Senhor";\n'.repeat(200);

describe('serving the built site', () => {
  let dir: string;
  let upstream: Running;
  let bff: Running;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'site-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Arte Gospel</title>');
    await writeFile(path.join(dir, 'assets/index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(dir, 'assets/app-def456.js'), APP_JS);
    await writeFile(path.join(dir, 'assets/app-def456.js.br'), brotliCompressSync(APP_JS));
    await writeFile(path.join(dir, 'assets/app-def456.js.gz'), gzipSync(APP_JS));
    await writeFile(path.join(dir, '.env'), 'SECRET=1');
    // The background remover's model files (site/scripts/model-files.ts).
    await mkdir(path.join(dir, MODEL_DIR), { recursive: true });
    await writeFile(path.join(dir, MODEL_DIR, 'runtime.wasm'), WASM);
    await writeFile(path.join(dir, MODEL_DIR, 'runtime.wasm.gz'), gzipSync(WASM));
    await writeFile(path.join(dir, MODEL_DIR, 'model.tflite'), 'tflite');
    await writeFile(path.join(dir, 'modelos/manifest.json'), '{"files":{}}');
    // A prerendered /artes (site/scripts/prerender.ts), with one style attribute.
    await mkdir(path.join(dir, 'prerendered'));
    await writeFile(path.join(dir, 'prerendered/artes.html'), PRERENDERED_ARTES);
    await writeFile(
      path.join(dir, 'prerendered/pages.json'),
      JSON.stringify({
        '/artes': {
          file: '/prerendered/artes.html',
          styleHashes: [STYLE_HASH, "x' 'unsafe-inline"],
        },
        '/sobre': { file: '/prerendered/sobre.html', styleHashes: [] },
      }),
    );
    await writeFile(path.join(path.dirname(dir), 'outside.txt'), 'outside');
    const app = new Hono();
    app.get('/api/categories', (c) => c.json([]));
    // A category page asks for its head's data (pages/pages.ts); an unknown one is a 404.
    app.get('/api/pages/categories/batismo', (c) =>
      c.json({
        slug: 'batismo',
        name: 'Batismo',
        description: null,
        artCount: 0,
        image: '/media/share/default.jpg',
      }),
    );
    upstream = await serveOnLoopback(app);
    bff = await startTestBff({ upstreamUrl: upstream.url, siteFiles: await loadSiteFiles(dir) });
  });
  afterAll(async () => {
    await bff?.close();
    await upstream?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves hashed assets immutable and index.html no-cache', async () => {
    const asset = await fetch(`${bff.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    const index = await fetch(`${bff.url}/`);
    expect(index.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the build-time brotli or gzip copy by Accept-Encoding', async () => {
    const get = async (acceptEncoding: string) => {
      // undici's fetch always sends its own Accept-Encoding; a raw request shows the bytes.
      const { hostname, port } = new URL(bff.url);
      return new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>(
        (resolve, reject) => {
          http
            .get(
              {
                hostname,
                port,
                path: '/assets/app-def456.js',
                headers: { 'accept-encoding': acceptEncoding },
              },
              (res) => {
                const chunks: Buffer[] = [];
                res.on('data', (chunk: Buffer) => chunks.push(chunk));
                res.on('end', () =>
                  resolve({
                    encoding: res.headers['content-encoding'],
                    vary: res.headers.vary,
                    body: Buffer.concat(chunks),
                  }),
                );
              },
            )
            .on('error', reject);
        },
      );
    };
    const br = await get('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(APP_JS);
    const gzip = await get('gzip, br;q=0');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(APP_JS);
    const plain = await get('identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(APP_JS);
    const small = await fetch(`${bff.url}/assets/index-abc123.js`);
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('serves the model files of a versioned folder immutable, with their content types', async () => {
    const wasm = await fetch(`${bff.url}/${MODEL_DIR}/runtime.wasm`);
    expect(wasm.status).toBe(200);
    expect(wasm.headers.get('content-type')).toBe('application/wasm');
    expect(wasm.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await wasm.arrayBuffer()).equals(WASM)).toBe(true);
    const model = await fetch(`${bff.url}/${MODEL_DIR}/model.tflite`);
    expect(model.status).toBe(200);
    expect(model.headers.get('content-type')).toBe('application/octet-stream');
    expect(model.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The manifest names the current version's files: it is revalidated.
    const manifest = await fetch(`${bff.url}/modelos/manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for an unknown model file or a path out of the folder', async () => {
    for (const target of [
      `/${MODEL_DIR}/unknown.wasm`,
      '/modelos/selfie-segmentation-9.9.9/runtime.wasm',
      `/${MODEL_DIR}/%2e%2e/%2e%2e/%2e%2e/outside.txt`,
      '/modelos/../../outside.txt',
      `/${MODEL_DIR}/.env`,
    ]) {
      const res = await fetch(`${bff.url}${target}`);
      expect(res.status, target).toBe(404);
      expect(await res.text(), target).not.toContain('outside');
    }
    // An encoded slash is refused before any lookup (request-path.ts).
    const encoded = await fetch(`${bff.url}/${MODEL_DIR}/..%2f..%2f..%2foutside.txt`);
    expect(encoded.status).toBe(400);
    expect(await encoded.text()).not.toContain('outside');
  });

  it('falls back to index.html for client routes', async () => {
    for (const route of ['/categorias/batismo', '/painel/inicio', '/artes?search=ceia']) {
      const res = await fetch(`${bff.url}${route}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>Arte Gospel</title>');
    }
  });

  it('serves a prerendered page for its exact path, allowing only its style attributes', async () => {
    const page = await fetch(`${bff.url}/artes`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(PRERENDERED_ARTES);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`style-src 'self' 'unsafe-hashes' '${STYLE_HASH}'`);
    // Only well-formed hashes reach the policy, and scripts stay 'self' only.
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    // With a query string (a search, filters) the SPA draws what it asks for.
    const searched = await fetch(`${bff.url}/artes?search=ceia`);
    expect(await searched.text()).toContain('<title>Arte Gospel</title>');
    expect(searched.headers.get('content-security-policy')).toContain("style-src 'self';");
    // A listed page whose file the build lacks falls back to the SPA.
    expect(await (await fetch(`${bff.url}/sobre`)).text()).toContain('<title>Arte Gospel</title>');
  });

  it('never falls back for /api, /media or paths with an extension', async () => {
    for (const route of ['/assets/missing.js', '/logo.png', '/media/nada.webp', '/api/nada']) {
      const res = await fetch(`${bff.url}${route}`);
      expect(res.status, route).toBe(404);
      expect(await res.text()).not.toContain('<title>Arte Gospel</title>');
    }
  });

  it('refuses path traversal, encoded or not, and dotfiles', async () => {
    // Raw requests: fetch would normalise the dots away before sending.
    const raw = (route: string) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const { hostname, port } = new URL(bff.url);
        http
          .get({ hostname, port, path: route }, (res) => {
            let text = '';
            res.on('data', (chunk) => {
              text += chunk;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          })
          .on('error', reject);
      });
    const attempts = [
      '/../outside.txt',
      '/assets/../../outside.txt',
      '/%2e%2e/outside.txt',
      '/assets/..%2f..%2foutside.txt',
      '/assets/%2e%2e%5c%2e%2e%5coutside.txt',
      '/.env',
      '/%2eenv',
    ];
    for (const route of attempts) {
      const { status, text } = await raw(route);
      expect(text, route).not.toContain('outside');
      expect(text, route).not.toContain('SECRET');
      // 400: an encoded slash or backslash is refused before routing (request-path.ts).
      expect([200, 400, 404], route).toContain(status);
    }
  });

  it('answers /healthz and sets the security headers', async () => {
    const res = await fetch(`${bff.url}/healthz`);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});
