import * as v from 'valibot';
import { PLAN_SLUGS } from '../plans';
import { IsoDateSchema } from './common';

// Issue 16: GET /api/me/subscription, what /painel/assinatura shows (not in the specs; in the
// style of the specified calls, like library.ts).

/**
 * The account's plan as the page says it: active (renews), cancelled (no renewal, access
 * until expiresAt), expired, lifetime, none (free, or its purchase was refunded).
 */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'cancelled',
  'expired',
  'lifetime',
  'none',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A purchase's state, from the provider's last word on it (a refund is final). */
export const PURCHASE_STATUSES = [
  'approved',
  'completed',
  'refunded',
  'chargeback',
  'cancelled',
  'delayed',
  'protest',
  'expired',
  'waiting',
] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** One purchase (one transaction of the provider) in the account's history. */
export const PurchaseHistoryItemSchema = v.object({
  transaction: v.string(),
  /** When the provider first told of it. */
  date: IsoDateSchema,
  plan: v.nullable(v.picklist(PLAN_SLUGS)),
  amountCents: v.nullable(v.number()),
  currency: v.nullable(v.string()),
  status: v.picklist(PURCHASE_STATUSES),
});
export type PurchaseHistoryItem = v.InferOutput<typeof PurchaseHistoryItemSchema>;

export const SubscriptionResponseSchema = v.object({
  /** The account's tipoplano (null: none). */
  plan: v.nullable(v.string()),
  status: v.picklist(SUBSCRIPTION_STATUSES),
  /** End of access (null: lifetime or none). */
  expiresAt: v.nullable(IsoDateSchema),
  /** The next charge of an active subscription (null otherwise). */
  nextChargeAt: v.nullable(IsoDateSchema),
  /** The provider's buyer area (manage or cancel the subscription); null without a purchase there. */
  manageUrl: v.nullable(v.string()),
  /** The plan whose checkout 'Renovar' opens (null for lifetime or when none is known). */
  renewPlan: v.nullable(v.picklist(PLAN_SLUGS)),
  /** Newest first. */
  purchases: v.array(PurchaseHistoryItemSchema),
});
export type SubscriptionResponse = v.InferOutput<typeof SubscriptionResponseSchema>;
