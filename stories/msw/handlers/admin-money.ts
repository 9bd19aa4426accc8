import {
  type AccountPlan,
  AccountSearchResponseSchema,
  AssignPurchaseResponseSchema,
  DeliveriesResponseSchema,
  DeliveryDetailSchema,
  FinanceResponseSchema,
  ReplayResponseSchema,
  type SimulateBody,
  SimulateResponseSchema,
  SimulationSettingsSchema,
  TestDeliveryResponseSchema,
  UnmatchedResponseSchema,
  WebhookDiagnosticsSchema,
} from '@arte-gospel/domain';
import { delay, HttpResponse, http } from 'msw';
import * as v from 'valibot';
import {
  deliveries,
  deliveryDetail,
  emptyFinanceReport,
  financeByMonth,
  financeReport,
  moneyAccounts,
  simulationSettings,
  unmatchedPurchase,
  webhookDiagnostics,
} from '../fixtures/admin-money';

// The staff console's money calls (api/README.md, Staff endpoints) over the fixtures.
// 'loading' never answers, 'error' answers 500, 'forbidden' the API's 403 for a level that is
// not admin, 'production' the simulations' refusal in production.

export type MoneyState = 'full' | 'empty' | 'loading' | 'error' | 'forbidden' | 'production';

const FORBIDDEN = { message: 'Você não tem permissão para esta ação.' };
const SERVER_ERROR = { message: 'Erro interno do servidor' };

async function refusal(state: MoneyState) {
  if (state === 'loading') await delay('infinite');
  if (state === 'error') return HttpResponse.json(SERVER_ERROR, { status: 500 });
  if (state === 'forbidden') return HttpResponse.json(FORBIDDEN, { status: 403 });
  return null;
}

/** GET /api/admin/finance; `seen` collects each request's query string. */
export function financeHandlers(state: MoneyState = 'full', seen: string[] = []) {
  return [
    http.get('/api/admin/finance', async ({ request }) => {
      const search = new URL(request.url).searchParams;
      seen.push(search.toString());
      const refused = await refusal(state);
      if (refused) return refused;
      const body =
        state === 'empty'
          ? emptyFinanceReport
          : search.get('groupBy') === 'month'
            ? financeByMonth
            : financeReport;
      return HttpResponse.json(v.parse(FinanceResponseSchema, body));
    }),
  ];
}

/** The deliveries, one delivery, the unmatched purchases, replay, accounts and assign. */
export function webhooksHandlers(state: MoneyState = 'full', seen: string[] = []) {
  let assigned = false;
  return [
    http.get('/api/admin/webhooks/deliveries', async ({ request }) => {
      seen.push(new URL(request.url).search);
      const refused = await refusal(state);
      if (refused) return refused;
      const q = new URL(request.url).searchParams.get('q') ?? '';
      const list =
        state === 'empty'
          ? []
          : deliveries.filter((item) =>
              `${item.transactionId} ${item.email} ${item.event}`.includes(q),
            );
      return HttpResponse.json(
        v.parse(DeliveriesResponseSchema, { deliveries: list, totalCount: list.length }),
      );
    }),
    http.get('/api/admin/webhooks/deliveries/:id', ({ params }) =>
      HttpResponse.json(
        v.parse(DeliveryDetailSchema, {
          ...deliveryDetail,
          ...deliveries.find((item) => item.id === Number(params.id)),
        }),
      ),
    ),
    http.post('/api/admin/webhooks/deliveries/:id/replay', () =>
      HttpResponse.json(
        v.parse(ReplayResponseSchema, {
          success: true,
          deliveryId: 43,
          result: 'duplicate',
          message: null,
        }),
      ),
    ),
    http.get('/api/admin/webhooks/unmatched', async () => {
      const refused = await refusal(state);
      if (refused) return refused;
      const list = state === 'empty' || assigned ? [] : [unmatchedPurchase];
      return HttpResponse.json(
        v.parse(UnmatchedResponseSchema, { purchases: list, totalCount: list.length }),
      );
    }),
    ...accountsHandlers(),
    http.post('/api/admin/webhooks/unmatched/:id/assign', async ({ request }) => {
      const body = (await request.json()) as { userId: number; plan: string };
      const account = moneyAccounts.find((item) => item.id === body.userId)!;
      assigned = true;
      return HttpResponse.json(
        v.parse(AssignPurchaseResponseSchema, {
          success: true,
          result: 'applied',
          account: {
            ...account,
            nivelacesso: 'premium',
            plan: body.plan,
            expiresAt: '2027-03-10T14:00:00.000Z',
          },
        }),
      );
    }),
  ];
}

export function accountsHandlers() {
  return [
    http.get('/api/admin/webhooks/accounts', ({ request }) => {
      const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
      const accounts = moneyAccounts.filter(
        (item) =>
          !q ||
          `${item.name} ${item.email}`.toLowerCase().includes(q.split('@')[0]!.split('.')[0]!),
      );
      return HttpResponse.json(v.parse(AccountSearchResponseSchema, { accounts }));
    }),
  ];
}

export function diagnosticsHandlers(state: MoneyState = 'full') {
  return [
    http.get('/api/admin/webhooks/diagnostics', async () => {
      const refused = await refusal(state);
      if (refused) return refused;
      const body =
        state === 'empty'
          ? {
              ...webhookDiagnostics,
              tokenConfigured: false,
              lastDeliveryAt: null,
              countsByResult: {},
              checkoutLinks: webhookDiagnostics.checkoutLinks.map((link) => ({
                ...link,
                configured: false,
                url: `https://pay.hotmart.com/A100000001M?off=artegospel-${link.plan}`,
                offerCode: `artegospel-${link.plan}`,
              })),
            }
          : webhookDiagnostics;
      return HttpResponse.json(v.parse(WebhookDiagnosticsSchema, body));
    }),
    http.post('/api/admin/webhooks/test-delivery', () =>
      HttpResponse.json(
        v.parse(
          TestDeliveryResponseSchema,
          state === 'empty'
            ? {
                status: 503,
                result: null,
                message: 'Webhook de pagamentos não configurado.',
                deliveryId: null,
                email: 'teste-webhook@artegospel.invalid',
                transactionId: 'TESTE-DIAG-7F3A9C21-4B6D',
              }
            : {
                status: 200,
                result: 'pending',
                message: null,
                deliveryId: 44,
                email: 'teste-webhook@artegospel.invalid',
                transactionId: 'TESTE-DIAG-7F3A9C21-4B6D',
              },
        ),
      ),
    ),
  ];
}

/** The simulations: the account's plan follows the events (approval grants, refund removes). */
export function simulationHandlers(state: MoneyState = 'full') {
  let account: AccountPlan = { ...moneyAccounts[1]! };
  let nextDelivery = 50;
  return [
    http.get('/api/admin/subscription-tests', async () => {
      if (state === 'production')
        return HttpResponse.json(
          {
            message:
              'As simulações de compra não estão disponíveis em produção: use um ambiente de teste.',
          },
          { status: 403 },
        );
      const refused = await refusal(state);
      if (refused) return refused;
      return HttpResponse.json(v.parse(SimulationSettingsSchema, simulationSettings));
    }),
    ...accountsHandlers(),
    http.post('/api/admin/subscription-tests/simulate', async ({ request }) => {
      const body = (await request.json()) as SimulateBody;
      let result = 'recorded';
      if (body.event === 'PURCHASE_APPROVED' || body.event === 'PURCHASE_COMPLETE') {
        result = 'applied';
        account = {
          ...account,
          nivelacesso: 'premium',
          plan: body.plan,
          lifetime: body.plan === 'vitalicio',
          expiresAt: body.plan === 'vitalicio' ? null : '2026-04-10T14:00:00.000Z',
        };
      } else if (
        ['PURCHASE_REFUNDED', 'PURCHASE_CHARGEBACK', 'PURCHASE_CANCELED'].includes(body.event)
      ) {
        result = 'applied';
        account = {
          ...account,
          nivelacesso: 'usuario',
          plan: null,
          lifetime: false,
          expiresAt: '2026-03-10T14:00:00.000Z',
        };
      }
      return HttpResponse.json(
        v.parse(SimulateResponseSchema, {
          success: true,
          result,
          message: null,
          deliveryId: nextDelivery++,
          transaction: body.transaction ?? 'TESTE-5A1B2C3D-9E8F',
          account,
        }),
      );
    }),
  ];
}
