import { describe, expect, it } from 'vitest';
import {
  artDescription,
  headTags,
  publicStaticPaths,
  robotsTxt,
  sitemapUrls,
  sitemapXml,
  withHeadTags,
} from './page-meta';

const ORIGIN = 'https://artegospel.com.br';

describe('head tags', () => {
  it('escapes every value and makes every address absolute', () => {
    const head = headTags(
      {
        title: 'Culto "Jovem" <b>Fogo</b> & Glória — Arte Gospel',
        description: 'Ceia "santa" <script>alert(1)</script> & paz',
        canonicalPath: '/artes/7-culto-jovem',
        type: 'article',
        image: '/media/arts/7/share.jpg?v=1&x=2',
        noindex: false,
      },
      ORIGIN,
    );
    expect(head).toContain(
      '<title>Culto &quot;Jovem&quot; &lt;b&gt;Fogo&lt;/b&gt; &amp; Glória — Arte Gospel</title>',
    );
    expect(head).toContain(
      '<meta property="og:title" content="Culto &quot;Jovem&quot; &lt;b&gt;Fogo&lt;/b&gt; &amp; Glória">',
    );
    expect(head).not.toContain('<script>');
    expect(head).not.toContain('<b>');
    expect(head).toContain(
      '<meta property="og:image" content="https://artegospel.com.br/media/arts/7/share.jpg?v=1&amp;x=2">',
    );
    expect(head).toContain(
      '<link rel="canonical" href="https://artegospel.com.br/artes/7-culto-jovem">',
    );
    expect(head).toContain('<meta property="og:image:width" content="1200">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('a page without an address (404) has a title, a description and noindex only', () => {
    const head = headTags(
      {
        title: 'Página não encontrada — Arte Gospel',
        description: 'x',
        canonicalPath: null,
        type: 'website',
        image: null,
        noindex: true,
      },
      ORIGIN,
    );
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).not.toContain('canonical');
    expect(head).not.toContain('og:');
  });

  it('replaces the title, description and share tags the HTML had', () => {
    const html =
      '<html><head><meta charset="UTF-8" />\n<meta\n  name="description"\n  content="velha"\n/>\n<title>Velho</title><meta property="og:title" content="velho"></head><body><title>no corpo</title></body></html>';
    const out = withHeadTags(html, '<title>Novo</title>');
    expect(out).toBe(
      '<html><head><meta charset="UTF-8" />\n\n<title>Novo</title></head><body><title>no corpo</title></body></html>',
    );
    expect(withHeadTags('<p>sem head</p>', '<title>x</title>')).toBe('<p>sem head</p>');
  });

  it('describes an art by its title, category and format, clipped', () => {
    expect(
      artDescription({ title: 'Santa Ceia', categoryName: 'Ceia', formatName: 'Stories' }),
    ).toBe('Santa Ceia: arte gospel editável (Ceia, Stories). Personalize e baixe na Arte Gospel.');
    const long = artDescription({
      title: 'palavra '.repeat(60),
      categoryName: null,
      formatName: null,
    });
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('sitemap and robots.txt', () => {
  it('lists the home first, the public static pages, categories, designers and arts', () => {
    const urls = sitemapUrls({
      arts: [{ id: 12, title: 'Natal & "Luz"', updatedAt: '2025-12-01T10:00:00.000Z' }],
      categories: [{ slug: 'natal', updatedAt: '2025-11-30T00:00:00.000Z' }],
      designers: [{ username: 'joao.silva', updatedAt: null }],
    });
    const paths = urls.map((url) => url.path);
    expect(paths[0]).toBe('/');
    expect(paths).toContain('/artes');
    expect(paths).toContain('/planos');
    expect(paths).not.toContain('/auth');
    expect(paths).not.toContain('/painel/inicio');
    expect(paths).toContain('/categorias/natal');
    expect(paths).toContain('/designers/joao.silva');
    expect(paths).toContain('/artes/12-natal-luz');
    expect(publicStaticPaths().every((path) => !path.includes(':'))).toBe(true);
    const xml = sitemapXml(
      [...urls, { path: '/artes/1-a?x=<&>', lastmod: '2025-01-02T03:04:05.000Z' }],
      ORIGIN,
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain(
      '<url><loc>https://artegospel.com.br/artes/12-natal-luz</loc><lastmod>2025-12-01</lastmod></url>',
    );
    expect(xml).toContain('<loc>https://artegospel.com.br/artes/1-a?x=&lt;&amp;&gt;</loc>');
    expect(xml).toContain('<url><loc>https://artegospel.com.br/designers/joao.silva</loc></url>');
  });

  it('robots.txt disallows the private prefixes and names the sitemap', () => {
    expect(robotsTxt(ORIGIN)).toBe(
      [
        'User-agent: *',
        'Disallow: /painel',
        'Disallow: /admin',
        'Disallow: /api/',
        'Disallow: /checkout/',
        '',
        'Sitemap: https://artegospel.com.br/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
