import { timingSafeEqual } from 'node:crypto';
import {
  boundedInt,
  boundedString,
  ID_MAX,
  isStaff,
  PLAN_DURATION_DAYS,
  PLAN_SLUGS,
} from '@arte-gospel/domain';
import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import * as v from 'valibot';
import type { Database, UsersTable } from '../db/schema';

/**
 * Purchases from the payment provider's webhook (platform §2.5: monthly, annual and lifetime
 * plans sold through an external checkout). Events are normalised to five kinds; the
 * provider's own names (Hotmart's PURCHASE_* family) are accepted too.
 */
export const PURCHASE_EVENTS = [
  'approved',
  'renewed',
  'cancelled',
  'refunded',
  'chargeback',
] as const;
export type PurchaseEvent = (typeof PURCHASE_EVENTS)[number];

const PROVIDER_EVENT_NAMES: Record<string, PurchaseEvent> = {
  PURCHASE_APPROVED: 'approved',
  PURCHASE_COMPLETE: 'approved',
  PURCHASE_RENEWED: 'renewed',
  PURCHASE_CANCELED: 'cancelled',
  SUBSCRIPTION_CANCELLATION: 'cancelled',
  PURCHASE_REFUNDED: 'refunded',
  PURCHASE_CHARGEBACK: 'chargeback',
};

export const PurchaseWebhookSchema = v.object({
  event: v.pipe(
    v.string('Informe o evento'),
    v.transform((name) => PROVIDER_EVENT_NAMES[name] ?? name),
    v.picklist(PURCHASE_EVENTS, 'Evento de compra desconhecido'),
  ),
  transactionId: boundedString('A transação', {
    min: 1,
    max: 100,
    trim: true,
    minMessage: 'Informe a transação',
  }),
  email: v.pipe(v.string(), v.trim(), v.email('Email do comprador inválido')),
  plan: v.picklist(PLAN_SLUGS, 'Plano inválido'),
  /** The amount_cents column is a 32-bit integer: 2^40 is a 400, not a database error. */
  amountCents: v.optional(boundedInt('amountCents', 0, ID_MAX)),
});
export type PurchaseWebhook = v.InferOutput<typeof PurchaseWebhookSchema>;

/** Header carrying the shared secret the provider sends with every event. */
export const WEBHOOK_TOKEN_HEADER = 'x-hotmart-hottok';
export const SUBSCRIPTION_ORIGIN = 'hotmart';

const DAY_MS = 86_400_000;

export function tokenMatches(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

type Db = Kysely<Database> | Transaction<Database>;
type User = Selectable<UsersTable>;

/** The account changes one event makes (access is extended from the later of now and the current end). */
export function planChange(
  user: User,
  purchase: Pick<PurchaseWebhook, 'event' | 'plan'>,
  now = new Date(),
): Updateable<UsersTable> | null {
  const staff = isStaff(user);
  switch (purchase.event) {
    case 'approved':
    case 'renewed': {
      if (purchase.plan === 'vitalicio') {
        return {
          tipoplano: 'vitalicio',
          acessovitalicio: true,
          dataexpiracao: null,
          origemassinatura: SUBSCRIPTION_ORIGIN,
          ...(staff ? {} : { nivelacesso: 'premium' }),
        };
      }
      const from = Math.max(now.getTime(), user.dataexpiracao?.getTime() ?? 0);
      return {
        tipoplano: purchase.plan,
        dataexpiracao: new Date(from + PLAN_DURATION_DAYS[purchase.plan] * DAY_MS),
        origemassinatura: SUBSCRIPTION_ORIGIN,
        ...(staff ? {} : { nivelacesso: 'premium' }),
      };
    }
    // Cancelling keeps access until the end of the period (platform §2.5 FAQ).
    case 'cancelled':
      return null;
    // Money returned: access ends now.
    case 'refunded':
    case 'chargeback':
      return {
        tipoplano: null,
        acessovitalicio: false,
        dataexpiracao: now,
        ...(staff ? {} : { nivelacesso: 'usuario' }),
      };
  }
}

async function applyToUser(
  db: Db,
  user: User,
  purchase: Pick<PurchaseWebhook, 'event' | 'plan'>,
  now: Date,
) {
  const change = planChange(user, purchase, now);
  if (!change) return user;
  return db
    .updateTable('users')
    .set({ ...change, updated_at: now })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The account of an email, its row locked until the transaction ends. */
async function lockUserByEmail(trx: Transaction<Database>, email: string) {
  return trx
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Records one event, idempotent by (transaction, event): a repeat changes nothing. It is
 * applied at once only to an account that has proved it owns the email (verified); else it
 * waits for an account of that email to verify it (verifyEmailAndApplyPurchases).
 * Both lock the account row, so an event and a verification at the same time never lose it.
 */
export async function recordPurchase(
  db: Kysely<Database>,
  purchase: PurchaseWebhook,
  payload: string,
  now = new Date(),
) {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('purchases')
      .values({
        transaction_id: purchase.transactionId,
        event: purchase.event,
        email: purchase.email,
        plan: purchase.plan,
        amount_cents: purchase.amountCents ?? null,
        payload: payload.slice(0, 20_000),
      })
      .onConflict((oc) => oc.columns(['transaction_id', 'event']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return { duplicate: true, applied: false };
    const user = await lockUserByEmail(trx, purchase.email);
    if (!user?.email_verified) return { duplicate: false, applied: false };
    await applyToUser(trx, user, purchase, now);
    await trx
      .updateTable('purchases')
      .set({ user_id: user.id, applied_at: now })
      .where('id', '=', inserted.id)
      .execute();
    return { duplicate: false, applied: true };
  });
}

const ACTIVATING_EVENTS = ['approved', 'renewed'];

/** Whether a purchase for this email waits for the email to be verified (the panel says so). */
export async function hasPendingPurchase(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('purchases')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('applied_at', 'is', null)
    .where('event', 'in', ACTIVATING_EVENTS)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks the account's email verified and applies, in order, the purchases kept for that email
 * (the proof of owning it is what gives them to this account). Returns the account.
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
    const pending = await trx
      .selectFrom('purchases')
      .select(['id', 'event', 'plan'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', user!.email.toLowerCase()))
      .where('applied_at', 'is', null)
      .orderBy('id')
      .forUpdate()
      .execute();
    for (const purchase of pending) {
      const plan = v.safeParse(PurchaseWebhookSchema.entries.plan, purchase.plan);
      const event = v.safeParse(PurchaseWebhookSchema.entries.event, purchase.event);
      if (plan.success && event.success)
        user = await applyToUser(trx, user, { event: event.output, plan: plan.output }, now);
      await trx
        .updateTable('purchases')
        .set({ user_id: userId, applied_at: now })
        .where('id', '=', purchase.id)
        .execute();
    }
    return user;
  });
}
