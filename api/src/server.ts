import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseServerEnv, type ServerEnv } from '@arte-gospel/domain/config';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import { createApp } from './app';
import { configurePasswordHashing, passwordHashing } from './auth/password';
import { type DatabaseOptions, migrateToLatest, openDatabase } from './db/database';
import { createMailer } from './mail/mailer';
import { smtpSender } from './mail/smtp';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoCatalogue } from './seed';

export interface StartApiOptions extends DatabaseOptions {
  port?: number;
  hostname?: string;
  seed?: boolean;
  log?: (entry: Record<string, unknown>) => void;
  /** smtp://user:pass@host:port: emails are also sent, not only written to the outbox. */
  smtpUrl?: string | undefined;
  /** The site's public origin, for links in emails. */
  publicOrigin?: string | undefined;
  /** Shared secret of the payment provider's webhook. */
  checkoutWebhookToken?: string | undefined;
  /** The BFF's shared secret (FORWARDED_SECRET): its X-Forwarded-* are believed with it. */
  forwardedSecret?: string | undefined;
  /**
   * Folder for problem-report evidence (EVIDENCE_DIR). Default: 'evidence' inside dataDir
   * when that is on disk; else (memory://, no dataDir) createApp's temp folder.
   */
  evidenceDir?: string | undefined;
  /**
   * Make the previews of the home's and /artes' first screens shortly after the start, at
   * low priority (api/src/media/warm.ts). Default: true, unless MEDIA_WARM_UP=off.
   */
  warmMedia?: boolean;
  /**
   * The parsed environment, for rate limits, password hashing, push keys and the e-mail
   * From address. Unset (tests): every default, and the hashing pool left as it is.
   */
  env?: ServerEnv | undefined;
}

export interface RunningApi {
  url: string;
  close(): Promise<void>;
}

/** 'evidence' inside the data folder when it is on disk; none for memory:// or no folder. */
function defaultEvidenceDir(options: DatabaseOptions): string | undefined {
  if (!options.dataDir || options.dataDir.startsWith('memory://')) return undefined;
  return path.join(options.dataDir, 'evidence');
}

/**
 * Does an empty database get the demo catalogue at start? Its accounts have a published
 * password, so never in production unless asked for (DEMO_CATALOGUE=on).
 */
export function seedsDemoCatalogue(env: Pick<ServerEnv, 'DEMO_CATALOGUE' | 'NODE_ENV'>): boolean {
  return (env.DEMO_CATALOGUE ?? (env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on';
}

/** Opens the database, migrates it, seeds an empty one and serves the API over HTTP. */
export async function startApi(options: StartApiOptions = {}): Promise<RunningApi> {
  const log = options.log ?? ((entry) => console.log(JSON.stringify(entry)));
  const env = options.env ?? parseServerEnv({});
  if (options.env) configurePasswordHashing(passwordHashing(options.env));
  const handle = await openDatabase(options);
  await migrateToLatest(handle.db);
  if (options.seed ?? seedsDemoCatalogue(env)) {
    const { seeded } = await seedDemoCatalogue(handle.db);
    if (seeded) {
      log({
        level: 'info',
        msg: 'demo catalogue seeded',
        password: DEMO_PASSWORD,
        accounts: DEMO_ACCOUNTS.map((account) => account.email),
      });
    }
  } else {
    const accounts = await handle.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(accounts.n) === 0) {
      log({
        level: 'warn',
        msg: 'empty database, no demo catalogue: create an account on the site, then make it admin with `npm run admin -- <email>`',
      });
    }
  }
  // PGlite runs no autovacuum: fresh planner statistics on each start (about 50 ms for the
  // demo), or the listing's searches are planned for an empty table (issue 17, bench:api).
  if (handle.kind === 'pglite') await sql`ANALYZE`.execute(handle.db);
  const mailer = createMailer(
    handle.db,
    log,
    options.smtpUrl ? smtpSender(options.smtpUrl, env.MAIL_FROM) : undefined,
  );
  const warming = new AbortController();
  const app = createApp({
    db: handle.db,
    warmMedia:
      options.warmMedia === false || env.MEDIA_WARM_UP === 'off'
        ? undefined
        : { afterMs: 1000, signal: warming.signal },
    log,
    mailer,
    checkoutWebhookToken: options.checkoutWebhookToken,
    forwardedSecret: options.forwardedSecret,
    env,
    evidenceDir: options.evidenceDir || defaultEvidenceDir(options),
    mediaDir:
      options.dataDir && !options.dataDir.startsWith('memory://') ? options.dataDir : undefined,
    ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
  });
  const hostname = options.hostname ?? '127.0.0.1';
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 0, hostname }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${hostname}:${port}`;
  log({ level: 'info', msg: 'api listening', url, database: handle.kind });
  return {
    url,
    close: async () => {
      warming.abort();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handle.close();
    },
  };
}
