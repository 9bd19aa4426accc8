export type CheckoutPlan = 'mensal' | 'anual' | 'vitalicio';

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
 * Checkout links per plan (platform §2.5, catalogue §7) from the environment. The defaults
 * are example offers on the provider's pay host, so a fresh `npm start` shows the whole
 * redirect; production sets CHECKOUT_URL_MENSAL / _ANUAL / _VITALICIO.
 */
export function readCheckoutConfig(env: NodeJS.ProcessEnv = process.env): CheckoutConfig {
  const payHost = env.CHECKOUT_PAY_HOST ?? 'pay.hotmart.com';
  const affiliateHost = env.CHECKOUT_AFFILIATE_HOST ?? 'go.hotmart.com';
  const allowedHosts = new Set([
    payHost,
    affiliateHost,
    ...(env.CHECKOUT_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  ]);
  const links: Record<CheckoutPlan, string> = {
    mensal: env.CHECKOUT_URL_MENSAL ?? `https://${payHost}/A100000001M?off=artegospel-mensal`,
    anual: env.CHECKOUT_URL_ANUAL ?? `https://${payHost}/A100000001M?off=artegospel-anual`,
    vitalicio:
      env.CHECKOUT_URL_VITALICIO ?? `https://${payHost}/A100000001M?off=artegospel-vitalicio`,
  };
  for (const [plan, link] of Object.entries(links)) {
    if (!isAllowedCheckoutUrl(link, allowedHosts)) {
      throw new Error(
        `Link de checkout inválido para o plano ${plan}: use https e um host permitido (${[...allowedHosts].join(', ')}).`,
      );
    }
  }
  return { payHost, affiliateHost, allowedHosts, links };
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
