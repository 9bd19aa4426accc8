import { timingSafeEqual } from 'node:crypto';
import {
  type CheckoutOffers,
  configuredOfferCodes,
  isCheckoutPlanSlug,
  isStaff,
  type LedgerResult,
  type PlanSlug,
  planForOffer,
  planForPurchase,
  planNamed,
  planPeriodEnd,
} from '@arte-gospel/domain';
import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database, PurchasesTable, UsersTable } from '../db/schema';
import { eventKind, type Postback } from './postback';

/**
 * The purchase ledger (ARCHITECTURE "The back of the house"): the provider's postbacks,
 * one row per (transaction, event), matched to a plan by the offer code of its checkout link
 * and applied to the account that proved it owns the buyer's e-mail. A repeat changes
 * nothing; a transaction grants at most once, and never after it was refunded, charged back
 * or cancelled, whatever order the events arrive in.
 */

export { WEBHOOK_TOKEN_HEADER } from './postback';
export const SUBSCRIPTION_ORIGIN = 'hotmart';

export function tokenMatches(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

type Db = Kysely<Database> | Transaction<Database>;
type User = Selectable<UsersTable>;
type LedgerRow = Selectable<PurchasesTable>;

const lowerEmail = (email: string) => email.trim().toLowerCase();

/** The account changes a grant of `plan` makes (access extended from the later of now and the current end). */
export function grantChange(user: User, plan: PlanSlug, now: Date): Updateable<UsersTable> {
  const level = isStaff(user) ? {} : { nivelacesso: 'premium' as const };
  if (plan === 'vitalicio') {
    return {
      tipoplano: 'vitalicio',
      acessovitalicio: true,
      dataexpiracao: null,
      origemassinatura: SUBSCRIPTION_ORIGIN,
      ...level,
    };
  }
  const from = new Date(Math.max(now.getTime(), user.dataexpiracao?.getTime() ?? 0));
  return {
    tipoplano: plan,
    dataexpiracao: planPeriodEnd(plan, from),
    origemassinatura: SUBSCRIPTION_ORIGIN,
    ...level,
  };
}

/** Money returned: the account is free again (lifetime too); favourites and history stay. */
export function revokeChange(user: User, now: Date): Updateable<UsersTable> {
  return {
    tipoplano: null,
    acessovitalicio: false,
    dataexpiracao: now,
    ...(isStaff(user) ? {} : { nivelacesso: 'usuario' as const }),
  };
}

async function updateUser(db: Db, user: User, change: Updateable<UsersTable>, now: Date) {
  return db
    .updateTable('users')
    .set({ ...change, updated_at: now })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The other rows of a transaction (already committed, or earlier in this one). */
async function transactionRows(db: Db, transactionId: string, exceptId: number) {
  return db
    .selectFrom('purchases')
    .selectAll()
    .where('transaction_id', '=', transactionId)
    .where('id', '!=', exceptId)
    .execute();
}

const kindOf = (row: Pick<LedgerRow, 'event'>) => eventKind(row.event);

/**
 * What one ledger row does to its (locked, verified) account: the account after it and the
 * row's result. Decided from the transaction's other rows, so the order rows arrive in
 * does not change where the account ends.
 */
async function applyRow(db: Db, user: User, row: LedgerRow, now: Date) {
  const kind = kindOf(row);
  const plan = row.plan && isCheckoutPlanSlug(row.plan) ? row.plan : null;
  const others =
    kind === 'grant' || kind === 'revoke'
      ? await transactionRows(db, row.transaction_id, row.id)
      : [];
  const appliedGrant = others.some(
    (other) => kindOf(other) === 'grant' && other.result === 'applied' && other.user_id === user.id,
  );
  let result: LedgerResult = 'recorded';
  let accessUntil: Date | null = null;
  if (kind === 'grant') {
    if (others.some((other) => kindOf(other) === 'revoke')) result = 'refused';
    else if (!plan) result = 'unmatched';
    // One transaction grants once (PURCHASE_COMPLETE follows PURCHASE_APPROVED), and a
    // lifetime account keeps its lifetime plan.
    else if (!appliedGrant && !(user.acessovitalicio && plan !== 'vitalicio')) {
      user = await updateUser(db, user, grantChange(user, plan, now), now);
      result = 'applied';
    }
  } else if (kind === 'revoke') {
    if (appliedGrant) {
      user = await updateUser(db, user, revokeChange(user, now), now);
      result = 'applied';
    }
  } else if (kind === 'cancel') {
    // No renewal: access lasts until the paid period ends.
    accessUntil = user.dataexpiracao ?? row.next_charge_at;
    result = 'applied';
  }
  await db
    .updateTable('purchases')
    .set({ user_id: user.id, applied_at: now, result, access_until: accessUntil })
    .where('id', '=', row.id)
    .execute();
  return { user, result };
}

/** The account a grant of the row's transaction was applied to, its row locked; or none. */
async function lockGrantedAccount(trx: Transaction<Database>, row: LedgerRow) {
  const grant = (await transactionRows(trx, row.transaction_id, row.id)).find(
    (other) => kindOf(other) === 'grant' && other.result === 'applied' && other.user_id !== null,
  );
  if (!grant?.user_id) return undefined;
  return trx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', grant.user_id)
    .forUpdate()
    .executeTakeFirst();
}

/** The account of an e-mail, its row locked until the transaction ends. */
async function lockUserByEmail(trx: Transaction<Database>, email: string) {
  return trx
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', lowerEmail(email)))
    .forUpdate()
    .executeTakeFirst();
}

/** The account a subscription belongs to: the one its payments went to, else its e-mail's. */
async function lockSubscriber(trx: Transaction<Database>, postback: Postback) {
  const owner = postback.subscriberCode
    ? await trx
        .selectFrom('purchases')
        .select('user_id')
        .where('subscriber_code', '=', postback.subscriberCode)
        .where('user_id', 'is not', null)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst()
    : undefined;
  if (owner?.user_id == null) return lockUserByEmail(trx, postback.email);
  return trx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', owner.user_id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Whether a product is one of the configured checkout links': a postback for it carried
 * one of their offer codes (the link's own product code never comes back in a postback;
 * domain/src/plans/offers.ts explains why data.product.id is what is compared).
 */
async function isConfiguredProduct(db: Db, offers: CheckoutOffers, productId: string | null) {
  const codes = configuredOfferCodes(offers);
  if (productId === null || codes.length === 0) return false;
  const row = await db
    .selectFrom('purchases')
    .select('id')
    .where('product_id', '=', productId)
    .where('offer_code', 'in', codes)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The plan of a postback: for a payment, its offer, else its plan name when its product is
 * a configured link's; for any later event, what its transaction (or subscription) was
 * matched to, else the same as a payment.
 */
async function matchPlan(db: Db, offers: CheckoutOffers, postback: Postback) {
  const own = async () =>
    planForPurchase(offers, {
      ...postback,
      configuredProduct:
        planForOffer(offers, postback.offerCode) === null &&
        planNamed(postback.planName) !== null &&
        (await isConfiguredProduct(db, offers, postback.productId)),
    });
  if (postback.kind === 'grant') return own();
  const column = postback.kind === 'cancel' ? 'subscriber_code' : 'transaction_id';
  const key = postback.kind === 'cancel' ? postback.subscriberCode : postback.transactionId;
  const known = key
    ? await db
        .selectFrom('purchases')
        .select('plan')
        .where(column, '=', key)
        .where('plan', 'is not', null)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst()
    : undefined;
  return known?.plan && isCheckoutPlanSlug(known.plan) ? known.plan : own();
}

/** Runs `work` in `db`'s transaction when it is one (a staff replay logs in it), else in a new one. */
function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

export interface RecordOutcome {
  result: LedgerResult | 'duplicate';
  plan: PlanSlug | null;
}

/**
 * Records one postback, idempotent by (transaction, event): a repeat, even at the same
 * moment, changes nothing (the unique constraint; the second insert waits for the first's
 * transaction). It is applied at once to an account that has proved it owns the e-mail;
 * else it waits for one (verifyEmailAndApplyPurchases). Both lock the account row, so a
 * postback and a verification at the same time never lose it.
 */
export async function recordPostback(
  db: Kysely<Database>,
  offers: CheckoutOffers,
  postback: Postback,
  delivery: { id: number; payload: string },
  now = new Date(),
): Promise<RecordOutcome> {
  return inTransaction(db, async (trx) => {
    const plan = await matchPlan(trx, offers, postback);
    const row = await trx
      .insertInto('purchases')
      .values({
        transaction_id: postback.transactionId,
        event: postback.event,
        email: postback.email,
        plan,
        amount_cents: postback.amountCents,
        payload: delivery.payload,
        provider_event_id: postback.providerEventId,
        status: postback.status,
        offer_code: postback.offerCode,
        product_id: postback.productId,
        subscriber_code: postback.subscriberCode,
        currency: postback.currency,
        recurrence_number: postback.recurrenceNumber,
        event_at: postback.eventAt,
        next_charge_at: postback.nextChargeAt,
        origin_sck: postback.origin.sck,
        origin_src: postback.origin.src,
        origin_xcod: postback.origin.xcod,
        result: plan ? 'pending' : 'unmatched',
        delivery_id: delivery.id,
      })
      .onConflict((oc) => oc.columns(['transaction_id', 'event']).doNothing())
      .returningAll()
      .executeTakeFirst();
    const outcome = async (result: RecordOutcome['result']) => {
      await trx
        .updateTable('webhook_deliveries')
        .set({ result })
        .where('id', '=', delivery.id)
        .execute();
      return { result, plan };
    };
    if (!row) return outcome('duplicate');
    // Money returned for a purchase already given to an account goes to that account, even
    // when staff gave it to one of another e-mail or no plan matched the refund's offer.
    const granted = postback.kind === 'revoke' ? await lockGrantedAccount(trx, row) : undefined;
    if (granted) return outcome((await applyRow(trx, granted, row, now)).result);
    if (row.result === 'unmatched') return outcome('unmatched');
    const user =
      postback.kind === 'cancel'
        ? await lockSubscriber(trx, postback)
        : await lockUserByEmail(trx, postback.email);
    if (!user?.email_verified) {
      if (postback.kind !== 'record') return outcome('pending');
      await trx
        .updateTable('purchases')
        .set({ result: 'recorded' })
        .where('id', '=', row.id)
        .execute();
      return outcome('recorded');
    }
    return outcome((await applyRow(trx, user, row, now)).result);
  });
}

/** Whether a payment for this e-mail waits for the e-mail to be verified (the panel says so). */
export async function hasPendingPurchase(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('purchases')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', lowerEmail(email)))
    .where('result', '=', 'pending')
    .where('event', 'in', ['PURCHASE_APPROVED', 'PURCHASE_COMPLETE', 'approved', 'renewed'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks the account's e-mail verified and applies the events kept for that e-mail, in the
 * provider's order (the proof of owning it is what gives them to this account); events
 * recorded without an account join its history. Returns the account.
 */
export async function verifyEmailAndApplyPurchases(
  db: Kysely<Database>,
  userId: number,
  now = new Date(),
): Promise<User | undefined> {
  return db.transaction().execute(async (trx) => {
    let user = await trx
      .updateTable('users')
      .set({ email_verified: true, updated_at: now })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!user) return undefined;
    const email = lowerEmail(user.email);
    const pending = await trx
      .selectFrom('purchases')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .where('result', '=', 'pending')
      .orderBy('event_at')
      .orderBy('id')
      .forUpdate()
      .execute();
    for (const row of pending) user = (await applyRow(trx, user, row, now)).user;
    await trx
      .updateTable('purchases')
      .set({ user_id: userId })
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .where('result', 'in', ['recorded', 'refused'])
      .where('user_id', 'is', null)
      .execute();
    return user;
  });
}

export type AssignOutcome =
  | { kind: 'missing' }
  | { kind: 'taken' }
  | { kind: 'done'; result: LedgerResult | 'duplicate'; user: User };

/**
 * Staff give a purchase no plan matched (result 'unmatched') to an account, with the plan
 * they chose (issue 19, /admin/webhooks): the row takes the plan and is applied to the
 * account by the same rules as a postback (applyRow). The row and the account are locked;
 * asked again for the same account it is a duplicate that changes nothing, for another
 * account it is taken. Missing: no such row or account.
 */
export async function assignPurchase(
  trx: Transaction<Database>,
  purchaseId: number,
  userId: number,
  plan: PlanSlug,
  now = new Date(),
): Promise<AssignOutcome> {
  const row = await trx
    .selectFrom('purchases')
    .selectAll()
    .where('id', '=', purchaseId)
    .forUpdate()
    .executeTakeFirst();
  const user = await trx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row || !user) return { kind: 'missing' };
  if (row.result !== 'unmatched') {
    return row.user_id === userId ? { kind: 'done', result: 'duplicate', user } : { kind: 'taken' };
  }
  await trx.updateTable('purchases').set({ plan }).where('id', '=', row.id).execute();
  const applied = await applyRow(trx, user, { ...row, plan }, now);
  return { kind: 'done', result: applied.result, user: applied.user };
}
