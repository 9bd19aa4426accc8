import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BundledEntry, bundledApiEntry } from '../../../testing/api/bundled-entry';
import { migratedDataDir } from '../../../testing/database/fresh-database';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let dir: string;
/** data-dir-lock.ts compiled to plain JavaScript: the racing processes start without tsx. */
let lockModule: string;
/**
 * The API's entry (main.ts) bundled: each start of the API below runs JavaScript instead of
 * compiling every module with tsx (three starts took 74 s under `npm test`'s load, 13 s on an
 * idle machine).
 */
let apiMain: BundledEntry;
const children: ChildProcess[] = [];

beforeAll(async () => {
  const moduleDir = await mkdtemp(path.join(tmpdir(), 'arte-gospel-lock-module-'));
  lockModule = path.join(moduleDir, 'data-dir-lock.mjs');
  await Promise.all([
    build({
      entryPoints: [path.join(apiRoot, 'src/db/data-dir-lock.ts')],
      outfile: lockModule,
      format: 'esm',
      platform: 'node',
      logLevel: 'silent',
    }),
    bundledApiEntry('src/main.ts').then((bundled) => {
      apiMain = bundled;
    }),
  ]);
});
afterAll(async () => {
  await rm(path.dirname(lockModule), { recursive: true, force: true });
  await apiMain?.remove();
});

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'arte-gospel-lock-'));
});
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

/** A child node process running `code` (ESM), its output collected. */
function node(code: string, { env = {} }: { env?: Record<string, string> } = {}) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: apiRoot,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  // 'close', not 'exit': it comes after the last of the output.
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  /** Resolves once the output matches `pattern`; fails if the process exits first. */
  const waitFor = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(output)) return false;
        child.stdout?.off('data', check);
        child.stderr?.off('data', check);
        child.off('close', onExit);
        resolve();
        return true;
      };
      const onExit = () => {
        if (!check()) reject(new Error(`saiu (${child.exitCode}) sem ${pattern}: ${output}`));
      };
      if (check()) return;
      if (child.exitCode !== null && child.stdout?.readableEnded) return onExit();
      // Listeners added after the ones that append to `output`, so they see each chunk.
      child.stdout?.on('data', check);
      child.stderr?.on('data', check);
      child.once('close', onExit);
    });
  return { child, exited, waitFor, output: () => output };
}

/** The pid of a process that has already ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('DATA_DIR lock', () => {
  it('refuses a second holder, naming the folder and the pid, and frees the folder on release', async () => {
    const lock = lockDataDir(dir);
    expect((await readFile(lock.file, 'utf8')).split('\n')[0]).toBe(String(process.pid));
    let refused: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toBe(
      `A pasta de dados ${dir} já está em uso pelo processo ${process.pid}. Encerre esse processo ou use outra pasta em DATA_DIR.`,
    );
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    lockDataDir(dir).release();
  });

  it('refuses while another live process holds it', async () => {
    const holder = node(
      `import { lockDataDir } from ${JSON.stringify(lockModule)}; lockDataDir(${JSON.stringify(dir)}); console.log('held'); process.stdin.resume();`,
    );
    await holder.waitFor(/held/);
    expect(() => lockDataDir(dir)).toThrow(`já está em uso pelo processo ${holder.child.pid}`);
  });

  it('takes over a lock left by a dead process, or an unreadable one', async () => {
    const file = path.join(dir, LOCK_FILE_NAME);
    await writeFile(file, `${await deadPid()}\nabc\n`);
    const lock = lockDataDir(dir);
    expect((await readFile(file, 'utf8')).split('\n')[0]).toBe(String(process.pid));
    lock.release();
    await writeFile(file, 'lixo');
    lockDataDir(dir).release();
  });

  it('takes over a stale lock whose previous takeover died half-way', async () => {
    const file = path.join(dir, LOCK_FILE_NAME);
    const { createHash } = await import('node:crypto');
    const stale = `${await deadPid()}\nvelho\n`;
    await writeFile(file, stale);
    const guard = `${file}.takeover-${createHash('sha256').update(stale).digest('hex').slice(0, 16)}`;
    await writeFile(guard, `${await deadPid()}\nguarda\n`);
    const lock = lockDataDir(dir);
    expect(existsSync(guard)).toBe(false);
    lock.release();
  });

  it('lets exactly one of several racing processes take over a stale lock', async () => {
    await writeFile(path.join(dir, LOCK_FILE_NAME), `${await deadPid()}\nvelho\n`);
    const racers = Array.from({ length: 6 }, () =>
      node(
        `import { lockDataDir } from ${JSON.stringify(lockModule)};
         process.stdin.once('data', () => {
           try { lockDataDir(${JSON.stringify(dir)}); console.log('held'); }
           catch (error) { console.log(error.code === 'DATA_DIR_LOCKED' ? 'locked' : String(error)); process.exit(3); }
         });
         console.log('ready');`,
      ),
    );
    await Promise.all(racers.map((racer) => racer.waitFor(/ready/)));
    for (const racer of racers) racer.child.stdin?.write('go\n');
    await Promise.all(racers.map((racer) => racer.waitFor(/held|locked|Error/)));
    const outcomes = racers.map((racer) => /held|locked/.exec(racer.output())?.[0]);
    expect(outcomes.filter((o) => o === 'held')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'locked')).toHaveLength(5);
  });
});

describe('the API started twice on one DATA_DIR', () => {
  // What is under test is the start and the lock, not the demo catalogue seeded into the
  // empty folder (about 10 s of CPU) nor the previews made in the background after it.
  const startApi = () =>
    node(`await import(${JSON.stringify(apiMain.file)});`, {
      env: {
        DATA_DIR: dir,
        API_PORT: '0',
        DATABASE_URL: '',
        DEMO_CATALOGUE: 'off',
        MEDIA_WARM_UP: 'off',
      },
    });

  it('stops the second with the message and code 1; a killed holder is taken over', async () => {
    // A folder already migrated (as after a first start): the first start skips initdb and
    // the migrations (8.3 s -> 3.5 s idle).
    await (await migratedDataDir(dir)).close();
    const first = startApi();
    await first.waitFor(/api listening/);
    const second = startApi();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `A pasta de dados ${dir} já está em uso pelo processo ${first.child.pid}.`,
    );
    expect(second.output()).not.toMatch(/\n\s+at /);
    // kill -9 leaves the lock behind with a dead pid: the next start takes it over.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(true);
    const third = startApi();
    await third.waitFor(/api listening/);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
  }, 120_000);
});
