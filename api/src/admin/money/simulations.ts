import { randomUUID } from 'node:crypto';
import {
  ANNUAL_PRICE,
  type CheckoutOffers,
  LIFETIME_PRICE,
  MONTHLY_PRICE,
  type PlanSlug,
  type SimulatedEvent,
} from '@arte-gospel/domain';
import purchaseApproved from '../../purchases/fixtures/purchase-approved.json';
import purchaseBilletPrinted from '../../purchases/fixtures/purchase-billet-printed.json';
import purchaseCanceled from '../../purchases/fixtures/purchase-canceled.json';
import purchaseChargeback from '../../purchases/fixtures/purchase-chargeback.json';
import purchaseComplete from '../../purchases/fixtures/purchase-complete.json';
import purchaseDelayed from '../../purchases/fixtures/purchase-delayed.json';
import purchaseProtest from '../../purchases/fixtures/purchase-protest.json';
import purchaseRefunded from '../../purchases/fixtures/purchase-refunded.json';
import subscriptionCancellation from '../../purchases/fixtures/subscription-cancellation.json';

// Postbacks built from the provider's real samples (api/src/purchases/fixtures) for the
// staff console (issue 19): the diagnostics' test delivery and the purchase events
// simulated for a test account. Only the buyer, the transaction, the offer, the price, the
// subscriber and the times change; the rest is the provider's own body.

// Bundled with the server (the samples are not files beside it once built).
const FIXTURE_OF_EVENT: Readonly<Record<SimulatedEvent, unknown>> = {
  PURCHASE_APPROVED: purchaseApproved,
  PURCHASE_COMPLETE: purchaseComplete,
  PURCHASE_REFUNDED: purchaseRefunded,
  PURCHASE_CHARGEBACK: purchaseChargeback,
  PURCHASE_CANCELED: purchaseCanceled,
  SUBSCRIPTION_CANCELLATION: subscriptionCancellation,
  PURCHASE_DELAYED: purchaseDelayed,
  PURCHASE_PROTEST: purchaseProtest,
  PURCHASE_BILLET_PRINTED: purchaseBilletPrinted,
};

const PLAN_NAMES: Readonly<Record<PlanSlug, string>> = {
  mensal: 'Plano Mensal',
  anual: 'Plano Anual',
  vitalicio: 'Plano Vitalício',
};

const PLAN_PRICES: Readonly<Record<PlanSlug, number>> = {
  mensal: MONTHLY_PRICE,
  anual: ANNUAL_PRICE,
  vitalicio: LIFETIME_PRICE,
};

/** The e-mail of the diagnostics' test delivery: a reserved domain no account can prove. */
export const TEST_DELIVERY_EMAIL = 'teste-webhook@artegospel.invalid';

// biome-ignore lint/suspicious/noExplicitAny: the provider's body, edited field by field
type Json = Record<string, any>;

/** A new transaction code for a simulated purchase (SIMULATION_TRANSACTION_PATTERN). */
export function simulationTransaction(): string {
  return `TESTE-${randomUUID().slice(0, 13).toUpperCase()}`;
}

export interface SimulatedPurchase {
  event: SimulatedEvent;
  plan: PlanSlug;
  email: string;
  transaction: string;
  /** The subscription's code at the provider (recurring plans). */
  subscriberCode: string;
  offers: CheckoutOffers;
  /** A prefix marking the postback's id: 'simulacao', 'teste'. */
  idPrefix: string;
  now: Date;
  /** For a cancellation: the next charge that will not happen. */
  nextChargeAt?: Date | null;
}

/** The provider's postback of `event` for this purchase, from its real sample. */
export function buildPostback(input: SimulatedPurchase): Json {
  const body = structuredClone(FIXTURE_OF_EVENT[input.event]) as Json;
  body.id = `${input.idPrefix}-${randomUUID()}`;
  body.creation_date = input.now.getTime();
  const data = body.data as Json;
  if (input.event === 'SUBSCRIPTION_CANCELLATION') {
    data.subscriber.code = input.subscriberCode;
    data.subscriber.email = input.email;
    data.cancellation_date = input.now.getTime();
    data.date_next_charge = input.nextChargeAt?.getTime() ?? null;
    data.subscription.plan.name = PLAN_NAMES[input.plan];
    return body;
  }
  data.buyer.email = input.email;
  data.purchase.transaction = input.transaction;
  data.purchase.offer = { ...data.purchase.offer, code: input.offers[input.plan] ?? 'teste' };
  data.purchase.price = { value: PLAN_PRICES[input.plan], currency_value: 'BRL' };
  if (input.plan === 'vitalicio') {
    delete data.subscription;
  } else {
    data.subscription = {
      ...data.subscription,
      subscriber: { code: input.subscriberCode },
      plan: { ...data.subscription?.plan, name: PLAN_NAMES[input.plan] },
    };
  }
  return body;
}
