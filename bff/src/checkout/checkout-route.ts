import {
  ATTRIBUTION_PARAMS,
  type Attribution,
  captureAttribution,
  checkoutUrl,
  mergeAttribution,
} from '@arte-gospel/domain';
import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { type CheckoutConfig, type CheckoutPlan, isAllowedCheckoutUrl } from './checkout-config';

/** Cookie in which the site passes its stored attribution (catalogue §7) to /checkout. */
export const ATTRIBUTION_COOKIE = 'ag_attribution';

const MAX_VALUE_LENGTH = 200;

/** The stored attribution from the cookie: only the known params, only short strings. */
export function attributionFromCookie(raw: string | undefined): Attribution | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const source = (parsed as { params?: unknown })?.params;
  if (!source || typeof source !== 'object') return null;
  const params: Attribution['params'] = {};
  for (const name of ATTRIBUTION_PARAMS) {
    const value = (source as Record<string, unknown>)[name];
    if (typeof value === 'string' && value !== '' && value.length <= MAX_VALUE_LENGTH) {
      params[name] = value;
    }
  }
  const timestamp = Number((parsed as { timestamp?: unknown }).timestamp) || 0;
  return Object.keys(params).length > 0 ? { params, timestamp } : null;
}

/**
 * GET /checkout/:plan → 302 to the plan's checkout link with the attribution rewritten by
 * the domain rule. The query's params win over the stored ones. Only the configured links
 * are ever redirected to, so no input can make it an open redirect.
 */
export function mountCheckout(app: Hono, config: CheckoutConfig) {
  app.get('/checkout/:plan', (c) => {
    const plan = c.req.param('plan');
    if (!Object.hasOwn(config.links, plan)) {
      return c.json({ message: 'Plano não encontrado' }, 404);
    }
    const link = config.links[plan as CheckoutPlan];
    const fromQuery = captureAttribution(new URL(c.req.url).searchParams);
    const stored = attributionFromCookie(getCookie(c, ATTRIBUTION_COOKIE));
    const target = checkoutUrl(link, mergeAttribution(stored, fromQuery), {
      payHost: config.payHost,
      affiliateHost: config.affiliateHost,
    });
    if (!isAllowedCheckoutUrl(target, config.allowedHosts)) {
      return c.json({ message: 'Link de checkout indisponível' }, 502);
    }
    c.header('Cache-Control', 'no-store');
    return c.redirect(target, 302);
  });
}
