import type { SubscriptionResponse } from '@arte-gospel/domain';
import { HttpResponse, http } from 'msw';
import { users } from '../fixtures/users';
import { checkoutLinksHandlers } from './commerce';

// GET /api/me/subscription as each account of the fixtures sees it (api/src/purchases/
// subscription.ts). Dates are relative to the moment the story runs, as in users.ts.
const DAY_MS = 86_400_000;
const isoInDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const MANAGE_URL = 'https://consumer.hotmart.com';

export const subscriptions = {
  none: {
    plan: null,
    status: 'none',
    expiresAt: null,
    nextChargeAt: null,
    manageUrl: null,
    renewPlan: null,
    purchases: [],
  },
  active: {
    plan: 'anual',
    status: 'active',
    expiresAt: users.premium.dataexpiracao,
    nextChargeAt: users.premium.dataexpiracao,
    manageUrl: MANAGE_URL,
    renewPlan: 'anual',
    purchases: [
      {
        transaction: 'HP16015479281022',
        date: isoInDays(-165),
        plan: 'anual',
        amountCents: 9700,
        currency: 'BRL',
        status: 'approved',
      },
      {
        transaction: 'HP16015479281010',
        date: isoInDays(-200),
        plan: 'mensal',
        amountCents: 4700,
        currency: 'BRL',
        status: 'refunded',
      },
    ],
  },
  /** A plan given on this side (a demo or staff-granted account): no purchase at the provider. */
  given: {
    plan: 'anual',
    status: 'active',
    expiresAt: users.premium.dataexpiracao,
    nextChargeAt: users.premium.dataexpiracao,
    manageUrl: null,
    renewPlan: 'anual',
    purchases: [],
  },
  cancelled: {
    plan: 'mensal',
    status: 'cancelled',
    expiresAt: users.expiring.dataexpiracao,
    nextChargeAt: null,
    manageUrl: MANAGE_URL,
    renewPlan: 'mensal',
    purchases: [
      {
        transaction: 'HP20000000000003',
        date: isoInDays(-27),
        plan: 'mensal',
        amountCents: 4700,
        currency: 'BRL',
        status: 'approved',
      },
    ],
  },
  expired: {
    plan: 'mensal',
    status: 'expired',
    expiresAt: users.expired.dataexpiracao,
    nextChargeAt: null,
    manageUrl: MANAGE_URL,
    renewPlan: 'mensal',
    purchases: [
      {
        transaction: 'HP20000000000004',
        date: isoInDays(-33),
        plan: 'mensal',
        amountCents: 4700,
        currency: 'BRL',
        status: 'completed',
      },
    ],
  },
  lifetime: {
    plan: 'vitalicio',
    status: 'lifetime',
    expiresAt: null,
    nextChargeAt: null,
    manageUrl: MANAGE_URL,
    renewPlan: null,
    purchases: [
      {
        transaction: 'HP20000000000005',
        date: isoInDays(-400),
        plan: 'vitalicio',
        amountCents: 29700,
        currency: 'BRL',
        status: 'completed',
      },
    ],
  },
  staff: {
    plan: null,
    status: 'lifetime',
    expiresAt: null,
    nextChargeAt: null,
    manageUrl: null,
    renewPlan: null,
    purchases: [],
  },
} satisfies Record<string, SubscriptionResponse>;

/** GET /api/me/subscription answering `subscription` (or a 500 with the API's message). */
export function subscriptionHandlers(subscription: SubscriptionResponse | 'error') {
  return [
    http.get('/api/me/subscription', () =>
      subscription === 'error'
        ? HttpResponse.json({ message: 'Erro ao carregar a assinatura' }, { status: 500 })
        : HttpResponse.json(subscription),
    ),
    // The renewal button's plan link.
    ...checkoutLinksHandlers(),
  ];
}
