import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp, type DatabaseHandle, migrateToLatest, openDatabase } from '@arte-gospel/api';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteFile } from '../bff/src/static/site-files';
import { type Running, serveOnLoopback, startTestBff } from '../testing/bff/test-bff';
import { repoRoot } from '../testing/stack/stack';

// Every page a link can land on, over HTTP: the real BFF in front of the real API (on a
// fresh PGlite with this file's own rows), fetched as WhatsApp and Facebook fetch a link:
// the HTML alone, no script run.

const PUBLIC_ORIGIN = 'https://artegospel.com.br';
const TRICKY_TITLE = 'Culto "Jovem" <b>Fogo</b> & Glória';
const HOME_PRERENDERED =
  '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /><title>Arte Gospel — artes editáveis para igrejas</title></head><body><div id="root"><main>Início</main></div></body></html>';

function htmlFile(text: string): SiteFile {
  return {
    body: Buffer.from(text),
    contentType: 'text/html; charset=utf-8',
    cacheControl: 'no-cache',
    encoded: {},
  };
}

/** The site's own index.html (its head as the build keeps it) and a prerendered home. */
async function siteFiles(): Promise<Map<string, SiteFile>> {
  const index = await readFile(path.join(repoRoot, 'site/index.html'), 'utf8');
  return new Map([
    ['/index.html', htmlFile(index)],
    ['/favicon.svg', { ...htmlFile('<svg/>'), contentType: 'image/svg+xml' }],
    ['/prerendered/home.html', htmlFile(HOME_PRERENDERED)],
    [
      '/prerendered/pages.json',
      htmlFile(JSON.stringify({ '/': { file: '/prerendered/home.html', styleHashes: [] } })),
    ],
  ]);
}

/** The head's tags a crawler reads: <title>, meta name/property → content, canonical. */
function head(html: string) {
  const headPart = html.slice(0, html.indexOf('</head>'));
  const meta = new Map<string, string>();
  for (const m of headPart.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) {
    meta.set(m[1] ?? '', m[2] ?? '');
  }
  return {
    titles: [...headPart.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
    meta,
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(headPart)?.[1],
    descriptions: headPart.match(/name="description"/g)?.length ?? 0,
  };
}

/** A GET with headers fetch may not send (Host). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('pages a link can land on (real BFF, real API)', () => {
  let handle: DatabaseHandle;
  let mediaDir: string;
  let api: Running;
  let bff: Running;
  let publicBff: Running;
  const ids = { tricky: 0, hidden: 0, scheduled: 0, designerArt: 0 };

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    await migrateToLatest(handle.db);
    const { db } = handle;
    const [format] = await db
      .insertInto('formats')
      .values({ name: 'Stories', slug: 'stories' })
      .returning('id')
      .execute();
    const [fileType] = await db
      .insertInto('file_types')
      .values({ name: 'Canva', slug: 'canva' })
      .returning('id')
      .execute();
    const categories = await db
      .insertInto('categories')
      .values([
        { name: 'Santa Ceia', slug: 'santa-ceia', description: null },
        { name: 'Vazia', slug: 'vazia', description: 'Ainda sem artes' },
      ])
      .returning('id')
      .execute();
    const [designer] = await db
      .insertInto('users')
      .values({
        name: 'João Silva',
        username: 'joao.silva',
        email: 'joao.silva@example.com',
        nivelacesso: 'designer',
        bio: null,
        password_hash: null,
      })
      .returning('id')
      .execute();
    const art = (title: string, extra: Record<string, unknown> = {}) => ({
      title,
      search_text: title.toLowerCase(),
      image_url: '/media/arts/0.webp',
      category_id: categories[0]?.id ?? null,
      format_id: format?.id ?? 0,
      file_type_id: fileType?.id ?? 0,
      size_id: 'stories',
      ...extra,
    });
    const day = 86_400_000;
    const rows = await db
      .insertInto('arts')
      .values([
        art(TRICKY_TITLE, { created_at: new Date(Date.now() - 3 * day) }),
        art('Rascunho escondido', { is_visible: false }),
        art('Culto agendado', { created_at: new Date(Date.now() + 30 * day) }),
        art('Arte do João', { designer_id: designer?.id, created_at: new Date(Date.now() - day) }),
      ])
      .returning('id')
      .execute();
    ids.tricky = rows[0]?.id ?? 0;
    ids.hidden = rows[1]?.id ?? 0;
    ids.scheduled = rows[2]?.id ?? 0;
    ids.designerArt = rows[3]?.id ?? 0;
    mediaDir = await mkdtemp(path.join(tmpdir(), 'pages-media-'));
    const app = createApp({ db, mediaDir, log: () => {} });
    api = await serveOnLoopback(app as unknown as Hono);
    const files = await siteFiles();
    bff = await startTestBff({ upstreamUrl: api.url, siteFiles: files });
    publicBff = await startTestBff({
      upstreamUrl: api.url,
      siteFiles: files,
      publicOrigin: PUBLIC_ORIGIN,
    });
  });

  afterAll(async () => {
    await publicBff?.close();
    await bff?.close();
    await api?.close();
    await handle?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it("an art's page carries its share tags in the HTML, and its og:image is a 1200×630 JPEG", async (context) => {
    const res = await fetch(`${bff.url}/artes/${ids.tricky}-culto-jovem-bfogob-gloria`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const tags = head(await res.text());
    const origin = bff.url;
    expect(tags.meta.get('og:site_name')).toBe('Arte Gospel');
    expect(tags.meta.get('og:locale')).toBe('pt_BR');
    expect(tags.meta.get('og:type')).toBe('article');
    expect(tags.meta.get('twitter:card')).toBe('summary_large_image');
    expect(tags.meta.get('og:url')).toBe(`${origin}/artes/${ids.tricky}-culto-jovem-bfogob-gloria`);
    expect(tags.meta.get('og:description')).toBe(
      'Culto &quot;Jovem&quot; &lt;b&gt;Fogo&lt;/b&gt; &amp; Glória: arte gospel editável (Santa Ceia, Stories). Personalize e baixe na Arte Gospel.',
    );
    expect(tags.meta.get('og:image:width')).toBe('1200');
    expect(tags.meta.get('og:image:height')).toBe('630');
    expect(tags.meta.get('og:image:type')).toBe('image/jpeg');
    const image = tags.meta.get('og:image') ?? '';
    expect(image).toMatch(new RegExp(`^${origin}/media/arts/${ids.tricky}/share\\.jpg\\?v=\\d+$`));
    // The image through the BFF, as a crawler fetches it.
    const jpeg = await fetch(image);
    expect(jpeg.status).toBe(200);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(jpeg.headers.get('cache-control')).toBe('public, max-age=86400');
    const bytes = Buffer.from(await jpeg.arrayBuffer());
    const info = await sharp(bytes).metadata();
    expect([info.format, info.width, info.height]).toEqual(['jpeg', 1200, 630]);
    expect(bytes.byteLength).toBeLessThan(300 * 1024);
    context.annotate(`share JPEG of a stories art: ${bytes.byteLength} bytes`);
    // Made once and kept: the second answer is the same file.
    const again = Buffer.from(await (await fetch(image)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
  });

  it('escapes a title with quotes, tags and an ampersand', async () => {
    const html = await (await fetch(`${bff.url}/artes/${ids.tricky}-x`)).text();
    const tags = head(html);
    expect(tags.titles).toEqual([
      'Culto &quot;Jovem&quot; &lt;b&gt;Fogo&lt;/b&gt; &amp; Glória — Arte Gospel',
    ]);
    expect(tags.meta.get('og:title')).toBe(
      'Culto &quot;Jovem&quot; &lt;b&gt;Fogo&lt;/b&gt; &amp; Glória',
    );
    expect(html).not.toContain('<b>Fogo');
    // index.html's own description is replaced, not doubled.
    expect(tags.descriptions).toBe(1);
  });

  it('the canonical address is the art path, whatever slug the link had', async () => {
    for (const link of [`${ids.tricky}-slug-errado`, `${ids.tricky}`]) {
      const res = await fetch(`${bff.url}/artes/${link}`);
      expect(res.status, link).toBe(200);
      expect(head(await res.text()).canonical, link).toBe(
        `${bff.url}/artes/${ids.tricky}-culto-jovem-bfogob-gloria`,
      );
    }
  });

  it('with PUBLIC_ORIGIN, addresses use it and never the Host the client sent', async () => {
    const res = await rawGet(`${publicBff.url}/artes/${ids.tricky}-x`, {
      host: 'atacante.example',
      'x-forwarded-proto': 'http',
    });
    expect(res.status).toBe(200);
    const tags = head(res.body);
    expect(tags.canonical).toBe(`${PUBLIC_ORIGIN}/artes/${ids.tricky}-culto-jovem-bfogob-gloria`);
    expect(tags.meta.get('og:image')).toMatch(/^https:\/\/artegospel\.com\.br\/media\/arts\//);
    expect(res.body).not.toContain('atacante');
  });

  it('the home, a category and a designer get their share tags; other pages their title', async () => {
    const home = await fetch(`${bff.url}/`);
    expect(home.status).toBe(200);
    const homeHtml = await home.text();
    expect(homeHtml).toContain('<main>Início</main>');
    const homeTags = head(homeHtml);
    expect(homeTags.titles).toEqual(['Arte Gospel — artes editáveis para igrejas']);
    expect(homeTags.canonical).toBe(`${bff.url}/`);
    const defaultImage = homeTags.meta.get('og:image') ?? '';
    expect(defaultImage).toBe(`${bff.url}/media/share/default.jpg`);
    const brand = Buffer.from(await (await fetch(defaultImage)).arrayBuffer());
    const brandInfo = await sharp(brand).metadata();
    expect([brandInfo.format, brandInfo.width, brandInfo.height]).toEqual(['jpeg', 1200, 630]);

    const category = head(await (await fetch(`${bff.url}/categorias/santa-ceia`)).text());
    expect(category.titles).toEqual(['Santa Ceia — Arte Gospel']);
    expect(category.canonical).toBe(`${bff.url}/categorias/santa-ceia`);
    // Its newest published art (not the scheduled one).
    expect(category.meta.get('og:image')).toMatch(
      new RegExp(`/media/arts/${ids.designerArt}/share\\.jpg`),
    );
    const empty = head(await (await fetch(`${bff.url}/categorias/vazia`)).text());
    expect(empty.meta.get('og:image')).toBe(`${bff.url}/media/share/default.jpg`);
    expect(empty.meta.get('og:description')).toBe('Ainda sem artes');

    const plans = head(await (await fetch(`${bff.url}/planos`)).text());
    expect(plans.titles).toEqual(['Planos — Arte Gospel']);
    expect(plans.canonical).toBe(`${bff.url}/planos`);
    // The sales page the ads point to is shared with the brand's image, and indexed.
    const sales = head(await (await fetch(`${bff.url}/pv`)).text());
    expect(sales.titles).toEqual(['Assine o Premium — Arte Gospel']);
    expect(sales.meta.get('og:image')).toBe(`${bff.url}/media/share/default.jpg`);
    expect(sales.meta.get('robots')).toBeUndefined();
    const panel = head(await (await fetch(`${bff.url}/painel/favoritas`)).text());
    expect(panel.titles).toEqual(['Favoritas — Arte Gospel']);
    expect(panel.meta.get('robots')).toBe('noindex');
  });

  it('a designer whose username has a dot is a page (a reload works)', async () => {
    const res = await fetch(`${bff.url}/designers/joao.silva`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const tags = head(await res.text());
    expect(tags.titles).toEqual(['João Silva — Arte Gospel']);
    expect(tags.meta.get('og:type')).toBe('profile');
    expect(tags.canonical).toBe(`${bff.url}/designers/joao.silva`);
    expect(tags.meta.get('og:image')).toMatch(
      new RegExp(`/media/arts/${ids.designerArt}/share\\.jpg`),
    );
  });

  it('answers 404 with the site for a path that is no page and for what does not exist', async () => {
    const cases: Array<[string, string]> = [
      ['/nao-existe', 'Página não encontrada — Arte Gospel'],
      ['/artes/999999-x', 'Design não encontrado — Arte Gospel'],
      ['/artes/nao-e-um-id', 'Design não encontrado — Arte Gospel'],
      [`/artes/${ids.hidden}-rascunho-escondido`, 'Design não encontrado — Arte Gospel'],
      [`/artes/${ids.scheduled}-culto-agendado`, 'Design não encontrado — Arte Gospel'],
      ['/categorias/nao-existe', 'Categoria não encontrada — Arte Gospel'],
      ['/designers/ninguem.aqui', 'Designer não encontrado — Arte Gospel'],
    ];
    for (const [route, title] of cases) {
      const res = await fetch(`${bff.url}${route}`);
      expect(res.status, route).toBe(404);
      expect(res.headers.get('content-type'), route).toBe('text/html; charset=utf-8');
      const html = await res.text();
      expect(html, route).toContain('<div id="root"></div>');
      const tags = head(html);
      expect(tags.titles, route).toEqual([title]);
      expect(tags.meta.get('robots'), route).toBe('noindex');
      expect(tags.canonical, route).toBeUndefined();
    }
    // A browser opening a missing file gets the page; a script or an image its JSON.
    const opened = await fetch(`${bff.url}/velho.html`, { headers: { accept: 'text/html' } });
    expect(opened.status).toBe(404);
    expect(head(await opened.text()).titles).toEqual(['Página não encontrada — Arte Gospel']);
    const script = await fetch(`${bff.url}/assets/sumiu.js`);
    expect(script.status).toBe(404);
    expect(await script.json()).toEqual({ message: 'Página não encontrada' });
    // Files of the build as they are; /api and /media keep their JSON 404.
    expect(await (await fetch(`${bff.url}/favicon.svg`)).text()).toBe('<svg/>');
    const apiMissing = await fetch(`${bff.url}/api/nada`);
    expect(apiMissing.status).toBe(404);
    expect(apiMissing.headers.get('content-type')).toContain('application/json');
    const mediaMissing = await fetch(`${bff.url}/media/arts/${ids.hidden}/share.jpg`);
    expect(mediaMissing.status).toBe(404);
    expect(await mediaMissing.json()).toEqual({ message: 'Arquivo não encontrado' });
  });

  it('the sitemap lists every published page, a new art included, and nothing unpublished', async () => {
    const { db } = handle;
    const [fresh] = await db
      .insertInto('arts')
      .values({
        title: 'Natal & "Luz"',
        search_text: 'natal luz',
        image_url: '/media/arts/0.webp',
        category_id: null,
        format_id: (await db.selectFrom('formats').select('id').executeTakeFirstOrThrow()).id,
        file_type_id: (await db.selectFrom('file_types').select('id').executeTakeFirstOrThrow()).id,
        created_at: new Date('2025-12-01T12:00:00Z'),
        updated_at: new Date('2025-12-02T12:00:00Z'),
      })
      .returning('id')
      .execute();
    const res = await fetch(`${publicBff.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    const locs = [
      ...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]+<\/lastmod>)?<\/url>/g),
    ].map((m) => m[1]);
    // Every <url> is well formed and every & is an entity.
    expect(locs.length).toBe(xml.match(/<url>/g)?.length);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(locs[0]).toBe(`${PUBLIC_ORIGIN}/`);
    expect(locs).toContain(`${PUBLIC_ORIGIN}/planos`);
    expect(locs).toContain(`${PUBLIC_ORIGIN}/pv`);
    expect(locs).not.toContain(`${PUBLIC_ORIGIN}/auth`);
    expect(locs).toContain(`${PUBLIC_ORIGIN}/categorias/santa-ceia`);
    expect(locs).not.toContain(`${PUBLIC_ORIGIN}/categorias/vazia`);
    expect(locs).toContain(`${PUBLIC_ORIGIN}/designers/joao.silva`);
    expect(locs).toContain(`${PUBLIC_ORIGIN}/artes/${ids.tricky}-culto-jovem-bfogob-gloria`);
    expect(xml).toContain(
      `<url><loc>${PUBLIC_ORIGIN}/artes/${fresh?.id}-natal-luz</loc><lastmod>2025-12-02</lastmod></url>`,
    );
    const artIds = locs.flatMap((loc) => /\/artes\/(\d+)-/.exec(loc ?? '')?.[1] ?? []).map(Number);
    expect(artIds).not.toContain(ids.hidden);
    expect(artIds).not.toContain(ids.scheduled);
  });

  it('robots.txt disallows the private areas and names the sitemap', async () => {
    const res = await fetch(`${publicBff.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe(
      [
        'User-agent: *',
        'Disallow: /painel',
        'Disallow: /admin',
        'Disallow: /api/',
        'Disallow: /checkout/',
        '',
        `Sitemap: ${PUBLIC_ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});

describe('pages while the API is slow', () => {
  let upstream: Running;
  let bff: Running;
  const held: Array<() => void> = [];

  beforeAll(async () => {
    const app = new Hono();
    // Answers only once the test lets it: longer than the BFF waits.
    app.get('/api/pages/*', async (c) => {
      await new Promise<void>((resolve) => held.push(resolve));
      return c.json({ message: 'tarde demais' }, 500);
    });
    upstream = await serveOnLoopback(app);
    bff = await startTestBff({
      upstreamUrl: upstream.url,
      siteFiles: await siteFiles(),
      pageDataTimeoutMs: 150,
    });
  });
  afterAll(async () => {
    for (const release of held) release();
    await bff?.close();
    await upstream?.close();
  });

  it("serves the page with its route's generic tags instead of failing", async () => {
    const res = await fetch(`${bff.url}/artes/12-santa-ceia`);
    expect(res.status).toBe(200);
    const tags = head(await res.text());
    expect(tags.titles).toEqual(['Design — Arte Gospel']);
    expect(tags.canonical).toBe(`${bff.url}/artes/12-santa-ceia`);
    expect(tags.meta.get('og:image')).toBe(`${bff.url}/media/share/default.jpg`);
    expect(held.length).toBeGreaterThan(0);
  });
});
