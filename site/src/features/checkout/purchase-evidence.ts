import { entitlements, type PurchaseStatus, type SubscriptionResponse } from '@arte-gospel/domain';
import type { User } from '../../lib/api-client';

// What /obrigado waits for (issue 16). A free account's purchase shows as the plan turning
// active. An account that is already Premium (renewing, or moving to another plan) has an
// active plan before its new purchase arrives, so the page needs evidence of that purchase:
// a paid purchase in the history that was not there when the page opened, or one the
// provider dated just before it opened (the postback came before the buyer), or the account
// itself moving on (a later expiry, another plan, lifetime access).

/** A paid purchase dated this long before the page opened is the one just made. */
export const JUST_BOUGHT_MS = 30 * 60_000;

/** The history states of a payment that went through (a printed boleto is not one yet). */
const PAID: ReadonlySet<PurchaseStatus> = new Set(['approved', 'completed']);

/** The account as the page first saw it. */
export interface Opening {
  /** Null for a visitor (who may sign in later). */
  user: User | null;
  /** Epoch ms when the page opened. */
  at: number;
  /** The transactions of the history then (null until it has loaded, or when it failed). */
  transactions: ReadonlySet<string> | null;
}

export function planActive(user: User | null | undefined): user is User {
  return user != null && entitlements(user).premiumArts;
}

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/** The account moved on since the page opened: a later end, another plan, lifetime. */
function accountMovedOn(before: User, now: User): boolean {
  if (now.acessovitalicio && !before.acessovitalicio) return true;
  if (now.tipoplano !== before.tipoplano) return true;
  const was = time(before.dataexpiracao);
  const is = time(now.dataexpiracao);
  return Number.isFinite(was) && Number.isFinite(is) && is > was;
}

/** A paid purchase new since the page opened, or dated just before it. */
function paidPurchaseArrived(opening: Opening, subscription: SubscriptionResponse): boolean {
  return subscription.purchases.some(
    (purchase) =>
      PAID.has(purchase.status) &&
      ((opening.transactions !== null && !opening.transactions.has(purchase.transaction)) ||
        time(purchase.date) >= opening.at - JUST_BOUGHT_MS),
  );
}

/**
 * Whether the account shows the purchase /obrigado thanks for: for an account that was
 * free when the page opened, its plan is active; for one already Premium, the plan is
 * active and the account or its history shows the new purchase.
 */
export function purchaseArrived(
  opening: Opening,
  user: User | null | undefined,
  subscription: SubscriptionResponse | undefined,
): boolean {
  if (!planActive(user)) return false;
  if (!planActive(opening.user)) return true;
  if (accountMovedOn(opening.user, user)) return true;
  return subscription !== undefined && paidPurchaseArrived(opening, subscription);
}
