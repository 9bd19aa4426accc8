import { randomUUID } from 'node:crypto';
import { Agent } from 'node:https';
import {
  PushSubscribeResponseSchema,
  PushUnsubscribeResponseSchema,
  VapidKeyResponseSchema,
} from '@arte-gospel/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import { signedInClient, testClient } from '../../../testing/api/client';
import { insertAccounts, insertArtRefs } from '../../../testing/api/fixtures';
import {
  browserKeys,
  type ReceivedPush,
  startPushService,
  verifyVapidAuthorization,
} from '../../../testing/api/push-receiver';
import { TEST_TLS_CERT } from '../../../testing/api/tls-fixture';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import { FORBIDDEN_MESSAGE, NOT_AUTHENTICATED_MESSAGE } from '../auth/session';
import type { DatabaseHandle } from '../db/database';
import { INVALID_ENDPOINT_MESSAGE, INVALID_KEYS_MESSAGE, type ResolveHost } from '../push/endpoint';
import { NEW_ARTS_TITLE, NEW_ARTS_TTL_SECONDS, type SendNotification } from '../push/notify';
import { DEFAULT_VAPID_SUBJECT, VAPID_PUBLIC_SETTING } from '../push/vapid';
import { ART_NOT_FOUND_MESSAGE, VAPID_KEY_CACHE } from './push';

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let pushService: Awaited<ReturnType<typeof startPushService>>;
const userIds: Record<string, number> = {};
let refs: { formatId: number; fileTypeId: number; categoryId: number };
const logged: Record<string, unknown>[] = [];

// web-push always speaks TLS to the push service: the local one has a test certificate,
// trusted only by this agent.
const agent = new Agent({ ca: TEST_TLS_CERT });
const send: SendNotification = (subscription, payload, options) =>
  webpush.sendNotification(subscription, payload, { ...options, agent });

/**
 * DNS for the tests: names answer what `dns` says (a public address by default); names with
 * 127.0.0.1 in them answer it, as 127.0.0.1.nip.io does.
 */
const dns = new Map<string, string>();
const resolve: ResolveHost = async (host) => [
  {
    address: dns.get(host) ?? (host.includes('127.0.0.1') ? '127.0.0.1' : '93.184.215.14'),
    family: 4,
  },
];

type Client = ReturnType<typeof testClient>;

const signedIn = (username: string) => signedInClient(app, `${username}@demo.org`);

function subscription(endpoint: string, keys = browserKeys()) {
  return {
    subscription: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    },
    userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/126',
  };
}

async function subscribe(client: Client, endpoint: string, keys = browserKeys()) {
  const res = await client.call('POST', '/api/push/subscribe', subscription(endpoint, keys));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(v.parse(PushSubscribeResponseSchema, res.body)).toEqual({ success: true });
  return keys;
}

async function rows() {
  return handle.db
    .selectFrom('push_subscriptions')
    .select(['user_id', 'endpoint', 'p256dh', 'auth', 'user_agent'])
    .orderBy('id')
    .execute();
}

async function hiddenArt(title: string, designer: string) {
  const row = await handle.db
    .insertInto('arts')
    .values({
      title,
      search_text: title.toLowerCase(),
      image_url: '/media/arts/nova.webp',
      category_id: refs.categoryId,
      format_id: refs.formatId,
      file_type_id: refs.fileTypeId,
      designer_id: userIds[designer]!,
      is_visible: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function isVisible(id: number) {
  const row = await handle.db
    .selectFrom('arts')
    .select('is_visible')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.is_visible;
}

beforeAll(async () => {
  // Keys from the database, whatever the shell running the tests exports.
  vi.stubEnv('VAPID_PUBLIC_KEY', '');
  vi.stubEnv('VAPID_PRIVATE_KEY', '');
  vi.stubEnv('VAPID_SUBJECT', '');
  handle = await freshDatabase();
  pushService = await startPushService();
  app = createApp({
    db: handle.db,
    log: (entry) => logged.push(entry),
    push: { allowInsecureEndpoints: true, send, resolve },
  });
  Object.assign(
    userIds,
    await insertAccounts(
      handle.db,
      (['usuario', 'premium', 'designer', 'outro', 'admin', 'suporte'] as const).map((name) => ({
        name,
        username: name,
        nivelacesso: name === 'outro' ? 'designer' : name,
      })),
    ),
  );
  refs = await insertArtRefs(handle.db);
});
beforeEach(async () => {
  await handle.db.deleteFrom('push_subscriptions').execute();
  pushService.received.length = 0;
  logged.length = 0;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  agent.destroy();
  await pushService?.close();
  await handle?.close();
});

describe('GET /api/push/vapid-key', () => {
  it('answers the public key, cacheable 10 minutes, generated once and kept in the database', async () => {
    const res = await app.request('/api/push/vapid-key');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(VAPID_KEY_CACHE);
    const { publicKey } = v.parse(VapidKeyResponseSchema, await res.json());
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const stored = await handle.db
      .selectFrom('site_settings')
      .select('value')
      .where('key', '=', VAPID_PUBLIC_SETTING)
      .executeTakeFirstOrThrow();
    expect(stored.value).toBe(publicKey);

    // A second instance on the same database (a restart) serves the same key.
    const restarted = createApp({ db: handle.db, log: () => {} });
    const again = await restarted.request('/api/push/vapid-key');
    expect(v.parse(VapidKeyResponseSchema, await again.json()).publicKey).toBe(publicKey);
    expect((await app.request('/api/push/vapid-key')).status).toBe(200);
  });

  it('never serves the private key through the public site settings', async () => {
    const res = await app.request('/api/site-settings');
    expect(JSON.stringify(await res.json())).not.toMatch(/vapid/i);
  });
});

describe('POST /api/push/subscribe', () => {
  it('needs a signed-in user', async () => {
    const res = await testClient(app).call(
      'POST',
      '/api/push/subscribe',
      subscription(`${pushService.origin}/push/anon`),
    );
    expect(res).toMatchObject({ status: 401, body: { message: NOT_AUTHENTICATED_MESSAGE } });
    expect(await rows()).toEqual([]);
  });

  it('validates the body with pt-BR messages', async () => {
    const user = await signedIn('usuario');
    const keys = browserKeys();
    const cases: [unknown, string][] = [
      [{}, 'Campo inválido: subscription'],
      [{ subscription: { endpoint: 'not a url', keys } }, 'Endpoint inválido'],
      [
        { subscription: { endpoint: `${pushService.origin}/push/x` } },
        'Campo inválido: subscription.keys',
      ],
      [subscription('http://push.example.com/x'), INVALID_ENDPOINT_MESSAGE],
      [subscription('https://10.0.0.5/x'), INVALID_ENDPOINT_MESSAGE],
      [
        {
          subscription: {
            endpoint: `${pushService.origin}/push/x`,
            keys: { p256dh: 'abc', auth: keys.auth },
          },
        },
        INVALID_KEYS_MESSAGE,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await user.call('POST', '/api/push/subscribe', body);
      expect(res, JSON.stringify(body)).toMatchObject({ status: 400, body: { message } });
    }
    const malformed = await user.call('POST', '/api/push/subscribe', '{"subscription":');
    expect(malformed.status).toBe(400);
    expect(await rows()).toEqual([]);
  });

  it('refuses local endpoints unless the app allows insecure endpoints', async () => {
    const production = createApp({ db: handle.db, log: () => {}, push: { resolve } });
    const client = testClient(production);
    await client.call('POST', '/api/login', {
      username: 'usuario@demo.org',
      password: 'demo12345',
    });
    for (const endpoint of ['http://127.0.0.1:9/push/a', `${pushService.origin}/push/a`]) {
      const res = await client.call('POST', '/api/push/subscribe', subscription(endpoint));
      expect(res).toMatchObject({ status: 400, body: { message: INVALID_ENDPOINT_MESSAGE } });
    }
    const ok = await client.call(
      'POST',
      '/api/push/subscribe',
      subscription('https://fcm.googleapis.com/fcm/send/abc:def'),
    );
    expect(ok.status).toBe(200);
    // With the test option an http loopback endpoint is accepted.
    await subscribe(await signedIn('usuario'), 'http://localhost:9/push/b');
  });

  it('refuses a name resolving to a private address and any port but 443 (SSRF)', async () => {
    const production = createApp({ db: handle.db, log: () => {}, push: { resolve } });
    const client = testClient(production);
    await client.call('POST', '/api/login', {
      username: 'usuario@demo.org',
      password: 'demo12345',
    });
    dns.set('metadata.example', '169.254.169.254');
    dns.set('v6.example', 'fd00:ec2::254');
    for (const endpoint of [
      'https://127.0.0.1.nip.io/push/a',
      'https://metadata.example/latest/meta-data',
      'https://v6.example/push/a',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com:80/fcm/send/abc',
    ]) {
      const res = await client.call('POST', '/api/push/subscribe', subscription(endpoint));
      expect(res, endpoint).toMatchObject({
        status: 400,
        body: { message: INVALID_ENDPOINT_MESSAGE },
      });
    }
    // The test option lets loopback names through, never a name that resolves to loopback.
    const insecure = await signedIn('usuario');
    const res = await insecure.call(
      'POST',
      '/api/push/subscribe',
      subscription('https://127.0.0.1.nip.io/push/b'),
    );
    expect(res).toMatchObject({ status: 400, body: { message: INVALID_ENDPOINT_MESSAGE } });
    expect(await rows()).toEqual([]);
    const ok = await client.call(
      'POST',
      '/api/push/subscribe',
      subscription('https://fcm.googleapis.com:443/fcm/send/abc'),
    );
    expect(ok.status).toBe(200);
  });

  it('upserts by endpoint, re-assigning it to the current user', async () => {
    const endpoint = `${pushService.origin}/push/${randomUUID()}`;
    const first = await subscribe(await signedIn('usuario'), endpoint);
    await subscribe(await signedIn('usuario'), endpoint, first);
    expect(await rows()).toEqual([
      {
        user_id: userIds.usuario,
        endpoint,
        p256dh: first.p256dh,
        auth: first.auth,
        user_agent: 'Mozilla/5.0 (Linux; Android 14) Chrome/126',
      },
    ]);
    // Another account signs in on the same browser: same endpoint, new keys, new owner.
    const second = await subscribe(await signedIn('premium'), endpoint);
    expect(await rows()).toMatchObject([
      { user_id: userIds.premium, endpoint, p256dh: second.p256dh, auth: second.auth },
    ]);
  });

  it('keeps at most 10 subscriptions per user, dropping the oldest', async () => {
    const user = await signedIn('usuario');
    const endpoints = Array.from({ length: 12 }, (_, i) => `${pushService.origin}/push/d${i}`);
    for (const endpoint of endpoints) await subscribe(user, endpoint);
    expect((await rows()).map((row) => row.endpoint)).toEqual(endpoints.slice(2));
  });
});

describe('POST /api/push/unsubscribe', () => {
  it('needs a signed-in user', async () => {
    const res = await testClient(app).call('POST', '/api/push/unsubscribe');
    expect(res.status).toBe(401);
  });

  it("without a body removes the user's subscriptions, and only theirs", async () => {
    const user = await signedIn('usuario');
    await subscribe(user, `${pushService.origin}/push/u1`);
    await subscribe(user, `${pushService.origin}/push/u2`);
    await subscribe(await signedIn('premium'), `${pushService.origin}/push/p1`);
    const res = await user.call('POST', '/api/push/unsubscribe');
    expect(res.status).toBe(200);
    expect(v.parse(PushUnsubscribeResponseSchema, res.body)).toEqual({ success: true });
    expect((await rows()).map((row) => row.endpoint)).toEqual([`${pushService.origin}/push/p1`]);
    // Idempotent.
    expect((await user.call('POST', '/api/push/unsubscribe')).body).toEqual({ success: true });
  });

  it('with { endpoint } removes only that one of the user', async () => {
    const user = await signedIn('usuario');
    await subscribe(user, `${pushService.origin}/push/u1`);
    await subscribe(user, `${pushService.origin}/push/u2`);
    await subscribe(await signedIn('premium'), `${pushService.origin}/push/p1`);
    for (const endpoint of [`${pushService.origin}/push/u1`, `${pushService.origin}/push/p1`]) {
      expect((await user.call('POST', '/api/push/unsubscribe', { endpoint })).status).toBe(200);
    }
    expect((await rows()).map((row) => row.endpoint)).toEqual([
      `${pushService.origin}/push/u2`,
      `${pushService.origin}/push/p1`,
    ]);
    const bad = await user.call('POST', '/api/push/unsubscribe', { endpoint: 42 });
    expect(bad).toMatchObject({ status: 400, body: { message: 'O endpoint deve ser um texto' } });
  });
});

describe('POST /api/admin/arts/publish', () => {
  it('is for admin and designer_adm: 401 without a session, 403 for others (designers too)', async () => {
    const art = await hiddenArt('Culto de Jovens', 'designer');
    const anonymous = await testClient(app).call('POST', '/api/admin/arts/publish', {
      artIds: [art],
    });
    expect(anonymous.status).toBe(401);
    for (const level of ['usuario', 'premium', 'suporte', 'designer']) {
      const res = await (await signedIn(level)).call('POST', '/api/admin/arts/publish', {
        artIds: [art],
      });
      expect(res, level).toMatchObject({ status: 403, body: { message: FORBIDDEN_MESSAGE } });
    }
    const other = await (await signedIn('outro')).call('POST', '/api/admin/arts/publish', {
      artIds: [art],
    });
    expect(other).toMatchObject({ status: 403, body: { message: FORBIDDEN_MESSAGE } });
    expect(await isVisible(art)).toBe(false);
  });

  it('validates the body and refuses unknown arts', async () => {
    const admin = await signedIn('admin');
    const invalid = await admin.call('POST', '/api/admin/arts/publish', { artIds: [] });
    expect(invalid).toMatchObject({
      status: 400,
      body: { message: 'Informe ao menos uma arte para publicar' },
    });
    const wrong = await admin.call('POST', '/api/admin/arts/publish', { artIds: ['1'] });
    expect(wrong).toMatchObject({
      status: 400,
      body: { message: 'Identificador de arte inválido' },
    });
    const unknown = await admin.call('POST', '/api/admin/arts/publish', { artIds: [999_999] });
    expect(unknown).toMatchObject({ status: 404, body: { message: ART_NOT_FOUND_MESSAGE } });
  });

  it('publishes and pushes an encrypted, VAPID-signed notice to a real push endpoint', async () => {
    const keys = await subscribe(
      await signedIn('usuario'),
      `${pushService.origin}/push/${randomUUID()}`,
    );
    const art = await hiddenArt('Culto da Família | Stories', 'designer');
    const admin = await signedIn('admin');
    const res = await admin.call('POST', '/api/admin/arts/publish', { artIds: [art] });
    expect(res.body).toEqual({
      success: true,
      published: 1,
      notified: { sent: 1, removed: 0, failed: 0 },
    });
    expect(await isVisible(art)).toBe(true);

    expect(pushService.received).toHaveLength(1);
    const push = pushService.received[0] as ReceivedPush;
    expect(push.method).toBe('POST');
    expect(push.headers.ttl).toBe(String(NEW_ARTS_TTL_SECONDS));
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers['content-type']).toBe('application/octet-stream');
    const authorization = push.headers.authorization ?? '';
    expect(authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    const vapid = verifyVapidAuthorization(authorization);
    const served = await (await app.request('/api/push/vapid-key')).json();
    expect(vapid).toMatchObject({
      valid: true,
      key: (served as { publicKey: string }).publicKey,
      header: { typ: 'JWT', alg: 'ES256' },
      claims: { aud: pushService.origin, sub: DEFAULT_VAPID_SUBJECT },
    });
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(JSON.parse(keys.decrypt(push.body))).toEqual({
      title: NEW_ARTS_TITLE,
      body: '1 nova arte: Culto da Família | Stories',
      url: `/artes/${art}-culto-da-familia-stories`,
    });

    // Already visible: nothing new, nobody notified again.
    const again = await admin.call('POST', '/api/admin/arts/publish', { artIds: [art] });
    expect(again.body).toEqual({
      success: true,
      published: 0,
      notified: { sent: 0, removed: 0, failed: 0 },
    });
    expect(pushService.received).toHaveLength(1);
  });

  it('deletes a subscription the push service says is gone (410) and still serves the others', async () => {
    const user = await signedIn('usuario');
    const alive = await subscribe(user, `${pushService.origin}/push/${randomUUID()}`);
    await subscribe(user, `${pushService.origin}/status/410/${randomUUID()}`);
    await subscribe(await signedIn('premium'), `${pushService.origin}/status/500/${randomUUID()}`);
    const first = await hiddenArt('Santa Ceia', 'outro');
    const second = await hiddenArt('Batismo', 'designer');
    const res = await (await signedIn('admin')).call('POST', '/api/admin/arts/publish', {
      artIds: [second, first, first],
    });
    expect(res.body).toEqual({
      success: true,
      published: 2,
      notified: { sent: 1, removed: 1, failed: 1 },
    });
    expect(pushService.received).toHaveLength(3);
    expect((await rows()).map((row) => row.endpoint)).not.toContainEqual(
      expect.stringContaining('/status/410/'),
    );
    expect(await rows()).toHaveLength(2);
    const delivered = pushService.received.find((push) => push.path.startsWith('/push/'))!;
    expect(JSON.parse(alive.decrypt(delivered.body))).toEqual({
      title: NEW_ARTS_TITLE,
      body: '2 novas artes: Santa Ceia…',
      url: '/artes',
    });
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: 'push failed', status: 500, host: expect.any(String) }),
    );
    expect(JSON.stringify(logged)).not.toContain('/status/500/');
  });

  it('refuses at send time a subscribed name that now resolves to 127.0.0.1', async () => {
    const endpoint = `https://rebind.example/push/${randomUUID()}`;
    dns.set('rebind.example', '93.184.215.14');
    await subscribe(await signedIn('usuario'), endpoint);
    dns.set('rebind.example', '127.0.0.1');
    const art = await hiddenArt('Santa Ceia', 'designer');
    const res = await (await signedIn('admin')).call('POST', '/api/admin/arts/publish', {
      artIds: [art],
    });
    expect(res.body).toEqual({
      success: true,
      published: 1,
      notified: { sent: 0, removed: 0, failed: 1 },
    });
    expect(pushService.received).toEqual([]);
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: 'push endpoint refused', host: 'rebind.example' }),
    );
  });
});
