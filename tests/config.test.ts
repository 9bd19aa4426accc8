import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_ENV_KEYS } from '@arte-gospel/domain/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputsHash } from '../scripts/build.mjs';
import { repoRoot } from '../testing/stack/stack';

const SERVER = path.join(repoRoot, 'bff/dist/server.js');

/** The variables named in the first column of README's configuration table. */
async function readmeVariables(): Promise<string[]> {
  const readme = await readFile(path.join(repoRoot, 'README.md'), 'utf8');
  const section = readme.split('\n## Configuration\n')[1]?.split('\n## ')[0] ?? '';
  // The first table is the servers'; the tools' table follows a blank line and prose.
  const table = section.slice(section.indexOf('\n|')).split('\n\n')[0] ?? '';
  return table
    .split('\n')
    .slice(3)
    .flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z0-9_<>]+)`/g)])
    .map((match) => match[1] as string);
}

describe("README's configuration table", () => {
  it('documents every variable of the schema, and only those', async () => {
    const documented = await readmeVariables();
    expect(documented.length).toBeGreaterThan(20);
    const patterns = documented.map(
      (name) => new RegExp(`^${name.replace(/<[A-Z]+>/, '[A-Z_]+')}$`),
    );
    const undocumented = SERVER_ENV_KEYS.filter((key) => !patterns.some((re) => re.test(key)));
    expect(undocumented).toEqual([]);
    const unknown = documented.filter(
      (_, i) => !SERVER_ENV_KEYS.some((key) => patterns[i]?.test(key)),
    );
    expect(unknown).toEqual([]);
  });
});

/** Runs the compiled server; resolves with its output once `until` matches or it exits. */
function runServer(env: Record<string, string>, until: RegExp) {
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<{ output: string; code: number | null }>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (until.test(output)) resolve({ output, code: null });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => resolve({ output, code }));
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { ready, stop, output: () => output };
}

describe('the compiled server (npm start)', () => {
  let dataDir: string;
  beforeAll(async () => {
    if (!existsSync(SERVER)) {
      throw new Error('O servidor não foi compilado: rode `npm run build` antes deste teste.');
    }
    dataDir = await mkdtemp(path.join(tmpdir(), 'arte-gospel-config-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is plain JavaScript: node alone serves the site, one JSON line per request in production', async () => {
    const server = runServer(
      { DATA_DIR: dataDir, NODE_ENV: 'production' },
      /pronto em (http:\/\/\S+)/,
    );
    try {
      const { output, code } = await server.ready;
      expect(code, output).toBeNull();
      const url = /pronto em (http:\/\/\S+)/.exec(output)?.[1] as string;
      const res = await fetch(`${url}/`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      await expect.poll(() => server.output()).toMatch(/"msg":"request"/);
      const line = server
        .output()
        .split('\n')
        .find((l) => l.includes('"msg":"request"')) as string;
      expect(JSON.parse(line)).toMatchObject({
        level: 'info',
        method: 'GET',
        path: '/',
        status: 200,
      });

      // Platform §2.5 with no CHECKOUT_URL_*: no example offer in production. The start warns,
      // the API names no link, and /checkout/<plan> goes back to /planos.
      const warning = output.split('\n').find((l) => l.includes('checkout links unset')) as string;
      expect(JSON.parse(warning)).toMatchObject({
        level: 'warn',
        variables: ['CHECKOUT_URL_MENSAL', 'CHECKOUT_URL_ANUAL', 'CHECKOUT_URL_VITALICIO'],
      });
      expect(await (await fetch(`${url}/api/checkout-links`)).json()).toEqual({
        mensal: null,
        anual: null,
        vitalicio: null,
      });
      const checkout = await fetch(`${url}/checkout/anual`, { redirect: 'manual' });
      expect(checkout.status).toBe(302);
      expect(checkout.headers.get('location')).toBe('/planos');
    } finally {
      await server.stop();
    }
  });

  it('stops on a bad variable with exit code 1 and a pt-BR message naming it, no stack trace', async () => {
    const { output, code } = await runServer(
      { DATA_DIR: dataDir, PORT: 'abc', RATE_LIMIT_LOGIN_IP: 'dez' },
      /(?!)/,
    ).ready;
    expect(code).toBe(1);
    expect(output).toContain('Configuração inválida:');
    expect(output).toContain('PORT=abc inválido: use um número inteiro de 0 a 65535.');
    expect(output).toContain('RATE_LIMIT_LOGIN_IP=dez inválido');
    expect(output).not.toMatch(/\n\s+at /);
  });
});

describe('the build skips what has not changed', () => {
  it('hashes the inputs: a source edit changes it; tests, stories and outputs do not', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'arte-gospel-hash-'));
    try {
      const write = async (file: string, text: string) => {
        await mkdir(path.dirname(path.join(root, file)), { recursive: true });
        await writeFile(path.join(root, file), text);
      };
      await write('pkg/src/a.ts', 'export const a = 1;');
      const first = await inputsHash(['pkg', 'missing.json'], root);
      await write('pkg/src/a.test.ts', 'test');
      await write('pkg/src/a.stories.tsx', 'story');
      await write('pkg/dist/a.js', 'built');
      await write('pkg/node_modules/x/index.js', 'dep');
      expect(await inputsHash(['pkg', 'missing.json'], root)).toBe(first);
      await write('pkg/src/a.ts', 'export const a = 2;');
      expect(await inputsHash(['pkg', 'missing.json'], root)).not.toBe(first);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('a second build of an unchanged server does nothing', async () => {
    const build = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['scripts/build.mjs', 'server'], { cwd: repoRoot });
        let output = '';
        child.stdout.on('data', (chunk) => {
          output += chunk;
        });
        child.stderr.on('data', (chunk) => {
          output += chunk;
        });
        child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(output))));
      });
    await build();
    const started = performance.now();
    expect(await build()).toMatch(/server\s+sem mudanças \(bff\/dist\)/);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
