import { Agent } from 'node:https';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { browserKeys } from '../../../testing/api/push-receiver';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { hashPassword } from '../auth/password';
import type { DatabaseHandle } from '../db/database';
import type { ResolveHost } from './endpoint';
import {
  NEW_ARTS_TITLE,
  NEW_ARTS_TOPIC,
  NEW_ARTS_TTL_SECONDS,
  newArtsPayload,
  notifyNewArts,
  type SendNotification,
} from './notify';
import type { VapidKeys } from './vapid';

let handle: DatabaseHandle;
let userId: number;
const keys: VapidKeys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:teste@demo.org' };

async function addSubscription(endpoint: string) {
  const { p256dh, auth } = browserKeys();
  await handle.db
    .insertInto('push_subscriptions')
    .values({ user_id: userId, endpoint, p256dh, auth })
    .execute();
}

/** push.example.com and its kind resolve to a public address; evil.example to loopback. */
const resolve: ResolveHost = async (host) =>
  host.startsWith('evil.')
    ? [{ address: '127.0.0.1', family: 4 }]
    : [{ address: '93.184.215.14', family: 4 }];

/** A push service answering by endpoint: 'ok' → sent, 'status-NNN' → WebPushError. */
function fakeService() {
  const calls: { endpoint: string; payload: unknown; options: unknown }[] = [];
  const send: SendNotification = async (subscription, payload, options) => {
    calls.push({ endpoint: subscription.endpoint, payload, options });
    const status = /status-(\d{3})/.exec(subscription.endpoint)?.[1];
    if (subscription.endpoint.includes('network')) throw new Error('connect ECONNREFUSED');
    if (status) {
      throw new webpush.WebPushError(
        'Received unexpected response code',
        Number(status),
        {},
        '',
        subscription.endpoint,
      );
    }
    return { statusCode: 201, body: '', headers: {} };
  };
  return { calls, send };
}

/** Announces one new art through a fake push service; what it answered, sent and logged. */
async function announceOneArt() {
  const service = fakeService();
  const logged: Record<string, unknown>[] = [];
  const result = await notifyNewArts(handle.db, keys, [{ id: 1, title: 'Batismo' }], {
    send: service.send,
    resolve,
    log: (entry) => logged.push(entry),
  });
  return { result, calls: service.calls, logged };
}

beforeAll(async () => {
  handle = await freshDatabase();
  const user = await handle.db
    .insertInto('users')
    .values({
      name: 'Ana',
      username: 'ana',
      email: 'ana@demo.org',
      password_hash: await hashPassword('demo12345'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  userId = user.id;
});
beforeEach(async () => {
  await handle.db.deleteFrom('push_subscriptions').execute();
});
afterAll(async () => {
  await handle?.close();
});

describe('newArtsPayload', () => {
  it('links one art to its page', () => {
    expect(newArtsPayload([{ id: 12, title: 'Culto da Família' }])).toEqual({
      title: NEW_ARTS_TITLE,
      body: '1 nova arte: Culto da Família',
      url: '/artes/12-culto-da-familia',
    });
  });

  it('links several arts to the listing, naming the first', () => {
    expect(
      newArtsPayload([
        { id: 3, title: 'Santa Ceia' },
        { id: 4, title: 'Batismo' },
      ]),
    ).toEqual({ title: NEW_ARTS_TITLE, body: '2 novas artes: Santa Ceia…', url: '/artes' });
  });

  it('shortens a long title', () => {
    const body = newArtsPayload([{ id: 1, title: 'A'.repeat(300) }]).body;
    expect(body).toBe(`1 nova arte: ${'A'.repeat(79)}…`);
  });
});

describe('notifyNewArts', () => {
  it('sends nothing for no arts', async () => {
    await addSubscription('https://push.example.com/ok-1');
    const service = fakeService();
    expect(await notifyNewArts(handle.db, keys, [], { send: service.send, resolve })).toEqual({
      sent: 0,
      removed: 0,
      failed: 0,
    });
    expect(service.calls).toEqual([]);
  });

  it('sends the payload signed with the VAPID keys to every subscription', async () => {
    await addSubscription('https://push.example.com/ok-1');
    await addSubscription('https://push.example.com/ok-2');
    const service = fakeService();
    const result = await notifyNewArts(handle.db, keys, [{ id: 7, title: 'Santa Ceia' }], {
      send: service.send,
      resolve,
    });
    expect(result).toEqual({ sent: 2, removed: 0, failed: 0 });
    expect(service.calls.map((call) => call.endpoint)).toEqual([
      'https://push.example.com/ok-1',
      'https://push.example.com/ok-2',
    ]);
    expect(JSON.parse(service.calls[0]!.payload as string)).toEqual({
      title: NEW_ARTS_TITLE,
      body: '1 nova arte: Santa Ceia',
      url: '/artes/7-santa-ceia',
    });
    expect(service.calls[0]!.options).toMatchObject({
      vapidDetails: keys,
      TTL: NEW_ARTS_TTL_SECONDS,
      topic: NEW_ARTS_TOPIC,
    });
  });

  it('deletes subscriptions answered 404 or 410; logs other failures and goes on', async () => {
    const endpoints = [
      'https://push.example.com/status-410',
      'https://push.example.com/status-404',
      'https://push.example.com/status-429',
      'https://push.example.com/network',
      ...Array.from({ length: 12 }, (_, i) => `https://push.example.com/ok-${i}`),
    ];
    for (const endpoint of endpoints) await addSubscription(endpoint);
    const { result, calls, logged } = await announceOneArt();
    expect(result).toEqual({ sent: 12, removed: 2, failed: 2 });
    expect(calls).toHaveLength(endpoints.length);
    const left = await handle.db.selectFrom('push_subscriptions').select('endpoint').execute();
    expect(left.map((row) => row.endpoint).sort()).toEqual(endpoints.slice(2).sort());
    expect(logged).toEqual([
      expect.objectContaining({ msg: 'push failed', status: 429, host: 'push.example.com' }),
      expect.objectContaining({ msg: 'push failed', status: null, error: 'connect ECONNREFUSED' }),
    ]);
  });

  it('refuses, at send time, an endpoint whose name now resolves to a private address', async () => {
    // Stored while it resolved elsewhere (or before the check existed): never called.
    await addSubscription('https://evil.example/push/1');
    await addSubscription('https://push.example.com/ok-1');
    const { result, calls, logged } = await announceOneArt();
    expect(result).toEqual({ sent: 1, removed: 0, failed: 1 });
    expect(calls.map((call) => call.endpoint)).toEqual(['https://push.example.com/ok-1']);
    expect(logged).toEqual([
      expect.objectContaining({ msg: 'push endpoint refused', host: 'evil.example' }),
    ]);
  });

  it('connects only through the public-address lookup (web-push gets the guarded agent)', async () => {
    await addSubscription('https://push.example.com/ok-1');
    const { calls } = await announceOneArt();
    const agent = (calls[0]!.options as { agent?: Agent }).agent;
    expect(agent).toBeInstanceOf(Agent);
    expect((agent as unknown as { options: { lookup?: unknown } }).options.lookup).toBeTypeOf(
      'function',
    );
  });
});
