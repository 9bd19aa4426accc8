import * as v from 'valibot';
import { boundedNumber, boundedString } from './common';

// catalogue §3 push subscription payload, §7 the three push calls.

/** GET /api/push/vapid-key (cached 10 min by the client). */
export const VapidKeyResponseSchema = v.object({ publicKey: v.string() });
export type VapidKeyResponse = v.InferOutput<typeof VapidKeyResponseSchema>;

/** The longest push endpoint accepted (push services' URLs are a few hundred characters). */
export const PUSH_ENDPOINT_MAX = 2048;

/** POST /api/push/subscribe: PushSubscription.toJSON() and the browser's user agent. */
export const PushSubscribeBodySchema = v.object({
  subscription: v.object({
    endpoint: v.pipe(
      boundedString('O endpoint', { max: PUSH_ENDPOINT_MAX, maxMessage: 'Endpoint inválido' }),
      v.url('Endpoint inválido'),
    ),
    /** Milliseconds since the epoch (ECMAScript's largest date). */
    expirationTime: v.optional(v.nullable(boundedNumber('expirationTime', 0, 8.64e15))),
    keys: v.object({
      p256dh: boundedString('A chave p256dh', { max: 200 }),
      auth: boundedString('A chave auth', { max: 200 }),
    }),
  }),
  userAgent: v.optional(boundedString('O userAgent', { max: 500 })),
});
export type PushSubscribeBody = v.InferOutput<typeof PushSubscribeBodySchema>;

export const PushSubscribeResponseSchema = v.object({
  success: v.boolean(),
  error: v.optional(v.string()),
});
export type PushSubscribeResponse = v.InferOutput<typeof PushSubscribeResponseSchema>;

/** POST /api/push/unsubscribe: no body; the answer is not shown by the spec (ours). */
export const PushUnsubscribeResponseSchema = v.object({ success: v.boolean() });
export type PushUnsubscribeResponse = v.InferOutput<typeof PushUnsubscribeResponseSchema>;
