import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { migrations } from './migrations';
import type { Database } from './schema';

export interface DatabaseOptions {
  /** postgres://… switches from the embedded PGlite to a real PostgreSQL server. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; 'memory://' keeps it in memory (tests). */
  dataDir?: string | undefined;
  /** A PGlite data-dir dump to start from (tests reuse one migrated template). */
  template?: Blob | undefined;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** The embedded instance, when kind is 'pglite' (tests dump it as a template). */
  pglite?: PGlite;
  close(): Promise<void>;
}

// timestamptz comes back as Date from both drivers; bigint counts (count(*)) as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/**
 * One code path for both databases: node-postgres' Pool either talks to a PostgreSQL
 * server or, through PGlite's node-postgres adapter, to PGlite in this process (a single
 * session, so the pool holds one connection and statements never interleave).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  let lock: ReturnType<typeof lockDataDir> | undefined;
  if (!dataDir.startsWith('memory://')) {
    await mkdir(dataDir, { recursive: true });
    // A second process on this folder would silently lose data: refuse it (DataDirLockedError).
    lock = lockDataDir(dataDir);
  }
  // pg_trgm backs the title search index (the server's contrib package has it too).
  const extensions = { pg_trgm };
  let pglite: PGlite;
  try {
    pglite = options.template
      ? await PGlite.create({ dataDir, loadDataDir: options.template, extensions })
      : await PGlite.create({ dataDir, extensions });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      await db.destroy();
      await pglite.close();
      lock?.release();
    },
  };
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Falha ao migrar o banco de dados (${failed?.migrationName ?? 'desconhecida'})`,
      {
        cause: error,
      },
    );
  }
}
