import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { freshDatabase } from '../../../testing/database/fresh-database';
import type { DatabaseHandle } from '../db/database';
import {
  DEFAULT_VAPID_SUBJECT,
  isValidVapidPair,
  loadVapidKeys,
  VAPID_PRIVATE_SETTING,
  VAPID_PUBLIC_SETTING,
} from './vapid';

let handle: DatabaseHandle;

async function stored() {
  const rows = await handle.db
    .selectFrom('site_settings')
    .select(['key', 'value'])
    .where('key', 'in', [VAPID_PUBLIC_SETTING, VAPID_PRIVATE_SETTING])
    .orderBy('key')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

beforeAll(async () => {
  handle = await freshDatabase();
});
beforeEach(async () => {
  await handle.db
    .deleteFrom('site_settings')
    .where('key', 'in', [VAPID_PUBLIC_SETTING, VAPID_PRIVATE_SETTING])
    .execute();
});
afterAll(async () => {
  await handle?.close();
});

describe('loadVapidKeys', () => {
  it('generates a pair on the first start, keeps it in site_settings and reuses it', async () => {
    const first = await loadVapidKeys(handle.db, {});
    expect(isValidVapidPair(first.publicKey, first.privateKey)).toBe(true);
    expect(first.subject).toBe(DEFAULT_VAPID_SUBJECT);
    expect(await stored()).toEqual({
      [VAPID_PRIVATE_SETTING]: first.privateKey,
      [VAPID_PUBLIC_SETTING]: first.publicKey,
    });
    expect(await loadVapidKeys(handle.db, {})).toEqual(first);
  });

  it('agrees when two instances start together on one database', async () => {
    const [a, b] = await Promise.all([loadVapidKeys(handle.db, {}), loadVapidKeys(handle.db, {})]);
    expect(a).toEqual(b);
    expect((await stored())[VAPID_PUBLIC_SETTING]).toBe(a.publicKey);
  });

  it('prefers the environment keys and subject, without touching the database', async () => {
    await loadVapidKeys(handle.db, {});
    const before = await stored();
    const env = webpush.generateVAPIDKeys();
    const keys = await loadVapidKeys(handle.db, {
      VAPID_PUBLIC_KEY: env.publicKey,
      VAPID_PRIVATE_KEY: env.privateKey,
      VAPID_SUBJECT: 'https://artegospel.com.br/contato',
    });
    expect(keys).toEqual({
      publicKey: env.publicKey,
      privateKey: env.privateKey,
      subject: 'https://artegospel.com.br/contato',
    });
    expect(await stored()).toEqual(before);
  });

  it('treats blank environment values as unset', async () => {
    const keys = await loadVapidKeys(handle.db, {
      VAPID_PUBLIC_KEY: '',
      VAPID_PRIVATE_KEY: ' ',
      VAPID_SUBJECT: '',
    });
    expect(keys.subject).toBe(DEFAULT_VAPID_SUBJECT);
    expect((await stored())[VAPID_PUBLIC_SETTING]).toBe(keys.publicKey);
  });

  it('refuses a half-set, malformed or badly-subjected environment', async () => {
    const env = webpush.generateVAPIDKeys();
    await expect(loadVapidKeys(handle.db, { VAPID_PUBLIC_KEY: env.publicKey })).rejects.toThrow(
      /definidas juntas/,
    );
    await expect(
      loadVapidKeys(handle.db, { VAPID_PUBLIC_KEY: env.privateKey, VAPID_PRIVATE_KEY: 'x' }),
    ).rejects.toThrow(/inválidas/);
    await expect(loadVapidKeys(handle.db, { VAPID_SUBJECT: 'contato@x.org' })).rejects.toThrow(
      /VAPID_SUBJECT/,
    );
    expect(await stored()).toEqual({});
  });

  it('replaces half a stored pair with a new consistent pair', async () => {
    await handle.db
      .insertInto('site_settings')
      .values({ key: VAPID_PUBLIC_SETTING, value: webpush.generateVAPIDKeys().publicKey })
      .execute();
    const keys = await loadVapidKeys(handle.db, {});
    expect(isValidVapidPair(keys.publicKey, keys.privateKey)).toBe(true);
    expect(await stored()).toEqual({
      [VAPID_PRIVATE_SETTING]: keys.privateKey,
      [VAPID_PUBLIC_SETTING]: keys.publicKey,
    });
    // The pair signs: web-push accepts it.
    expect(() =>
      webpush.getVapidHeaders(
        'https://fcm.googleapis.com',
        keys.subject,
        keys.publicKey,
        keys.privateKey,
        'aes128gcm',
      ),
    ).not.toThrow();
  });
});
