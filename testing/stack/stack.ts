import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const SITE_NOT_BUILT =
  'O site ou o servidor não foi construído: rode `npm run build` antes dos testes e2e.';

/** What `npm start` runs: the compiled BFF with the embedded API. */
export const SERVER = path.join(repoRoot, 'bff/dist/server.js');

export interface RunningStack {
  url: string;
  /** Everything the stack printed, for failure messages. */
  output: () => string;
  stop(): Promise<void>;
}

/** What the e2e global setup hands every test file about the stack they share. */
export interface SharedStackInfo {
  url: string;
  /** The stack's output, appended as it prints. */
  logFile: string;
  /** Written with the exit code if the stack stops before the run ends. */
  exitFile: string;
  /** The SMTP receiver's mailbox (see smtp.ts): one JSON line per email. */
  mailboxFile: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The e2e run's shared stack, or why there is none. */
    e2eStack: SharedStackInfo | { error: string };
  }
}

/**
 * Password hashes at N = 2^14 instead of production's 2^17: a sign-in costs milliseconds,
 * not a second of CPU. For test stacks whose hashing pool is not under test (a stack
 * started without it, like the benchmarks', hashes at the production cost).
 */
export const CHEAP_HASHING = { PASSWORD_HASH_COST: '14' };

/** The payment provider's token (X-HOTMART-HOTTOK) the shared stack's webhook expects. */
export const SHARED_WEBHOOK_TOKEN = 'segredo-do-provedor-compartilhado';

/**
 * The shared stack's settings. Every client is 127.0.0.1 here, so the per-address limits
 * are set high: the journeys of every file add up on one address. Per-account and
 * per-e-mail limits keep their defaults.
 */
export const SHARED_STACK_ENV = {
  ...CHEAP_HASHING,
  // The BFF's 15 s budget for an API answer (its 504, tested in bff/) is production's: on a
  // two-core machine running the whole suite, a photo upload's re-encoding took longer
  // (the editor journey got a 504 in a fresh-clone run).
  UPSTREAM_TIMEOUT_MS: '60000',
  RATE_LIMIT_LOGIN_IP: '1000/15m',
  RATE_LIMIT_REGISTER_IP: '1000/1h',
  RATE_LIMIT_RESET_IP: '1000/1h',
  RATE_LIMIT_RESEND_IP: '1000/1h',
  CHECKOUT_WEBHOOK_TOKEN: SHARED_WEBHOOK_TOKEN,
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function siteBuilt(): boolean {
  return existsSync(path.join(repoRoot, 'site/dist/index.html')) && existsSync(SERVER);
}

/**
 * Spawns the stack `npm start` runs (compiled BFF + embedded API + PGlite) on a free port
 * with a throw-away DATA_DIR, without waiting for it: `ready()` waits for /healthz.
 * `onOutput` sees everything it prints.
 */
export async function spawnStack(
  env: Record<string, string> = {},
  onOutput?: (chunk: string) => void,
): Promise<RunningStack & { ready(): Promise<void>; process: ChildProcess }> {
  if (!siteBuilt()) throw new Error(SITE_NOT_BUILT);
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'arte-gospel-e2e-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', SERVER], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // A stack would make ~150 previews in the background after its start (the warm-up,
      // tested in api/src/media/warm.test.ts): CPU the tests running beside it need.
      MEDIA_WARM_UP: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output += chunk;
    onOutput?.(chunk.toString());
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const ready = () =>
    waitForHealth(url, {
      stopped: () => child.exitCode !== null,
      output: () => output,
    }).catch(async (error) => {
      await stop();
      throw error;
    });
  return { url, output: () => output, stop, ready, process: child };
}

/** Waits (up to 2 min) for the stack at `url` to answer /healthz. */
async function waitForHealth(
  url: string,
  stack: { stopped: () => boolean; output: () => string },
): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (stack.stopped()) {
      throw new Error(`A pilha terminou antes de ficar pronta:\n${stack.output()}`);
    }
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`A pilha não respondeu em /healthz a tempo:\n${stack.output()}`);
}

/**
 * Starts a stack of its own and waits for it: for files that need settings the shared
 * stack cannot have (low rate limits, a small hashing pool, a DATA_DIR they inspect).
 */
export async function startStack(env: Record<string, string> = {}): Promise<RunningStack> {
  const stack = await spawnStack(env);
  await stack.ready();
  return stack;
}

/**
 * The stack every journey of the run shares, started once by the e2e global setup
 * (global-setup.ts): its address is known at once, `ready()` waits for /healthz. Files keep
 * their data apart by making it unique (e-mails, titles); stopping it is the global
 * setup's job, so `stop()` does nothing.
 */
export function sharedStack(): RunningStack & { mailboxFile: string; ready(): Promise<void> } {
  const info = inject('e2eStack');
  if ('error' in info) throw new Error(info.error);
  const output = () => (existsSync(info.logFile) ? readFileSync(info.logFile, 'utf8') : '');
  return {
    url: info.url,
    output,
    stop: async () => {},
    mailboxFile: info.mailboxFile,
    ready: () => waitForHealth(info.url, { stopped: () => existsSync(info.exitFile), output }),
  };
}

/** For the global setup: spawns the shared stack, its output and exit written to files. */
export async function spawnSharedStack(
  dir: string,
  env: Record<string, string>,
): Promise<{ info: Omit<SharedStackInfo, 'mailboxFile'>; stop(): Promise<void> }> {
  const logFile = path.join(dir, 'stack.log');
  const exitFile = path.join(dir, 'stack.exit');
  const log = createWriteStream(logFile);
  const stack = await spawnStack({ ...SHARED_STACK_ENV, ...env }, (chunk) => log.write(chunk));
  let stopping = false;
  stack.process.once('exit', (code, signal) => {
    if (!stopping) createWriteStream(exitFile).end(`${code ?? signal}\n`);
  });
  return {
    info: { url: stack.url, logFile, exitFile },
    stop: async () => {
      stopping = true;
      await stack.stop();
      await new Promise((resolve) => log.end(resolve));
    },
  };
}
