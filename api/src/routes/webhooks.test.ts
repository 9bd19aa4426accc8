import { readFileSync } from 'node:fs';
import {
  DELIVERY_RESULTS,
  LEDGER_RESULTS,
  type SubscriptionResponse,
  UserSchema,
} from '@arte-gospel/domain';
import { parseServerEnv } from '@arte-gospel/domain/config';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testClient } from '../../../testing/api/client';
import { lastEmailTo } from '../../../testing/api/outbox';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import {
  DELIVERY_RESULT_VALUES,
  LEDGER_RESULT_VALUES,
} from '../db/migrations/0007-provider-postbacks';
import * as purchaseProducts from '../db/migrations/0011-purchase-products';
import { WEBHOOK_TOKEN_HEADER } from '../purchases/postback';
import {
  WEBHOOK_BODY_MAX_BYTES,
  WEBHOOK_DISABLED_MESSAGE,
  WEBHOOK_TOKEN_MESSAGE,
} from './webhooks';

// Issue 16: the provider's real v2.0 postbacks (purchases/fixtures, see its README), matched
// by the offer code of each plan's checkout link. The monthly link carries the samples'
// own offer, `test`.
const TOKEN = 'segredo-do-provedor';
const ENV = parseServerEnv({
  CHECKOUT_URL_MENSAL: 'https://pay.hotmart.com/P1?off=test',
  CHECKOUT_URL_ANUAL: 'https://pay.hotmart.com/P1?off=anual-igreja',
  CHECKOUT_URL_VITALICIO: 'https://pay.hotmart.com/P1?off=vitalicio-igreja',
});
// Dates come from a fixed clock (only Date is faked; the database's own timers run).
const NOW = new Date('2026-01-31T12:00:00.000Z');

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;

// biome-ignore lint/suspicious/noExplicitAny: the samples are edited field by field.
type Json = Record<string, any>;
const fixture = (name: string): Json =>
  JSON.parse(readFileSync(new URL(`../purchases/fixtures/${name}.json`, import.meta.url), 'utf8'));

/** A fixture with this test's buyer, transaction, offer or subscriber. */
function sample(
  name: string,
  change: {
    email?: string;
    transaction?: string;
    offer?: string;
    planName?: string;
    subscriber?: string;
    id?: string;
    creationDate?: number;
    cancellationDate?: number;
    product?: number;
  } = {},
): Json {
  const body = fixture(name);
  const data = body.data;
  if (change.email) {
    if (data.buyer) data.buyer.email = change.email;
    if (data.subscriber) data.subscriber.email = change.email;
  }
  if (change.transaction) data.purchase.transaction = change.transaction;
  if (change.offer) data.purchase.offer.code = change.offer;
  if (change.planName) data.subscription.plan.name = change.planName;
  if (change.subscriber) {
    if (data.subscriber) data.subscriber.code = change.subscriber;
    else data.subscription.subscriber.code = change.subscriber;
  }
  if (change.id) body.id = change.id;
  if (change.creationDate) body.creation_date = change.creationDate;
  if (change.cancellationDate) data.cancellation_date = change.cancellationDate;
  if (change.product !== undefined) data.product.id = change.product;
  return body;
}

async function post(body: unknown, token: string | null = TOKEN, target = app) {
  const res = await target.request('/api/webhooks/checkout', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { [WEBHOOK_TOKEN_HEADER]: token } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

async function account(email: string) {
  return handle.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

/** Registers an account (its e-mail not verified yet). */
async function registerOnly(email: string) {
  const client = testClient(app);
  const res = await client.call('POST', '/api/register', {
    username: email.split('@')[0],
    email,
    password: 'segredo1',
    name: 'Comprador',
  });
  expect(res.status).toBe(200);
  return client;
}

/** The text of the newest e-mail sent to `email`. */
const lastEmailText = async (email: string) => (await lastEmailTo(handle.db, email)).body_text;

/** Verifies the e-mail of a signed-in client with the code it was sent. */
async function verify(client: ReturnType<typeof testClient>, email: string) {
  const code = /(\d{6})/.exec(await lastEmailText(email))![1]!;
  expect((await client.call('POST', '/api/email-verification/verify', { code })).status).toBe(200);
}

async function register(email: string) {
  const client = await registerOnly(email);
  await verify(client, email);
  return client;
}

async function subscription(client: ReturnType<typeof testClient>) {
  const res = await client.call<SubscriptionResponse>('GET', '/api/me/subscription');
  expect(res.status).toBe(200);
  return res.body;
}

async function deliveries(transaction: string) {
  return handle.db
    .selectFrom('webhook_deliveries')
    .select(['event', 'result', 'email', 'status', 'payload'])
    .where('transaction_id', '=', transaction)
    .orderBy('id')
    .execute();
}

beforeAll(async () => {
  handle = await freshDatabase();
  app = createApp({ db: handle.db, log: () => {}, checkoutWebhookToken: TOKEN, env: ENV });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.setSystemTime(NOW);
});
afterAll(async () => {
  vi.useRealTimers();
  await handle?.close();
});

describe('POST /api/webhooks/checkout: the token and the body', () => {
  it('refuses a missing or wrong token, and answers 503 when no token is configured', async () => {
    const approved = sample('purchase-approved');
    expect(await post(approved, null)).toEqual({
      status: 401,
      body: { message: WEBHOOK_TOKEN_MESSAGE },
    });
    expect((await post(approved, 'outro-segredo')).status).toBe(401);
    expect((await post({ ...approved, hottok: 'outro-segredo' }, null)).status).toBe(401);
    const unconfigured = createApp({ db: handle.db, log: () => {} });
    expect(await post(approved, TOKEN, unconfigured)).toEqual({
      status: 503,
      body: { message: WEBHOOK_DISABLED_MESSAGE },
    });
    expect(await handle.db.selectFrom('webhook_deliveries').select('id').execute()).toEqual([]);
  });

  it('accepts the token in the body (older configurations) and never stores it', async () => {
    const body = { ...sample('purchase-approved-body-hottok', { transaction: 'HP-BODY-1' }) };
    body.hottok = TOKEN;
    expect(await post(body, null)).toEqual({
      status: 200,
      body: { success: true, result: 'pending', plan: 'mensal' },
    });
    const [stored] = await deliveries('HP-BODY-1');
    expect(stored).toMatchObject({
      event: 'PURCHASE_APPROVED',
      result: 'pending',
      email: 'testeComprador271101postman15@example.com',
      status: 'APPROVED',
    });
    expect(stored!.payload).not.toContain(TOKEN);
    expect(JSON.parse(stored!.payload)).not.toHaveProperty('hottok');
    expect(JSON.parse(stored!.payload).id).toBe('00907e72-2694-4d21-ae59-bee19e74f030');
  });

  it('answers a malformed body 400 in pt-BR and keeps it as invalid', async () => {
    expect(await post('{"event":')).toEqual({
      status: 400,
      body: { message: 'Corpo da requisição inválido: envie um JSON válido.' },
    });
    const v1 = { ...sample('purchase-approved'), version: '1.0.0' };
    expect(await post(v1)).toEqual({
      status: 400,
      body: { message: 'Versão do postback não suportada: configure a versão 2.0.0' },
    });
    const noTransaction = sample('purchase-approved');
    delete noTransaction.data.purchase.transaction;
    expect(await post(noTransaction)).toEqual({
      status: 400,
      body: { message: 'Informe a transação' },
    });
    const badEmail = sample('purchase-approved', { email: 'sem-arroba' });
    expect(await post(badEmail)).toEqual({
      status: 400,
      body: { message: 'O e-mail do comprador é inválido' },
    });
    const nul = sample('purchase-approved', { transaction: 'HP\u00001' });
    expect(await post(nul)).toEqual({
      status: 400,
      body: { message: 'A transação contém caracteres inválidos' },
    });
    const invalid = await handle.db
      .selectFrom('webhook_deliveries')
      .select(['result', 'message'])
      .where('result', '=', 'invalid')
      .orderBy('id')
      .execute();
    expect(invalid.map((row) => row.message)).toEqual([
      'Corpo da requisição inválido: envie um JSON válido.',
      'Versão do postback não suportada: configure a versão 2.0.0',
      'Informe a transação',
      'O e-mail do comprador é inválido',
      'A transação contém caracteres inválidos',
    ]);
  });

  it('keeps JSON too deep to write back as it came', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    expect(await post(deep)).toEqual({ status: 400, body: { message: 'Informe o id do evento' } });
    const kept = await handle.db
      .selectFrom('webhook_deliveries')
      .select('payload')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(kept.payload).toBe(deep);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const body = sample('purchase-approved', { transaction: 'HP-BIG' });
    body.data.padding = 'x'.repeat(WEBHOOK_BODY_MAX_BYTES);
    expect(await post(body)).toEqual({
      status: 413,
      body: { message: 'O corpo da requisição é grande demais.' },
    });
    expect(await deliveries('HP-BIG')).toEqual([]);
  });

  it('stores an event it does not act on and answers 200', async () => {
    expect(await post(sample('switch-plan'))).toEqual({
      status: 200,
      body: { success: true, result: 'ignored' },
    });
    const row = await handle.db
      .selectFrom('webhook_deliveries')
      .select(['event', 'result'])
      .where('event', '=', 'SWITCH_PLAN')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ event: 'SWITCH_PLAN', result: 'ignored' });
  });
});

describe('POST /api/webhooks/checkout: the events', () => {
  it('makes a verified account premium for a month, once per transaction', async () => {
    const buyer = await register('joao@igreja.org');
    const approved = sample('purchase-approved', {
      email: 'JOAO@igreja.org',
      transaction: 'HP-JOAO-1',
      subscriber: 'SUB-JOAO',
    });
    expect(await post(approved)).toEqual({
      status: 200,
      body: { success: true, result: 'applied', plan: 'mensal' },
    });
    expect(await account('joao@igreja.org')).toMatchObject({
      tipoplano: 'mensal',
      nivelacesso: 'premium',
      origemassinatura: 'hotmart',
      acessovitalicio: false,
      dataexpiracao: new Date('2026-02-28T12:00:00.000Z'),
    });
    // The provider's retry, then the purchase completing after the guarantee: no more time.
    expect((await post(approved)).body).toEqual({
      success: true,
      result: 'duplicate',
      plan: 'mensal',
    });
    const complete = sample('purchase-complete', {
      email: 'joao@igreja.org',
      transaction: 'HP-JOAO-1',
      subscriber: 'SUB-JOAO',
    });
    expect((await post(complete)).body).toEqual({
      success: true,
      result: 'recorded',
      plan: 'mensal',
    });
    expect((await account('joao@igreja.org')).dataexpiracao).toEqual(
      new Date('2026-02-28T12:00:00.000Z'),
    );
    expect(
      (await deliveries('HP-JOAO-1')).map(({ event, result, status }) => [event, result, status]),
    ).toEqual([
      ['PURCHASE_APPROVED', 'applied', 'APPROVED'],
      ['PURCHASE_APPROVED', 'duplicate', 'APPROVED'],
      ['PURCHASE_COMPLETE', 'recorded', 'COMPLETED'],
    ]);
    expect(v.parse(UserSchema, (await buyer.call('GET', '/api/user')).body).tipoplano).toBe(
      'mensal',
    );
    expect(await subscription(buyer)).toEqual({
      plan: 'mensal',
      status: 'active',
      expiresAt: '2026-02-28T12:00:00.000Z',
      nextChargeAt: '2026-02-28T12:00:00.000Z',
      manageUrl: 'https://consumer.hotmart.com',
      renewPlan: 'mensal',
      purchases: [
        {
          transaction: 'HP-JOAO-1',
          date: '2025-09-30T01:15:27.250Z',
          plan: 'mensal',
          amountCents: 150_000,
          currency: 'BRL',
          status: 'completed',
        },
      ],
    });
  });

  it('applies two identical deliveries arriving together once', async () => {
    const renewal = sample('purchase-approved', {
      email: 'joao@igreja.org',
      transaction: 'HP-JOAO-2',
      subscriber: 'SUB-JOAO',
    });
    const results = await Promise.all([post(renewal), post(renewal)]);
    expect(results.map((res) => res.body.result).sort()).toEqual(['applied', 'duplicate']);
    // Extended from the current end (28 Feb), not from now.
    expect((await account('joao@igreja.org')).dataexpiracao).toEqual(
      new Date('2026-03-28T12:00:00.000Z'),
    );
  });

  it('a subscription cancellation keeps access until the paid period ends', async () => {
    const buyer = testClient(app);
    await buyer.call('POST', '/api/login', { username: 'joao@igreja.org', password: 'segredo1' });
    // Cancelled now, after the payments (the sample's own date is older than theirs).
    const cancellation = sample('subscription-cancellation', {
      email: 'outro-endereco@example.com',
      subscriber: 'SUB-JOAO',
      creationDate: NOW.getTime(),
    });
    expect(await post(cancellation)).toEqual({
      status: 200,
      body: { success: true, result: 'applied', plan: 'mensal' },
    });
    expect(await account('joao@igreja.org')).toMatchObject({
      tipoplano: 'mensal',
      nivelacesso: 'premium',
      dataexpiracao: new Date('2026-03-28T12:00:00.000Z'),
    });
    const row = await handle.db
      .selectFrom('purchases')
      .select(['access_until', 'result'])
      .where('transaction_id', '=', 'subscription:SUB-JOAO:1609181285500')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      access_until: new Date('2026-03-28T12:00:00.000Z'),
      result: 'applied',
    });
    expect(await subscription(buyer)).toMatchObject({
      status: 'cancelled',
      expiresAt: '2026-03-28T12:00:00.000Z',
      nextChargeAt: null,
      renewPlan: 'mensal',
    });
    // The period over, the page says expired and offers the monthly checkout again.
    vi.setSystemTime(new Date('2026-04-01T12:00:00.000Z'));
    const later = testClient(app);
    await later.call('POST', '/api/login', { username: 'joao@igreja.org', password: 'segredo1' });
    expect(await subscription(later)).toMatchObject({
      status: 'expired',
      plan: 'mensal',
      expiresAt: '2026-03-28T12:00:00.000Z',
      renewPlan: 'mensal',
    });
  });

  it('a cancellation redelivered is a duplicate; cancelling again after reactivating is applied', async () => {
    const buyer = testClient(app);
    await buyer.call('POST', '/api/login', { username: 'joao@igreja.org', password: 'segredo1' });
    const DAY = 86_400_000;
    // The provider's retry of the cancellation above: the same postback, nothing changes.
    const first = sample('subscription-cancellation', {
      email: 'outro-endereco@example.com',
      subscriber: 'SUB-JOAO',
      creationDate: NOW.getTime(),
    });
    expect((await post(first)).body).toEqual({
      success: true,
      result: 'duplicate',
      plan: 'mensal',
    });
    // The subscriber reactivates: the next charge is paid a day later…
    const renewal = sample('purchase-approved', {
      email: 'joao@igreja.org',
      transaction: 'HP-JOAO-3',
      subscriber: 'SUB-JOAO',
      creationDate: NOW.getTime() + DAY,
    });
    expect((await post(renewal)).body).toEqual({
      success: true,
      result: 'applied',
      plan: 'mensal',
    });
    expect(await subscription(buyer)).toMatchObject({
      status: 'active',
      expiresAt: '2026-04-28T12:00:00.000Z',
    });
    // …and cancels again two days later: another postback, another cancellation date.
    const second = sample('subscription-cancellation', {
      email: 'outro-endereco@example.com',
      subscriber: 'SUB-JOAO',
      id: 'b3c5e1d2-0f4a-4c1e-9a7b-2d8f6e4c1a90',
      creationDate: NOW.getTime() + 2 * DAY,
      cancellationDate: NOW.getTime() + 2 * DAY - 1000,
    });
    expect((await post(second)).body).toEqual({
      success: true,
      result: 'applied',
      plan: 'mensal',
    });
    // Its redelivery (the same id and date) is a duplicate again.
    expect((await post(second)).body.result).toBe('duplicate');
    expect(await subscription(buyer)).toMatchObject({
      status: 'cancelled',
      expiresAt: '2026-04-28T12:00:00.000Z',
      nextChargeAt: null,
    });
    const cancellations = await handle.db
      .selectFrom('purchases')
      .select(['transaction_id', 'result', 'access_until'])
      .where('event', '=', 'SUBSCRIPTION_CANCELLATION')
      .where('subscriber_code', '=', 'SUB-JOAO')
      .orderBy('id')
      .execute();
    expect(cancellations).toEqual([
      {
        transaction_id: 'subscription:SUB-JOAO:1609181285500',
        result: 'applied',
        access_until: new Date('2026-03-28T12:00:00.000Z'),
      },
      {
        transaction_id: `subscription:SUB-JOAO:${NOW.getTime() + 2 * DAY - 1000}`,
        result: 'applied',
        access_until: new Date('2026-04-28T12:00:00.000Z'),
      },
    ]);
  });

  it('a cancellation without its date is keyed by the postback id', async () => {
    await register('ester@igreja.org');
    await post(
      sample('purchase-approved', {
        email: 'ester@igreja.org',
        transaction: 'HP-ESTER',
        subscriber: 'SUB-ESTER',
      }),
    );
    const undated = (id: string) => {
      const body = sample('subscription-cancellation', {
        email: 'ester@igreja.org',
        subscriber: 'SUB-ESTER',
        id,
        creationDate: NOW.getTime(),
      });
      delete body.data.cancellation_date;
      return body;
    };
    expect((await post(undated('cancel-1'))).body.result).toBe('applied');
    expect((await post(undated('cancel-1'))).body.result).toBe('duplicate');
    expect((await post(undated('cancel-2'))).body.result).toBe('applied');
    const keys = await handle.db
      .selectFrom('purchases')
      .select('transaction_id')
      .where('subscriber_code', '=', 'SUB-ESTER')
      .where('event', '=', 'SUBSCRIPTION_CANCELLATION')
      .orderBy('id')
      .execute();
    expect(keys.map((row) => row.transaction_id)).toEqual([
      'subscription:SUB-ESTER:cancel-1',
      'subscription:SUB-ESTER:cancel-2',
    ]);
  });

  it('a refund removes premium at once and keeps the favourites', async () => {
    const buyer = await register('ana@igreja.org');
    await post(sample('purchase-approved', { email: 'ana@igreja.org', transaction: 'HP-ANA' }));
    const format = await handle.db
      .insertInto('formats')
      .values({ name: 'Cartaz', slug: 'cartaz' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fileType = await handle.db
      .insertInto('file_types')
      .values({ name: 'Canva', slug: 'canva' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const art = await handle.db
      .insertInto('arts')
      .values({
        title: 'Culto de Louvor',
        search_text: 'culto de louvor',
        image_url: '/media/arts/1.webp',
        format_id: format.id,
        file_type_id: fileType.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await buyer.call('POST', `/api/arts/${art.id}/favorite`)).status).toBe(200);
    const refund = sample('purchase-refunded', { email: 'ana@igreja.org', transaction: 'HP-ANA' });
    expect((await post(refund)).body).toEqual({ success: true, result: 'applied', plan: 'mensal' });
    expect(await account('ana@igreja.org')).toMatchObject({
      tipoplano: null,
      nivelacesso: 'usuario',
      acessovitalicio: false,
      dataexpiracao: NOW,
    });
    const favourites = await handle.db
      .selectFrom('favorites')
      .select('art_id')
      .where('user_id', '=', (await account('ana@igreja.org')).id)
      .execute();
    expect(favourites).toEqual([{ art_id: art.id }]);
    expect(await subscription(buyer)).toEqual({
      plan: null,
      status: 'none',
      expiresAt: null,
      nextChargeAt: null,
      manageUrl: 'https://consumer.hotmart.com',
      renewPlan: 'mensal',
      purchases: [
        {
          transaction: 'HP-ANA',
          date: '2025-09-30T01:15:27.364Z',
          plan: 'mensal',
          amountCents: 150_000,
          currency: 'BRL',
          status: 'refunded',
        },
      ],
    });
  });

  it('a chargeback takes lifetime access away too', async () => {
    const buyer = await register('maria@igreja.org');
    const lifetime = sample('purchase-approved', {
      email: 'maria@igreja.org',
      transaction: 'HP-MARIA',
      offer: 'vitalicio-igreja',
    });
    expect((await post(lifetime)).body.plan).toBe('vitalicio');
    expect(await account('maria@igreja.org')).toMatchObject({
      tipoplano: 'vitalicio',
      acessovitalicio: true,
      dataexpiracao: null,
      nivelacesso: 'premium',
    });
    expect(await subscription(buyer)).toMatchObject({
      status: 'lifetime',
      expiresAt: null,
      nextChargeAt: null,
      renewPlan: null,
    });
    // The chargeback names no known offer: its transaction says which plan it was.
    const chargeback = sample('purchase-chargeback', {
      email: 'maria@igreja.org',
      transaction: 'HP-MARIA',
    });
    expect((await post(chargeback)).body).toEqual({
      success: true,
      result: 'applied',
      plan: 'vitalicio',
    });
    expect(await account('maria@igreja.org')).toMatchObject({
      tipoplano: null,
      acessovitalicio: false,
      nivelacesso: 'usuario',
    });
  });

  it('a cancelled purchase ends access; an annual one adds 365 days from the current end', async () => {
    await register('paulo@igreja.org');
    const annual = (transaction: string) =>
      sample('purchase-approved', {
        email: 'paulo@igreja.org',
        transaction,
        offer: 'anual-igreja',
      });
    expect((await post(annual('HP-PAULO-1'))).body.result).toBe('applied');
    expect((await account('paulo@igreja.org')).dataexpiracao).toEqual(
      new Date('2027-01-31T12:00:00.000Z'),
    );
    expect((await post(annual('HP-PAULO-2'))).body.result).toBe('applied');
    expect((await account('paulo@igreja.org')).dataexpiracao).toEqual(
      new Date('2028-01-31T12:00:00.000Z'),
    );
    const canceled = sample('purchase-canceled', {
      email: 'paulo@igreja.org',
      transaction: 'HP-PAULO-2',
    });
    expect((await post(canceled)).body).toEqual({
      success: true,
      result: 'applied',
      plan: 'anual',
    });
    expect(await account('paulo@igreja.org')).toMatchObject({
      tipoplano: null,
      nivelacesso: 'usuario',
    });
  });

  it('a delay, a dispute or an expired boleto are recorded and change nothing', async () => {
    await register('lucas@igreja.org');
    await post(sample('purchase-approved', { email: 'lucas@igreja.org', transaction: 'HP-LUCAS' }));
    const before = await account('lucas@igreja.org');
    const delayed = sample('purchase-delayed', {
      email: 'lucas@igreja.org',
      transaction: 'HP-LUCAS',
      offer: 'test',
    });
    const protest = sample('purchase-protest', {
      email: 'lucas@igreja.org',
      transaction: 'HP-LUCAS',
    });
    const expired = sample('purchase-expired', {
      email: 'lucas@igreja.org',
      transaction: 'HP-LUCAS',
    });
    for (const body of [delayed, protest, expired]) {
      expect((await post(body)).body).toEqual({
        success: true,
        result: 'recorded',
        plan: 'mensal',
      });
    }
    expect(await account('lucas@igreja.org')).toEqual(before);
  });

  it('a printed boleto is recorded and changes no access; its payment then grants', async () => {
    const buyer = await register('noemi@igreja.org');
    const before = await account('noemi@igreja.org');
    const printed = sample('purchase-billet-printed', {
      email: 'noemi@igreja.org',
      transaction: 'HP-NOEMI',
      offer: 'anual-igreja',
    });
    expect(await post(printed)).toEqual({
      status: 200,
      body: { success: true, result: 'recorded', plan: 'anual' },
    });
    expect(await account('noemi@igreja.org')).toEqual(before);
    expect(await subscription(buyer)).toMatchObject({
      plan: null,
      status: 'none',
      purchases: [
        {
          transaction: 'HP-NOEMI',
          date: '2025-12-22T21:12:15.407Z',
          plan: 'anual',
          amountCents: 150_000,
          status: 'waiting',
        },
      ],
    });
    // A premium member's renewal boleto changes nothing either.
    const premiumBefore = await account('joao@igreja.org');
    expect(premiumBefore).toMatchObject({ nivelacesso: 'premium', tipoplano: 'mensal' });
    const renewal = sample('purchase-billet-printed', {
      email: 'joao@igreja.org',
      transaction: 'HP-JOAO-4',
      subscriber: 'SUB-JOAO',
    });
    expect((await post(renewal)).body).toEqual({
      success: true,
      result: 'recorded',
      plan: 'mensal',
    });
    expect(await account('joao@igreja.org')).toEqual(premiumBefore);
    // The boleto paid: PURCHASE_APPROVED of the same transaction grants the year.
    const paid = sample('purchase-approved', {
      email: 'noemi@igreja.org',
      transaction: 'HP-NOEMI',
      offer: 'anual-igreja',
    });
    expect((await post(paid)).body).toEqual({ success: true, result: 'applied', plan: 'anual' });
    expect(await account('noemi@igreja.org')).toMatchObject({
      tipoplano: 'anual',
      nivelacesso: 'premium',
      dataexpiracao: new Date('2027-01-31T12:00:00.000Z'),
    });
  });

  it('a refund arriving before its approval: the approval is never granted', async () => {
    await register('rute@igreja.org');
    const refund = sample('purchase-refunded', {
      email: 'rute@igreja.org',
      transaction: 'HP-RUTE',
    });
    expect((await post(refund)).body).toEqual({
      success: true,
      result: 'recorded',
      plan: 'mensal',
    });
    const approved = sample('purchase-approved', {
      email: 'rute@igreja.org',
      transaction: 'HP-RUTE',
    });
    expect((await post(approved)).body).toEqual({
      success: true,
      result: 'refused',
      plan: 'mensal',
    });
    expect(await account('rute@igreja.org')).toMatchObject({
      tipoplano: null,
      nivelacesso: 'usuario',
      dataexpiracao: null,
    });
  });

  it('stores an unknown offer as unmatched and answers 200; a plan name can match instead', async () => {
    await register('davi@igreja.org');
    // A refused charge of another product's offer; its subscription is not an object (an
    // anonymised production delivery had a string there), which the parser tolerates.
    const otherDelayed = sample('purchase-delayed', {
      email: 'davi@igreja.org',
      transaction: 'HP-DAVI-0',
      offer: '37g9evfj',
      product: 4713431,
    });
    otherDelayed.data.subscription = '192.168.4.57';
    expect(await post(otherDelayed)).toEqual({
      status: 200,
      body: { success: true, result: 'unmatched', plan: null },
    });
    const unknown = sample('purchase-approved', {
      email: 'davi@igreja.org',
      transaction: 'HP-DAVI-1',
      offer: 'outra-oferta',
    });
    expect((await post(unknown)).body).toEqual({ success: true, result: 'unmatched', plan: null });
    expect((await account('davi@igreja.org')).nivelacesso).toBe('usuario');
    const ledger = await handle.db
      .selectFrom('purchases')
      .select(['transaction_id', 'result', 'offer_code'])
      .where('result', '=', 'unmatched')
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { transaction_id: 'HP-DAVI-0', result: 'unmatched', offer_code: '37g9evfj' },
      { transaction_id: 'HP-DAVI-1', result: 'unmatched', offer_code: 'outra-oferta' },
    ]);
    const named = sample('purchase-approved', {
      email: 'davi@igreja.org',
      transaction: 'HP-DAVI-2',
      offer: 'outra-oferta',
      planName: 'Plano Anual da Igreja',
    });
    expect((await post(named)).body).toEqual({ success: true, result: 'applied', plan: 'anual' });
  });

  it("never grants another product's plan by its name: unmatched, answered 200", async () => {
    await register('silas@igreja.org');
    // The samples' product 0 is a configured link's (its postbacks carried the offer `test`);
    // 4774438 is another product of the same seller, whose plan is also called 'Anual'.
    const other = sample('purchase-approved', {
      email: 'silas@igreja.org',
      transaction: 'HP-SILAS-1',
      offer: 'oferta-do-outro-produto',
      planName: 'Anual',
      product: 4774438,
      subscriber: 'SUB-SILAS',
    });
    expect(await post(other)).toEqual({
      status: 200,
      body: { success: true, result: 'unmatched', plan: null },
    });
    expect(await account('silas@igreja.org')).toMatchObject({
      nivelacesso: 'usuario',
      tipoplano: null,
    });
    // Its subscription's cancellation names the plan too, and is not matched either.
    const cancellation = sample('subscription-cancellation', {
      email: 'silas@igreja.org',
      subscriber: 'SUB-SILAS',
      planName: 'Anual',
      product: 4774438,
    });
    expect((await post(cancellation)).body).toEqual({
      success: true,
      result: 'unmatched',
      plan: null,
    });
    const ledger = await handle.db
      .selectFrom('purchases')
      .select(['event', 'result', 'product_id', 'plan'])
      .where('subscriber_code', '=', 'SUB-SILAS')
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { event: 'PURCHASE_APPROVED', result: 'unmatched', product_id: '4774438', plan: null },
      {
        event: 'SUBSCRIPTION_CANCELLATION',
        result: 'unmatched',
        product_id: '4774438',
        plan: null,
      },
    ]);
    // The same plan name on the configured link's product is matched.
    const ours = sample('purchase-approved', {
      email: 'silas@igreja.org',
      transaction: 'HP-SILAS-2',
      offer: 'oferta-do-outro-produto',
      planName: 'Anual',
    });
    expect((await post(ours)).body).toEqual({ success: true, result: 'applied', plan: 'anual' });
    const stored = await handle.db
      .selectFrom('purchases')
      .select('product_id')
      .where('transaction_id', '=', 'HP-SILAS-2')
      .executeTakeFirstOrThrow();
    expect(stored.product_id).toBe('0');
  });
});

describe('purchases for an e-mail without a verified account', () => {
  it('wait for an account of that e-mail and are applied when it verifies the e-mail', async () => {
    const approved = sample('purchase-approved', {
      email: 'novo@igreja.org',
      transaction: 'HP-NOVO',
      offer: 'anual-igreja',
    });
    expect((await post(approved)).body).toEqual({
      success: true,
      result: 'pending',
      plan: 'anual',
    });
    // Registering the e-mail is no proof: the account stays free and the panel is told why.
    const client = await registerOnly('novo@igreja.org');
    expect((await client.call('GET', '/api/user')).body).toMatchObject({
      tipoplano: null,
      nivelacesso: 'usuario',
      emailVerified: false,
      pendingPurchase: true,
    });
    await verify(client, 'novo@igreja.org');
    expect((await client.call('GET', '/api/user')).body).toMatchObject({
      tipoplano: 'anual',
      nivelacesso: 'premium',
      emailVerified: true,
      pendingPurchase: false,
      dataexpiracao: '2027-01-31T12:00:00.000Z',
    });
    const row = await handle.db
      .selectFrom('purchases')
      .select(['user_id', 'result'])
      .where('transaction_id', '=', 'HP-NOVO')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: (await account('novo@igreja.org')).id, result: 'applied' });
  });

  it('are applied when the e-mail is verified by the emailed link, signed out', async () => {
    const email = 'link@igreja.org';
    await post(
      sample('purchase-approved', { email, transaction: 'HP-LINK', offer: 'anual-igreja' }),
    );
    const client = await registerOnly(email);
    const token = /\/email\/verify\?token=([\w-]{43})/.exec(await lastEmailText(email))![1]!;
    const opened = await testClient(app).call('POST', '/api/email-verification/verify-link', {
      token,
    });
    expect(opened.status).toBe(200);
    expect((await client.call('GET', '/api/user')).body).toMatchObject({
      tipoplano: 'anual',
      nivelacesso: 'premium',
      emailVerified: true,
      pendingPurchase: false,
    });
  });

  it('apply in the provider order when claimed: a refund kept before the claim wins', async () => {
    const email = 'tiago@igreja.org';
    await post(sample('purchase-approved', { email, transaction: 'HP-TIAGO-1' }));
    await post(sample('purchase-refunded', { email, transaction: 'HP-TIAGO-1' }));
    await post(
      sample('purchase-approved', { email, transaction: 'HP-TIAGO-2', offer: 'anual-igreja' }),
    );
    await register(email);
    expect(await account(email)).toMatchObject({
      tipoplano: 'anual',
      nivelacesso: 'premium',
      dataexpiracao: new Date('2027-01-31T12:00:00.000Z'),
    });
  });

  it('are not given to whoever registered the e-mail first, only to a proven owner', async () => {
    const attacker = await registerOnly('vitima@igreja.org');
    const lifetime = sample('purchase-approved', {
      email: 'vitima@igreja.org',
      transaction: 'HP-VITIMA',
      offer: 'vitalicio-igreja',
    });
    expect((await post(lifetime)).body.result).toBe('pending');
    await attacker.call('POST', '/api/email-verification/verify', { code: '000000' });
    expect(await account('vitima@igreja.org')).toMatchObject({
      nivelacesso: 'usuario',
      acessovitalicio: false,
    });
    // Staff confirming the e-mail is a proof: the purchase is applied then.
    await handle.db
      .updateTable('users')
      .set({ nivelacesso: 'suporte' })
      .where('email', '=', 'lucas@igreja.org')
      .execute();
    const staff = testClient(app);
    await staff.call('POST', '/api/login', { username: 'lucas@igreja.org', password: 'segredo1' });
    const id = (await account('vitima@igreja.org')).id;
    expect(
      (await staff.call('POST', '/api/auth/supabase/confirm-email', { userId: id })).status,
    ).toBe(200);
    expect(await account('vitima@igreja.org')).toMatchObject({
      tipoplano: 'vitalicio',
      acessovitalicio: true,
      nivelacesso: 'premium',
    });
  });
});

describe('migration 0011-purchase-products', () => {
  it("gives the rows kept before it their payload's product, and back", async () => {
    const fresh = await freshDatabase();
    try {
      const { db } = fresh;
      const rows = [
        { transaction_id: 'HP-OLD-1', payload: JSON.stringify(sample('purchase-approved')) },
        {
          transaction_id: 'HP-OLD-2',
          payload: JSON.stringify(sample('purchase-approved', { product: 4774438 })),
        },
        { transaction_id: 'HP-OLD-3', payload: '{"transaction":"HP-OLD-3","plan":"mensal"}' },
      ];
      await db
        .insertInto('purchases')
        .values(rows.map((row) => ({ ...row, event: 'approved', email: 'antigo@igreja.org' })))
        .execute();
      await purchaseProducts.down(db as never);
      await purchaseProducts.up(db as never);
      const after = await db
        .selectFrom('purchases')
        .select(['transaction_id', 'product_id'])
        .orderBy('id')
        .execute();
      expect(after).toEqual([
        { transaction_id: 'HP-OLD-1', product_id: '0' },
        { transaction_id: 'HP-OLD-2', product_id: '4774438' },
        { transaction_id: 'HP-OLD-3', product_id: null },
      ]);
    } finally {
      await fresh.close();
    }
  });
});

describe('the result columns (migration 0007)', () => {
  it('hold the lists the domain knows', () => {
    expect(LEDGER_RESULT_VALUES).toEqual(LEDGER_RESULTS);
    expect(DELIVERY_RESULT_VALUES).toEqual(DELIVERY_RESULTS);
  });

  it('refuse any other value', async () => {
    await expect(
      handle.db
        .insertInto('webhook_deliveries')
        .values({ result: 'aceito' as never, payload: '{}' })
        .execute(),
    ).rejects.toThrow(/check constraint/i);
  });
});

describe('GET /api/me/subscription', () => {
  it('needs a session, and says none for an account that never bought', async () => {
    expect((await testClient(app).call('GET', '/api/me/subscription')).status).toBe(401);
    expect(await subscription(await register('livre@igreja.org'))).toEqual({
      plan: null,
      status: 'none',
      expiresAt: null,
      nextChargeAt: null,
      manageUrl: null,
      renewPlan: null,
      purchases: [],
    });
  });
});
