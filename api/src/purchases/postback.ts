import { ATTRIBUTION_VALUE_MAX, EMAIL_MAX } from '@arte-gospel/domain';
import * as v from 'valibot';

/**
 * The payment provider's postback, version 2.0 (developers.hotmart.com "Webhook de
 * compras" 2.0.0): an envelope `{ id, creation_date, event, version, data }` whose `data`
 * has the buyer, the product, the purchase and the subscription for purchase events, or the
 * subscriber and the subscription for SUBSCRIPTION_CANCELLATION. Fields are bounded; fields
 * this platform does not read are allowed and kept in the stored payload.
 */

/** Header carrying the token (the "hottok") the provider sends with every postback. */
export const WEBHOOK_TOKEN_HEADER = 'x-hotmart-hottok';
/** Older configurations also send the token as a body field; it is never stored. */
export const BODY_TOKEN_FIELD = 'hottok';

/** What an event does to an account. */
export type EventKind = 'grant' | 'revoke' | 'cancel' | 'record';

/**
 * The events acted on or recorded, by the provider's name. Any other event (club access,
 * plan switch, abandoned checkout…) is stored as a delivery and answered 200. The lower-case
 * names are the rows of the flat format this replaced (migration 0002's purchases).
 */
export const EVENT_KINDS: Readonly<Record<string, EventKind>> = {
  PURCHASE_APPROVED: 'grant',
  PURCHASE_COMPLETE: 'grant',
  PURCHASE_REFUNDED: 'revoke',
  PURCHASE_CHARGEBACK: 'revoke',
  PURCHASE_CANCELED: 'revoke',
  SUBSCRIPTION_CANCELLATION: 'cancel',
  PURCHASE_DELAYED: 'record',
  PURCHASE_PROTEST: 'record',
  PURCHASE_EXPIRED: 'record',
  PURCHASE_BILLET_PRINTED: 'record',
  approved: 'grant',
  renewed: 'grant',
  refunded: 'revoke',
  chargeback: 'revoke',
  cancelled: 'record',
};

export function eventKind(event: string): EventKind | undefined {
  return Object.hasOwn(EVENT_KINDS, event) ? EVENT_KINDS[event] : undefined;
}

const NO_NUL = (value: string) => !value.includes('\u0000');

/** An optional text field; `label` starts a sentence ('A oferta'). */
function text(label: string, max: number) {
  return v.pipe(
    v.string(`${label} deve ser um texto`),
    v.trim(),
    v.maxLength(max, `${label} deve ter no máximo ${max} caracteres`),
    v.check(NO_NUL, `${label} contém caracteres inválidos`),
  );
}

/** A required text field, missing or empty: 'Informe a transação'. */
function required(label: string, max: number) {
  const missing = `Informe ${label[0]!.toLowerCase()}${label.slice(1)}`;
  // A missing key reads as '' so it fails with this message, not valibot's own.
  return v.optional(requiredText(label, max, missing), '');
}

function requiredText(label: string, max: number, missing: string) {
  return v.pipe(
    v.string(missing),
    v.trim(),
    v.minLength(1, missing),
    v.maxLength(max, `${label} deve ter no máximo ${max} caracteres`),
    v.check(NO_NUL, `${label} contém caracteres inválidos`),
  );
}

/** Milliseconds since 1970, as the provider sends every date. */
function millis(name: string) {
  return v.pipe(
    v.number(`${name} deve ser um número`),
    v.integer(`${name} deve ser um número inteiro`),
    v.minValue(0, `${name} deve ser no mínimo 0`),
    v.maxValue(8_640_000_000_000_000, `${name} está fora do intervalo de datas`),
    v.transform((ms) => new Date(ms)),
  );
}

const optionalMillis = (name: string) => v.nullish(millis(name));

const email = (name: string) =>
  v.optional(
    v.pipe(
      v.string(`${name} deve ser um texto`),
      v.trim(),
      v.maxLength(EMAIL_MAX, `${name} deve ter no máximo ${EMAIL_MAX} caracteres`),
      v.email(`${name} é inválido`),
    ),
    '',
  );

export const PostbackEnvelopeSchema = v.looseObject({
  id: required('O id do evento', 100),
  creation_date: millis('creation_date'),
  event: required('O evento', 60),
  version: v.pipe(
    v.string('Informe a versão do postback'),
    v.regex(/^2\.\d+\.\d+$/, 'Versão do postback não suportada: configure a versão 2.0.0'),
  ),
  data: v.looseObject({}, 'Informe os dados do evento (data)'),
});

const MoneySchema = v.looseObject({
  value: v.pipe(
    v.number('O valor deve ser um número'),
    v.minValue(0, 'O valor deve ser no mínimo 0'),
    v.maxValue(10_000_000, 'O valor deve ser no máximo 10000000'),
  ),
  currency_value: v.optional(text('A moeda', 10)),
});

const SubscriptionSchema = v.looseObject({
  subscriber: v.optional(v.looseObject({ code: v.optional(text('O assinante', 100)) })),
  plan: v.optional(v.looseObject({ name: v.optional(text('O nome do plano', 200)) })),
  status: v.optional(text('O status da assinatura', 40)),
});

/**
 * data.product: its id is a number (0 in the provider's test postbacks), kept as text; a
 * product without a usable id is no product of a configured link.
 */
const ProductSchema = v.fallback(
  v.optional(
    v.looseObject({
      id: v.optional(
        v.union([
          v.pipe(v.number(), v.integer(), v.minValue(0), v.transform(String)),
          v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
        ]),
      ),
    }),
  ),
  undefined,
);

/** data of a PURCHASE_* event. */
export const PurchaseDataSchema = v.looseObject({
  product: ProductSchema,
  buyer: v.looseObject({ email: email('O e-mail do comprador') }),
  purchase: v.looseObject({
    transaction: required('A transação', 100),
    status: v.optional(text('O status da compra', 40)),
    offer: v.optional(v.looseObject({ code: v.optional(text('A oferta', 100)) })),
    price: v.optional(MoneySchema),
    recurrence_number: v.nullish(
      v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)),
    ),
    date_next_charge: optionalMillis('date_next_charge'),
    // Where the buyer came from (the checkout link's sck, src, xcod): read leniently, it
    // never makes a postback invalid (originText).
    origin: v.fallback(v.optional(v.looseObject({})), undefined),
  }),
  // A one-off purchase has none; anything but an object is not one either.
  subscription: v.fallback(v.optional(SubscriptionSchema), undefined),
});

/** data of SUBSCRIPTION_CANCELLATION. */
export const CancellationDataSchema = v.looseObject({
  product: ProductSchema,
  subscriber: v.looseObject({
    code: required('O código do assinante', 100),
    email: email('O e-mail do assinante'),
  }),
  subscription: v.fallback(
    v.optional(
      v.looseObject({
        plan: v.optional(v.looseObject({ name: v.optional(text('O nome do plano', 200)) })),
      }),
    ),
    undefined,
  ),
  date_next_charge: optionalMillis('date_next_charge'),
  cancellation_date: optionalMillis('cancellation_date'),
});

/**
 * The ledger key of a subscription cancellation. A subscriber who reactivates and cancels
 * again sends a second SUBSCRIPTION_CANCELLATION under the same subscriber code, so the code
 * alone would drop it as a repeat: each cancellation is keyed by its own moment
 * (data.cancellation_date), which a redelivery of the same postback repeats, else by the
 * postback's id (the provider's retries resend the same id).
 */
export function cancellationKey(subscriberCode: string, cancelledAt: Date | null, id: string) {
  return `subscription:${subscriberCode}:${cancelledAt ? cancelledAt.getTime() : id}`;
}

/** One postback, in the terms the ledger keeps. */
export interface Postback {
  providerEventId: string;
  event: string;
  kind: EventKind;
  eventAt: Date;
  /**
   * The purchase's transaction; for a subscription cancellation,
   * `subscription:<code>:<cancellation date or postback id>` (cancellationKey).
   */
  transactionId: string;
  email: string;
  status: string | null;
  offerCode: string | null;
  /** The provider's product (data.product.id, as text). */
  productId: string | null;
  planName: string | null;
  subscriberCode: string | null;
  amountCents: number | null;
  currency: string | null;
  recurrenceNumber: number | null;
  nextChargeAt: Date | null;
  /** data.purchase.origin: the tracking values the checkout link carried (null when absent). */
  origin: PurchaseOrigin;
}

export interface PurchaseOrigin {
  sck: string | null;
  src: string | null;
  xcod: string | null;
}

const NO_ORIGIN: PurchaseOrigin = { sck: null, src: null, xcod: null };

/** A text origin value, trimmed and cut to ATTRIBUTION_VALUE_MAX; null when absent or not text. */
function originText(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  return value.trim().slice(0, ATTRIBUTION_VALUE_MAX);
}

export type ParsedPostback =
  | { kind: 'postback'; postback: Postback }
  | { kind: 'ignored'; event: string; providerEventId: string }
  | { kind: 'invalid'; issues: readonly v.BaseIssue<unknown>[]; event?: string };

/** Reads a postback's JSON: what it says, an event not acted on, or why it is not one. */
export function readPostback(json: unknown): ParsedPostback {
  const envelope = v.safeParse(PostbackEnvelopeSchema, json);
  if (!envelope.success) return { kind: 'invalid', issues: envelope.issues };
  const { id, creation_date: eventAt, event, data } = envelope.output;
  const kind = eventKind(event);
  if (!kind) return { kind: 'ignored', event, providerEventId: id };
  const base = { providerEventId: id, event, kind, eventAt };
  if (kind === 'cancel') {
    const parsed = v.safeParse(CancellationDataSchema, data);
    if (!parsed.success) return { kind: 'invalid', issues: parsed.issues, event };
    const { product, subscriber, subscription, date_next_charge, cancellation_date } =
      parsed.output;
    return {
      kind: 'postback',
      postback: {
        ...base,
        transactionId: cancellationKey(subscriber.code, cancellation_date ?? null, id),
        email: subscriber.email,
        status: 'CANCELLED_BY_CUSTOMER',
        offerCode: null,
        productId: product?.id ?? null,
        planName: subscription?.plan?.name ?? null,
        subscriberCode: subscriber.code,
        amountCents: null,
        currency: null,
        recurrenceNumber: null,
        nextChargeAt: date_next_charge ?? null,
        origin: NO_ORIGIN,
      },
    };
  }
  const parsed = v.safeParse(PurchaseDataSchema, data);
  if (!parsed.success) return { kind: 'invalid', issues: parsed.issues, event };
  const { product, buyer, purchase, subscription } = parsed.output;
  return {
    kind: 'postback',
    postback: {
      ...base,
      transactionId: purchase.transaction,
      email: buyer.email,
      status: purchase.status ?? null,
      offerCode: purchase.offer?.code || null,
      productId: product?.id ?? null,
      planName: subscription?.plan?.name ?? null,
      subscriberCode: subscription?.subscriber?.code || null,
      amountCents: purchase.price ? Math.round(purchase.price.value * 100) : null,
      currency: purchase.price?.currency_value ?? null,
      recurrenceNumber: purchase.recurrence_number ?? null,
      nextChargeAt: purchase.date_next_charge ?? null,
      origin: {
        sck: originText(purchase.origin?.sck),
        src: originText(purchase.origin?.src),
        xcod: originText(purchase.origin?.xcod),
      },
    },
  };
}

/** The body as stored: the token field left out. */
export function withoutToken(json: unknown): unknown {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return json;
  const { [BODY_TOKEN_FIELD]: _token, ...rest } = json as Record<string, unknown>;
  return rest;
}
