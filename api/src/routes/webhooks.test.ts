import { UserSchema } from '@arte-gospel/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { WEBHOOK_TOKEN_HEADER } from '../purchases/purchases';
import { testClient } from '../test/client';
import { freshDatabase } from '../test/fresh-database';
import { WEBHOOK_DISABLED_MESSAGE, WEBHOOK_TOKEN_MESSAGE } from './webhooks';

const TOKEN = 'segredo-do-provedor';
let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;

function post(body: unknown, token: string | null = TOKEN, target = app) {
  return target.request('/api/webhooks/checkout', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { [WEBHOOK_TOKEN_HEADER]: token } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function account(email: string) {
  return handle.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

/** Registers an account (its email not verified yet). */
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

/** Verifies the email of a signed-in client with the code it was sent. */
async function verify(client: ReturnType<typeof testClient>, email: string) {
  const sent = await handle.db
    .selectFrom('outbox_emails')
    .select('body_text')
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = /(\d{6})/.exec(sent.body_text)![1]!;
  const res = await client.call('POST', '/api/email-verification/verify', { code });
  expect(res.status).toBe(200);
}

/** Registers an account and verifies its email. */
async function register(email: string) {
  const client = await registerOnly(email);
  await verify(client, email);
  return client;
}

type AccountUser = v.InferOutput<typeof UserSchema>;

beforeAll(async () => {
  handle = await freshDatabase();
  app = createApp({ db: handle.db, log: () => {}, checkoutWebhookToken: TOKEN });
});
afterAll(async () => {
  await handle?.close();
});

describe('POST /api/webhooks/checkout', () => {
  it('refuses a missing or wrong token, and answers 503 when no token is configured', async () => {
    const purchase = { event: 'approved', transactionId: 'T0', email: 'x@y.org', plan: 'mensal' };
    expect(await (await post(purchase, null)).json()).toEqual({ message: WEBHOOK_TOKEN_MESSAGE });
    expect((await post(purchase, 'outro')).status).toBe(401);
    const unconfigured = createApp({ db: handle.db, log: () => {} });
    const res = await post(purchase, TOKEN, unconfigured);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: WEBHOOK_DISABLED_MESSAGE });
  });

  it('turns a free account premium for 30 days, idempotently', async () => {
    const buyer = await register('joao@igreja.org');
    const approved = {
      event: 'PURCHASE_APPROVED',
      transactionId: 'T1',
      email: 'JOAO@igreja.org',
      plan: 'mensal',
      amountCents: 4700,
    };
    const first = await post(approved);
    expect(await first.json()).toEqual({ success: true, duplicate: false, applied: true });
    const user = await account('joao@igreja.org');
    expect(user).toMatchObject({
      tipoplano: 'mensal',
      nivelacesso: 'premium',
      origemassinatura: 'hotmart',
      acessovitalicio: false,
    });
    const days = (user.dataexpiracao!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(await (await post(approved)).json()).toEqual({
      success: true,
      duplicate: true,
      applied: false,
    });
    expect((await account('joao@igreja.org')).dataexpiracao).toEqual(user.dataexpiracao);
    expect(v.parse(UserSchema, (await buyer.call('GET', '/api/user')).body).tipoplano).toBe(
      'mensal',
    );
  });

  it('extends from the current end on renewal and keeps access when cancelled', async () => {
    const before = (await account('joao@igreja.org')).dataexpiracao!;
    await post({ event: 'renewed', transactionId: 'T2', email: 'joao@igreja.org', plan: 'mensal' });
    const renewed = (await account('joao@igreja.org')).dataexpiracao!;
    expect(Math.round((renewed.getTime() - before.getTime()) / 86_400_000)).toBe(30);
    await post({
      event: 'cancelled',
      transactionId: 'T2',
      email: 'joao@igreja.org',
      plan: 'mensal',
    });
    expect((await account('joao@igreja.org')).dataexpiracao).toEqual(renewed);
  });

  it('ends access on a refund or a chargeback', async () => {
    await post({
      event: 'refunded',
      transactionId: 'T1',
      email: 'joao@igreja.org',
      plan: 'mensal',
    });
    const user = await account('joao@igreja.org');
    expect(user).toMatchObject({ tipoplano: null, nivelacesso: 'usuario', acessovitalicio: false });
    expect(user.dataexpiracao!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('gives lifetime access for the lifetime plan', async () => {
    await register('maria@igreja.org');
    await post({
      event: 'approved',
      transactionId: 'T3',
      email: 'maria@igreja.org',
      plan: 'vitalicio',
    });
    expect(await account('maria@igreja.org')).toMatchObject({
      tipoplano: 'vitalicio',
      acessovitalicio: true,
      dataexpiracao: null,
      nivelacesso: 'premium',
    });
  });

  it('keeps a purchase for an email with no account until an account proves it owns it', async () => {
    const res = await post({
      event: 'approved',
      transactionId: 'T4',
      email: 'novo@igreja.org',
      plan: 'anual',
    });
    expect(await res.json()).toEqual({ success: true, duplicate: false, applied: false });
    // Registering the email is no proof: the account stays free and the panel is told why.
    const client = await registerOnly('novo@igreja.org');
    const before = v.parse(UserSchema, (await client.call('GET', '/api/user')).body);
    expect(before).toMatchObject({
      tipoplano: null,
      nivelacesso: 'usuario',
      emailVerified: false,
      pendingPurchase: true,
    });
    await verify(client, 'novo@igreja.org');
    const after = (await client.call<AccountUser>('GET', '/api/user')).body;
    expect(after).toMatchObject({
      tipoplano: 'anual',
      nivelacesso: 'premium',
      emailVerified: true,
      pendingPurchase: false,
    });
    const user = await account('novo@igreja.org');
    expect(Math.round((user.dataexpiracao!.getTime() - Date.now()) / 86_400_000)).toBe(365);
    const purchase = await handle.db
      .selectFrom('purchases')
      .selectAll()
      .where('transaction_id', '=', 'T4')
      .executeTakeFirstOrThrow();
    expect(purchase.user_id).toBe(user.id);
    expect(purchase.applied_at).toBeInstanceOf(Date);
  });

  it('does not give a purchase to whoever registered its email first', async () => {
    // The attacker registers the buyer's address before the buyer does; the event follows.
    const attacker = await registerOnly('vitima@igreja.org');
    const res = await post({
      event: 'approved',
      transactionId: 'T5',
      email: 'vitima@igreja.org',
      plan: 'vitalicio',
    });
    expect(await res.json()).toEqual({ success: true, duplicate: false, applied: false });
    expect((await attacker.call<AccountUser>('GET', '/api/user')).body).toMatchObject({
      nivelacesso: 'usuario',
      acessovitalicio: false,
      pendingPurchase: true,
    });
    // A wrong code is no proof either.
    await attacker.call('POST', '/api/email-verification/verify', { code: '000000' });
    expect((await account('vitima@igreja.org')).nivelacesso).toBe('usuario');
    // Staff confirming the email is a proof: the purchase is applied then.
    await handle.db
      .updateTable('users')
      .set({ nivelacesso: 'suporte' })
      .where('email', '=', 'joao@igreja.org')
      .execute();
    const staff = testClient(app);
    await staff.call('POST', '/api/login', { username: 'joao@igreja.org', password: 'segredo1' });
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

  it('refuses malformed events with a pt-BR 400', async () => {
    expect(await (await post('{"event":')).json()).toEqual({
      message: 'Corpo da requisição inválido: envie um JSON válido.',
    });
    const unknown = await post({
      event: 'PURCHASE_DELAYED',
      transactionId: 'T9',
      email: 'a@b.org',
      plan: 'mensal',
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: 'Evento de compra desconhecido' });
    expect(
      await (
        await post({ event: 'approved', transactionId: 'T9', email: 'a@b.org', plan: 'semanal' })
      ).json(),
    ).toEqual({ message: 'Plano inválido' });
  });
});
