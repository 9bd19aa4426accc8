import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../app-env';
import {
  PurchaseWebhookSchema,
  recordPurchase,
  tokenMatches,
  WEBHOOK_TOKEN_HEADER,
} from '../purchases/purchases';
import { issueMessage } from '../validation';

export const WEBHOOK_DISABLED_MESSAGE = 'Webhook de pagamentos não configurado.';
export const WEBHOOK_TOKEN_MESSAGE = 'Token do webhook inválido.';

/** POST /api/webhooks/checkout: the payment provider's events (token from CHECKOUT_WEBHOOK_TOKEN). */
export function webhooksRoutes(options: { token: string | undefined }) {
  const app = new Hono<AppEnv>();
  app.post('/checkout', async (c) => {
    if (!options.token) return c.json({ message: WEBHOOK_DISABLED_MESSAGE }, 503);
    if (!tokenMatches(c.req.header(WEBHOOK_TOKEN_HEADER), options.token)) {
      return c.json({ message: WEBHOOK_TOKEN_MESSAGE }, 401);
    }
    const raw = await c.req.text();
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return c.json({ message: 'Corpo da requisição inválido: envie um JSON válido.' }, 400);
    }
    const parsed = v.safeParse(PurchaseWebhookSchema, json);
    if (!parsed.success) return c.json({ message: issueMessage(parsed.issues) }, 400);
    const result = await recordPurchase(c.var.db, parsed.output, raw);
    return c.json({ success: true, ...result });
  });
  return app;
}
