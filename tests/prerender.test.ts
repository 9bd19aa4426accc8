import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './support/stack';

// The prerendered pages of the production build (site/scripts/prerender.ts; `npm test`
// builds the site first) and the manifest the BFF serves them by.
const dir = path.join(repoRoot, 'site/dist/prerendered');
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
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/artes?page=1&amp;limit=24&amp;sortBy=destaques">',
    );
    // No script is fetched or compiled before the first paint but paint-first.js, which
    // then preloads the entry, its modules, the page's and the header widgets', and runs it.
    expect(artes).not.toContain('rel="modulepreload"');
    const boot = artes.match(
      /<script type="module" crossorigin src="\/paint-first\.js" data-app-entry="([^"]+)" data-app-modules="([^"]+)"><\/script><\/body>/,
    );
    expect(boot?.[1]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const modules = boot?.[2]?.split(' ') ?? [];
    expect(modules).toContain(boot?.[1]);
    expect(modules.some((url) => /\/assets\/arts-page-[\w-]+\.js$/.test(url))).toBe(true);
    expect(modules.some((url) => /\/assets\/header-widgets-[\w-]+\.js$/.test(url))).toBe(true);
  });
});
