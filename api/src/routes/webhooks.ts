import type { CheckoutOffers } from '@arte-gospel/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Kysely } from 'kysely';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/schema';
import { insertDelivery } from '../purchases/deliveries-repository';
import {
  BODY_TOKEN_FIELD,
  type ParsedPostback,
  readPostback,
  WEBHOOK_TOKEN_HEADER,
  withoutToken,
} from '../purchases/postback';
import { recordPostback, tokenMatches } from '../purchases/purchases';
import { BODY_TOO_LARGE_MESSAGE, issueMessage, MALFORMED_BODY_MESSAGE } from '../validation';

export const WEBHOOK_DISABLED_MESSAGE = 'Webhook de pagamentos não configurado.';
export const WEBHOOK_TOKEN_MESSAGE = 'Token do webhook inválido.';
/** A postback is a few kilobytes; anything near this is not one. */
export const WEBHOOK_BODY_MAX_BYTES = 64 * 1024;

function bodyToken(json: unknown): string | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const token = (json as Record<string, unknown>)[BODY_TOKEN_FIELD];
  return typeof token === 'string' ? token : undefined;
}

/**
 * The body as kept for the staff pages: without the token (and without NUL, which a text
 * column refuses). JSON too deep to write back (20,000 nested arrays) is kept as it came.
 */
function storedPayload(raw: string, json: unknown, token: string): string {
  if (json !== undefined) {
    try {
      return JSON.stringify(withoutToken(json));
    } catch {
      // RangeError: the call stack ran out.
    }
  }
  return raw.replaceAll(token, '').replaceAll('\u0000', '');
}

/** The delivery log's columns for what the body says (whatever it is). */
function described(parsed: ParsedPostback | undefined) {
  if (parsed?.kind === 'postback') {
    const { postback } = parsed;
    return {
      provider_event_id: postback.providerEventId,
      event: postback.event,
      transaction_id: postback.transactionId,
      email: postback.email,
      status: postback.status,
    };
  }
  if (parsed?.kind === 'ignored') {
    return { provider_event_id: parsed.providerEventId, event: parsed.event };
  }
  return { event: parsed?.event ?? null };
}

/**
 * POST /api/webhooks/checkout: the payment provider's postbacks, version 2.0 (token from
 * CHECKOUT_WEBHOOK_TOKEN in X-HOTMART-HOTTOK, or the body's hottok field of older
 * configurations). Every authenticated delivery is stored first, without the token; a
 * postback that is not one is a 400, anything else a 200, so the provider retries only
 * what failed here.
 */
export function webhooksRoutes(options: {
  token: string | undefined;
  /** Each plan's offer code now (the checkout links staff set override the variables). */
  offers: CheckoutOffers | ((db: Kysely<Database>) => Promise<CheckoutOffers>);
}) {
  const app = new Hono<AppEnv>();
  app.post(
    '/checkout',
    bodyLimit({
      maxSize: WEBHOOK_BODY_MAX_BYTES,
      onError: (c) => c.json({ message: BODY_TOO_LARGE_MESSAGE }, 413),
    }),
    async (c) => {
      if (!options.token) return c.json({ message: WEBHOOK_DISABLED_MESSAGE }, 503);
      const raw = await c.req.text();
      let json: unknown;
      let malformed = false;
      try {
        json = JSON.parse(raw);
      } catch {
        malformed = true;
      }
      const token = c.req.header(WEBHOOK_TOKEN_HEADER) ?? bodyToken(json);
      if (!tokenMatches(token, options.token)) {
        return c.json({ message: WEBHOOK_TOKEN_MESSAGE }, 401);
      }
      const parsed = malformed ? undefined : readPostback(json);
      const message =
        parsed === undefined
          ? MALFORMED_BODY_MESSAGE
          : parsed.kind === 'invalid'
            ? issueMessage(parsed.issues)
            : null;
      const payload = storedPayload(raw, malformed ? undefined : json, options.token);
      const deliveryId = await insertDelivery(c.var.db, {
        ...described(parsed),
        result: message ? 'invalid' : parsed?.kind === 'ignored' ? 'ignored' : 'received',
        message,
        payload,
      });
      if (message) return c.json({ message }, 400);
      if (parsed?.kind !== 'postback') return c.json({ success: true, result: 'ignored' });
      const offers =
        typeof options.offers === 'function' ? await options.offers(c.var.db) : options.offers;
      const outcome = await recordPostback(c.var.db, offers, parsed.postback, {
        id: deliveryId,
        payload,
      });
      return c.json({ success: true, ...outcome });
    },
  );
  return app;
}
