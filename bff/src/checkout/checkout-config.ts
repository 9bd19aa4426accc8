import {
  CHECKOUT_PLANS,
  checkoutHostsOf,
  checkoutLinks,
  checkoutLinkVariable,
  isAllowedCheckoutUrl,
  type PlanSlug,
} from '@arte-gospel/domain';
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
  /**
   * False in production: the example offers are never followed, whoever names one (an API
   * started without NODE_ENV=production, in a deployment of two processes).
   */
  exampleOffers: boolean;
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
  const allowedHosts = new Set(checkoutHostsOf(env));
  const hint = `use https e um host permitido (${[...allowedHosts].join(', ')})`;
  const links = checkoutLinks(env);
  const problems: string[] = [];
  for (const plan of CHECKOUT_PLANS) {
    const link = links[plan];
    if (link !== null && !isAllowedCheckoutUrl(link, allowedHosts)) {
      problems.push(configProblem(checkoutLinkVariable(plan), link, hint));
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    payHost,
    affiliateHost,
    allowedHosts,
    links,
    exampleOffers: env.NODE_ENV !== 'production',
  };
}

/** checkoutConfig from raw variables (tests; the BFF parses the whole environment once). */
export function readCheckoutConfig(env: Readonly<Record<string, string | undefined>>) {
  return checkoutConfig(parseServerEnv(env));
}
