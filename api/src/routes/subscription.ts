import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireUser } from '../auth/session';
import { subscriptionOf } from '../purchases/subscription';

/** GET /api/me/subscription: the signed-in account's plan, status and purchases (/painel/assinatura). */
export function subscriptionRoutes() {
  const app = new Hono<AppEnv>().use('*', requireUser());
  app.get('/subscription', async (c) => c.json(await subscriptionOf(c.var.db, c.var.user)));
  return app;
}
