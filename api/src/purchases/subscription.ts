import {
  isCheckoutPlanSlug,
  isExpired,
  isLifetime,
  isPremium,
  type PlanSlug,
  PROVIDER_MANAGE_URL,
  type PurchaseHistoryItem,
  type PurchaseStatus,
  type SubscriptionResponse,
  type SubscriptionStatus,
} from '@arte-gospel/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database, PurchasesTable, UsersTable } from '../db/schema';
import { eventKind } from './postback';

type LedgerRow = Selectable<PurchasesTable>;

const STATUS_OF_EVENT: Readonly<Record<string, PurchaseStatus>> = {
  PURCHASE_APPROVED: 'approved',
  PURCHASE_COMPLETE: 'completed',
  PURCHASE_REFUNDED: 'refunded',
  PURCHASE_CHARGEBACK: 'chargeback',
  PURCHASE_CANCELED: 'cancelled',
  PURCHASE_DELAYED: 'delayed',
  PURCHASE_PROTEST: 'protest',
  PURCHASE_EXPIRED: 'expired',
  PURCHASE_BILLET_PRINTED: 'waiting',
  approved: 'approved',
  renewed: 'approved',
  refunded: 'refunded',
  chargeback: 'chargeback',
};

const time = (row: LedgerRow) => (row.event_at ?? row.created_at).getTime();
const byTime = (a: LedgerRow, b: LedgerRow) => time(a) - time(b) || a.id - b.id;

/** Which event's status a transaction shows: money returned is final, then a dispute, then completion. */
function weight(row: LedgerRow): number {
  if (eventKind(row.event) === 'revoke') return 4;
  if (row.event === 'PURCHASE_PROTEST') return 3;
  if (row.event === 'PURCHASE_COMPLETE') return 2;
  return eventKind(row.event) === 'grant' ? 1 : 0;
}

/** One transaction's history entry: its first time, and the provider's weightiest word on it. */
function historyItem(rows: LedgerRow[]): PurchaseHistoryItem | null {
  const sorted = rows.filter((row) => STATUS_OF_EVENT[row.event]).sort(byTime);
  const first = sorted[0];
  if (!first) return null;
  const final = sorted.reduce((best, row) => (weight(row) >= weight(best) ? row : best));
  const priced = sorted.find((row) => row.amount_cents !== null);
  const plan = sorted.find((row) => row.plan && isCheckoutPlanSlug(row.plan))?.plan ?? null;
  return {
    transaction: first.transaction_id,
    date: new Date(time(first)).toISOString(),
    plan: plan as PlanSlug | null,
    amountCents: priced?.amount_cents ?? null,
    currency: priced?.currency ?? null,
    status: STATUS_OF_EVENT[final.event]!,
  };
}

function status(
  user: Selectable<UsersTable>,
  rows: LedgerRow[],
  now: Date,
): { status: SubscriptionStatus; lastGrant: LedgerRow | undefined } {
  const grants = rows.filter((row) => eventKind(row.event) === 'grant' && row.result === 'applied');
  const lastGrant = grants.sort(byTime).at(-1);
  if (isLifetime(user)) return { status: 'lifetime', lastGrant };
  if (!isPremium(user)) return { status: 'none', lastGrant };
  if (isExpired(user, now)) return { status: 'expired', lastGrant };
  // Cancelled when the subscription's cancellation came after its last payment.
  const cancelled = rows.some(
    (row) =>
      eventKind(row.event) === 'cancel' &&
      row.result === 'applied' &&
      (!lastGrant || time(row) > time(lastGrant)),
  );
  return { status: cancelled ? 'cancelled' : 'active', lastGrant };
}

/** What /painel/assinatura shows for an account (GET /api/me/subscription). */
export async function subscriptionOf(
  db: Kysely<Database>,
  user: Selectable<UsersTable>,
  now = new Date(),
): Promise<SubscriptionResponse> {
  const rows = await db
    .selectFrom('purchases')
    .selectAll()
    .where('user_id', '=', user.id)
    .orderBy('id')
    .execute();
  const state = status(user, rows, now);
  const byTransaction = new Map<string, LedgerRow[]>();
  for (const row of rows) {
    if (eventKind(row.event) === 'cancel') continue;
    byTransaction.set(row.transaction_id, [...(byTransaction.get(row.transaction_id) ?? []), row]);
  }
  const purchases = [...byTransaction.values()]
    .map(historyItem)
    .filter((item) => item !== null)
    .sort((a, b) => b.date.localeCompare(a.date) || b.transaction.localeCompare(a.transaction));
  const expiresAt =
    state.status === 'lifetime' || state.status === 'none' ? null : user.dataexpiracao;
  const nextCharge = state.lastGrant?.next_charge_at;
  const nextChargeAt =
    state.status !== 'active' || user.tipoplano === 'vitalicio'
      ? null
      : nextCharge && nextCharge > now
        ? nextCharge
        : user.dataexpiracao;
  const lastPlan = purchases.find((item) => item.plan)?.plan ?? null;
  const renewPlan =
    state.status === 'lifetime'
      ? null
      : user.tipoplano && isCheckoutPlanSlug(user.tipoplano)
        ? user.tipoplano
        : lastPlan;
  return {
    plan: user.tipoplano,
    status: state.status,
    expiresAt: expiresAt?.toISOString() ?? null,
    nextChargeAt: nextChargeAt?.toISOString() ?? null,
    manageUrl: rows.length > 0 || user.origemassinatura === 'hotmart' ? PROVIDER_MANAGE_URL : null,
    renewPlan,
    purchases,
  };
}
