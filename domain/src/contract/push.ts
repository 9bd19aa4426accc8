import * as v from 'valibot';

// catalogue §3, §7: push subscription calls.

export const VapidKeyResponseSchema = v.object({ publicKey: v.string() });

export const PushSubscribeBodySchema = v.object({
  subscription: v.object({
    endpoint: v.pipe(v.string(), v.url('Endpoint inválido')),
    expirationTime: v.optional(v.nullable(v.number())),
    keys: v.object({ p256dh: v.string(), auth: v.string() }),
  }),
  userAgent: v.optional(v.pipe(v.string(), v.maxLength(500))),
});
export const PushSubscribeResponseSchema = v.object({
  success: v.boolean(),
  error: v.optional(v.string()),
});
