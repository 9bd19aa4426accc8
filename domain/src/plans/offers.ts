// Which plan a payment belongs to, and how long it lasts (issue 16). Configuring a plan is
// giving its checkout link: the link's `off` parameter is the offer code the provider's
// postback carries back as data.purchase.offer.code.
import { parseQuery } from '../attribution/query';
import { PLAN_SLUGS, type PlanSlug } from './plans';

/** The checkout link variables (SERVER_ENV's CHECKOUT_* entries), as parsed. */
export interface CheckoutLinkSettings {
  CHECKOUT_PAY_HOST: string;
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

/** A plan's link when its variable is unset: an example offer on the pay host. */
export function defaultCheckoutLink(payHost: string, plan: PlanSlug): string {
  return `https://${payHost}/A100000001M?${OFFER_PARAM}=artegospel-${plan}`;
}

/** Each plan's checkout link: its variable, else the example offer. */
export function checkoutLinks(settings: CheckoutLinkSettings): Record<PlanSlug, string> {
  const links = {} as Record<PlanSlug, string>;
  for (const plan of PLAN_SLUGS) {
    const variable = `CHECKOUT_URL_${plan.toUpperCase() as Uppercase<PlanSlug>}` as const;
    links[plan] = settings[variable] ?? defaultCheckoutLink(settings.CHECKOUT_PAY_HOST, plan);
  }
  return links;
}

/** The offer code of a checkout link (its `off` parameter), or null when it has none. */
export function offerCodeOf(link: string): string | null {
  if (!link.includes('?')) return null;
  const offer = parseQuery(link).find(([name]) => name === OFFER_PARAM)?.[1];
  return offer?.trim() || null;
}

/** Each plan's offer code (null for a link without one). */
export type CheckoutOffers = Record<PlanSlug, string | null>;

export function checkoutOffers(settings: CheckoutLinkSettings): CheckoutOffers {
  const links = checkoutLinks(settings);
  return Object.fromEntries(
    PLAN_SLUGS.map((plan) => [plan, offerCodeOf(links[plan])]),
  ) as CheckoutOffers;
}

function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * The plan a purchase is for: the plan whose link has the purchase's offer code (compared
 * exactly), else the one plan whose slug is a word of the subscription's plan name
 * ('Plano Anual', 'Premium Vitalício'). Null when neither says (an unknown offer).
 */
export function planForPurchase(
  offers: CheckoutOffers,
  purchase: { offerCode?: string | null | undefined; planName?: string | null | undefined },
): PlanSlug | null {
  const code = purchase.offerCode?.trim();
  if (code) {
    const byOffer = PLAN_SLUGS.find((plan) => offers[plan] === code);
    if (byOffer) return byOffer;
  }
  const named = new Set(words(purchase.planName ?? ''));
  const byName = PLAN_SLUGS.filter((plan) => named.has(plan));
  return byName.length === 1 ? (byName[0] ?? null) : null;
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
