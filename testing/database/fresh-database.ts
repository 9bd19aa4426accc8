import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../../api/src/db/database';

// Declared here, where the test files' programs see it (global-setup.ts provides it).
declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a migrated data-dir dump. PostgreSQL: name of a migrated template database. */
    databaseTemplate: string;
  }
}

/**
 * A fresh, migrated database for one test file: a copy of the run's template, on PGlite
 * (in memory) or on the PostgreSQL server of DATABASE_URL (a new database, dropped on close).
 */
export async function freshDatabase(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return openDatabase({ dataDir: 'memory://', template: await pgliteTemplate() });
  const name = `arte_gospel_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    },
  };
}

/**
 * A migrated PGlite database in the folder `dataDir` (as `npm run admin -- --data-dir` opens
 * one), open. On a PGlite run it is the run's template loaded into the folder (no initdb, no
 * migrations: 5.5 s less on an idle machine); a PostgreSQL run has no PGlite template, so the
 * folder is made and migrated here.
 */
export async function migratedDataDir(dataDir: string): Promise<DatabaseHandle> {
  if (process.env.DATABASE_URL) {
    const handle = await openDatabase({ dataDir });
    await migrateToLatest(handle.db);
    return handle;
  }
  return openDatabase({ dataDir, template: await pgliteTemplate() });
}

/** The run's migrated PGlite template (a PGlite run's `databaseTemplate` is its dump's path). */
async function pgliteTemplate(): Promise<Blob> {
  return new Blob([new Uint8Array(await readFile(inject('databaseTemplate')))]);
}
