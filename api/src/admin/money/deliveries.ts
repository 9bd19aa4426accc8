import type {
  AccountPlan,
  CheckoutOffers,
  DeliveriesQuery,
  DeliveryDetail,
  DeliveryItem,
  DeliveryOrigin,
  LedgerItem,
  PlanSlug,
} from '@arte-gospel/domain';
import { isCheckoutPlanSlug } from '@arte-gospel/domain';
import type { Kysely, Selectable } from 'kysely';
import type { SessionUser } from '../../app-env';
import { paged } from '../../db/paging';
import type { Database, PurchasesTable, UsersTable, WebhookDeliveriesTable } from '../../db/schema';
import { insertDelivery } from '../../purchases/deliveries-repository';
import { readPostback } from '../../purchases/postback';
import { assignPurchase, recordPostback } from '../../purchases/purchases';
import { issueMessage } from '../../validation';
import { recordAudit, snapshotText } from '../audit';

// The delivery log and the unmatched purchases as staff see them (issue 19, /admin/webhooks):
// a filtered page of deliveries, one with its stored payload, a replay of it through the
// purchase path, and the assignment of an unmatched purchase to an account.

type Delivery = Selectable<WebhookDeliveriesTable>;
type Actor = Pick<SessionUser, 'id' | 'name' | 'username' | 'nivelacesso'>;

function deliveryItem(row: Delivery): DeliveryItem {
  return {
    id: row.id,
    event: row.event,
    transactionId: row.transaction_id,
    email: row.email,
    status: row.status,
    result: row.result,
    message: row.message,
    origin: row.origin,
    replayOf: row.replay_of,
    receivedAt: row.received_at.toISOString(),
  };
}

/** Escapes LIKE's wildcards in a searched text. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listDeliveries(db: Kysely<Database>, query: DeliveriesQuery) {
  let base = db.selectFrom('webhook_deliveries');
  if (query.result !== '_all') base = base.where('result', '=', query.result);
  if (query.origin !== '_all') base = base.where('origin', '=', query.origin);
  if (query.q) {
    const pattern = likeText(query.q);
    base = base.where((eb) =>
      eb.or([
        eb('event', 'ilike', pattern),
        eb('transaction_id', 'ilike', pattern),
        eb('email', 'ilike', pattern),
      ]),
    );
  }
  const { rows, totalCount } = await paged(
    base,
    base.selectAll().orderBy('received_at', 'desc').orderBy('id', 'desc'),
    query,
  );
  return { deliveries: rows.map(deliveryItem), totalCount };
}

/** The stored body for people: JSON parsed, any secret-named field blanked again. */
function shownPayload(payload: string): unknown {
  const safe = snapshotText(parseJson(payload)) ?? '';
  return parseJson(safe);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

type LedgerRow = Selectable<PurchasesTable> & {
  user_name: string | null;
  user_email: string | null;
};

function buyerName(payload: string): string | null {
  const json = parseJson(payload) as { data?: { buyer?: { name?: unknown } } } | string;
  const name = typeof json === 'object' ? json?.data?.buyer?.name : undefined;
  return typeof name === 'string' && name.trim() ? name.trim().slice(0, 200) : null;
}

function ledgerItem(row: LedgerRow): LedgerItem {
  return {
    id: row.id,
    transactionId: row.transaction_id,
    event: row.event,
    email: row.email,
    buyerName: buyerName(row.payload),
    plan: row.plan && isCheckoutPlanSlug(row.plan) ? row.plan : null,
    result: row.result,
    offerCode: row.offer_code,
    productId: row.product_id,
    amountCents: row.amount_cents,
    currency: row.currency,
    eventAt: row.event_at?.toISOString() ?? null,
    deliveryId: row.delivery_id,
    user:
      row.user_id !== null && row.user_email !== null
        ? { id: row.user_id, name: row.user_name, email: row.user_email }
        : null,
  };
}

function ledgerRows(db: Kysely<Database>) {
  return db
    .selectFrom('purchases as p')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .selectAll('p')
    .select(['u.name as user_name', 'u.email as user_email']);
}

export async function findDelivery(
  db: Kysely<Database>,
  id: number,
): Promise<DeliveryDetail | undefined> {
  const row = await db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [purchases, replays] = await Promise.all([
    ledgerRows(db).where('p.delivery_id', '=', id).orderBy('p.id').execute(),
    db
      .selectFrom('webhook_deliveries')
      .select(['id', 'result'])
      .where('replay_of', '=', id)
      .orderBy('id')
      .execute(),
  ]);
  return {
    ...deliveryItem(row),
    payload: shownPayload(row.payload),
    purchases: purchases.map(ledgerItem),
    replays,
  };
}

/** Purchases no plan matched, newest first (the diagnostics' tests left out). */
export async function listUnmatched(db: Kysely<Database>, page: { page: number; limit: number }) {
  const base = db
    .selectFrom('purchases as p')
    .leftJoin('webhook_deliveries as d', 'd.id', 'p.delivery_id')
    .where('p.result', '=', 'unmatched')
    .where((eb) => eb.or([eb('d.origin', 'is', null), eb('d.origin', '!=', 'test')]));
  const { rows: ids, totalCount } = await paged(
    base,
    base.select('p.id').orderBy('p.created_at', 'desc').orderBy('p.id', 'desc'),
    page,
  );
  const rows = ids.length
    ? await ledgerRows(db)
        .where(
          'p.id',
          'in',
          ids.map((row) => row.id),
        )
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .execute()
    : [];
  return { purchases: rows.map(ledgerItem), totalCount };
}

export function accountPlan(user: Selectable<UsersTable>): AccountPlan {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    nivelacesso: user.nivelacesso ?? 'usuario',
    plan: user.tipoplano,
    lifetime: user.acessovitalicio === true,
    expiresAt: user.dataexpiracao?.toISOString() ?? null,
    emailVerified: user.email_verified === true,
  };
}

/** Up to 10 accounts whose name, username or e-mail has `q` (an id: that account). */
export async function searchAccounts(db: Kysely<Database>, q: string | undefined) {
  let query = db.selectFrom('users').selectAll().orderBy('id').limit(10);
  if (q) {
    const pattern = likeText(q);
    query = query.where((eb) =>
      eb.or([
        eb('name', 'ilike', pattern),
        eb('username', 'ilike', pattern),
        eb('email', 'ilike', pattern),
        ...(/^\d{1,9}$/.test(q) ? [eb('id', '=', Number(q))] : []),
      ]),
    );
  }
  return { accounts: (await query.execute()).map(accountPlan) };
}

export type AssignAnswer =
  | { kind: 'missing' }
  | { kind: 'taken' }
  | { kind: 'done'; result: LedgerItem['result'] | 'duplicate'; account: AccountPlan };

/**
 * Gives an unmatched purchase to an account with the plan staff chose, through the purchase
 * path's own apply rules, and logs it, all in one transaction. Again for the same account:
 * 'duplicate', nothing changes; for another account: taken.
 */
export async function assignUnmatched(
  db: Kysely<Database>,
  actor: Actor,
  purchaseId: number,
  userId: number,
  plan: PlanSlug,
  now = new Date(),
): Promise<AssignAnswer> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('purchases')
      .select(['id', 'transaction_id', 'event', 'email', 'plan', 'result', 'user_id'])
      .where('id', '=', purchaseId)
      .executeTakeFirst();
    const outcome = await assignPurchase(trx, purchaseId, userId, plan, now);
    if (outcome.kind !== 'done') return outcome;
    if (outcome.result !== 'duplicate') {
      const after = await trx
        .selectFrom('purchases')
        .select(['id', 'transaction_id', 'event', 'email', 'plan', 'result', 'user_id'])
        .where('id', '=', purchaseId)
        .executeTakeFirst();
      await recordAudit(trx, actor, {
        action: 'purchase.assign',
        targetType: 'purchases',
        targetId: purchaseId,
        summary: `Compra ${before?.transaction_id} (${before?.email}) atribuída a ${outcome.user.email}, plano ${plan}: ${outcome.result}`,
        before,
        after,
      });
    }
    return { kind: 'done', result: outcome.result, account: accountPlan(outcome.user) };
  });
}

/**
 * Runs a stored body through the purchase path as a new delivery of `origin` (the log keeps
 * the original untouched): the webhook's own reading and recording, so a (transaction,
 * event) already in the ledger is a duplicate and changes nothing.
 */
export async function processPayload(
  db: Kysely<Database>,
  offers: CheckoutOffers,
  payload: string,
  meta: { origin: DeliveryOrigin; replayOf?: number; sentBy: number },
) {
  const parsed = readPostback(parseJson(payload));
  const message = parsed.kind === 'invalid' ? issueMessage(parsed.issues) : null;
  const described =
    parsed.kind === 'postback'
      ? {
          provider_event_id: parsed.postback.providerEventId,
          event: parsed.postback.event,
          transaction_id: parsed.postback.transactionId,
          email: parsed.postback.email,
          status: parsed.postback.status,
        }
      : parsed.kind === 'ignored'
        ? { provider_event_id: parsed.providerEventId, event: parsed.event }
        : { event: parsed.event ?? null };
  const deliveryId = await insertDelivery(db, {
    ...described,
    result: message ? 'invalid' : parsed.kind === 'ignored' ? 'ignored' : 'received',
    message,
    payload,
    origin: meta.origin,
    replay_of: meta.replayOf ?? null,
    sent_by: meta.sentBy,
  });
  if (parsed.kind !== 'postback') {
    return { deliveryId, result: message ? 'invalid' : 'ignored', message } as const;
  }
  const outcome = await recordPostback(db, offers, parsed.postback, { id: deliveryId, payload });
  return { deliveryId, result: outcome.result, message: null };
}

/** Replays a stored delivery, logged in the same transaction; undefined when there is none. */
export async function replayDelivery(
  db: Kysely<Database>,
  offers: CheckoutOffers,
  actor: Actor,
  id: number,
) {
  return db.transaction().execute(async (trx) => {
    const original = await trx
      .selectFrom('webhook_deliveries')
      .select(['id', 'payload', 'event', 'transaction_id', 'result'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!original) return undefined;
    const outcome = await processPayload(trx, offers, original.payload, {
      origin: 'replay',
      replayOf: id,
      sentBy: actor.id,
    });
    await recordAudit(trx, actor, {
      action: 'webhook.replay',
      targetType: 'webhook_deliveries',
      targetId: id,
      summary: `Entrega ${id} (${original.event ?? 'sem evento'}) reprocessada: ${outcome.result}`,
      before: { id, result: original.result },
      after: outcome,
    });
    return outcome;
  });
}
