import { boundedString, PushSubscribeBodySchema, STAFF_ROLES } from '@arte-gospel/domain';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { allArtsExist, publishHiddenArts } from '../admin/arts-repository';
import type { AppEnv } from '../app-env';
import { requireLevel, requireUser } from '../auth/session';
import { clearArtCountCache } from '../catalogue/arts';
import type { Database } from '../db/schema';
import {
  areValidSubscriptionKeys,
  ENDPOINT_MAX_LENGTH,
  INVALID_ENDPOINT_MESSAGE,
  INVALID_KEYS_MESSAGE,
  isSafeEndpoint,
  normaliseKey,
  type ResolveHost,
} from '../push/endpoint';
import { notifyNewArts, type SendNotification } from '../push/notify';
import { removeSubscriptions, saveSubscription } from '../push/subscriptions';
import type { VapidKeys } from '../push/vapid';
import { issueMessage, validate } from '../validation';

// catalogue §3 push subscription payload, §7 push calls, §8 'Chave VAPID não disponível';
// and the staff call that publishes arts and notifies the subscribers.

export const VAPID_UNAVAILABLE_MESSAGE = 'Chave VAPID não disponível';
export const ART_NOT_FOUND_MESSAGE = 'Arte não encontrada';
/** catalogue §7: the client caches the key 10 minutes. */
export const VAPID_KEY_CACHE = 'public, max-age=600';
/** Devices kept per user; the oldest subscriptions beyond it are dropped. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;
/** Arts one publish call may name. */
export const MAX_PUBLISH_ARTS = 100;

export interface PushRouteOptions {
  /** The app's VAPID keys (loaded once, memoised by the caller). */
  vapidKeys: (db: Kysely<Database>) => Promise<VapidKeys>;
  /**
   * Also accept http(s) endpoints on 127.0.0.1 / localhost (tests, local development). Only
   * code sets it (createApp's deps.push): no request, header or environment variable can.
   */
  allowInsecureEndpoints?: boolean;
  /** How endpoint host names are resolved (node:dns unless a test injects one). */
  resolve?: ResolveHost;
  /** web-push's sendNotification unless a test passes its own. */
  send?: SendNotification;
  log?: (entry: Record<string, unknown>) => void;
}

const UnsubscribeBodySchema = v.object({
  endpoint: v.optional(boundedString('O endpoint', { max: ENDPOINT_MAX_LENGTH })),
});

const ArtIdSchema = v.pipe(
  v.number('Identificador de arte inválido'),
  v.integer('Identificador de arte inválido'),
  v.minValue(1, 'Identificador de arte inválido'),
  v.maxValue(2_147_483_647, 'Identificador de arte inválido'),
);

export const PublishArtsBodySchema = v.object({
  artIds: v.pipe(
    v.array(ArtIdSchema, 'Informe as artes a publicar'),
    v.minLength(1, 'Informe ao menos uma arte para publicar'),
    v.maxLength(MAX_PUBLISH_ARTS, `Publique no máximo ${MAX_PUBLISH_ARTS} artes por vez`),
  ),
});

// Publishing is a staff decision (platform §6.3): admin and designer_adm, not designers.

type Log = (entry: Record<string, unknown>) => void;

async function keysOrNull(options: PushRouteOptions, db: Kysely<Database>, log: Log) {
  try {
    return await options.vapidKeys(db);
  } catch (error) {
    log({ level: 'error', msg: 'vapid keys unavailable', error: String(error) });
    return null;
  }
}

const defaultLog: Log = (entry) => console.error(JSON.stringify(entry));

function guardOf(options: PushRouteOptions) {
  return {
    allowInsecure: options.allowInsecureEndpoints === true,
    ...(options.resolve ? { resolve: options.resolve } : {}),
  };
}

/** GET /vapid-key, POST /subscribe, POST /unsubscribe (mounted at /api/push). */
export function pushRoutes(options: PushRouteOptions) {
  const log = options.log ?? defaultLog;
  const app = new Hono<AppEnv>();

  app.get('/vapid-key', async (c) => {
    const keys = await keysOrNull(options, c.var.db, log);
    if (!keys) return c.json({ message: VAPID_UNAVAILABLE_MESSAGE }, 503);
    c.header('Cache-Control', VAPID_KEY_CACHE);
    return c.json({ publicKey: keys.publicKey });
  });

  app.post('/subscribe', requireUser(), validate('json', PushSubscribeBodySchema), async (c) => {
    const { subscription, userAgent } = c.req.valid('json');
    if (!(await isSafeEndpoint(subscription.endpoint, guardOf(options)))) {
      return c.json({ message: INVALID_ENDPOINT_MESSAGE }, 400);
    }
    const p256dh = normaliseKey(subscription.keys.p256dh);
    const auth = normaliseKey(subscription.keys.auth);
    if (!areValidSubscriptionKeys(p256dh, auth)) {
      return c.json({ message: INVALID_KEYS_MESSAGE }, 400);
    }
    const values = {
      user_id: c.var.user.id,
      endpoint: subscription.endpoint,
      p256dh,
      auth,
      user_agent: userAgent ?? c.req.header('user-agent')?.slice(0, 500) ?? null,
      created_at: new Date(),
    };
    await saveSubscription(c.var.db, values, MAX_SUBSCRIPTIONS_PER_USER);
    return c.json({ success: true });
  });

  // catalogue §7: no body; ours also takes { endpoint } to drop only this browser's row.
  app.post('/unsubscribe', requireUser(), async (c) => {
    const text = (await c.req.text()).trim();
    let endpoint: string | undefined;
    if (text) {
      const parsed = v.safeParse(UnsubscribeBodySchema, JSON.parse(text));
      if (!parsed.success) return c.json({ message: issueMessage(parsed.issues) }, 400);
      endpoint = parsed.output.endpoint;
    }
    await removeSubscriptions(c.var.db, c.var.user.id, endpoint);
    return c.json({ success: true });
  });

  return app;
}

/**
 * POST /arts/publish (mounted at /api/admin): makes the arts visible and sends the
 * new-arts notice for the ones that were hidden. Admin and designer_adm only.
 */
export function adminPublishRoutes(options: PushRouteOptions) {
  const log = options.log ?? defaultLog;
  const app = new Hono<AppEnv>();
  app.post(
    '/arts/publish',
    requireLevel(STAFF_ROLES.publishers),
    validate('json', PublishArtsBodySchema),
    async (c) => {
      const db = c.var.db;
      const artIds = [...new Set(c.req.valid('json').artIds)];
      if (!(await allArtsExist(db, artIds))) return c.json({ message: ART_NOT_FOUND_MESSAGE }, 404);
      // Keys first: nothing is published when the notice could not be signed.
      const keys = await keysOrNull(options, db, log);
      if (!keys) return c.json({ message: VAPID_UNAVAILABLE_MESSAGE }, 503);
      const published = await publishHiddenArts(db, artIds);
      if (published.length > 0) clearArtCountCache(db);
      const notified = await notifyNewArts(db, keys, published, {
        ...guardOf(options),
        ...(options.send ? { send: options.send } : {}),
        log,
      });
      return c.json({ success: true, published: published.length, notified });
    },
  );
  return app;
}
