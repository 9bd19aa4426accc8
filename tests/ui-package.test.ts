import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../testing/stack/browser';
import { repoRoot } from '../testing/stack/stack';

// The design system as another ministry tool would use it: `npm pack` the package (its
// prepack builds dist), install the tarball into a scratch Vite app outside the workspace
// (React, Ark UI and Vite from the registry, through the npm cache), build that app and
// open it in Chromium.
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (args: string[], cwd: string) =>
  execFileSync(npm, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

let scratch = '';
let server: Server | undefined;
let browser: Browser | undefined;
let baseUrl = '';
let tarballFiles: string[] = [];

const mainJs = `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, lightTheme } from '@arte-gospel/ui';
import '@arte-gospel/ui/style.css';

createRoot(document.getElementById('root')).render(
  h('main', { className: lightTheme }, h(Button, { tone: 'primary' }, 'Baixar arte')),
);
`;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'arte-gospel-ui-pack-'));
  // Build first (the prepack script does the same for a publisher): pack's --json output
  // must not be mixed with the build's log. The repo's build skips ui when its inputs have
  // not changed since the last build (`npm test` has just made it).
  execFileSync(process.execPath, ['scripts/build.mjs', 'ui'], { cwd: repoRoot, stdio: 'ignore' });
  const packed = JSON.parse(
    run(
      ['pack', '--json', '--ignore-scripts', '--pack-destination', scratch],
      path.join(repoRoot, 'ui'),
    ),
  ) as Array<{ filename: string; files: Array<{ path: string }> }>;
  const tarball = packed[0];
  if (!tarball) throw new Error('npm pack não produziu um arquivo');
  tarballFiles = tarball.files.map((file) => file.path);

  const rootPkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  const version = (name: string) => rootPkg.devDependencies[name] ?? 'latest';
  writeFileSync(
    path.join(scratch, 'package.json'),
    JSON.stringify({ name: 'ui-consumer', private: true, type: 'module' }),
  );
  writeFileSync(
    path.join(scratch, 'index.html'),
    '<!doctype html><html lang="pt-BR"><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
  );
  writeFileSync(path.join(scratch, 'main.js'), mainJs);
  run(
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      `./${path.basename(tarball.filename)}`,
      `react@${version('react')}`,
      `react-dom@${version('react-dom')}`,
      `@ark-ui/react@${version('@ark-ui/react')}`,
      `vite@${version('vite')}`,
    ],
    scratch,
  );
  run(['exec', '--', 'vite', 'build', '--logLevel', 'error'], scratch);

  const dist = path.join(scratch, 'dist');
  server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://x').pathname;
    const file = path.join(dist, urlPath === '/' ? 'index.html' : urlPath);
    if (!file.startsWith(dist)) return void response.writeHead(403).end();
    try {
      const body = readFileSync(file);
      const type = file.endsWith('.js')
        ? 'text/javascript'
        : file.endsWith('.css')
          ? 'text/css'
          : 'text/html';
      response.writeHead(200, { 'content-type': type }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('@arte-gospel/ui as a packed package', () => {
  it('ships only dist and the README, with ESM, types and one CSS file', () => {
    expect(tarballFiles).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'dist/index.js',
        'dist/index.d.ts',
        'dist/style.css',
      ]),
    );
    expect(tarballFiles.filter((file) => file.startsWith('src/'))).toEqual([]);
  });

  it("types the Box's responsive values for phones as for other screens", () => {
    // The declarations are TypeScript 5.9's (ui/README.md): 7 printed each phone value as {}.
    const atoms = readFileSync(
      path.join(repoRoot, 'ui/dist/components/Box/atoms.css.d.ts'),
      'utf8',
    );
    const phone = atoms.match(/mobile\?: [^;]+;/g) ?? [];
    expect(phone.length).toBeGreaterThan(0);
    for (const values of phone) expect(values).toMatch(/^mobile\?: "[a-z-]+" \|/);
  });

  it('builds in a scratch Vite app and renders a themed component with its CSS', async () => {
    const assets = readdirSync(path.join(scratch, 'dist/assets'));
    expect(assets.some((file) => file.endsWith('.css'))).toBe(true);

    const page = await browser!.newPage();
    try {
      await page.goto(baseUrl);
      const button = page.getByRole('button', { name: 'Baixar arte' });
      await button.waitFor();
      const style = await button.evaluate((element) => {
        const computed = getComputedStyle(element);
        return { background: computed.backgroundColor, cursor: computed.cursor };
      });
      // tokens.color.brand (#4F46E5) through the theme contract, from the package's CSS.
      expect(style.background).toBe('rgb(79, 70, 229)');
      expect(style.cursor).toBe('pointer');
    } finally {
      await page.close();
    }
  });
});
