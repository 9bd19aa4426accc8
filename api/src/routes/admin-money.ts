import {
  AccountSearchQuerySchema,
  AssignPurchaseBodySchema,
  type CheckoutLinkSettings,
  type CheckoutOffers,
  checkoutLinkVariable,
  currentCheckoutLinks,
  DeliveriesQuerySchema,
  FINANCE_MAX_DAYS,
  FinanceQuerySchema,
  PageQuerySchema,
  PLAN_SLUGS,
  type PlanSlug,
  SIMULATED_EVENTS,
  SimulateBodySchema,
  STAFF_ROLES,
} from '@arte-gospel/domain';
import type { ServerEnv } from '@arte-gospel/domain/config';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Kysely } from 'kysely';
import type * as v from 'valibot';
import { recordAudit } from '../admin/audit';
import {
  accountPlan,
  assignUnmatched,
  findDelivery,
  listDeliveries,
  listUnmatched,
  processPayload,
  replayDelivery,
  searchAccounts,
} from '../admin/money/deliveries';
import {
  brazilToday,
  daysBefore,
  daysBetween,
  financeCsv,
  financeReport,
  ledgerMovements,
} from '../admin/money/finance';
import {
  buildPostback,
  simulationTransaction,
  TEST_DELIVERY_EMAIL,
} from '../admin/money/simulations';
import type { AppEnv } from '../app-env';
import { requireLevel } from '../auth/session';
import type { Database } from '../db/schema';
import { WEBHOOK_TOKEN_HEADER } from '../purchases/postback';
import { validate } from '../validation';
import { IdParam } from './admin-params';

// The staff console's money calls (issue 19; api/README.md "Staff endpoints"), admin only:
// the finance figures and their CSV, the delivery log with replays and the assignment of
// unmatched purchases, the webhook diagnostics and the purchase simulations (never in
// production). Every change is written to the audit log in its own transaction.

const ADMINS = STAFF_ROLES.admins;
export const WEBHOOK_ENDPOINT = '/api/webhooks/checkout';
export const SIMULATION_IN_PRODUCTION_MESSAGE =
  'As simulações de compra não estão disponíveis em produção: use um ambiente de teste.';
const PERIOD_TOO_LONG = {
  message: `Escolha um período de no máximo ${FINANCE_MAX_DAYS} dias.`,
};
const PERIOD_REVERSED = { message: 'A data inicial deve ser anterior à data final.' };
const NOT_FOUND = { message: 'Registro não encontrado' };

export interface AdminMoneyOptions {
  /** The parsed environment: NODE_ENV and the checkout links. */
  env: CheckoutLinkSettings & Pick<ServerEnv, 'NODE_ENV'>;
  /** Each plan's offer code as postbacks are matched now (the webhook's own). */
  offers: (db: Kysely<Database>) => Promise<CheckoutOffers>;
  /** Checkout links staff stored, by plan (null: the variable's is used); default none. */
  storedLinks?: (db: Kysely<Database>) => Promise<Record<PlanSlug, string | null>>;
  /** The webhook's token (CHECKOUT_WEBHOOK_TOKEN); never shown, only used to post tests. */
  webhookToken: string | undefined;
  /** Sends a request through the app itself (the real webhook endpoint). */
  request: (path: string, init: RequestInit) => Promise<Response>;
}

/** The finance period asked for: from..to in Brazil's days, 30 days to today by default. */
function period(query: v.InferOutput<typeof FinanceQuerySchema>) {
  const to = query.to ?? brazilToday();
  const from = query.from ?? daysBefore(to, 29);
  const days = daysBetween(from, to);
  if (days < 0) return PERIOD_REVERSED;
  if (days >= FINANCE_MAX_DAYS) return PERIOD_TOO_LONG;
  return { from, to, groupBy: query.groupBy };
}

const NO_STORED_LINKS = { mensal: null, anual: null, vitalicio: null } as const;

export function adminMoneyRoutes(options: AdminMoneyOptions) {
  const app = new Hono<AppEnv>();
  const production = options.env.NODE_ENV === 'production';
  const notInProduction = createMiddleware<AppEnv>(async (c, next) => {
    if (production) return c.json({ message: SIMULATION_IN_PRODUCTION_MESSAGE }, 403);
    await next();
  });

  app.get('/finance', requireLevel(ADMINS), validate('query', FinanceQuerySchema), async (c) => {
    const asked = period(c.req.valid('query'));
    if ('message' in asked) return c.json(asked, 400);
    return c.json(await financeReport(c.var.db, asked));
  });
  app.get(
    '/finance.csv',
    requireLevel(ADMINS),
    validate('query', FinanceQuerySchema),
    async (c) => {
      const asked = period(c.req.valid('query'));
      if ('message' in asked) return c.json(asked, 400);
      const csv = financeCsv(await ledgerMovements(c.var.db, asked.from, asked.to));
      return c.body(csv, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="financeiro-${asked.from}-a-${asked.to}.csv"`,
        'cache-control': 'no-store',
      });
    },
  );

  app.get(
    '/webhooks/deliveries',
    requireLevel(ADMINS),
    validate('query', DeliveriesQuerySchema),
    async (c) => c.json(await listDeliveries(c.var.db, c.req.valid('query'))),
  );
  app.get(
    '/webhooks/deliveries/:id',
    requireLevel(ADMINS),
    validate('param', IdParam),
    async (c) => {
      const found = await findDelivery(c.var.db, c.req.valid('param').id);
      return found ? c.json(found) : c.json(NOT_FOUND, 404);
    },
  );
  app.post(
    '/webhooks/deliveries/:id/replay',
    requireLevel(ADMINS),
    validate('param', IdParam),
    async (c) => {
      const offers = await options.offers(c.var.db);
      const outcome = await replayDelivery(c.var.db, offers, c.var.user, c.req.valid('param').id);
      return outcome ? c.json({ success: true, ...outcome }) : c.json(NOT_FOUND, 404);
    },
  );
  app.get(
    '/webhooks/unmatched',
    requireLevel(ADMINS),
    validate('query', PageQuerySchema),
    async (c) => c.json(await listUnmatched(c.var.db, c.req.valid('query'))),
  );
  app.post(
    '/webhooks/unmatched/:id/assign',
    requireLevel(ADMINS),
    validate('param', IdParam),
    validate('json', AssignPurchaseBodySchema),
    async (c) => {
      const { userId, plan } = c.req.valid('json');
      const answer = await assignUnmatched(
        c.var.db,
        c.var.user,
        c.req.valid('param').id,
        userId,
        plan,
      );
      if (answer.kind === 'missing')
        return c.json({ message: 'Compra ou conta não encontrada.' }, 404);
      if (answer.kind === 'taken')
        return c.json(
          { message: 'Esta compra já foi identificada ou atribuída a outra conta.' },
          409,
        );
      return c.json({ success: true, result: answer.result, account: answer.account });
    },
  );
  app.get(
    '/webhooks/accounts',
    requireLevel(ADMINS),
    validate('query', AccountSearchQuerySchema),
    async (c) => c.json(await searchAccounts(c.var.db, c.req.valid('query').q)),
  );

  app.get('/webhooks/diagnostics', requireLevel(ADMINS), async (c) => {
    const db = c.var.db;
    const [offers, stored, last, counts] = await Promise.all([
      options.offers(db),
      options.storedLinks?.(db),
      db
        .selectFrom('webhook_deliveries')
        .select('received_at')
        .where('origin', '=', 'provider')
        .orderBy('received_at', 'desc')
        .limit(1)
        .executeTakeFirst(),
      db
        .selectFrom('webhook_deliveries')
        .select(['result', (eb) => eb.fn.countAll<number>().as('n')])
        .where('origin', '=', 'provider')
        .groupBy('result')
        .execute(),
    ]);
    const current = currentCheckoutLinks(stored ?? NO_STORED_LINKS, options.env);
    return c.json({
      endpoint: WEBHOOK_ENDPOINT,
      tokenConfigured: Boolean(options.webhookToken),
      checkoutLinks: PLAN_SLUGS.map((plan) => ({
        plan,
        configured: Boolean(stored?.[plan] || options.env[checkoutLinkVariable(plan)]),
        url: current[plan],
        offerCode: offers[plan],
      })),
      lastDeliveryAt: last?.received_at.toISOString() ?? null,
      countsByResult: Object.fromEntries(counts.map((row) => [row.result, Number(row.n)])),
    });
  });
  app.post('/webhooks/test-delivery', requireLevel(ADMINS), async (c) => {
    const offers = await options.offers(c.var.db);
    const transactionId = `TESTE-DIAG-${simulationTransaction().slice(6)}`;
    const body = buildPostback({
      event: 'PURCHASE_APPROVED',
      plan: 'mensal',
      email: TEST_DELIVERY_EMAIL,
      transaction: transactionId,
      subscriberCode: `TESTE-DIAG-${c.var.user.id}`,
      offers,
      idPrefix: 'teste-diagnostico',
      now: new Date(),
    });
    const res = await options.request(WEBHOOK_ENDPOINT, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_TOKEN_HEADER]: options.webhookToken ?? '',
      },
      body: JSON.stringify(body),
    });
    const answer = (await res.json().catch(() => ({}))) as {
      result?: string;
      message?: string;
    };
    const deliveryId = await c.var.db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable('webhook_deliveries')
        .set({ origin: 'test', sent_by: c.var.user.id })
        .where('provider_event_id', '=', body.id)
        .returning('id')
        .executeTakeFirst();
      await recordAudit(trx, c.var.user, {
        action: 'webhook.test',
        targetType: 'webhook_deliveries',
        targetId: marked?.id ?? null,
        summary: `Entrega de teste: HTTP ${res.status}, ${answer.result ?? answer.message ?? ''}`,
        after: { status: res.status, ...answer },
      });
      return marked?.id ?? null;
    });
    return c.json({
      status: res.status,
      result: (answer.result as never) ?? null,
      message: answer.message ?? null,
      deliveryId,
      email: TEST_DELIVERY_EMAIL,
      transactionId,
    });
  });

  // Simulated purchase events for a test account: refused in production.
  app.get('/subscription-tests', requireLevel(ADMINS), notInProduction, async (c) =>
    c.json({ events: [...SIMULATED_EVENTS], offers: await options.offers(c.var.db) }),
  );
  app.post(
    '/subscription-tests/simulate',
    requireLevel(ADMINS),
    notInProduction,
    validate('json', SimulateBodySchema),
    async (c) => {
      const input = c.req.valid('json');
      const offers = await options.offers(c.var.db);
      const now = new Date();
      const db = c.var.db;
      const outcome = await db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .selectAll()
          .where('id', '=', input.userId)
          .executeTakeFirst();
        if (!user) return undefined;
        const transaction = input.transaction ?? simulationTransaction();
        const body = buildPostback({
          event: input.event,
          plan: input.plan,
          email: user.email,
          transaction,
          subscriberCode: `TESTE-SUB-${user.id}`,
          offers,
          idPrefix: 'simulacao',
          now,
          nextChargeAt: user.dataexpiracao,
        });
        const processed = await processPayload(trx, offers, JSON.stringify(body), {
          origin: 'simulation',
          sentBy: c.var.user.id,
        });
        const after = await trx
          .selectFrom('users')
          .selectAll()
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow();
        await recordAudit(trx, c.var.user, {
          action: 'purchase.simulate',
          targetType: 'users',
          targetId: user.id,
          summary: `Simulação ${input.event} (${input.plan}, ${transaction}): ${processed.result}`,
          before: accountPlan(user),
          after: accountPlan(after),
        });
        return { ...processed, transaction, account: accountPlan(after) };
      });
      if (!outcome) return c.json({ message: 'Conta não encontrada.' }, 404);
      return c.json({ success: true, ...outcome });
    },
  );
  return app;
}
