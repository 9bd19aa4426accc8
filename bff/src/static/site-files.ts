import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  // The online editor's template fonts (issue 20), emitted by the site build.
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  // The background remover's model files (issue 20, site/scripts/model-files.ts).
  '.wasm': 'application/wasm',
  '.tflite': 'application/octet-stream',
  '.binarypb': 'application/octet-stream',
  '.data': 'application/octet-stream',
};

export interface SiteFile {
  body: Buffer;
  contentType: string;
  cacheControl: string;
  /** Copies compressed at build time (`file.br`, `file.gz`), when the build made them. */
  encoded: { br?: Buffer; gzip?: Buffer };
}

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Picks the best encoding the client accepts among those the file has: brotli, then gzip,
 * else the plain bytes. Honours q-values (`br;q=0` refuses brotli).
 */
export function negotiateEncoding(acceptEncoding: string | undefined, file: SiteFile): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number.parseFloat(q.slice(2)) || 0 : 1);
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (file.encoded.br && wants('br')) return 'br';
  if (file.encoded.gzip && wants('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Hashed build output (vite's assets/ folder) never changes under its name, nor does a model
 * file in its versioned folder (/modelos/<package>-<version>/, site/scripts/model-files.ts).
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * The built site, read once at start into a map of URL path → file. Only paths in the map
 * are ever served, so no request path (encoded, dotted or not) can reach outside it, and
 * dotfiles are never listed.
 */
export async function loadSiteFiles(siteDir: string): Promise<Map<string, SiteFile>> {
  const files = new Map<string, SiteFile>();
  const exists = await stat(siteDir).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!exists) return files;
  async function walk(dir: string) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        await walk(full);
        continue;
      }
      // Compressed copies are served in place of their original, never on their own.
      if (entry.name.endsWith('.br') || entry.name.endsWith('.gz')) continue;
      const urlPath = `/${path.relative(siteDir, full).split(path.sep).join('/')}`;
      const optional = (file: string) => readFile(file).catch(() => undefined);
      const [br, gzip] = await Promise.all([optional(`${full}.br`), optional(`${full}.gz`)]);
      files.set(urlPath, {
        body: await readFile(full),
        contentType: MIME[path.extname(entry.name).toLowerCase()] ?? 'application/octet-stream',
        cacheControl: immutablePath(urlPath) ? IMMUTABLE : REVALIDATE,
        encoded: { ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) },
      });
    }
  }
  await walk(siteDir);
  return files;
}

const VERSIONED_MODEL_FOLDER = /^\/modelos\/[a-z0-9-]+-\d+(\.\d+)*\/[^/]+$/;

function immutablePath(urlPath: string): boolean {
  return urlPath.startsWith('/assets/') || VERSIONED_MODEL_FOLDER.test(urlPath);
}

/** A page the site's build prerendered, served for its exact path. */
export interface PrerenderedPage {
  file: SiteFile;
  /** CSP hashes of the style attributes its HTML carries. */
  styleHashes: string[];
}

const HASH = /^sha256-[A-Za-z0-9+/]+={0,2}$/;

/**
 * The prerendered pages listed in `/prerendered/pages.json` (site/scripts/prerender.ts):
 * URL path → its HTML. Entries naming a file that is not in the build are skipped.
 */
export function prerenderedPages(files: Map<string, SiteFile>): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const manifest = files.get('/prerendered/pages.json');
  if (!manifest) return pages;
  const entries = JSON.parse(manifest.body.toString('utf8')) as Record<
    string,
    { file?: unknown; styleHashes?: unknown }
  >;
  for (const [urlPath, entry] of Object.entries(entries)) {
    const file = typeof entry.file === 'string' ? files.get(entry.file) : undefined;
    if (!file) continue;
    const hashes = Array.isArray(entry.styleHashes) ? entry.styleHashes : [];
    pages.set(urlPath, {
      file,
      styleHashes: hashes.filter(
        (hash): hash is string => typeof hash === 'string' && HASH.test(hash),
      ),
    });
  }
  return pages;
}

/** An id in a page's path, as the API takes it (what a preload may name). */
const PATH_ID = /^[1-9][0-9]{0,9}$/;

/** A module script of the build in a page's HTML: [, crossorigin attribute, src]. */
const MODULE_SCRIPT =
  /<script type="module"( crossorigin)? src="(\/assets\/[\w.-]+\.js)"><\/script>/g;

/** A page served on its own HTML: the file, and preloads of its first API calls for its head. */
export interface RoutePage {
  html: SiteFile;
  head: string;
  /**
   * A Link header naming the page's module scripts (rel=modulepreload): the browser asks for
   * them as soon as the answer's headers arrive, before its preloads of the API calls.
   */
  link: string;
}

/**
 * The pages served on their own HTML instead of index.html (`/prerendered/routes.json`,
 * written by site/scripts/prerender.ts: the editor's), with preloads of their first API calls
 * filled with the path's parameters (only ids), so a phone fetches them with the HTML, and
 * its scripts named in a Link header (measured, `npm run bench:editor`: the scripts no longer
 * wait behind those calls for one of the phone's six connections).
 * Unknown routes, and routes whose HTML is not in the build, get nothing (index.html).
 */
export function routePages(
  files: Map<string, SiteFile>,
): (route: string, params: Readonly<Record<string, string>>) => RoutePage | undefined {
  const pages = new Map<string, { html: SiteFile; data: string[]; link: string }>();
  const listed = files.get('/prerendered/routes.json');
  if (listed) {
    const entries = JSON.parse(listed.body.toString('utf8')) as Record<
      string,
      { html?: unknown; data?: unknown }
    >;
    for (const [route, entry] of Object.entries(entries)) {
      const html = typeof entry.html === 'string' ? files.get(entry.html) : undefined;
      if (!html) continue;
      const data = Array.isArray(entry.data)
        ? entry.data.filter(
            (url): url is string => typeof url === 'string' && url.startsWith('/api/'),
          )
        : [];
      const scripts = [...html.body.toString('utf8').matchAll(MODULE_SCRIPT)].map(
        (tag) => `<${tag[2]}>; rel=modulepreload${tag[1] ? '; crossorigin' : ''}`,
      );
      pages.set(route, { html, data, link: scripts.join(', ') });
    }
  }
  return (route, params) => {
    const page = pages.get(route);
    if (!page) return undefined;
    const preloads: string[] = [];
    for (const url of page.data) {
      let ok = true;
      const filled = url.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
        const value = params[name];
        if (value === undefined || !PATH_ID.test(value)) ok = false;
        return value ?? '';
      });
      if (ok) {
        preloads.push(
          `<link rel="preload" as="fetch" crossorigin="use-credentials" fetchpriority="low" href="${filled}">`,
        );
      }
    }
    return { html: page.html, head: preloads.join(''), link: page.link };
  };
}
