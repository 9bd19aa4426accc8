import { ACCESS_LEVELS } from '@arte-gospel/domain';
import { parseServerEnv } from '@arte-gospel/domain/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAddress, testClient } from '../../../testing/api/client';
import { insertAccounts } from '../../../testing/api/fixtures';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { SIMULATION_IN_PRODUCTION_MESSAGE } from './admin-money';

// Issue 19, the staff console's money calls: admin only (every other level 403, no session
// 401), bounded, audited. The monthly link carries the provider samples' own offer, `test`.
const TOKEN = 'segredo-do-provedor';
const LINKS = {
  CHECKOUT_URL_MENSAL: 'https://pay.hotmart.com/P1?off=test',
  CHECKOUT_URL_ANUAL: 'https://pay.hotmart.com/P1?off=anual-igreja',
};

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let ids: Record<string, number>;

// biome-ignore lint/suspicious/noExplicitAny: JSON answers read field by field
type Json = Record<string, any>;

async function as(level: string, target = app) {
  const client = testClient(target);
  const res = await client.call('POST', '/api/login', {
    username: `${level}@demo.org`,
    password: 'demo12345',
  });
  expect(res.status, level).toBe(200);
  return client;
}

async function postback(body: Json) {
  const res = await app.request('/api/webhooks/checkout', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hotmart-hottok': TOKEN },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Json;
}

function approved(change: { email: string; transaction: string; offer: string; id: string }): Json {
  return {
    id: change.id,
    creation_date: Date.parse('2026-03-10T15:00:00Z'),
    event: 'PURCHASE_APPROVED',
    version: '2.0.0',
    data: {
      product: { id: 0 },
      buyer: { email: change.email, name: 'Comprador Sem Conta' },
      purchase: {
        transaction: change.transaction,
        status: 'APPROVED',
        offer: { code: change.offer },
        price: { value: 97, currency_value: 'BRL' },
      },
    },
  };
}

/** A ledger row as the webhook would have written it, from the provider. */
async function ledger(row: {
  transaction: string;
  event: string;
  at: string;
  plan: string | null;
  cents: number;
  name?: string;
  email?: string;
  origin?: 'provider' | 'test' | 'simulation';
}) {
  const payload = JSON.stringify({ data: { buyer: { name: row.name ?? 'Comprador' } } });
  const delivery = await handle.db
    .insertInto('webhook_deliveries')
    .values({
      event: row.event,
      result: 'applied',
      payload,
      origin: row.origin ?? 'provider',
      received_at: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await handle.db
    .insertInto('purchases')
    .values({
      transaction_id: row.transaction,
      event: row.event,
      email: row.email ?? 'comprador@example.com',
      plan: row.plan,
      amount_cents: row.cents,
      currency: 'BRL',
      payload,
      event_at: row.at,
      result: 'applied',
      delivery_id: delivery.id,
    })
    .execute();
}

beforeAll(async () => {
  handle = await freshDatabase();
  app = createApp({
    db: handle.db,
    log: () => {},
    checkoutWebhookToken: TOKEN,
    env: parseServerEnv(LINKS),
  });
  ids = await insertAccounts(handle.db, [
    ...ACCESS_LEVELS.map((level) => ({
      name: `Conta ${level}`,
      username: level,
      nivelacesso: level,
      email_verified: true,
    })),
    { name: 'Irmã Ana', username: 'ana', email_verified: true },
    { name: 'Irmão Beto', username: 'beto', email_verified: true },
    { name: 'Teste Simulação', username: 'simulada', email_verified: true },
  ]);
});
afterAll(async () => {
  await handle?.close();
});

describe('who may call the money endpoints', () => {
  const calls: Array<[string, string, unknown?]> = [
    ['GET', '/api/admin/finance'],
    ['GET', '/api/admin/finance.csv'],
    ['GET', '/api/admin/webhooks/deliveries'],
    ['GET', '/api/admin/webhooks/deliveries/1'],
    ['POST', '/api/admin/webhooks/deliveries/1/replay'],
    ['GET', '/api/admin/webhooks/unmatched'],
    ['POST', '/api/admin/webhooks/unmatched/1/assign', { userId: 1, plan: 'mensal' }],
    ['GET', '/api/admin/webhooks/accounts?q=ana'],
    ['GET', '/api/admin/webhooks/diagnostics'],
    ['POST', '/api/admin/webhooks/test-delivery'],
    ['GET', '/api/admin/subscription-tests'],
    [
      'POST',
      '/api/admin/subscription-tests/simulate',
      { userId: 1, event: 'PURCHASE_DELAYED', plan: 'mensal' },
    ],
  ];
  it('answers 401 without a session and 403 to every level but admin', async () => {
    // One sign-in per level (each hashes a password), used for every call.
    const others = await Promise.all(
      ACCESS_LEVELS.filter((level) => level !== 'admin').map(
        async (level) => [level, await as(level)] as const,
      ),
    );
    for (const [method, path, body] of calls) {
      expect((await testClient(app).call(method, path, body)).status, path).toBe(401);
      for (const [level, client] of others) {
        const res = await client.call(method, path, body);
        expect(res.status, `${level} ${method} ${path}`).toBe(403);
      }
    }
  });
  it('lets admin read each page (a missing delivery is a 404)', async () => {
    const admin = await as('admin');
    const reads = calls.filter(([method, path]) => method === 'GET' && !path.endsWith('.csv'));
    for (const [method, path] of reads) {
      const res = await admin.call(method, path);
      expect(res.status, path).toBe(path.endsWith('/1') ? 404 : 200);
    }
  });
});

describe('bounds', () => {
  it('refuses a period too long or reversed, a limit over 100, a long search, an unknown plan', async () => {
    const admin = await as('admin');
    const tooLong = await admin.call('GET', '/api/admin/finance?from=2020-01-01&to=2026-01-01');
    expect(tooLong).toMatchObject({
      status: 400,
      body: { message: 'Escolha um período de no máximo 1100 dias.' },
    });
    expect(
      (await admin.call('GET', '/api/admin/finance?from=2026-02-01&to=2026-01-01')).body,
    ).toEqual({ message: 'A data inicial deve ser anterior à data final.' });
    expect((await admin.call('GET', '/api/admin/finance?from=01/02/2026')).status).toBe(400);
    expect((await admin.call('GET', '/api/admin/finance?groupBy=year')).status).toBe(400);
    expect((await admin.call('GET', '/api/admin/webhooks/deliveries?limit=101')).body).toEqual({
      message: 'O limite deve ser no máximo 100',
    });
    expect(
      (await admin.call('GET', `/api/admin/webhooks/deliveries?q=${'a'.repeat(255)}`)).status,
    ).toBe(400);
    const plan = await admin.call('POST', '/api/admin/webhooks/unmatched/1/assign', {
      userId: 1,
      plan: 'semanal',
    });
    expect(plan).toMatchObject({ status: 400 });
    const transaction = await admin.call('POST', '/api/admin/subscription-tests/simulate', {
      userId: 1,
      event: 'PURCHASE_APPROVED',
      plan: 'mensal',
      transaction: 'HP123; DROP',
    });
    expect(transaction.body).toEqual({ message: 'Transação de teste inválida' });
  });
});

describe('financeiro', () => {
  beforeAll(async () => {
    // 2026-01-05 (Brazil): a mensal sale (approval and completion: one sale) and an anual one.
    await ledger({
      transaction: 'F1',
      event: 'PURCHASE_APPROVED',
      at: '2026-01-05T13:00:00Z',
      plan: 'mensal',
      cents: 4700,
      name: 'Igreja "Luz", Centro',
    });
    await ledger({
      transaction: 'F1',
      event: 'PURCHASE_COMPLETE',
      at: '2026-01-06T13:00:00Z',
      plan: 'mensal',
      cents: 4700,
    });
    await ledger({
      transaction: 'F2',
      event: 'PURCHASE_APPROVED',
      at: '2026-01-05T20:00:00Z',
      plan: 'anual',
      cents: 9700,
    });
    // 02:00 UTC on the 6th is still the 5th in Brazil.
    await ledger({
      transaction: 'F3',
      event: 'PURCHASE_APPROVED',
      at: '2026-01-06T02:00:00Z',
      plan: 'mensal',
      cents: 4700,
    });
    await ledger({
      transaction: 'F2',
      event: 'PURCHASE_REFUNDED',
      at: '2026-01-20T12:00:00Z',
      plan: 'anual',
      cents: 9700,
    });
    await ledger({
      transaction: 'F4',
      event: 'PURCHASE_APPROVED',
      at: '2026-02-02T12:00:00Z',
      plan: 'vitalicio',
      cents: 29700,
    });
    await ledger({
      transaction: 'F4',
      event: 'PURCHASE_CHARGEBACK',
      at: '2026-02-10T12:00:00Z',
      plan: 'vitalicio',
      cents: 29700,
    });
    // Tests and simulations are no money.
    await ledger({
      transaction: 'T1',
      event: 'PURCHASE_APPROVED',
      at: '2026-01-05T12:00:00Z',
      plan: 'mensal',
      cents: 4700,
      origin: 'test',
    });
    await ledger({
      transaction: 'S1',
      event: 'PURCHASE_APPROVED',
      at: '2026-01-05T12:00:00Z',
      plan: 'mensal',
      cents: 4700,
      origin: 'simulation',
    });
  });

  it('sums sales, refunds and chargebacks by day and plan, in Brazil’s days', async () => {
    const admin = await as('admin');
    const res = await admin.call<Json>('GET', '/api/admin/finance?from=2026-01-01&to=2026-02-28');
    expect(res.status).toBe(200);
    const zero = { refunds: 0, refundsCents: 0, chargebacks: 0, chargebacksCents: 0 };
    expect(res.body.rows).toEqual([
      {
        period: '2026-01-05',
        plan: 'mensal',
        currency: 'BRL',
        sales: 2,
        salesCents: 9400,
        ...zero,
      },
      { period: '2026-01-05', plan: 'anual', currency: 'BRL', sales: 1, salesCents: 9700, ...zero },
      {
        period: '2026-01-20',
        plan: 'anual',
        currency: 'BRL',
        sales: 0,
        salesCents: 0,
        ...zero,
        refunds: 1,
        refundsCents: 9700,
      },
      {
        period: '2026-02-02',
        plan: 'vitalicio',
        currency: 'BRL',
        sales: 1,
        salesCents: 29700,
        ...zero,
      },
      {
        period: '2026-02-10',
        plan: 'vitalicio',
        currency: 'BRL',
        sales: 0,
        salesCents: 0,
        ...zero,
        chargebacks: 1,
        chargebacksCents: 29700,
      },
    ]);
    expect(res.body.totals).toEqual([
      {
        currency: 'BRL',
        sales: 4,
        salesCents: 48800,
        refunds: 1,
        refundsCents: 9700,
        chargebacks: 1,
        chargebacksCents: 29700,
      },
    ]);
  });

  it('groups by month', async () => {
    const admin = await as('admin');
    const res = await admin.call<Json>(
      'GET',
      '/api/admin/finance?from=2026-01-01&to=2026-02-28&groupBy=month',
    );
    expect(
      res.body.rows.map((row: Json) => [row.period, row.plan, row.sales, row.salesCents]),
    ).toEqual([
      ['2026-01', 'mensal', 2, 9400],
      ['2026-01', 'anual', 1, 9700],
      ['2026-02', 'vitalicio', 1, 29700],
    ]);
  });

  it('exports the movements as CSV for Excel: BOM, pt-BR headers, quotes doubled', async () => {
    const admin = await as('admin');
    await admin.call('GET', '/api/admin/finance');
    const login = await app.request(
      '/api/login',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin@demo.org', password: 'demo12345' }),
      },
      fromAddress('10.9.9.9'),
    );
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const res = await app.request(
      '/api/admin/finance.csv?from=2026-01-05&to=2026-01-20',
      { headers: { cookie } },
      fromAddress('10.9.9.9'),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="financeiro-2026-01-05-a-2026-01-20.csv"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFFData;Movimento;Plano;Transação;Comprador;E-mail;Valor;Moeda;Resultado\r\n' +
        '05/01/2026;Venda;Mensal;F1;"Igreja ""Luz"", Centro";comprador@example.com;47,00;BRL;applied\r\n' +
        '05/01/2026;Venda;Anual;F2;Comprador;comprador@example.com;97,00;BRL;applied\r\n' +
        '05/01/2026;Venda;Mensal;F3;Comprador;comprador@example.com;47,00;BRL;applied\r\n' +
        '20/01/2026;Reembolso;Anual;F2;Comprador;comprador@example.com;97,00;BRL;applied\r\n',
    );
  });

  it('counts MRR as each mensal price plus each anual price / 12, active and not cancelled', async () => {
    const future = new Date(Date.now() + 20 * 86_400_000);
    const past = new Date(Date.now() - 86_400_000);
    const members = await insertAccounts(handle.db, [
      {
        name: 'Membro m1',
        username: 'm1',
        tipoplano: 'mensal',
        dataexpiracao: future,
        origemassinatura: 'hotmart',
        nivelacesso: 'premium',
      },
      {
        name: 'Membro m2',
        username: 'm2',
        tipoplano: 'mensal',
        dataexpiracao: future,
        origemassinatura: 'hotmart',
        nivelacesso: 'premium',
      },
      {
        name: 'Membro a1',
        username: 'a1',
        tipoplano: 'anual',
        dataexpiracao: future,
        origemassinatura: 'hotmart',
        nivelacesso: 'premium',
      },
      {
        name: 'Membro a2',
        username: 'a2',
        tipoplano: 'anual',
        dataexpiracao: future,
        origemassinatura: 'hotmart',
        nivelacesso: 'premium',
      },
      {
        name: 'Membro expirado',
        username: 'expirado',
        tipoplano: 'mensal',
        dataexpiracao: past,
        origemassinatura: 'hotmart',
        nivelacesso: 'premium',
      },
      {
        name: 'Membro demo',
        username: 'demo',
        tipoplano: 'mensal',
        dataexpiracao: future,
        origemassinatura: 'demo',
        nivelacesso: 'premium',
      },
      {
        name: 'Membro v1',
        username: 'v1',
        tipoplano: 'vitalicio',
        acessovitalicio: true,
        origemassinatura: 'hotmart',
        nivelacesso: 'premium',
      },
    ]);
    const paid = async (user: string, event: string, cents: number | null, daysAgo: number) =>
      handle.db
        .insertInto('purchases')
        .values({
          transaction_id: `MRR-${user}-${event}`,
          event,
          email: `${user}@demo.org`,
          user_id: members[user]!,
          amount_cents: cents,
          currency: cents === null ? null : 'BRL',
          payload: '{}',
          event_at: new Date(Date.now() - daysAgo * 86_400_000),
          result: 'applied',
        })
        .execute();
    await paid('m1', 'PURCHASE_APPROVED', 4700, 10);
    await paid('m2', 'PURCHASE_APPROVED', 3990, 10);
    await paid('a1', 'PURCHASE_APPROVED', 9700, 30);
    await paid('a2', 'PURCHASE_APPROVED', 9700, 30);
    // a2 cancelled after paying: no renewal, no recurring revenue.
    await paid('a2', 'SUBSCRIPTION_CANCELLATION', null, 5);
    const admin = await as('admin');
    const res = await admin.call<Json>('GET', '/api/admin/finance');
    // 4700 + 3990 + 9700 / 12 = 8690 + 808.33 → 9498 cents.
    expect(res.body).toMatchObject({
      subscribers: { mensal: 2, anual: 1, vitalicio: 1 },
      activeSubscribers: 3,
      mrrCents: 9498,
    });
  });
});

describe('webhooks: unmatched purchases, assignment and replay', () => {
  it('lists an unmatched purchase, gives it to an account once, and a replay is a duplicate', async () => {
    const sent = await postback(
      approved({
        id: 'evt-sem-plano',
        email: 'outro-email@example.com',
        transaction: 'HP-SEM-PLANO',
        offer: 'oferta-antiga',
      }),
    );
    expect(sent).toMatchObject({ success: true, result: 'unmatched' });
    const admin = await as('admin');
    const unmatched = await admin.call<Json>('GET', '/api/admin/webhooks/unmatched');
    const row = unmatched.body.purchases.find((p: Json) => p.transactionId === 'HP-SEM-PLANO');
    expect(row).toMatchObject({
      event: 'PURCHASE_APPROVED',
      email: 'outro-email@example.com',
      buyerName: 'Comprador Sem Conta',
      offerCode: 'oferta-antiga',
      amountCents: 9700,
      result: 'unmatched',
      user: null,
    });

    const assign = await admin.call<Json>(
      'POST',
      `/api/admin/webhooks/unmatched/${row.id}/assign`,
      {
        userId: ids.ana,
        plan: 'anual',
      },
    );
    expect(assign.status).toBe(200);
    expect(assign.body).toMatchObject({
      success: true,
      result: 'applied',
      account: { id: ids.ana, plan: 'anual', nivelacesso: 'premium', lifetime: false },
    });
    const again = await admin.call<Json>('POST', `/api/admin/webhooks/unmatched/${row.id}/assign`, {
      userId: ids.ana,
      plan: 'anual',
    });
    expect(again.body).toMatchObject({ success: true, result: 'duplicate' });
    expect(again.body.account.expiresAt).toBe(assign.body.account.expiresAt);
    const other = await admin.call('POST', `/api/admin/webhooks/unmatched/${row.id}/assign`, {
      userId: ids.beto,
      plan: 'anual',
    });
    expect(other).toEqual({
      status: 409,
      body: { message: 'Esta compra já foi identificada ou atribuída a outra conta.' },
      setCookie: null,
    });
    expect(
      (
        await admin.call('POST', '/api/admin/webhooks/unmatched/999999/assign', {
          userId: ids.ana,
          plan: 'anual',
        })
      ).status,
    ).toBe(404);
    const stillUnmatched = await admin.call<Json>('GET', '/api/admin/webhooks/unmatched');
    expect(stillUnmatched.body.purchases.map((p: Json) => p.transactionId)).not.toContain(
      'HP-SEM-PLANO',
    );

    const audit = await admin.call<Json>('GET', '/api/admin/audit?targetType=purchases');
    expect(audit.body.entries).toHaveLength(1);
    expect(audit.body.entries[0]).toMatchObject({
      action: 'purchase.assign',
      targetId: String(row.id),
      actor: { level: 'admin' },
      before: { result: 'unmatched', user_id: null, plan: null },
      after: { result: 'applied', user_id: ids.ana, plan: 'anual' },
    });

    // The delivery, its detail (no token anywhere) and a replay of it.
    const list = await admin.call<Json>('GET', '/api/admin/webhooks/deliveries?q=HP-SEM-PLANO');
    expect(list.body.totalCount).toBe(1);
    const delivery = list.body.deliveries[0];
    expect(delivery).toMatchObject({
      event: 'PURCHASE_APPROVED',
      result: 'unmatched',
      origin: 'provider',
      replayOf: null,
    });
    const replay = await admin.call<Json>(
      'POST',
      `/api/admin/webhooks/deliveries/${delivery.id}/replay`,
    );
    expect(replay.body).toMatchObject({ success: true, result: 'duplicate', message: null });
    const detail = await admin.call<Json>('GET', `/api/admin/webhooks/deliveries/${delivery.id}`);
    expect(detail.body).toMatchObject({
      id: delivery.id,
      payload: { id: 'evt-sem-plano', data: { buyer: { email: 'outro-email@example.com' } } },
      purchases: [{ transactionId: 'HP-SEM-PLANO', result: 'applied', user: { id: ids.ana } }],
      replays: [{ id: replay.body.deliveryId, result: 'duplicate' }],
    });
    expect(JSON.stringify(detail.body)).not.toContain(TOKEN);
    const replays = await admin.call<Json>('GET', '/api/admin/webhooks/deliveries?origin=replay');
    expect(replays.body.deliveries[0]).toMatchObject({
      replayOf: delivery.id,
      result: 'duplicate',
    });
    const replayAudit = await admin.call<Json>(
      'GET',
      '/api/admin/audit?targetType=webhook_deliveries',
    );
    expect(replayAudit.body.entries[0]).toMatchObject({
      action: 'webhook.replay',
      targetId: String(delivery.id),
    });
  });

  it('takes back an assigned purchase refunded later, though its e-mail is not the account’s', async () => {
    const sale = { email: 'pagou-com-outro@example.com', transaction: 'HP-ATRIBUIDA-REEMBOLSO' };
    await postback(approved({ ...sale, id: 'evt-atribuida', offer: 'oferta-antiga' }));
    const admin = await as('admin');
    const unmatched = await admin.call<Json>('GET', '/api/admin/webhooks/unmatched');
    const row = unmatched.body.purchases.find((p: Json) => p.transactionId === sale.transaction);
    const assign = await admin.call<Json>(
      'POST',
      `/api/admin/webhooks/unmatched/${row.id}/assign`,
      { userId: ids.beto, plan: 'mensal' },
    );
    expect(assign.body.account).toMatchObject({ id: ids.beto, plan: 'mensal' });

    const refund = approved({ ...sale, id: 'evt-atribuida-reembolso', offer: 'oferta-antiga' });
    refund.event = 'PURCHASE_REFUNDED';
    refund.data.purchase.status = 'REFUNDED';
    expect(await postback(refund)).toMatchObject({ success: true, result: 'applied' });
    const account = await handle.db
      .selectFrom('users')
      .select(['nivelacesso', 'tipoplano'])
      .where('id', '=', ids.beto!)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ nivelacesso: 'usuario', tipoplano: null });
  });
});

describe('diagnostics', () => {
  it('says what is configured (never the token) and posts a test delivery through the webhook', async () => {
    const admin = await as('admin');
    const res = await admin.call<Json>('GET', '/api/admin/webhooks/diagnostics');
    expect(res.body).toMatchObject({
      endpoint: '/api/webhooks/checkout',
      tokenConfigured: true,
      checkoutLinks: [
        {
          plan: 'mensal',
          configured: true,
          url: 'https://pay.hotmart.com/P1?off=test',
          offerCode: 'test',
        },
        {
          plan: 'anual',
          configured: true,
          url: 'https://pay.hotmart.com/P1?off=anual-igreja',
          offerCode: 'anual-igreja',
        },
        {
          plan: 'vitalicio',
          configured: false,
          url: 'https://pay.hotmart.com/A100000001M?off=artegospel-vitalicio',
          offerCode: 'artegospel-vitalicio',
        },
      ],
    });
    expect(JSON.stringify(res.body)).not.toContain(TOKEN);
    const test = await admin.call<Json>('POST', '/api/admin/webhooks/test-delivery');
    expect(test.body).toMatchObject({
      status: 200,
      result: 'pending',
      message: null,
      email: 'teste-webhook@artegospel.invalid',
    });
    const detail = await admin.call<Json>(
      'GET',
      `/api/admin/webhooks/deliveries/${test.body.deliveryId}`,
    );
    expect(detail.body).toMatchObject({
      origin: 'test',
      result: 'pending',
      event: 'PURCHASE_APPROVED',
    });
    // Tests are not provider deliveries: the counts and the last time leave them out.
    const after = await admin.call<Json>('GET', '/api/admin/webhooks/diagnostics');
    expect(after.body.countsByResult.pending ?? 0).toBe(res.body.countsByResult.pending ?? 0);
  });

  it('shows the endpoint’s own answer when no token is configured', async () => {
    const bare = createApp({ db: handle.db, log: () => {}, env: parseServerEnv(LINKS) });
    const admin = await as('admin', bare);
    expect(
      (await admin.call<Json>('GET', '/api/admin/webhooks/diagnostics')).body.tokenConfigured,
    ).toBe(false);
    const test = await admin.call<Json>('POST', '/api/admin/webhooks/test-delivery');
    expect(test.body).toMatchObject({
      status: 503,
      result: null,
      message: 'Webhook de pagamentos não configurado.',
      deliveryId: null,
    });
  });
});

describe('test subscription settings', () => {
  it('simulates an approval, then a refund of the same transaction, for a test account', async () => {
    const admin = await as('admin');
    const settings = await admin.call<Json>('GET', '/api/admin/subscription-tests');
    expect(settings.body.offers).toEqual({
      mensal: 'test',
      anual: 'anual-igreja',
      vitalicio: 'artegospel-vitalicio',
    });
    const first = await admin.call<Json>('POST', '/api/admin/subscription-tests/simulate', {
      userId: ids.simulada,
      event: 'PURCHASE_APPROVED',
      plan: 'mensal',
    });
    expect(first.body).toMatchObject({
      success: true,
      result: 'applied',
      account: { id: ids.simulada, plan: 'mensal', nivelacesso: 'premium' },
    });
    expect(first.body.transaction).toMatch(/^TESTE-[A-Z0-9-]+$/);
    const days = (Date.parse(first.body.account.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThan(32);
    const refund = await admin.call<Json>('POST', '/api/admin/subscription-tests/simulate', {
      userId: ids.simulada,
      event: 'PURCHASE_REFUNDED',
      plan: 'mensal',
      transaction: first.body.transaction,
    });
    expect(refund.body).toMatchObject({
      result: 'applied',
      account: { plan: null, nivelacesso: 'usuario', lifetime: false },
    });
    const billet = await admin.call<Json>('POST', '/api/admin/subscription-tests/simulate', {
      userId: ids.simulada,
      event: 'PURCHASE_BILLET_PRINTED',
      plan: 'anual',
    });
    expect(billet.body).toMatchObject({ result: 'recorded', account: { plan: null } });
    const audit = await admin.call<Json>(
      'GET',
      `/api/admin/audit?targetType=users&targetId=${ids.simulada}`,
    );
    expect(audit.body.entries.map((entry: Json) => entry.action)).toEqual([
      'purchase.simulate',
      'purchase.simulate',
      'purchase.simulate',
    ]);
    // Simulations are no sales.
    const finance = await admin.call<Json>('GET', '/api/admin/finance');
    expect(JSON.stringify(finance.body.rows)).not.toContain('"sales":1,"salesCents":4700');
  });

  it('is refused in production', async () => {
    const production = createApp({
      db: handle.db,
      log: () => {},
      env: parseServerEnv({ ...LINKS, NODE_ENV: 'production' }),
    });
    const admin = await as('admin', production);
    expect((await admin.call('GET', '/api/admin/subscription-tests')).body).toEqual({
      message: SIMULATION_IN_PRODUCTION_MESSAGE,
    });
    const res = await admin.call('POST', '/api/admin/subscription-tests/simulate', {
      userId: ids.simulada,
      event: 'PURCHASE_APPROVED',
      plan: 'mensal',
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      message:
        'As simulações de compra não estão disponíveis em produção: use um ambiente de teste.',
    });
  });
});
