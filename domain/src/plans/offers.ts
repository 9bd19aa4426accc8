// Which plan a payment belongs to, and how long it lasts (issue 16). Configuring a plan is
// giving its checkout link: the link's `off` parameter is the offer code the provider's
// postback carries back as data.purchase.offer.code.
//
// The link's first path segment (pay.hotmart.com/<product>?off=…) names the product by its
// checkout code (letters and digits, such as 'K12345678X'). The postback never carries that
// code: data.product.id is the product's number (0 in the provider's
// test postbacks, seven digits in production deliveries, e.g. 4713431) and
// data.product.ucode a UUID ('fb056612-bcc6-4217-9e6d-2a5d1110ac2f'), and neither can be
// derived from the link. So the products of the configured links are learned from the
// postbacks themselves: a postback whose offer code is one of the links' is, by that code,
// for the link's product, and its data.product.id (present on every v2 purchase and
// cancellation sample, where ucode is missing from the cancellation) is recorded as one of
// them (api/src/purchases/purchases.ts). Only those products may be matched by plan name.
import { parseQuery } from '../attribution/query';
import { PLAN_SLUGS, type PlanSlug } from './plans';

/** The checkout link variables (SERVER_ENV's CHECKOUT_* entries) and NODE_ENV, as parsed. */
export interface CheckoutLinkSettings {
  /** Unset counts as development (SERVER_ENV's default). */
  NODE_ENV?: 'development' | 'production' | 'test' | undefined;
  CHECKOUT_PAY_HOST: string;
  CHECKOUT_AFFILIATE_HOST?: string | undefined;
  CHECKOUT_ALLOWED_HOSTS?: readonly string[] | undefined;
  CHECKOUT_URL_MENSAL?: string | undefined;
  CHECKOUT_URL_ANUAL?: string | undefined;
  CHECKOUT_URL_VITALICIO?: string | undefined;
}

/** The query parameter of a provider checkout link that names its offer. */
export const OFFER_PARAM = 'off';

/**
 * The buyer's area of the provider, where a subscription's payment is changed or the
 * subscription cancelled (help.hotmart.com "How to cancel my subscription?").
 */
export const PROVIDER_MANAGE_URL = 'https://consumer.hotmart.com';

/**
 * A plan's link when its variable is unset outside production: an example offer on the pay
 * host, so that a fresh `npm start` (and the tests) show the whole redirect. It is no real
 * offer: production never uses it.
 */
export function defaultCheckoutLink(payHost: string, plan: PlanSlug): string {
  return `https://${payHost}/A100000001M?${OFFER_PARAM}=artegospel-${plan}`;
}

/**
 * Each plan's checkout link: its variable, else (outside production) the example offer. In
 * production a plan whose variable is unset has none (null): it cannot be bought until staff
 * give it one (platform §2.5: the plan's button then only logs a warning).
 */
export function checkoutLinks(settings: CheckoutLinkSettings): Record<PlanSlug, string | null> {
  const links = {} as Record<PlanSlug, string | null>;
  for (const plan of PLAN_SLUGS) {
    links[plan] =
      settings[checkoutLinkVariable(plan)] ??
      (settings.NODE_ENV === 'production'
        ? null
        : defaultCheckoutLink(settings.CHECKOUT_PAY_HOST, plan));
  }
  return links;
}

/** The variable that gives a plan its link: CHECKOUT_URL_MENSAL, _ANUAL, _VITALICIO. */
export function checkoutLinkVariable(plan: PlanSlug) {
  return `CHECKOUT_URL_${plan.toUpperCase() as Uppercase<PlanSlug>}` as const;
}

/** Is the link the example offer a plan gets outside production? */
export function isExampleCheckoutLink(payHost: string, plan: PlanSlug, link: string): boolean {
  return link === defaultCheckoutLink(payHost, plan);
}

/** Hosts a checkout link may point to: the pay and affiliate hosts and the extra ones. */
export function checkoutHostsOf(settings: CheckoutLinkSettings): string[] {
  return [
    ...new Set(
      [
        settings.CHECKOUT_PAY_HOST,
        settings.CHECKOUT_AFFILIATE_HOST,
        ...(settings.CHECKOUT_ALLOWED_HOSTS ?? []),
      ].filter((host): host is string => Boolean(host)),
    ),
  ];
}

/** Only https links on an allowed host (exact match, no userinfo or port) are ever followed. */
export function isAllowedCheckoutUrl(
  link: string,
  allowedHosts: ReadonlySet<string> | readonly string[],
): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    url.port === '' &&
    ('has' in allowedHosts
      ? allowedHosts.has(url.hostname.toLowerCase())
      : allowedHosts.includes(url.hostname.toLowerCase()))
  );
}

/**
 * The link each plan is bought through now: the one staff saved (when it is on an allowed
 * host), else its variable's (checkoutLinks); null for none.
 */
export function currentCheckoutLinks(
  stored: Readonly<Record<PlanSlug, string | null>>,
  settings: CheckoutLinkSettings,
): Record<PlanSlug, string | null> {
  const hosts = checkoutHostsOf(settings);
  const fromEnv = checkoutLinks(settings);
  return Object.fromEntries(
    PLAN_SLUGS.map((plan) => {
      const saved = stored[plan];
      return [plan, saved && isAllowedCheckoutUrl(saved, hosts) ? saved : fromEnv[plan]];
    }),
  ) as Record<PlanSlug, string | null>;
}

/** The offer code of a checkout link (its `off` parameter), or null when it has none. */
export function offerCodeOf(link: string | null): string | null {
  if (!link?.includes('?')) return null;
  const offer = parseQuery(link).find(([name]) => name === OFFER_PARAM)?.[1];
  return offer?.trim() || null;
}

/** Each plan's offer code (null for no link or a link without one). */
export type CheckoutOffers = Record<PlanSlug, string | null>;

/** The offer code of each plan's link. */
export function checkoutOffersOf(links: Readonly<Record<PlanSlug, string | null>>): CheckoutOffers {
  return Object.fromEntries(
    PLAN_SLUGS.map((plan) => [plan, offerCodeOf(links[plan])]),
  ) as CheckoutOffers;
}

export function checkoutOffers(settings: CheckoutLinkSettings): CheckoutOffers {
  return checkoutOffersOf(checkoutLinks(settings));
}

function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The offer codes of the configured links (a link without one names none). */
export function configuredOfferCodes(offers: CheckoutOffers): string[] {
  return PLAN_SLUGS.map((plan) => offers[plan]).filter((code): code is string => Boolean(code));
}

/** The plan whose link has this offer code (compared exactly), or null. */
export function planForOffer(
  offers: CheckoutOffers,
  offerCode: string | null | undefined,
): PlanSlug | null {
  const code = offerCode?.trim();
  if (!code) return null;
  return PLAN_SLUGS.find((plan) => offers[plan] === code) ?? null;
}

/** The one plan whose slug is a word of a plan name ('Plano Anual', 'Premium Vitalício'). */
export function planNamed(planName: string | null | undefined): PlanSlug | null {
  const named = new Set(words(planName ?? ''));
  const byName = PLAN_SLUGS.filter((plan) => named.has(plan));
  return byName.length === 1 ? (byName[0] ?? null) : null;
}

/**
 * The plan a purchase is for: the plan whose link has the purchase's offer code, else, for
 * a product of the configured links only (`configuredProduct`, see the top of this file),
 * the one plan its subscription's plan name names. Null when neither says (an unknown offer,
 * or another product of the same seller whose plan happens to be called 'Anual').
 */
export function planForPurchase(
  offers: CheckoutOffers,
  purchase: {
    offerCode?: string | null | undefined;
    planName?: string | null | undefined;
    configuredProduct?: boolean | undefined;
  },
): PlanSlug | null {
  const byOffer = planForOffer(offers, purchase.offerCode);
  if (byOffer) return byOffer;
  return purchase.configuredProduct ? planNamed(purchase.planName) : null;
}

const DAY_MS = 86_400_000;
// What one annual payment adds (the spec does not say; a year is counted as 365 days).
export const ANNUAL_PLAN_DAYS = 365;

/**
 * The end of the period one payment of `plan` buys, counted from `from`: a calendar month
 * for mensal (31 January → 28/29 February), 365 days for anual; null for vitalicio (it
 * never ends).
 */
export function planPeriodEnd(plan: PlanSlug, from: Date): Date | null {
  if (plan === 'vitalicio') return null;
  if (plan === 'anual') return new Date(from.getTime() + ANNUAL_PLAN_DAYS * DAY_MS);
  const end = new Date(from.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
