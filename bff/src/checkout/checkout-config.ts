import { CHECKOUT_PLANS, defaultCheckoutLink, type PlanSlug } from '@arte-gospel/domain';
import {
  ConfigError,
  configProblem,
  parseServerEnv,
  type ServerEnv,
} from '@arte-gospel/domain/config';

export type CheckoutPlan = PlanSlug;

type CheckoutEnv = Pick<
  ServerEnv,
  `CHECKOUT_${'PAY_HOST' | 'AFFILIATE_HOST' | 'ALLOWED_HOSTS' | `URL_${Uppercase<CheckoutPlan>}`}`
>;

export interface CheckoutConfig {
  /** The provider's pay host: utm_source travels as `sck` there. */
  payHost: string;
  /** The provider's affiliate host: utm_source travels as `src` there. */
  affiliateHost: string;
  /** Hosts a checkout redirect may ever point to. */
  allowedHosts: ReadonlySet<string>;
  links: Record<CheckoutPlan, string>;
}

/**
 * Checkout links per plan (platform §2.5, catalogue §7) from the parsed environment. The
 * defaults are example offers on the provider's pay host, so a fresh `npm start` shows the
 * whole redirect; production sets CHECKOUT_URL_MENSAL / _ANUAL / _VITALICIO. A link off the
 * allowed hosts, or not https, is a ConfigError naming its variable.
 */
export function checkoutConfig(env: CheckoutEnv): CheckoutConfig {
  const payHost = env.CHECKOUT_PAY_HOST;
  const affiliateHost = env.CHECKOUT_AFFILIATE_HOST;
  const allowedHosts = new Set([payHost, affiliateHost, ...env.CHECKOUT_ALLOWED_HOSTS]);
  const hint = `use https e um host permitido (${[...allowedHosts].join(', ')})`;
  const links = {} as Record<CheckoutPlan, string>;
  const problems: string[] = [];
  for (const plan of CHECKOUT_PLANS) {
    const variable = `CHECKOUT_URL_${plan.toUpperCase() as Uppercase<CheckoutPlan>}` as const;
    const link = env[variable] ?? defaultCheckoutLink(payHost, plan);
    if (!isAllowedCheckoutUrl(link, allowedHosts)) {
      problems.push(configProblem(variable, link, hint));
    }
    links[plan] = link;
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return { payHost, affiliateHost, allowedHosts, links };
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
