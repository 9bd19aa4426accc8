import { createHash, timingSafeEqual } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseServerEnv, rateLimits, type ServerEnv } from '@arte-gospel/domain/config';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Kysely } from 'kysely';
import { currentCheckoutOffers, storedCheckoutLinks } from './admin/app-config';
import type { AppEnv } from './app-env';
import { PoolBusyError } from './auth/hash-pool';
import { sessionMiddleware } from './auth/session';
import type { Database } from './db/schema';
import { artFiles } from './files/art-files';
import { derivedArtFiles } from './files/derived-files';
import { createMailer, type Mailer } from './mail/mailer';
import { mediaService } from './media/routes';
import { scheduleFirstScreenWarm } from './media/warm';
import type { ResolveHost } from './push/endpoint';
import type { SendNotification } from './push/notify';
import { loadVapidKeys, type VapidKeys } from './push/vapid';
import { adminRoutes } from './routes/admin';
import { adminArtsRoutes } from './routes/admin-arts';
import { adminCategoriesRoutes } from './routes/admin-categories';
import { adminContentRoutes } from './routes/admin-content';
import { adminMoneyRoutes } from './routes/admin-money';
import { adminPeopleRoutes } from './routes/admin-people';
import { adminSiteRoutes, checkoutLinksRoutes, siteAssetMediaRoutes } from './routes/admin-site';
import { artesRoutes, artsRoutes, collectionsRoutes, suggestionsRoutes } from './routes/arts';
import { authRoutes } from './routes/auth';
import { categoriesRoutes, categoryBySlugRoutes } from './routes/categories';
import { churchProfileRoutes } from './routes/church-profile';
import { designersRoutes } from './routes/designers';
import { editsRoutes } from './routes/edits';
import { libraryRoutes } from './routes/library';
import { pagesRoutes } from './routes/pages';
import { popupsRoutes } from './routes/popups';
import { profileRoutes } from './routes/profile';
import { adminPublishRoutes, pushRoutes } from './routes/push';
import { referenceRoutes } from './routes/reference';
import { reportsRoutes } from './routes/reports';
import { subscriptionRoutes } from './routes/subscription';
import { adminVideoLessonsRoutes, videoLessonsRoutes } from './routes/video-lessons';
import { webhooksRoutes } from './routes/webhooks';
import { fileStorage } from './storage/storage';

export interface ApiDeps {
  db: Kysely<Database>;
  log?: (entry: Record<string, unknown>) => void;
  mailer?: Mailer;
  /** The site's public origin, for links in emails (default http://localhost:3000). */
  publicOrigin?: string;
  /** Shared secret of the payment provider's webhook; unset → the webhook answers 503. */
  checkoutWebhookToken?: string | undefined;
  /**
   * Where problem-report evidence files are written (never a folder the site serves).
   * Default: arte-gospel-evidence under the OS temp folder; startApi passes a lasting one.
   */
  evidenceDir?: string | undefined;
  /** Cache of generated media (art images, avatars); default a temp folder. */
  mediaDir?: string | undefined;
  /**
   * Warm the first screens' previews `afterMs` after the app is made, at low priority
   * (media/warm.ts), until `signal` aborts. Unset (tests): never.
   */
  warmMedia?: { afterMs: number; signal: AbortSignal } | undefined;
  /**
   * Web push, for tests: accept http(s) endpoints on 127.0.0.1/localhost, and the sender
   * (default web-push's sendNotification). VAPID keys come from the environment or the
   * database (push/vapid.ts).
   */
  push?: { allowInsecureEndpoints?: boolean; send?: SendNotification; resolve?: ResolveHost };
  /**
   * Shared secret of the BFF (FORWARDED_SECRET): only a request carrying it in
   * FORWARDED_SECRET_HEADER has its X-Forwarded-For/-Proto believed. Unset: never believed,
   * the client is the socket's peer.
   */
  forwardedSecret?: string | undefined;
  /** The parsed environment: rate limits and VAPID keys (default: every variable's default). */
  env?: ServerEnv;
}

/** The header with the BFF's secret (bff/src/forwarded.ts sends the same name). */
export const FORWARDED_SECRET_HEADER = 'x-forwarded-secret';

const MALFORMED_BODY_MESSAGE = 'Corpo da requisição inválido: envie um JSON válido.';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Does the request carry the BFF's secret? (Compared in constant time, as digests.) */
function fromTrustedProxy(sent: string | undefined, secret: Buffer | undefined): boolean {
  return secret !== undefined && sent !== undefined && timingSafeEqual(digest(sent), secret);
}

/** The BFF sets X-Forwarded-For to the one client address it trusts: its last entry. */
function forwardedClient(forwardedFor: string | undefined): string | undefined {
  return forwardedFor?.split(',').at(-1)?.trim() || undefined;
}

/** The reference API. Dependencies are injected so tests pass their own database. */
export function createApp(deps: ApiDeps) {
  const log = deps.log ?? ((entry) => console.error(JSON.stringify(entry)));
  const mailer = deps.mailer ?? createMailer(deps.db, log);
  const publicOrigin = deps.publicOrigin ?? 'http://localhost:3000';
  const evidenceDir = deps.evidenceDir || path.join(tmpdir(), 'arte-gospel-evidence');
  const forwardedSecret = deps.forwardedSecret ? digest(deps.forwardedSecret) : undefined;
  const env = deps.env ?? parseServerEnv({});
  const limits = rateLimits(env);
  // VAPID keys: loaded on the first push call, once per app (a failure is retried later).
  let vapidKeys: Promise<VapidKeys> | undefined;
  const pushOptions = {
    vapidKeys: (db: Kysely<Database>) => {
      vapidKeys ??= loadVapidKeys(db, env).catch((error: unknown) => {
        vapidKeys = undefined;
        throw error;
      });
      return vapidKeys;
    },
    allowInsecureEndpoints: deps.push?.allowInsecureEndpoints === true,
    ...(deps.push?.send ? { send: deps.push.send } : {}),
    ...(deps.push?.resolve ? { resolve: deps.push.resolve } : {}),
    log,
  };
  const dataDir = deps.mediaDir || path.join(tmpdir(), 'arte-gospel');
  // What a download gives (files/art-files.ts), made on first request, kept under {dataDir}/files.
  const files = artFiles({ root: path.join(dataDir, 'files') });
  // Staff uploads of the site itself (logo, favicon, content pictures) and the storage test,
  // under {dataDir}/uploads.
  const siteStorage = fileStorage(path.join(dataDir, 'uploads'));
  // What an art is made into (ZIPs, media): removed after a staff change makes it stale.
  const derived = derivedArtFiles(
    { files: files.storage, media: fileStorage(path.join(dataDir, 'media')) },
    log,
  );
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('db', deps.db);
    c.set('mailer', mailer);
    c.set('publicOrigin', publicOrigin);
    c.set('rateLimits', limits);
    let remote = '127.0.0.1';
    try {
      remote = getConnInfo(c).remote.address ?? remote;
    } catch {
      // app.request() without a socket (test/client.ts passes one)
    }
    // X-Forwarded-* are believed only from the BFF, which proves itself with the secret.
    const trusted = fromTrustedProxy(c.req.header(FORWARDED_SECRET_HEADER), forwardedSecret);
    c.set('clientIp', (trusted && forwardedClient(c.req.header('x-forwarded-for'))) || remote);
    c.set(
      'clientHttps',
      trusted
        ? c.req.header('x-forwarded-proto') === 'https'
        : new URL(c.req.url).protocol === 'https:',
    );
    await next();
  });
  app.use('/api/*', sessionMiddleware());

  app.route('/api', authRoutes());
  app.route('/api/categories', categoriesRoutes());
  app.route('/api/categorias/slug', categoryBySlugRoutes());
  app.route('/api/arts', artsRoutes());
  app.route('/api', libraryRoutes({ files }));
  app.route('/api', designersRoutes());
  app.route('/api/pages', pagesRoutes());
  app.route('/api/profile', profileRoutes());
  app.route('/api/church-profile', churchProfileRoutes({ storage: siteStorage }));
  // Issue 20, 'Minhas artes': the edits' photos live in the uploads, never served under /media.
  app.route('/api/edits', editsRoutes({ storage: siteStorage }));
  app.route(
    '/api/webhooks',
    webhooksRoutes({
      token: deps.checkoutWebhookToken,
      offers: (db) => currentCheckoutOffers(db, env),
    }),
  );
  app.route('/api/me', subscriptionRoutes());
  app.route('/api/admin', adminPublishRoutes(pushOptions));
  // Before adminRoutes: its PUT /categories/:id would read 'order' as an id.
  app.route('/api/admin', adminCategoriesRoutes({ storage: siteStorage }));
  app.route('/api/admin', adminRoutes({ uploads: files.uploads, derived, log, siteStorage }));
  app.route('/api/admin', adminArtsRoutes({ uploads: files.uploads, derived, log }));
  app.route(
    '/api/admin',
    adminMoneyRoutes({
      env,
      offers: (db) => currentCheckoutOffers(db, env),
      storedLinks: storedCheckoutLinks,
      webhookToken: deps.checkoutWebhookToken,
      request: async (path, init) => app.request(path, init),
    }),
  );
  app.route('/api/admin', adminSiteRoutes({ env, storage: siteStorage }));
  app.route('/api/admin', adminContentRoutes({ storage: siteStorage }));
  app.route('/api/checkout-links', checkoutLinksRoutes(env));
  app.route('/api/admin', adminPeopleRoutes({ evidenceDir }));
  app.route('/api/admin', adminVideoLessonsRoutes());
  app.route('/api/video-lessons', videoLessonsRoutes());
  app.route('/api/push', pushRoutes(pushOptions));
  app.route('/api/artes', artesRoutes());
  app.route('/api/collections', collectionsRoutes());
  app.route('/api/search/suggestions', suggestionsRoutes());
  app.route('/api/popups', popupsRoutes());
  app.route('/api/reports-v2', reportsRoutes({ evidenceDir }));
  app.route('/media/site', siteAssetMediaRoutes(siteStorage));
  const media = mediaService({ db: deps.db, dataDir, log, uploads: files.uploads });
  app.route('/media', media.routes);
  app.route('/api', referenceRoutes());

  if (deps.warmMedia) {
    scheduleFirstScreenWarm({
      ...deps.warmMedia,
      request: async (path) => app.request(path),
      warm: media.warm,
      warmMotion: media.warmMotion,
      log,
    });
  }

  app.notFound((c) => c.json({ message: 'Recurso não encontrado' }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      const message = /json/i.test(error.message) ? MALFORMED_BODY_MESSAGE : 'Requisição inválida';
      return c.json({ message }, error.status);
    }
    if (error instanceof SyntaxError) return c.json({ message: MALFORMED_BODY_MESSAGE }, 400);
    // The password-hashing pool is full (auth/hash-pool.ts): try again shortly.
    if (error instanceof PoolBusyError) {
      c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json({ message: error.message }, 503);
    }
    // Never a stack trace to the client; the log keeps it.
    log({
      level: 'error',
      msg: 'unhandled',
      path: c.req.path,
      error: String(error?.stack ?? error),
    });
    return c.json({ message: 'Erro interno do servidor. Tente novamente mais tarde.' }, 500);
  });
  return app;
}
