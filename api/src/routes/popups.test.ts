import {
  ActivePopupResponseSchema,
  EXPIRY_BANNER_TEXTS,
  PopupTrackResponseSchema,
} from '@arte-gospel/domain';
import type { Insertable } from 'kysely';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInClient, testClient } from '../../../testing/api/client';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import { hashPassword } from '../auth/password';
import type { DatabaseHandle } from '../db/database';
import type { PopupsTable } from '../db/schema';
import { EXPIRATION_POPUP_TITLES, findActivePopup } from '../popups/active-popup';
import { INVALID_POPUP_ID_MESSAGE, POPUP_NOT_FOUND_MESSAGE } from './popups';

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
const DAY = 24 * 60 * 60 * 1000;
const userIds: Record<string, number> = {};

type Client = ReturnType<typeof testClient>;

const signedIn = (username: string) => signedInClient(app, `${username}@demo.org`);

async function active(client: Client, currentPath: string, sessionId?: string) {
  const query = new URLSearchParams({ currentPath, ...(sessionId ? { sessionId } : {}) });
  const res = await client.call('GET', `/api/popups/active?${query}`);
  expect(res.status).toBe(200);
  return v.parse(ActivePopupResponseSchema, res.body);
}

async function addPopup(values: Partial<Insertable<PopupsTable>> = {}) {
  const row = await handle.db
    .insertInto('popups')
    .values({ title: 'Promoção de Páscoa', content: '<p>Artes novas</p>', ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function events(popupId: number) {
  return handle.db
    .selectFrom('popup_events')
    .select(['action', 'session_id', 'user_id'])
    .where('popup_id', '=', popupId)
    .orderBy('id')
    .execute();
}

beforeAll(async () => {
  handle = await freshDatabase();
  app = createApp({ db: handle.db, log: () => {} });
  const password_hash = await hashPassword('demo12345');
  const now = Date.now();
  const users = await handle.db
    .insertInto('users')
    .values([
      { name: 'Livre', username: 'livre', email: 'livre@demo.org', password_hash },
      {
        name: 'Assinante',
        username: 'assinante',
        email: 'assinante@demo.org',
        password_hash,
        nivelacesso: 'premium',
        tipoplano: 'mensal',
        dataexpiracao: new Date(now + 30 * DAY),
      },
      {
        name: 'Acabando',
        username: 'acabando',
        email: 'acabando@demo.org',
        password_hash,
        nivelacesso: 'premium',
        tipoplano: 'anual',
        dataexpiracao: new Date(now + 3 * DAY),
      },
      {
        name: 'Vencido',
        username: 'vencido',
        email: 'vencido@demo.org',
        password_hash,
        nivelacesso: 'premium',
        tipoplano: 'mensal',
        dataexpiracao: new Date(now - DAY),
      },
      {
        name: 'Vitalício',
        username: 'vitalicio',
        email: 'vitalicio@demo.org',
        password_hash,
        tipoplano: 'vitalicio',
        acessovitalicio: true,
        dataexpiracao: new Date(now + 3 * DAY),
      },
    ])
    .returning(['id', 'username'])
    .execute();
  for (const user of users) userIds[user.username] = user.id;
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.deleteFrom('popups').execute();
});

describe('GET /api/popups/active', () => {
  it('answers no popup with a new session id, not cached', async () => {
    const res = await app.request('/api/popups/active?currentPath=%2F');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = v.parse(ActivePopupResponseSchema, await res.json());
    expect(body).toMatchObject({ hasActivePopup: false, popup: null, isExpirationPopup: false });
    expect(body.sessionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('echoes the given session id', async () => {
    expect((await active(testClient(app), 'home', 'sessao-123')).sessionId).toBe('sessao-123');
  });

  it('maps the row to the contract, with nulls for unset fields', async () => {
    const id = await addPopup({
      image_url: '/images/pascoa.png',
      button_text: 'Ver artes',
      button_url: '/artes',
      button_radius: 0,
      position: 'bottom-right',
      animation: 'zoom',
      delay: 5,
    });
    const body = await active(testClient(app), '/');
    expect(body).toMatchObject({ hasActivePopup: true, isExpirationPopup: false });
    expect(body.popup).toEqual({
      id,
      title: 'Promoção de Páscoa',
      content: '<p>Artes novas</p>',
      imageUrl: '/images/pascoa.png',
      buttonText: 'Ver artes',
      buttonUrl: '/artes',
      backgroundColor: null,
      textColor: null,
      buttonColor: null,
      buttonTextColor: null,
      buttonRadius: 0,
      buttonWidth: null,
      position: 'bottom-right',
      size: null,
      animation: 'zoom',
      delay: 5,
    });
  });

  it('shows a targeted popup only on its pages; no pages means every page', async () => {
    const client = testClient(app);
    const artes = await addPopup({ target_pages: ['artes', 'home'] });
    expect((await active(client, '/artes/12-culto')).popup?.id).toBe(artes);
    expect((await active(client, '/')).popup?.id).toBe(artes);
    expect((await active(client, 'home')).popup?.id).toBe(artes);
    expect((await active(client, '/designers')).hasActivePopup).toBe(false);
    const everywhere = await addPopup({ target_pages: [] });
    expect((await active(client, '/designers')).popup?.id).toBe(everywhere);
  });

  it('picks the newest matching popup', async () => {
    await addPopup({ created_at: new Date(Date.now() - DAY) });
    const newer = await addPopup({ created_at: new Date() });
    await addPopup({ created_at: new Date(Date.now() - 2 * DAY) });
    expect((await active(testClient(app), '/')).popup?.id).toBe(newer);
  });

  it('matches the audience: visitors, free users, premium users, everyone', async () => {
    const visitor = testClient(app);
    const free = await signedIn('livre');
    const premium = await signedIn('assinante');
    const shown = async (client: Client) => (await active(client, '/')).popup?.id ?? null;

    const forVisitors = await addPopup({ audience: 'visitor' });
    expect([await shown(visitor), await shown(free), await shown(premium)]).toEqual([
      forVisitors,
      null,
      null,
    ]);
    await handle.db.deleteFrom('popups').execute();
    const forFree = await addPopup({ audience: 'free' });
    expect([await shown(visitor), await shown(free), await shown(premium)]).toEqual([
      null,
      forFree,
      null,
    ]);
    await handle.db.deleteFrom('popups').execute();
    const forPremium = await addPopup({ audience: 'premium' });
    expect([await shown(visitor), await shown(free), await shown(premium)]).toEqual([
      null,
      null,
      forPremium,
    ]);
    await handle.db.deleteFrom('popups').execute();
    const forAll = await addPopup({ audience: 'all' });
    expect([await shown(visitor), await shown(free), await shown(premium)]).toEqual([
      forAll,
      forAll,
      forAll,
    ]);
  });

  it('counts an expired plan in the free audience, not the premium one', async () => {
    // The route answers an expired account with its expiration popup first; the promotion
    // chosen for it besides is the free accounts' (domain entitlements, issue 15).
    const userRow = (username: string) =>
      handle.db
        .selectFrom('users')
        .selectAll()
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
    const expired = await userRow('vencido');
    const running = await userRow('assinante');
    const forFree = await addPopup({ audience: 'free', created_at: new Date(Date.now() - DAY) });
    const forPremium = await addPopup({ audience: 'premium', created_at: new Date() });
    const pick = async (user: typeof expired) =>
      (await findActivePopup(handle.db, { page: 'home', user, sessionId: 's1', now: new Date() }))
        ?.id ?? null;
    expect(await pick(expired)).toBe(forFree);
    expect(await pick(running)).toBe(forPremium);
    await handle.db.deleteFrom('popups').where('id', '=', forFree).execute();
    expect(await pick(expired)).toBeNull();
  });

  it('respects is_active and the time window (open bounds when unset)', async () => {
    const client = testClient(app);
    const now = Date.now();
    await addPopup({ is_active: false });
    await addPopup({ starts_at: new Date(now + DAY) });
    await addPopup({ ends_at: new Date(now - 1000) });
    expect((await active(client, '/')).hasActivePopup).toBe(false);
    const current = await addPopup({
      starts_at: new Date(now - DAY),
      ends_at: new Date(now + DAY),
      created_at: new Date(now - 3 * DAY),
    });
    expect((await active(client, '/')).popup?.id).toBe(current);
    const openEnded = await addPopup({ starts_at: new Date(now - 1000) });
    expect((await active(client, '/')).popup?.id).toBe(openEnded);
  });

  it('hides a dismissed popup for that session only, showing the next one', async () => {
    const older = await addPopup({ created_at: new Date(Date.now() - DAY) });
    const newer = await addPopup();
    const client = testClient(app);
    const res = await client.call('POST', '/api/popups/view', {
      popupId: newer,
      sessionId: 'sessao-a',
      action: 'dismiss',
    });
    expect(res.status).toBe(200);
    expect(v.parse(PopupTrackResponseSchema, res.body)).toEqual({ success: true });
    expect((await active(client, '/', 'sessao-a')).popup?.id).toBe(older);
    expect((await active(client, '/', 'sessao-b')).popup?.id).toBe(newer);
    await client.call('POST', '/api/popups/view', {
      popupId: older,
      sessionId: 'sessao-a',
      action: 'dismiss',
    });
    expect((await active(client, '/', 'sessao-a')).hasActivePopup).toBe(false);
    expect(await events(newer)).toEqual([
      { action: 'dismiss', session_id: 'sessao-a', user_id: null },
    ]);
  });

  it('refuses a missing currentPath and an over-long session id', async () => {
    const client = testClient(app);
    const missing = await client.call('GET', '/api/popups/active?sessionId=s1');
    expect(missing).toMatchObject({
      status: 400,
      body: { message: 'Campo inválido: currentPath' },
    });
    const long = await client.call(
      'GET',
      `/api/popups/active?currentPath=home&sessionId=${'x'.repeat(101)}`,
    );
    expect(long).toMatchObject({
      status: 400,
      body: { message: 'sessionId deve ter no máximo 100 caracteres' },
    });
  });
});

describe('the expiration popup', () => {
  it('is shown, before promotions, to a premium user expiring in 3 days', async () => {
    await addPopup();
    const body = await active(await signedIn('acabando'), '/artes');
    expect(body).toMatchObject({ hasActivePopup: true, isExpirationPopup: true });
    expect(body.popup).toMatchObject({
      id: -1,
      title: EXPIRATION_POPUP_TITLES.expiring,
      content: `<p>${EXPIRY_BANNER_TEXTS.expiresIn.replace('{n}', '3')}</p>`,
      buttonText: 'Renovar',
      buttonUrl: '/planos',
    });
  });

  it('is shown to a premium user whose plan expired yesterday', async () => {
    const body = await active(await signedIn('vencido'), '/');
    expect(body).toMatchObject({ hasActivePopup: true, isExpirationPopup: true });
    expect(body.popup).toMatchObject({
      id: -1,
      title: EXPIRATION_POPUP_TITLES.expired,
      content: `<p>${EXPIRY_BANNER_TEXTS.expiredSite}</p>`,
      buttonText: 'Renovar',
      buttonUrl: '/planos',
    });
  });

  it('is not shown to a lifetime user, nor to one expiring in 30 days, nor to visitors', async () => {
    const promo = await addPopup();
    for (const client of [
      await signedIn('vitalicio'),
      await signedIn('assinante'),
      await signedIn('livre'),
      testClient(app),
    ]) {
      const body = await active(client, '/');
      expect(body).toMatchObject({ isExpirationPopup: false, popup: { id: promo } });
    }
  });

  it('accepts its view, click and dismissal without storing them', async () => {
    const client = await signedIn('acabando');
    for (const [path, body] of [
      ['/api/popups/track-view/-1', { sessionId: 's1' }],
      ['/api/popups/track-click/-1', { sessionId: 's1' }],
      ['/api/popups/view', { popupId: -1, sessionId: 's1', action: 'dismiss' }],
    ] as const) {
      expect(await client.call('POST', path, body)).toMatchObject({
        status: 200,
        body: { success: true },
      });
    }
    expect(await handle.db.selectFrom('popup_events').select('id').execute()).toEqual([]);
  });
});

describe('tracking', () => {
  it('records views and clicks, with the user when logged in', async () => {
    const id = await addPopup();
    const visitor = testClient(app);
    const free = await signedIn('livre');
    const view = await visitor.call('POST', `/api/popups/track-view/${id}`, { sessionId: 'v1' });
    expect(view.status).toBe(200);
    expect(v.parse(PopupTrackResponseSchema, view.body)).toEqual({ success: true });
    await free.call('POST', `/api/popups/track-view/${id}?_t=123`, { sessionId: 'f1' });
    await free.call('POST', `/api/popups/track-click/${id}`, { sessionId: 'f1' });
    expect(await events(id)).toEqual([
      { action: 'view', session_id: 'v1', user_id: null },
      { action: 'view', session_id: 'f1', user_id: userIds.livre },
      { action: 'click', session_id: 'f1', user_id: userIds.livre },
    ]);
  });

  it('counts one view per visitor per popup per day, however often the call is replayed', async () => {
    const id = await addPopup();
    const visitor = testClient(app, '10.77.0.1');
    for (let i = 0; i < 5; i += 1) {
      const res = await visitor.call('POST', `/api/popups/track-view/${id}`, {
        sessionId: `s${i}`,
      });
      expect(res).toMatchObject({ status: 200, body: { success: true } });
      await visitor.call('POST', '/api/popups/view', {
        popupId: id,
        sessionId: `t${i}`,
        action: 'view',
      });
    }
    await testClient(app, '10.77.0.2').call('POST', `/api/popups/track-view/${id}`, {
      sessionId: 'outro',
    });
    const free = await signedIn('livre');
    await free.call('POST', `/api/popups/track-view/${id}`, { sessionId: 'f1' });
    await free.call('POST', `/api/popups/track-view/${id}`, { sessionId: 'f2' });
    // Clicks and dismissals are not views: they are all kept.
    await visitor.call('POST', `/api/popups/track-click/${id}`, { sessionId: 's0' });
    await visitor.call('POST', `/api/popups/track-click/${id}`, { sessionId: 's0' });
    const stored = await events(id);
    expect(stored.filter((e) => e.action === 'view')).toEqual([
      { action: 'view', session_id: 's0', user_id: null },
      { action: 'view', session_id: 'outro', user_id: null },
      { action: 'view', session_id: 'f1', user_id: userIds.livre },
    ]);
    expect(stored.filter((e) => e.action === 'click')).toHaveLength(2);
  });

  it('answers 404 for an unknown popup', async () => {
    const client = testClient(app);
    const notFound = { status: 404, body: { message: POPUP_NOT_FOUND_MESSAGE } };
    expect(
      await client.call('POST', '/api/popups/track-view/999999', { sessionId: 's' }),
    ).toMatchObject(notFound);
    expect(
      await client.call('POST', '/api/popups/track-click/999999', { sessionId: 's' }),
    ).toMatchObject(notFound);
    expect(
      await client.call('POST', '/api/popups/view', {
        popupId: 999999,
        sessionId: 's',
        action: 'dismiss',
      }),
    ).toMatchObject(notFound);
  });

  it('answers 400 in pt-BR for a bad id or body', async () => {
    const id = await addPopup();
    const client = testClient(app);
    const cases: [string, unknown, string][] = [
      ['/api/popups/track-view/abc', { sessionId: 's' }, INVALID_POPUP_ID_MESSAGE],
      ['/api/popups/track-click/0', { sessionId: 's' }, INVALID_POPUP_ID_MESSAGE],
      ['/api/popups/track-view/-2', { sessionId: 's' }, INVALID_POPUP_ID_MESSAGE],
      ['/api/popups/track-view/1.5', { sessionId: 's' }, INVALID_POPUP_ID_MESSAGE],
      [`/api/popups/track-view/${id}`, {}, 'Campo inválido: sessionId'],
      [`/api/popups/track-click/${id}`, { sessionId: 7 }, 'sessionId deve ser um texto'],
      [
        '/api/popups/view',
        { popupId: id, sessionId: 's', action: 'close' },
        "action deve ser 'dismiss'",
      ],
      [
        '/api/popups/view',
        { popupId: '1', sessionId: 's', action: 'dismiss' },
        'popupId deve ser um número',
      ],
      [
        '/api/popups/view',
        { popupId: 1.5, sessionId: 's', action: 'dismiss' },
        INVALID_POPUP_ID_MESSAGE,
      ],
      [
        '/api/popups/view',
        { popupId: 2 ** 40, sessionId: 's', action: 'dismiss' },
        INVALID_POPUP_ID_MESSAGE,
      ],
    ];
    for (const [path, body, message] of cases) {
      const res = await client.call('POST', path, body);
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 400,
        body: { message },
      });
    }
    const malformed = await client.call('POST', `/api/popups/track-view/${id}`, '{"sessionId":');
    expect(malformed.status).toBe(400);
    expect(await events(id)).toEqual([]);
  });
});
