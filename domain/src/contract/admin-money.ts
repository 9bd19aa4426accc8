import * as v from 'valibot';
import { DELIVERY_RESULTS, LEDGER_RESULTS, PLAN_SLUGS } from '../plans';
import {
  boundedString,
  IsoDateSchema,
  idNumber,
  queryInt,
  queryPicklist,
  queryText,
} from './common';

// Issue 19, the staff console's money pages (not in the specs; api/README.md "Staff
// endpoints"): /admin/financeiro, /admin/webhooks, /admin/webhook-diagnostics and
// /admin/test-subscription-settings.

// ---- Financeiro --------------------------------------------------------------------------

export const FINANCE_GROUPINGS = ['day', 'month'] as const;
export type FinanceGrouping = (typeof FINANCE_GROUPINGS)[number];
/** The longest period one report covers (about three years of days). */
export const FINANCE_MAX_DAYS = 1100;

const dayText = (label: string) =>
  v.pipe(
    boundedString(label, { max: 10, maxMessage: `${label} deve estar no formato AAAA-MM-DD` }),
    v.isoDate(`${label} deve estar no formato AAAA-MM-DD`),
  );

/** ?from&to (days in Brazil, inclusive) &groupBy; the API fills a missing end with today. */
export const FinanceQuerySchema = v.object({
  from: v.optional(dayText('A data inicial')),
  to: v.optional(dayText('A data final')),
  groupBy: queryPicklist(FINANCE_GROUPINGS, 'day', 'Agrupe por day ou month'),
});
export type FinanceQuery = v.InferOutput<typeof FinanceQuerySchema>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const cents = v.pipe(v.number(), v.integer());

const MoneyFiguresSchema = v.object({
  sales: count,
  salesCents: cents,
  refunds: count,
  refundsCents: cents,
  chargebacks: count,
  chargebacksCents: cents,
});
export type MoneyFigures = v.InferOutput<typeof MoneyFiguresSchema>;

/** One period (YYYY-MM-DD or YYYY-MM), one plan (null: no plan matched), one currency. */
export const FinanceRowSchema = v.object({
  period: v.string(),
  plan: v.nullable(v.picklist(PLAN_SLUGS)),
  currency: v.string(),
  ...MoneyFiguresSchema.entries,
});
export type FinanceRow = v.InferOutput<typeof FinanceRowSchema>;

export const FinanceResponseSchema = v.object({
  from: v.string(),
  to: v.string(),
  groupBy: v.picklist(FINANCE_GROUPINGS),
  rows: v.array(FinanceRowSchema),
  /** The period's totals, one per currency. */
  totals: v.array(v.object({ currency: v.string(), ...MoneyFiguresSchema.entries })),
  /** Paying members now, by plan (recurring ones not cancelled; lifetime). */
  subscribers: v.object({ mensal: count, anual: count, vitalicio: count }),
  /** Recurring subscriptions active now (mensal + anual). */
  activeSubscribers: count,
  /** Monthly recurring revenue in BRL cents: each mensal's price plus each anual's / 12. */
  mrrCents: count,
});
export type FinanceResponse = v.InferOutput<typeof FinanceResponseSchema>;

// ---- Webhooks ----------------------------------------------------------------------------

/** Who sent a delivery: the provider, staff replaying one, the diagnostics' test, a simulation. */
export const DELIVERY_ORIGINS = ['provider', 'replay', 'test', 'simulation'] as const;
export type DeliveryOrigin = (typeof DELIVERY_ORIGINS)[number];

export const DeliveriesQuerySchema = v.object({
  page: queryInt('A página', { min: 1, max: 10_000, fallback: 1 }),
  limit: queryInt('O limite', { min: 1, max: 100, fallback: 25 }),
  result: queryPicklist(['_all', ...DELIVERY_RESULTS] as const, '_all', 'Resultado inválido'),
  origin: queryPicklist(['_all', ...DELIVERY_ORIGINS] as const, '_all', 'Origem inválida'),
  /** Part of the event, the transaction or the e-mail. */
  q: queryText('A busca', 254),
});
export type DeliveriesQuery = v.InferOutput<typeof DeliveriesQuerySchema>;

export const DeliveryItemSchema = v.object({
  id: v.number(),
  event: v.nullable(v.string()),
  transactionId: v.nullable(v.string()),
  email: v.nullable(v.string()),
  status: v.nullable(v.string()),
  result: v.picklist(DELIVERY_RESULTS),
  message: v.nullable(v.string()),
  origin: v.picklist(DELIVERY_ORIGINS),
  replayOf: v.nullable(v.number()),
  receivedAt: IsoDateSchema,
});
export type DeliveryItem = v.InferOutput<typeof DeliveryItemSchema>;

export const DeliveriesResponseSchema = v.object({
  deliveries: v.array(DeliveryItemSchema),
  totalCount: count,
});
export type DeliveriesResponse = v.InferOutput<typeof DeliveriesResponseSchema>;

/** One ledger row (a transaction's event) as the staff pages show it. */
export const LedgerItemSchema = v.object({
  id: v.number(),
  transactionId: v.string(),
  event: v.string(),
  email: v.string(),
  buyerName: v.nullable(v.string()),
  plan: v.nullable(v.picklist(PLAN_SLUGS)),
  result: v.picklist(LEDGER_RESULTS),
  offerCode: v.nullable(v.string()),
  productId: v.nullable(v.string()),
  amountCents: v.nullable(v.number()),
  currency: v.nullable(v.string()),
  eventAt: v.nullable(IsoDateSchema),
  deliveryId: v.nullable(v.number()),
  user: v.nullable(v.object({ id: v.number(), name: v.nullable(v.string()), email: v.string() })),
});
export type LedgerItem = v.InferOutput<typeof LedgerItemSchema>;

export const DeliveryDetailSchema = v.object({
  ...DeliveryItemSchema.entries,
  /** The body as stored (the token was never kept), parsed when it is JSON. */
  payload: v.unknown(),
  purchases: v.array(LedgerItemSchema),
  /** Later replays of this delivery. */
  replays: v.array(v.object({ id: v.number(), result: v.picklist(DELIVERY_RESULTS) })),
});
export type DeliveryDetail = v.InferOutput<typeof DeliveryDetailSchema>;

export const PageQuerySchema = v.object({
  page: queryInt('A página', { min: 1, max: 10_000, fallback: 1 }),
  limit: queryInt('O limite', { min: 1, max: 100, fallback: 25 }),
});

export const UnmatchedResponseSchema = v.object({
  purchases: v.array(LedgerItemSchema),
  totalCount: count,
});
export type UnmatchedResponse = v.InferOutput<typeof UnmatchedResponseSchema>;

/** The outcome of running a postback through the purchase path. */
export const POSTBACK_OUTCOMES = [...LEDGER_RESULTS, 'duplicate'] as const;
export type PostbackOutcome = (typeof POSTBACK_OUTCOMES)[number];

export const ReplayResponseSchema = v.object({
  success: v.boolean(),
  /** The new delivery row the replay was recorded as. */
  deliveryId: v.number(),
  result: v.picklist(DELIVERY_RESULTS),
  message: v.nullable(v.string()),
});
export type ReplayResponse = v.InferOutput<typeof ReplayResponseSchema>;

/** An account's plan as the money pages show it. */
export const AccountPlanSchema = v.object({
  id: v.number(),
  name: v.nullable(v.string()),
  email: v.string(),
  nivelacesso: v.string(),
  plan: v.nullable(v.string()),
  lifetime: v.boolean(),
  expiresAt: v.nullable(IsoDateSchema),
  emailVerified: v.boolean(),
});
export type AccountPlan = v.InferOutput<typeof AccountPlanSchema>;

export const AccountSearchQuerySchema = v.object({ q: queryText('A busca', 254) });
export const AccountSearchResponseSchema = v.object({ accounts: v.array(AccountPlanSchema) });
export type AccountSearchResponse = v.InferOutput<typeof AccountSearchResponseSchema>;

export const AssignPurchaseBodySchema = v.object({
  userId: idNumber('A conta', 'Escolha a conta'),
  plan: v.picklist(PLAN_SLUGS, 'Escolha o plano: mensal, anual ou vitalicio'),
});
export type AssignPurchaseBody = v.InferOutput<typeof AssignPurchaseBodySchema>;

export const AssignPurchaseResponseSchema = v.object({
  success: v.boolean(),
  /** duplicate: it was already given to this account, nothing changed. */
  result: v.picklist(POSTBACK_OUTCOMES),
  account: AccountPlanSchema,
});
export type AssignPurchaseResponse = v.InferOutput<typeof AssignPurchaseResponseSchema>;

// ---- Diagnostics -------------------------------------------------------------------------

export const WebhookDiagnosticsSchema = v.object({
  endpoint: v.string(),
  tokenConfigured: v.boolean(),
  checkoutLinks: v.array(
    v.object({
      plan: v.picklist(PLAN_SLUGS),
      /**
       * A link is set (by staff or its CHECKOUT_URL_* variable); else the example offer is in
       * use outside production, and in production none (url null).
       */
      configured: v.boolean(),
      url: v.nullable(v.string()),
      offerCode: v.nullable(v.string()),
    }),
  ),
  lastDeliveryAt: v.nullable(IsoDateSchema),
  /** Provider deliveries by result (tests, replays and simulations left out). */
  countsByResult: v.record(v.string(), count),
});
export type WebhookDiagnostics = v.InferOutput<typeof WebhookDiagnosticsSchema>;

export const TestDeliveryResponseSchema = v.object({
  /** The HTTP status the endpoint answered. */
  status: v.number(),
  result: v.nullable(v.picklist(DELIVERY_RESULTS)),
  message: v.nullable(v.string()),
  deliveryId: v.nullable(v.number()),
  email: v.string(),
  transactionId: v.string(),
});
export type TestDeliveryResponse = v.InferOutput<typeof TestDeliveryResponseSchema>;

// ---- Test subscription settings ---------------------------------------------------------

/** The provider's events a staff member can simulate, by the fixture each is built from. */
export const SIMULATED_EVENTS = [
  'PURCHASE_APPROVED',
  'PURCHASE_COMPLETE',
  'PURCHASE_REFUNDED',
  'PURCHASE_CHARGEBACK',
  'PURCHASE_CANCELED',
  'SUBSCRIPTION_CANCELLATION',
  'PURCHASE_DELAYED',
  'PURCHASE_PROTEST',
  'PURCHASE_BILLET_PRINTED',
] as const;
export type SimulatedEvent = (typeof SIMULATED_EVENTS)[number];

export const SIMULATED_EVENT_LABELS: Readonly<Record<SimulatedEvent, string>> = {
  PURCHASE_APPROVED: 'Compra aprovada',
  PURCHASE_COMPLETE: 'Compra completa',
  PURCHASE_REFUNDED: 'Reembolso',
  PURCHASE_CHARGEBACK: 'Chargeback',
  PURCHASE_CANCELED: 'Compra cancelada',
  SUBSCRIPTION_CANCELLATION: 'Cancelamento da assinatura',
  PURCHASE_DELAYED: 'Pagamento atrasado',
  PURCHASE_PROTEST: 'Contestação (protesto)',
  PURCHASE_BILLET_PRINTED: 'Boleto impresso',
};

export const SimulationSettingsSchema = v.object({
  events: v.array(v.picklist(SIMULATED_EVENTS)),
  /** Offer codes of the configured checkout links, by plan (null: the link has none). */
  offers: v.object({
    mensal: v.nullable(v.string()),
    anual: v.nullable(v.string()),
    vitalicio: v.nullable(v.string()),
  }),
});
export type SimulationSettings = v.InferOutput<typeof SimulationSettingsSchema>;

/** A simulation's transaction: the page keeps one per simulated purchase. */
export const SIMULATION_TRANSACTION_PATTERN = /^TESTE-[A-Z0-9-]{4,60}$/;

export const SimulateBodySchema = v.object({
  userId: idNumber('A conta', 'Escolha a conta de teste'),
  event: v.picklist(SIMULATED_EVENTS, 'Escolha o evento'),
  plan: v.picklist(PLAN_SLUGS, 'Escolha o plano: mensal, anual ou vitalicio'),
  transaction: v.optional(
    v.pipe(
      boundedString('A transação', { max: 66, trim: true }),
      v.regex(SIMULATION_TRANSACTION_PATTERN, 'Transação de teste inválida'),
    ),
  ),
});
export type SimulateBody = v.InferOutput<typeof SimulateBodySchema>;

export const SimulateResponseSchema = v.object({
  success: v.boolean(),
  result: v.picklist(DELIVERY_RESULTS),
  message: v.nullable(v.string()),
  deliveryId: v.number(),
  transaction: v.string(),
  account: AccountPlanSchema,
});
export type SimulateResponse = v.InferOutput<typeof SimulateResponseSchema>;
