// `npm run build` (site): after the client build,
// - renders the pages a visit most often starts on into static HTML that the BFF serves for
//   exactly those paths (no query string). The browser paints it at once, before the
//   scripts have loaded, and React hydrates it;
// - leaves the server renderer (src/server-render.tsx) in dist-server/, with the template
//   of each page that the BFF renders per request with its first API answers
//   (bff/src/static/server-render.ts); the static copy is its fallback.

import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build } from 'vite';
import { PRERENDERED } from './prerendered-pages.ts';

// React's production build renders what the browser gets.
process.env.NODE_ENV = 'production';

/**
 * Code every prerendered page waits for before it is hydrated (main.tsx): the header's
 * widgets, bundled into the 'shell' chunk (a code-splitting group of vite.config.ts).
 */
const HYDRATION_MODULES = ['shell'];

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(siteDir, 'dist');
const serverDir = path.join(siteDir, 'dist-server');

await build({
  root: siteDir,
  logLevel: 'warn',
  // Self-contained, with React's production build whatever NODE_ENV the server runs under
  // (the BFF imports it: no development checks or warnings on a visitor's request).
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/server-render.tsx',
    outDir: serverDir,
    emptyOutDir: true,
    copyPublicDir: false,
  },
});

const {
  renderPage,
  renderLoadingShell,
  htmlClass,
  initialDataUrls,
  styleAttributeHashes,
  EDITOR_PRELOADS,
} = (await import(
  pathToFileURL(path.join(serverDir, 'server-render.js')).href
)) as typeof import('../src/server-render');
/**
 * Pages served on their own HTML instead of index.html (their path has a parameter): the
 * editor's (editor.html, its own entry: issue 20, `npm run bench:editor`). The HTML asks for
 * their first API calls (`:id` is the path's) with its scripts, instead of after they have
 * run. The BFF picks the HTML and writes the calls into its head (bff/src/static/site-files.ts,
 * routePages).
 */
const ROUTE_PAGES: Readonly<Record<string, { html: string; data: readonly string[] }>> = {
  artEditor: { html: 'editor.html', data: EDITOR_PRELOADS },
};
// The theme class is on <html> from the first byte: the first paint has its variables.
const htmlTag = '<html lang="pt-BR">';
const source = await readFile(path.join(distDir, 'index.html'), 'utf8');
if (!source.includes(htmlTag)) throw new Error(`index.html sem ${htmlTag}`);
// The entry's scripts (the site's chunk and the one it shares with the editor's page) and the
// modules Vite preloads for them move to public/paint-first.js, which fetches and runs them
// after the first paint.
const entryTags = [
  ...source.matchAll(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g),
];
if (entryTags.length === 0) throw new Error('index.html sem o script de entrada');
const entryScripts = entryTags.map((tag) => tag[1] ?? '');
const entryModules = [...entryScripts];
let template = source.replace(htmlTag, `<html lang="pt-BR" class="${htmlClass}">`);
for (const tag of entryTags) template = template.replace(tag[0], '');
for (const link of source.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)) {
  entryModules.push(link[1] ?? '');
  template = template.replace(link[0], '');
}
const marker = '<div id="root"></div>';
if (!template.includes(marker)) throw new Error(`index.html sem ${marker}`);

const manifest = JSON.parse(
  await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;

/** A source module's chunk, or the chunk of a code-splitting group by its name. */
function chunkOf(key: string): ManifestChunk | undefined {
  return manifest[key] ?? Object.values(manifest).find((c) => !c.src && c.name === key);
}

/** What a route-split page needs beyond the entry: its stylesheets' links, its modules. */
function pageCode(modules: string[]): { stylesheets: string; modules: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (chunk: ManifestChunk | undefined) => {
    if (!chunk || chunk.isEntry || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(manifest[imported]);
  };
  for (const module of modules) {
    const chunk = chunkOf(module);
    if (!chunk) throw new Error(`${module} não está no manifest do build`);
    visit(chunk);
  }
  const entryCss = new Set(
    Object.values(manifest).flatMap((c) => (c.isEntry ? (c.css ?? []) : [])),
  );
  return {
    stylesheets: [...css]
      .filter((file) => !entryCss.has(file) && !source.includes(`/${file}`))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
      .join(''),
    modules: [...js].map((file) => `/${file}`).filter((url) => !entryModules.includes(url)),
  };
}

/**
 * The page's first API calls, fetched with the HTML (credentials included, as the site's
 * client sends them, so the browser hands the answer to that call).
 */
function dataPreloads(page: string): string {
  return initialDataUrls(page)
    .map(
      (url) =>
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url.replaceAll('&', '&amp;')}">`,
    )
    .join('');
}

/** A file of the build with its brotli and gzip copies (the BFF picks one). */
async function writeWithCopies(file: string, text: string): Promise<void> {
  await writeFile(file, text);
  await writeFile(
    `${file}.br`,
    await promisify(brotliCompress)(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, await promisify(gzip)(text, { level: 9 }));
}

/** Where the BFF puts a render (bff/src/static/server-render.ts reads the same names). */
const OUTLETS = { html: '<!--app-html-->', queries: '<!--app-queries-->' };

const pages: Record<string, { file: string; styleHashes: string[] }> = {};
/** Pages rendered per request: their template and the calls whose answers they take. */
const serverPages: Record<string, { template: string; data: string[] }> = {};
await mkdir(path.join(distDir, 'prerendered'), { recursive: true });
for (const [page, module] of Object.entries(PRERENDERED)) {
  const code = pageCode([...HYDRATION_MODULES, ...(module ? [module] : [])]);
  const boot = `<script type="module" crossorigin src="/paint-first.js" data-app-entry="${entryScripts.join(' ')}" data-app-modules="${[...entryModules, ...code.modules].join(' ')}"></script>`;
  const shell = template
    .replace('</head>', `${code.stylesheets}</head>`)
    .replace(marker, `<div id="root">${OUTLETS.html}</div>${OUTLETS.queries}`)
    .replace('</body>', `${boot}</body>`);
  const data = initialDataUrls(page);
  if (data.length > 0) serverPages[page] = { template: shell, data };
  const rendered = (await renderPage(page)).html;
  const html = shell
    .replace('</head>', `${dataPreloads(page)}</head>`)
    // (A function, so no `$&` in the page is read as a replacement pattern.)
    .replace(OUTLETS.html, () => rendered)
    .replace(OUTLETS.queries, '');
  const name = page === '/' ? 'index.html' : `${page.slice(1)}.html`;
  const file = path.join(distDir, 'prerendered', name);
  pages[page] = { file: `/prerendered/${name}`, styleHashes: styleAttributeHashes(html) };
  await writeWithCopies(file, html);
  console.log(`prerendered ${page} → ${path.relative(siteDir, file)} (${html.length} bytes)`);
}
const routes: Record<string, { html: string; data: readonly string[] }> = {};
// index.html (every page that is not prerendered: the panel, sign-in…) and the pages on their
// own HTML show the loading screen, in the theme's colours and fonts, from their first byte
// instead of a blank page until the app has run. Written last: the prerendered pages above are
// made from index.html's empty root.
const loadingShell = renderLoadingShell();
if (/\sstyle="/.test(loadingShell)) {
  throw new Error('A tela de carregamento não pode ter style inline (CSP)');
}
/** `page` (a built page, its root empty) with the theme class and the loading screen. */
async function writeShellPage(name: string, page: string): Promise<void> {
  const file = path.join(distDir, name);
  const html = page
    .replace(htmlTag, `<html lang="pt-BR" class="${htmlClass}">`)
    .replace(marker, () => `<div id="root">${loadingShell}</div>`);
  if (!html.includes(loadingShell)) throw new Error(`${name} sem ${marker} ou ${htmlTag}`);
  await writeWithCopies(file, html);
}

/**
 * The page's stylesheets as one file (in their order, so the cascade is the same): a phone
 * opening the editor fetches one stylesheet instead of three before its scripts, which wait
 * for a free connection (issue 20). Named by its content, with its compressed copies.
 */
async function oneStylesheet(html: string, name: string): Promise<string> {
  const links = [
    ...html.matchAll(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g),
  ];
  if (links.length < 2) return html;
  const css = (
    await Promise.all(links.map((link) => readFile(path.join(distDir, link[1] ?? ''), 'utf8')))
  ).join('\n');
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
  const file = `assets/${name}-${hash}.css`;
  await writeWithCopies(path.join(distDir, file), css);
  let merged = html.replace(
    links[0]?.[0] ?? '',
    `<link rel="stylesheet" crossorigin href="/${file}">`,
  );
  for (const link of links.slice(1)) merged = merged.replace(link[0], '');
  return merged;
}

/**
 * A page on its own HTML (the editor's) links no web app manifest: the browser fetches it and
 * the icon it names for an install, which the site's other pages offer, not this one. On a
 * phone's six HTTP/1.1 connections the two requests went before the editor's scripts
 * (`npm run bench:editor`, 9 runs each: 1.89 s without, 2.01 s with them).
 */
function withoutManifest(html: string): string {
  const manifestLink = '<link rel="manifest" href="/manifest.webmanifest" />';
  if (!html.includes(manifestLink)) throw new Error('Página sem o manifest de index.html');
  return html
    .split('\n')
    .filter((line) => line.trim() !== manifestLink)
    .join('\n');
}

await writeShellPage('index.html', source);
for (const [route, { html, data }] of Object.entries(ROUTE_PAGES)) {
  await writeShellPage(
    html,
    withoutManifest(
      await oneStylesheet(
        await readFile(path.join(distDir, html), 'utf8'),
        path.basename(html, '.html'),
      ),
    ),
  );
  routes[route] = { html: `/${html}`, data };
}
// Read by the BFF (bff/src/static/site-files.ts): the pages on their own HTML.
await writeFile(path.join(distDir, 'prerendered', 'routes.json'), JSON.stringify(routes, null, 2));
// Read by the BFF (bff/src/static/site-files.ts): which path is served from which file.
await writeFile(path.join(distDir, 'prerendered', 'pages.json'), JSON.stringify(pages, null, 2));
// Read by the BFF with the renderer (not served: the site's public files are dist/ only).
await writeFile(path.join(serverDir, 'pages.json'), JSON.stringify(serverPages, null, 2));
// Module-level clients of the app (the query cache's timers) would keep Node alive.
process.exit(0);
