import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../testing/stack/stack';

// The production build's stylesheets (`npm test` builds the site before Vitest runs). The
// design system is compiled twice when a build goes wrong: once from source, once from
// ui/dist, with other hashes for the theme variables. Then the site's own styles read
// variables no theme defines and the page falls back to the browser's defaults.
const assets = path.join(repoRoot, 'site/dist/assets');

/** Variables set inline at run time (Ark UI's zag, our Masonry), never in a stylesheet. */
const SET_AT_RUN_TIME = new Set([
  '--height',
  '--width',
  '--opacity',
  '--scale',
  '--x',
  '--y',
  '--z-index',
  '--layer-index',
  '--duration',
  '--available-height',
  '--available-width',
  '--reference-width',
  '--transform-origin',
  // Set inline by Masonry on a server-drawn phone screen (its items' places, its height).
  '--masonry-lane',
  '--masonry-widths',
  '--masonry-gaps',
]);

function builtCss(): { file: string; css: string }[] {
  return readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => ({ file, css: readFileSync(path.join(assets, file), 'utf8') }));
}

describe('site stylesheets', () => {
  it('defines every variable the styles read', () => {
    const all = builtCss()
      .map((entry) => entry.css)
      .join('\n');
    const defined = new Set([...all.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1] ?? ''));
    const read = new Set([...all.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1] ?? ''));
    const missing = [...read].filter((name) => !defined.has(name) && !SET_AT_RUN_TIME.has(name));
    expect(missing, 'variables read but never defined').toEqual([]);
    expect(read.size).toBeGreaterThan(20);
  });

  it('links the page-wide rules (body font and colours) from index.html', () => {
    const html = readFileSync(path.join(repoRoot, 'site/dist/index.html'), 'utf8');
    const linked = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/assets\/([^"]+)"/g)]
      .map((match) => readFileSync(path.join(assets, match[1] ?? ''), 'utf8'))
      .join('\n');
    expect(linked).toMatch(/body\{[^}]*font-family:var\(--/);
    expect(linked).toMatch(/fieldset\{[^}]*min-inline-size:0/);
  });
});
