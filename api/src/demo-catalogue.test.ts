import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseServerEnv } from '@arte-gospel/domain/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BundledEntry, bundledApiEntry } from '../../testing/api/bundled-entry';
import { insertAccounts } from '../../testing/api/fixtures';
import { migratedDataDir } from '../../testing/database/fresh-database';
import { openDatabase } from './db/database';
import { seedsDemoCatalogue, startApi } from './server';

// The demo catalogue's accounts (admin@demo… included) share a password printed in README:
// a production database must never get them unless asked for.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('the demo catalogue at start', () => {
  it('is seeded into an empty database in development, never in production unless asked', () => {
    const cases: Array<[Record<string, string>, boolean]> = [
      [{}, true],
      [{ NODE_ENV: 'development' }, true],
      [{ NODE_ENV: 'test' }, true],
      [{ NODE_ENV: 'production' }, false],
      [{ NODE_ENV: 'production', DEMO_CATALOGUE: 'on' }, true],
      [{ DEMO_CATALOGUE: 'off' }, false],
    ];
    for (const [variables, seeds] of cases) {
      expect(seedsDemoCatalogue(parseServerEnv(variables)), JSON.stringify(variables)).toBe(seeds);
    }
    expect(() => parseServerEnv({ DEMO_CATALOGUE: 'sim' })).toThrow(
      'DEMO_CATALOGUE=sim inválido: use on ou off',
    );
  });

  it('leaves a production database empty, with no demo account to sign in to, and says how to make the first admin', async () => {
    const log: Array<Record<string, unknown>> = [];
    // A first start's folder, migrated and empty: the run's template loaded, so the start
    // skips initdb and the migrations.
    const dataDir = await mkdtemp(path.join(tmpdir(), 'arte-gospel-production-'));
    await (await migratedDataDir(dataDir)).close();
    const api = await startApi({
      port: 0,
      hostname: '127.0.0.1',
      dataDir,
      env: parseServerEnv({ NODE_ENV: 'production', PASSWORD_HASH_COST: '14' }),
      warmMedia: false,
      log: (entry) => log.push(entry),
    });
    try {
      const arts = await fetch(`${api.url}/api/arts`);
      expect(((await arts.json()) as { totalCount: number }).totalCount).toBe(0);
      const login = await fetch(`${api.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin@demo.artegospel.com.br', password: 'demo12345' }),
      });
      expect(login.status).toBe(401);
      expect(log).toContainEqual({
        level: 'warn',
        msg: 'empty database, no demo catalogue: create an account on the site, then make it admin with `npm run admin -- <email>`',
      });
    } finally {
      await api.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('npm run admin', () => {
  /**
   * api/scripts/admin.ts bundled, as the data-dir lock test does: each run below starts
   * JavaScript instead of compiling every module with tsx (about 7 s a run under `npm test`'s
   * load, and the test's three runs came within a second of its 60 s).
   */
  let adminCli: BundledEntry;
  beforeAll(async () => {
    adminCli = await bundledApiEntry('scripts/admin.ts');
  });
  afterAll(async () => {
    await adminCli?.remove();
  });

  /** The CLI as an operator runs it, on a PGlite folder. */
  function admin(args: string[], dataDir: string) {
    const child = spawn(process.execPath, [adminCli.file, ...args, '--data-dir', dataDir], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '' },
      stdio: 'pipe',
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    return new Promise<{ code: number | null; output: string }>((resolve) =>
      child.once('close', (code) => resolve({ code, output })),
    );
  }

  it('makes a registered account admin by its e-mail, and refuses an unknown one', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'arte-gospel-admin-'));
    try {
      const setup = await migratedDataDir(dataDir);
      await insertAccounts(setup.db, [
        { name: 'Pastor João', username: 'pastor.joao', email: 'pastor@igreja.org' },
      ]);
      await setup.close();

      const unknown = await admin(['ninguem@igreja.org'], dataDir);
      expect(unknown.code).toBe(1);
      expect(unknown.output).toContain(
        'Nenhuma conta com o email ninguem@igreja.org. Cadastre-se no site e rode de novo.',
      );
      const granted = await admin(['Pastor@Igreja.org'], dataDir);
      expect(granted.code, granted.output).toBe(0);
      expect(granted.output).toContain(
        'Pastor João (Pastor@Igreja.org) agora é admin (era usuario).',
      );

      const check = await openDatabase({ dataDir });
      try {
        const row = await check.db
          .selectFrom('users')
          .select('nivelacesso')
          .where('email', '=', 'pastor@igreja.org')
          .executeTakeFirstOrThrow();
        expect(row.nivelacesso).toBe('admin');
      } finally {
        await check.close();
      }
      const usage = await admin([], dataDir);
      expect(usage.code).toBe(2);
      expect(usage.output).toContain('Uso: npm run admin -- <email da conta> [--data-dir PASTA]');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
