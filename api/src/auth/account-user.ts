import type { AppContext, SessionUser } from '../app-env';
import { hasPendingPurchase } from '../purchases/purchases';
import { publicUser } from './session';

/**
 * The user of the contract (platform §3) plus what the site needs to ask for the email
 * proof: emailVerified, and pendingPurchase (a purchase for this email waits for it).
 * Every call that answers the signed-in user answers this.
 */
export async function accountUser(c: AppContext, user: SessionUser) {
  return {
    ...publicUser(user),
    emailVerified: user.email_verified,
    pendingPurchase: !user.email_verified && (await hasPendingPurchase(c.var.db, user.email)),
  };
}
