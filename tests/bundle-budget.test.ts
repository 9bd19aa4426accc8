import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../testing/stack/stack';

// Issue budget: the home route's initial JavaScript (the entry script and every chunk the
// built index.html preloads) stays ≤ 150 KB gzip; the rest is split by route. `npm test`
// builds the site before Vitest runs, so this reads the real production build.
const BUDGET_BYTES = 150 * 1024;
const dist = path.join(repoRoot, 'site/dist');

function initialScripts(html: string): string[] {
  const entry = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)];
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)];
  return [...entry, ...preloads].map((match) => match[1] ?? '');
}

describe('home route JavaScript budget', () => {
  it('keeps the initial JS of the home at or under 150 KB gzip', () => {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const scripts = initialScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    const sizes = scripts.map((src) => ({
      src,
      gzip: gzipSync(readFileSync(path.join(dist, src))).length,
    }));
    const total = sizes.reduce((sum, file) => sum + file.gzip, 0);
    expect(
      total,
      `JS inicial da home: ${(total / 1024).toFixed(1)} KB gzip em ${sizes.map((s) => `${s.src} ${(s.gzip / 1024).toFixed(1)} KB`).join(', ')}`,
    ).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('splits other routes out of the initial bundle', () => {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const initial = new Set(initialScripts(html).map((src) => path.basename(src)));
    const lazyChunks = readdirSync(path.join(dist, 'assets')).filter(
      (file) => file.endsWith('.js') && !initial.has(file),
    );
    expect(lazyChunks.length).toBeGreaterThan(0);
  });
});
