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

  it('link what the first paint and the hydration need', () => {
    const artes = readFileSync(
      path.join(repoRoot, 'site/dist', pages['/artes']?.file ?? ''),
      'utf8',
    );
    // The route-split page's own stylesheet and code, the header widgets, the entry.
    expect(artes).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/arts-page-[\w-]+\.css">/,
    );
    expect(artes).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/arts-page-[\w-]+\.js">/,
    );
    expect(artes).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/header-widgets-[\w-]+\.js">/,
    );
    const entry = artes.match(/data-app-entry="(\/assets\/index-[\w-]+\.js)"/)?.[1];
    expect(entry).toBeDefined();
    expect(artes).toContain(`<link rel="modulepreload" crossorigin href="${entry}">`);
  });
});
