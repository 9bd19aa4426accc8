import {
  ATTRIBUTION_PARAMS,
  type Attribution,
  captureAttribution,
  checkoutUrl,
  isAllowedCheckoutUrl,
  isExampleCheckoutLink,
  mergeAttribution,
} from '@arte-gospel/domain';
import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Logger } from '../log';
import type { CheckoutConfig, CheckoutPlan } from './checkout-config';

/** Cookie in which the site passes its stored attribution (catalogue §7) to /checkout. */
export const ATTRIBUTION_COOKIE = 'ag_attribution';
/** The API's session cookie (api/src/auth/session.ts): without it the buyer is a visitor. */
const SESSION_COOKIE = 'ag_session';

/**
 * The provider's prefill parameters of its pay page (help.hotmart.com/pt-br/article/115003588572,
 * "Como configurar meus parâmetros da página de pagamento": name, email, doc, zip, phoneac,
 * phonenumber): the account's e-mail and name, so the purchase arrives with its address.
 */
export const PREFILL_PARAMS = { email: 'email', name: 'name' } as const;

/**
 * The provider's thank-you redirect (the site's /obrigado): a page for buyers only, served
 * with X-Robots-Tag noindex.
 */
export const NOINDEX_PATHS: ReadonlySet<string> = new Set(['/obrigado']);

/** How long /checkout waits for the API's answer about the buyer before redirecting without it. */
export const BUYER_TIMEOUT_MS = 1500;

export interface CheckoutBuyer {
  email: string;
  name: string | null;
}

/** Where /checkout asks who the buyer is: the API the BFF proxies /api to. */
export interface BuyerLookup {
  upstreamUrl: string;
  timeoutMs?: number;
}

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

function shortText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text !== '' && text.length <= max ? text : null;
}

function cookieNames(header: string): Set<string> {
  return new Set(header.split(';').map((pair) => pair.split('=', 1)[0]?.trim() ?? ''));
}

/**
 * The signed-in buyer: the API's GET /api/user asked with the request's cookies (over HTTP,
 * the embedded API included). Null for a visitor, any failure or no answer in time.
 */
export async function signedInBuyer(
  cookie: string | undefined,
  lookup: BuyerLookup,
): Promise<CheckoutBuyer | null> {
  if (!cookie || !cookieNames(cookie).has(SESSION_COOKIE)) return null;
  try {
    const res = await fetch(new URL('/api/user', lookup.upstreamUrl), {
      headers: { Accept: 'application/json', Cookie: cookie },
      signal: AbortSignal.timeout(lookup.timeoutMs ?? BUYER_TIMEOUT_MS),
    });
    if (res.status !== 200) {
      await res.body?.cancel();
      return null;
    }
    const user = (await res.json()) as { email?: unknown; name?: unknown } | null;
    const email = shortText(user?.email, 254);
    if (!email?.includes('@')) return null;
    return { email, name: shortText(user?.name, 120) };
  } catch {
    return null;
  }
}

/**
 * The link the plan is bought through now, as the API says (GET /api/checkout-links: the one
 * staff set at /admin/app-config, else its CHECKOUT_URL_* variable's): a link, or null when
 * the plan has none. Undefined when the API does not say in time, or names a link off the
 * allowed hosts: the BFF's own configuration decides then.
 */
export async function currentCheckoutLink(
  plan: CheckoutPlan,
  allowedHosts: ReadonlySet<string>,
  lookup: BuyerLookup,
): Promise<string | null | undefined> {
  try {
    const res = await fetch(new URL('/api/checkout-links', lookup.upstreamUrl), {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(lookup.timeoutMs ?? BUYER_TIMEOUT_MS),
    });
    if (res.status !== 200) {
      await res.body?.cancel();
      return undefined;
    }
    const links = (await res.json()) as Record<string, unknown> | null;
    const link = links?.[plan];
    if (link === null) return null;
    return typeof link === 'string' &&
      link.length <= 500 &&
      isAllowedCheckoutUrl(link, allowedHosts)
      ? link
      : undefined;
  } catch {
    return undefined;
  }
}

/** The checkout link with the buyer's prefill parameters set. */
function withBuyer(target: string, buyer: CheckoutBuyer | null): string {
  if (!buyer) return target;
  const url = new URL(target);
  url.searchParams.set(PREFILL_PARAMS.email, buyer.email);
  if (buyer.name) url.searchParams.set(PREFILL_PARAMS.name, buyer.name);
  return url.toString();
}

/** Where a plan with no link sends a visit (the site's buttons never open it then). */
export const NO_LINK_REDIRECT = '/planos';

/**
 * GET /checkout/:plan → 302 to the plan's checkout link with the attribution rewritten by
 * the domain rule (the query's params win over the stored ones) and, for a signed-in
 * buyer, the account's e-mail and name (a visitor, or an API slow to say, goes without).
 * The plan's link is the API's (currentCheckoutLink), else the configuration's. Only links
 * on the allowed hosts are ever redirected to, so no input can make it an open redirect. A
 * plan with no link logs a warning and goes back to /planos (platform §2.5).
 */
export function mountCheckout(
  app: Hono,
  config: CheckoutConfig,
  buyers: BuyerLookup,
  log?: Pick<Logger, 'warn'>,
) {
  app.get('/checkout/:plan', async (c) => {
    const plan = c.req.param('plan');
    if (!Object.hasOwn(config.links, plan)) {
      return c.json({ message: 'Plano não encontrado' }, 404);
    }
    const [current, buyer] = await Promise.all([
      currentCheckoutLink(plan as CheckoutPlan, config.allowedHosts, buyers),
      signedInBuyer(c.req.header('cookie'), buyers),
    ]);
    const named = current === undefined ? config.links[plan as CheckoutPlan] : current;
    const example =
      named !== null && isExampleCheckoutLink(config.payHost, plan as CheckoutPlan, named);
    const link = example && !config.exampleOffers ? null : named;
    c.header('Cache-Control', 'no-store');
    if (link === null) {
      log?.warn({
        msg:
          named === null
            ? 'checkout link unset: the plan cannot be bought'
            : 'checkout example offer refused in production: the plan cannot be bought',
        plan,
      });
      return c.redirect(NO_LINK_REDIRECT, 302);
    }
    const fromQuery = captureAttribution(new URL(c.req.url).searchParams);
    const stored = attributionFromCookie(getCookie(c, ATTRIBUTION_COOKIE));
    const attributed = checkoutUrl(link, mergeAttribution(stored, fromQuery), {
      payHost: config.payHost,
      affiliateHost: config.affiliateHost,
    });
    const target = withBuyer(attributed, buyer);
    if (!isAllowedCheckoutUrl(target, config.allowedHosts)) {
      return c.json({ message: 'Link de checkout indisponível' }, 502);
    }
    return c.redirect(target, 302);
  });
}
