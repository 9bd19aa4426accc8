import { CHECKOUT_PLANS, checkoutLinks, type PlanSlug } from '@arte-gospel/domain';
import {
  ConfigError,
  configProblem,
  parseServerEnv,
  type ServerEnv,
} from '@arte-gospel/domain/config';

export type CheckoutPlan = PlanSlug;

type CheckoutEnv = Pick<
  ServerEnv,
  | 'NODE_ENV'
  | `CHECKOUT_${'PAY_HOST' | 'AFFILIATE_HOST' | 'ALLOWED_HOSTS' | `URL_${Uppercase<CheckoutPlan>}`}`
>;

export interface CheckoutConfig {
  /** The provider's pay host: utm_source travels as `sck` there. */
  payHost: string;
  /** The provider's affiliate host: utm_source travels as `src` there. */
  affiliateHost: string;
  /** Hosts a checkout redirect may ever point to. */
  allowedHosts: ReadonlySet<string>;
  /** Null: the plan has no link (production with its variable unset). */
  links: Record<CheckoutPlan, string | null>;
}

/**
 * Checkout links per plan (platform §2.5, catalogue §7) from the parsed environment. Outside
 * production an unset variable gives an example offer on the provider's pay host, so a
 * fresh `npm start` shows the whole redirect; in production it gives none (the plan cannot
 * be bought until a link is set here or by staff at /admin/app-config). A link off the
 * allowed hosts, or not https, is a ConfigError naming its variable.
 */
export function checkoutConfig(env: CheckoutEnv): CheckoutConfig {
  const payHost = env.CHECKOUT_PAY_HOST;
  const affiliateHost = env.CHECKOUT_AFFILIATE_HOST;
  const allowedHosts = new Set([payHost, affiliateHost, ...env.CHECKOUT_ALLOWED_HOSTS]);
  const hint = `use https e um host permitido (${[...allowedHosts].join(', ')})`;
  const links = checkoutLinks(env);
  const problems: string[] = [];
  for (const plan of CHECKOUT_PLANS) {
    const link = links[plan];
    if (link !== null && !isAllowedCheckoutUrl(link, allowedHosts)) {
      problems.push(configProblem(checkoutVariable(plan), link, hint));
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return { payHost, affiliateHost, allowedHosts, links };
}

/** The variable that gives a plan its link. */
export function checkoutVariable(plan: CheckoutPlan) {
  return `CHECKOUT_URL_${plan.toUpperCase() as Uppercase<CheckoutPlan>}` as const;
}

/** checkoutConfig from raw variables (tests; the BFF parses the whole environment once). */
export function readCheckoutConfig(env: Readonly<Record<string, string | undefined>>) {
  return checkoutConfig(parseServerEnv(env));
}

/** Only https links on an allowed host (exact match, no userinfo) are ever redirected to. */
export function isAllowedCheckoutUrl(link: string, allowedHosts: ReadonlySet<string>): boolean {
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
    allowedHosts.has(url.hostname.toLowerCase())
  );
}
