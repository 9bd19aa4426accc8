import * as v from 'valibot';

// catalogue §3 push subscription payload, §7 the three push calls.

/** GET /api/push/vapid-key (cached 10 min by the client). */
export const VapidKeyResponseSchema = v.object({ publicKey: v.string() });
export type VapidKeyResponse = v.InferOutput<typeof VapidKeyResponseSchema>;

/** POST /api/push/subscribe: PushSubscription.toJSON() and the browser's user agent. */
export const PushSubscribeBodySchema = v.object({
  subscription: v.object({
    endpoint: v.pipe(v.string(), v.url('Endpoint inválido')),
    expirationTime: v.optional(v.nullable(v.number())),
    keys: v.object({ p256dh: v.string(), auth: v.string() }),
  }),
  userAgent: v.optional(v.pipe(v.string(), v.maxLength(500))),
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
