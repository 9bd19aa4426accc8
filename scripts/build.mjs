// The production build: ui/ (the published package), site/ (the app, prerendered pages and
// the server renderer) and the server (bff + api + domain bundled by esbuild into
// bff/dist/server.js, node_modules left external). Each target is skipped when the hash of
// its inputs matches the one stored in its output, so `npm start` on a built tree goes
// straight to the server. Quiet: a line per target; a failing step prints its whole output.
// `--force` rebuilds; target names (ui, site, server) limit it to those. Plain JavaScript: it runs before anything is compiled.

import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = '.build-hash';
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-server', '.vite', 'data']);
const SKIPPED_FILE = /\.test\.tsx?$|\.stories\.tsx?$|\.tsbuildinfo$/;

/** The shared inputs: dependency versions, compiler options, this script. */
const COMMON = ['package-lock.json', 'tsconfig.base.json', 'scripts/build.mjs'];

/** What each target is built from, where it lands, and how. */
export const TARGETS = [
  {
    name: 'ui',
    inputs: [...COMMON, 'ui'],
    outDir: 'ui/dist',
    build: () => run('npm', ['run', 'build', '--workspace', 'ui']),
  },
  {
    name: 'site',
    inputs: [...COMMON, 'site', 'ui/src', 'ui/package.json', 'domain', 'licenses'],
    outDir: 'site/dist',
    build: () => run('npm', ['run', 'build', '--workspace', 'site']),
  },
  {
    name: 'server',
    inputs: [...COMMON, 'bff', 'api', 'domain'],
    outDir: 'bff/dist',
    build: buildServer,
  },
];

async function listFiles(root, entry) {
  const full = path.join(root, entry);
  const info = await stat(full).catch(() => undefined);
  if (!info) return [];
  if (info.isFile()) return SKIPPED_FILE.test(entry) ? [] : [entry];
  const files = [];
  for (const child of await readdir(full, { withFileTypes: true })) {
    if (child.isDirectory() && SKIPPED_DIRS.has(child.name)) continue;
    files.push(...(await listFiles(root, path.join(entry, child.name))));
  }
  return files;
}

/**
 * sha-256 over every input file's path and content, in a fixed order (tests, stories and
 * build outputs left out: they change no output).
 */
export async function inputsHash(inputs, root = repoRoot) {
  const files = (await Promise.all(inputs.map((entry) => listFiles(root, entry)))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export async function storedHash(outDir) {
  return readFile(path.join(repoRoot, outDir, STAMP), 'utf8').catch(() => undefined);
}

/** Runs a command quietly; on failure its whole output is printed and the build stops. */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) return resolve();
      process.stderr.write(output);
      reject(new Error(`${command} ${args.join(' ')} terminou com código ${code}`));
    });
  });
}

/**
 * `entry` and everything of ours it imports (our workspaces, from their TypeScript source) as
 * one ES module at `outfile`; every other package stays in node_modules, so `outfile` must
 * sit where they resolve (inside the repo). Also used by tests that start a server entry.
 */
export async function bundleServer(entry, outfile, { sourcemap = false } = {}) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap,
    logLevel: 'warning',
    conditions: ['source'],
    plugins: [
      {
        // Our workspaces are bundled; every other package stays in node_modules.
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@arte-gospel/') ? undefined : { external: true },
          );
        },
      },
    ],
  });
}

/** bff/src/main.ts and everything of ours it imports, as one ES module. */
async function buildServer() {
  const outDir = path.join(repoRoot, 'bff/dist');
  await rm(outDir, { recursive: true, force: true });
  await bundleServer(path.join(repoRoot, 'bff/src/main.ts'), path.join(outDir, 'server.js'), {
    sourcemap: true,
  });
}

async function sizeOf(dir) {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && !/\.(gz|br|map)$/.test(entry.name)) {
      total += (await stat(path.join(entry.parentPath ?? entry.path, entry.name))).size;
    }
  }
  return total;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const only = args.filter((arg) => !arg.startsWith('--'));
  const started = performance.now();
  const lines = [];
  for (const target of TARGETS.filter((t) => only.length === 0 || only.includes(t.name))) {
    const hash = await inputsHash(target.inputs);
    const outDir = path.join(repoRoot, target.outDir);
    if (!force && (await storedHash(target.outDir)) === hash) {
      lines.push(`  ${target.name.padEnd(7)} sem mudanças (${target.outDir})`);
      continue;
    }
    const t0 = performance.now();
    await target.build();
    await mkdir(outDir, { recursive: true });
    await writeFile(path.join(outDir, STAMP), hash);
    lines.push(
      `  ${target.name.padEnd(7)} ${seconds(performance.now() - t0)}, ${kb(await sizeOf(outDir))} em ${target.outDir}`,
    );
  }
  console.log(`build (${seconds(performance.now() - started)}):\n${lines.join('\n')}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`\n  Build falhou: ${error.message}\n`);
    process.exit(1);
  });
}
