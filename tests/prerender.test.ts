import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../testing/stack/stack';

// The prerendered pages of the production build (site/scripts/prerender.ts; `npm test`
// builds the site first) and the manifest the BFF serves them by.
const dir = path.join(repoRoot, 'site/dist/prerendered');
/** catalogue §7: the listing's first call (page 1, 24, destaques). */
const LISTING_URL = '/api/artes?page=1&limit=24&sortBy=destaques';
const pages = JSON.parse(readFileSync(path.join(dir, 'pages.json'), 'utf8')) as Record<
  string,
  { file: string; styleHashes: string[] }
>;

describe('prerendered pages', () => {
  it('covers the home and /artes, with their compressed copies', () => {
    expect(Object.keys(pages).sort()).toEqual(['/', '/artes']);
    for (const { file } of Object.values(pages)) {
      const full = path.join(repoRoot, 'site/dist', file);
      for (const copy of [full, `${full}.br`, `${full}.gz`]) expect(existsSync(copy)).toBe(true);
    }
  });

  it('hold no inline script, and every style attribute is allowed by its hash', () => {
    for (const { file, styleHashes } of Object.values(pages)) {
      const html = readFileSync(path.join(repoRoot, 'site/dist', file), 'utf8');
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/\ssrc="/);
      for (const [, value] of html.matchAll(/\sstyle="([^"]*)"/g)) {
        const hash = `sha256-${createHash('sha256')
          .update(value ?? '')
          .digest('base64')}`;
        expect(styleHashes, `${file}: style="${value}"`).toContain(hash);
      }
    }
  });

  it('link what the first paint needs, and hand the app modules to paint-first.js', () => {
    const artes = readFileSync(
      path.join(repoRoot, 'site/dist', pages['/artes']?.file ?? ''),
      'utf8',
    );
    // The route-split page's own stylesheet is in the head: the first paint has its styles.
    expect(artes).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/arts-page-[\w-]+\.css">/,
    );
    // Its first listing call (catalogue §7: page 1, 24, destaques) is fetched with the HTML.
    expect(artes).toContain(
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${LISTING_URL.replaceAll('&', '&amp;')}">`,
    );
    // No script is fetched or compiled before the first paint but paint-first.js, which
    // then preloads the entry, its modules, the page's and the header widgets', and runs it.
    expect(artes).not.toContain('rel="modulepreload"');
    const boot = artes.match(
      /<script type="module" crossorigin src="\/paint-first\.js" data-app-entry="([^"]+)" data-app-modules="([^"]+)"><\/script><\/body>/,
    );
    // The entry's scripts: the runtime, the chunk shared with the editor's page, the site's
    // part the editor's page loads later, the site's own.
    const entries = boot?.[1]?.split(' ') ?? [];
    expect(entries).toEqual([
      expect.stringMatching(/^\/assets\/rolldown-runtime-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/core-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/site-later-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/app-[\w-]+\.js$/),
    ]);
    const modules = boot?.[2]?.split(' ') ?? [];
    for (const entry of entries) expect(modules).toContain(entry);
    // None of the editor's own code (site/scripts/entry-chunks.ts).
    expect(modules.filter((url) => /\/assets\/editor-/.test(url))).toEqual([]);
    expect(modules.some((url) => /\/assets\/arts-page-[\w-]+\.js$/.test(url))).toBe(true);
    // The header widgets and what they import are one chunk ('shell', site/vite.config.ts).
    expect(modules.filter((url) => /\/assets\/shell-[\w-]+\.js$/.test(url))).toHaveLength(1);
  });

  it('give index.html the loading screen from its first byte, marked for main.tsx to draw over', () => {
    // Every page served as index.html (the panel, the editor, sign-in) shows the designer-kit
    // screen (platform §2.9) on phones and the spinner on larger screens, with no script run.
    const index = readFileSync(path.join(repoRoot, 'site/dist/index.html'), 'utf8');
    const root = index.match(/<div id="root">([\s\S]*?)<\/div>\s*<noscript>/)?.[1] ?? '';
    expect(root).toMatch(/^<div data-app-loading="">/);
    expect(root).toContain('Preparando o seu kit de designer...');
    expect(root).toContain('Artes, fontes e modelos prontos para o seu ministério.');
    expect(root).toContain('aria-label="Carregando..."');
    // With the theme's class on <html>, as the prerendered pages: its colours and fonts.
    const home = readFileSync(path.join(repoRoot, 'site/dist', pages['/']?.file ?? ''), 'utf8');
    const themed = home.match(/<html lang="pt-BR" class="[^"]+">/)?.[0];
    expect(themed).toBeDefined();
    expect(index).toContain(themed);
    // The page's CSP allows no inline style on index.html: none is there.
    expect(index).not.toMatch(/\sstyle="/);
    // The compressed copies the BFF serves are the same page.
    expect(
      brotliDecompressSync(readFileSync(path.join(repoRoot, 'site/dist/index.html.br'))).toString(),
    ).toBe(index);
    expect(
      gunzipSync(readFileSync(path.join(repoRoot, 'site/dist/index.html.gz'))).toString(),
    ).toBe(index);
  });

  it('bundle what each page’s entry imports statically into few scripts, the editor’s apart', () => {
    // A phone pays a round trip per file: the entry's static imports were 23 files of 1-60 KB.
    // The site (index.html) and the editor's page (editor.html, issue 20) share 'core'; each
    // has its own chunk; the editor's also takes what other pages load later ('editor-shared').
    const scripts = (file: string) => {
      const html = readFileSync(path.join(repoRoot, 'site/dist', file), 'utf8');
      return [
        ...html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g),
        ...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g),
      ].map((tag) => tag[1]);
    };
    const runtime = expect.stringMatching(/^\/assets\/rolldown-runtime-[\w-]+\.js$/);
    const core = expect.stringMatching(/^\/assets\/core-[\w-]+\.js$/);
    expect(scripts('index.html')).toEqual([
      runtime,
      core,
      expect.stringMatching(/^\/assets\/site-later-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/app-[\w-]+\.js$/),
    ]);
    expect(scripts('editor.html')).toEqual([
      runtime,
      core,
      expect.stringMatching(/^\/assets\/editor-shared-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/editor-draw-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/editor-app-[\w-]+\.js$/),
    ]);
  });

  it("keep the art's drawing in a chunk only the editor loads, the site's forms not", () => {
    // 'editor-draw' (the art's drawing, domain/src/templates/) is imported by the editor's own
    // chunk alone: the pages that load 'editor-shared' (sign-in, the staff's forms) do not
    // load it with it.
    const manifest = JSON.parse(
      readFileSync(path.join(repoRoot, 'site/dist/.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
    const key = (name: string) =>
      Object.keys(manifest).find((k) => {
        const file = manifest[k]?.file ?? '';
        return file.startsWith(`assets/${name}-`) && file.endsWith('.js');
      }) ?? name;
    const importers = (name: string) => {
      const chunk = key(name);
      return Object.values(manifest)
        .filter(({ imports = [], dynamicImports = [] }) =>
          [...imports, ...dynamicImports].includes(chunk),
        )
        .map(({ file }) => file);
    };
    expect(importers('editor-draw')).toEqual([expect.stringMatching(/^assets\/editor-app-/)]);
    // Which other pages do load the forms' chunk.
    expect(importers('editor-shared').length).toBeGreaterThan(3);
  });

  it("never load the site's entry from the editor's page, whatever the editor loads later", () => {
    // 'app' holds the site's entry (main.tsx): loaded on the editor's page (a toast, a
    // template's photo fields or QR encoder importing from it) it would start the whole site
    // over the editor. Every script the editor's page can reach, statically or on demand.
    const assets = path.join(repoRoot, 'site/dist/assets');
    const html = readFileSync(path.join(repoRoot, 'site/dist/editor.html'), 'utf8');
    const reached = new Set<string>();
    const pending = [...html.matchAll(/src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1] as string);
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      if (reached.has(file)) continue;
      reached.add(file);
      const code = readFileSync(path.join(assets, file), 'utf8');
      for (const m of code.matchAll(
        /from\s*"\.\/([^"]+\.js)"|import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g,
      )) {
        pending.push((m[1] ?? m[2]) as string);
      }
    }
    // (What it reaches on demand: the QR encoder and the photo fields among them.)
    expect([...reached].some((file) => file.startsWith('pix-encoder-'))).toBe(true);
    expect([...reached].some((file) => file.startsWith('photo-slot-field-'))).toBe(true);
    expect([...reached].some((file) => file.startsWith('site-toasts-'))).toBe(true);
    expect([...reached].filter((file) => /^(app|shell)-/.test(file))).toEqual([]);
  });

  it("mark the editor page's scripts for V8 to compile whole as they arrive, the site's own not", () => {
    // V8's explicit compile hints take effect only as a file's first line, and the BFF serves
    // the compressed copies: each must hold the marked code.
    const html = readFileSync(path.join(repoRoot, 'site/dist/editor.html'), 'utf8');
    const site = readFileSync(path.join(repoRoot, 'site/dist/index.html'), 'utf8');
    const files = (page: string) =>
      [...page.matchAll(/<script type="module" crossorigin src="\/assets\/([^"]+)">/g)].map(
        (tag) => tag[1] as string,
      );
    const marked = files(html).filter((file) => !file.startsWith('rolldown-runtime-'));
    expect(marked).toHaveLength(4);
    for (const file of marked) {
      const code = readFileSync(path.join(repoRoot, 'site/dist/assets', file));
      expect(code.toString('utf8').split('\n', 1)[0], file).toBe('//# allFunctionsCalledOnLoad');
      const br = brotliDecompressSync(
        readFileSync(path.join(repoRoot, 'site/dist/assets', `${file}.br`)),
      );
      const gz = gunzipSync(readFileSync(path.join(repoRoot, 'site/dist/assets', `${file}.gz`)));
      expect(br.equals(code), `${file}.br`).toBe(true);
      expect(gz.equals(code), `${file}.gz`).toBe(true);
    }
    const app = files(site).find((file) => file.startsWith('app-')) ?? '';
    expect(readFileSync(path.join(repoRoot, 'site/dist/assets', app), 'utf8')).not.toContain(
      'allFunctionsCalledOnLoad',
    );
  });

  it('serve the editor on its own page, with the loading screen and its first calls', () => {
    // Its source is index.html with the editor's entry (Vite builds a page from a file).
    const source = (name: string) => readFileSync(path.join(repoRoot, 'site', name), 'utf8');
    expect(source('editor.html')).toBe(
      source('index.html').replace('/src/main.tsx', '/src/editor-main.tsx'),
    );
    const editor = readFileSync(path.join(repoRoot, 'site/dist/editor.html'), 'utf8');
    const index = readFileSync(path.join(repoRoot, 'site/dist/index.html'), 'utf8');
    const loading = index.match(/<div id="root">[\s\S]*?<\/div>\s*<noscript>/)?.[0];
    expect(loading).toContain('Preparando o seu kit de designer...');
    expect(editor).toContain(loading);
    expect(editor).toContain(index.match(/<html lang="pt-BR" class="[^"]+">/)?.[0]);
    // It links no manifest (the browser fetches it and the icon it names for an install,
    // two requests before the scripts on a phone's six connections); the site's pages do.
    expect(index).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(editor).not.toContain('rel="manifest"');
    expect(
      brotliDecompressSync(
        readFileSync(path.join(repoRoot, 'site/dist/editor.html.br')),
      ).toString(),
    ).toBe(editor);
    // One stylesheet (a phone's connections go to the scripts): the site's shared styles
    // first, then the editor's, as the chunks' own files are.
    const sheets = [...editor.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)];
    expect(sheets.map((link) => link[1])).toEqual([
      expect.stringMatching(/^\/assets\/editor-[\w-]+\.css$/),
    ]);
    const css = (file: string) => readFileSync(path.join(repoRoot, 'site/dist', file), 'utf8');
    const merged = css(sheets[0]?.[1] ?? '');
    const shared = index.match(/href="(\/assets\/core-[\w-]+\.css)"/)?.[1] ?? '';
    expect(merged.startsWith(css(shared))).toBe(true);
    expect(merged.length).toBeGreaterThan(css(shared).length);
    const routes = JSON.parse(readFileSync(path.join(dir, 'routes.json'), 'utf8'));
    expect(routes).toEqual({
      artEditor: {
        html: '/editor.html',
        data: ['/api/user', '/api/arts/:id', '/api/site-settings', '/api/church-profile'],
      },
    });
  });
});

describe("the background remover's model files", () => {
  const manifest = JSON.parse(
    readFileSync(path.join(repoRoot, 'site/dist/modelos/manifest.json'), 'utf8'),
  ) as { files: Record<string, { url: string; bytes: number }> };
  const file = (name: string) => path.join(repoRoot, 'site/dist', manifest.files[name]?.url ?? '');

  it('give the wasm runtimes their compressed copies: brotli and gzip for SIMD, gzip for the other', () => {
    const simd = file('selfie_segmentation_solution_simd_wasm_bin.wasm');
    const plain = file('selfie_segmentation_solution_wasm_bin.wasm');
    expect(brotliDecompressSync(readFileSync(`${simd}.br`)).equals(readFileSync(simd))).toBe(true);
    expect(gunzipSync(readFileSync(`${simd}.gz`)).equals(readFileSync(simd))).toBe(true);
    expect(gunzipSync(readFileSync(`${plain}.gz`)).equals(readFileSync(plain))).toBe(true);
    expect(existsSync(`${plain}.br`)).toBe(false);
    // The other text files of the model are compressed like the site's own.
    const loader = file('selfie_segmentation.js');
    expect(brotliDecompressSync(readFileSync(`${loader}.br`)).equals(readFileSync(loader))).toBe(
      true,
    );
  });
});

// The renderer the BFF runs per request (bff/src/static/server-render.ts), as the build
// left it in site/dist-server: /artes drawn with the answer of its first listing call.
describe('the server renderer', () => {
  const serverDir = path.join(repoRoot, 'site/dist-server');

  it('holds no file for the browser: no model files, no compressed copies (the BFF never sends its files)', () => {
    expect(existsSync(path.join(serverDir, 'modelos'))).toBe(false);
    expect(existsSync(path.join(serverDir, 'server-render.js.br'))).toBe(false);
    expect(existsSync(path.join(serverDir, 'server-render.js.gz'))).toBe(false);
  });

  const serverPages = JSON.parse(
    readFileSync(path.join(serverDir, 'pages.json'), 'utf8'),
  ) as Record<string, { template: string; data: string[] }>;
  const load = async () =>
    (await import(pathToFileURL(path.join(serverDir, 'server-render.js')).href)) as {
      renderPage: (
        path: string,
        responses: Record<string, unknown>,
      ) => Promise<{ html: string; styleHashes: string[]; queriesScript: string }>;
    };
  const art = (id: number, title: string, format: string) => ({
    id,
    title,
    imageUrl: `/media/arts/${id}.webp`,
    categoryId: 1,
    categoryName: 'Cultos',
    format,
    isPremium: id % 2 === 0,
    designer: { name: 'Ana Souza', username: 'anasouza', profileimageurl: null },
  });
  const listing = {
    arts: [
      art(11, 'Culto de Jovens', 'cartaz'),
      art(12, 'Santa Ceia </script><script>alert(1)</script>', 'stories'),
      ...Array.from({ length: 22 }, (_, i) => art(100 + i, `Arte ${i}`, 'cartaz')),
    ],
    totalCount: 5039,
  };

  it('renders /artes per request from the template, with its listing call', () => {
    expect(Object.keys(serverPages)).toEqual(['/artes']);
    const page = serverPages['/artes'];
    expect(page?.data).toEqual([LISTING_URL]);
    expect(page?.template).toContain('<div id="root"><!--app-html--></div><!--app-queries-->');
    // The answers come inline: the template asks for no preload of them.
    expect(page?.template).not.toContain('rel="preload" as="fetch"');
  });

  it('draws the first row of arts, their images first in line, and carries the answer for the app', async () => {
    const { renderPage } = await load();
    const { html, styleHashes, queriesScript } = await renderPage('/artes', {
      [LISTING_URL]: listing,
    });
    expect(html).toContain('5.039 designs encontrados');
    // The first row of the widest screen (5 cards) and a phone's first screen (8 cards
    // down to 844 px of grid at 180 px a column), each an art link.
    const links = [...html.matchAll(/<a [^>]*href="(\/artes\/[^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual([
      '/artes/11-culto-de-jovens',
      expect.stringMatching(/^\/artes\/12-santa-ceia/),
      ...[0, 1, 2, 3, 4, 5].map((i) => `/artes/${100 + i}-arte-${i}`),
    ]);
    // The phone's cards carry their column and what is above them in it, in column widths
    // and gaps: a poster is 1.25 widths tall, a story 16/9. Each goes to the shorter column:
    // 225 | 320 px, then 458 | 320, 458 | 553, 691 | 553, 691 | 786, 924 | 786.
    const places = [...html.matchAll(/<li [^>]*style="([^"]*)"/g)].map((m) => m[1]);
    expect(places).toEqual([
      '--masonry-lane:0;--masonry-widths:0;--masonry-gaps:0',
      '--masonry-lane:1;--masonry-widths:0;--masonry-gaps:0',
      '--masonry-lane:0;--masonry-widths:1.25;--masonry-gaps:1',
      '--masonry-lane:1;--masonry-widths:1.7778;--masonry-gaps:1',
      '--masonry-lane:0;--masonry-widths:2.5;--masonry-gaps:2',
      '--masonry-lane:1;--masonry-widths:3.0278;--masonry-gaps:2',
      '--masonry-lane:0;--masonry-widths:3.75;--masonry-gaps:3',
      '--masonry-lane:1;--masonry-widths:4.2778;--masonry-gaps:3',
    ]);
    // The list is as tall as its longest column (the second: 16/9 + 3 × 1.25 and 3 gaps).
    expect(html).toMatch(/<ul [^>]*style="--masonry-widths:5.5278;--masonry-gaps:3"/);
    // The whole first row is drawn at once; the two a phone shows first are fetched with
    // the HTML, the others as soon as the screen shows them (a screen that hides them
    // never fetches them). The phone's cards past the first row's five get their image
    // from the app, once in view.
    const images = [...html.matchAll(/<img [^>]*src="\/media\/arts\/[^"]+"[^>]*>/g)].map(
      (m) => m[0],
    );
    expect(images).toHaveLength(5);
    for (const [index, image] of images.entries()) {
      expect(image).toContain('fetchpriority="high"');
      expect(image).toContain('data-priority="true"');
      expect(image).toContain(index < 2 ? 'loading="eager"' : 'loading="lazy"');
    }
    // Every style attribute is allowed by hash.
    for (const [, value] of html.matchAll(/\sstyle="([^"]*)"/g)) {
      const hash = `sha256-${createHash('sha256')
        .update((value ?? '').replaceAll('&quot;', '"'))
        .digest('base64')}`;
      expect(styleHashes).toContain(hash);
    }
    // The answer rides along as JSON the page's CSP cannot run, with no way out of it.
    const json = queriesScript.match(
      /^<script type="application\/json" id="initial-queries">(.*)<\/script>$/s,
    )?.[1];
    expect(json).not.toContain('</script>');
    const state = JSON.parse(json ?? '') as {
      queries: Array<{ queryKey: unknown[]; state: { data: { arts: Array<{ title: string }> } } }>;
    };
    expect(state.queries).toHaveLength(1);
    expect(state.queries[0]?.queryKey[0]).toBe('/api/artes');
    expect(state.queries[0]?.state.data.arts[1]?.title).toBe(listing.arts[1]?.title);
  });

  it('refuses an answer off the contract, so the BFF serves the prerendered copy', async () => {
    const { renderPage } = await load();
    await expect(
      renderPage('/artes', { [LISTING_URL]: { arts: [{ id: 'um' }], totalCount: 1 } }),
    ).rejects.toThrow('Resposta inesperada do servidor. Tente novamente.');
  });
});
