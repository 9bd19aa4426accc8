import {
  type AppConfigField,
  type AppConfigInput,
  AppConfigInputSchema,
  CHECKOUT_LINK_SETTING,
  type CheckoutLinkSettings,
  type CheckoutLinksResponse,
  type CheckoutOffers,
  checkoutHostsOf,
  checkoutOffersOf,
  currentCheckoutLinks as currentLinks,
  isAllowedCheckoutUrl,
  PLAN_SLUGS,
  type PlanSlug,
} from '@arte-gospel/domain';
import type { ServerEnv } from '@arte-gospel/domain/config';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// The app configuration staff set at /admin/app-config (issue 19), kept as site_settings
// rows: the site's name and colour, contacts and social links, and each plan's checkout
// link, which overrides its CHECKOUT_URL_* variable (the BFF's /checkout/:plan and the
// postbacks' offer matching both read the stored link first).

export const APP_CONFIG_FIELDS = Object.keys(AppConfigInputSchema.entries) as AppConfigField[];

type CheckoutEnv = Pick<
  ServerEnv,
  | 'NODE_ENV'
  | 'CHECKOUT_PAY_HOST'
  | 'CHECKOUT_AFFILIATE_HOST'
  | 'CHECKOUT_ALLOWED_HOSTS'
  | 'CHECKOUT_URL_MENSAL'
  | 'CHECKOUT_URL_ANUAL'
  | 'CHECKOUT_URL_VITALICIO'
>;

/** The stored value of each app configuration field (null: unset). */
export async function readAppConfig(
  db: Kysely<Database>,
): Promise<Record<AppConfigField, string | null>> {
  const rows = await db
    .selectFrom('site_settings')
    .select(['key', 'value'])
    .where('key', 'in', APP_CONFIG_FIELDS)
    .execute();
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(
    APP_CONFIG_FIELDS.map((field) => [field, byKey.get(field) ?? null]),
  ) as Record<AppConfigField, string | null>;
}

/** Writes every field of the configuration (null clears one). */
export async function saveAppConfig(db: Kysely<Database>, input: AppConfigInput) {
  const now = new Date();
  for (const field of APP_CONFIG_FIELDS) {
    const value = input[field] || null;
    await db
      .insertInto('site_settings')
      .values({ key: field, value, updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
      .execute();
  }
}

/** The checkout links staff set, per plan (null: the environment's link is used). */
export async function storedCheckoutLinks(db: Kysely<Database>): Promise<CheckoutLinksResponse> {
  const keys = PLAN_SLUGS.map((plan) => CHECKOUT_LINK_SETTING[plan]);
  const rows = await db
    .selectFrom('site_settings')
    .select(['key', 'value'])
    .where('key', 'in', keys)
    .execute();
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(
    PLAN_SLUGS.map((plan) => [plan, byKey.get(CHECKOUT_LINK_SETTING[plan]) || null]),
  ) as CheckoutLinksResponse;
}

/**
 * The link each plan is bought through now: the one staff set (on an allowed host), else
 * the environment's; null when it has none (platform §2.5: the site's button only logs a
 * warning).
 */
export async function currentCheckoutLinks(
  db: Kysely<Database>,
  env: CheckoutLinkSettings,
): Promise<CheckoutLinksResponse> {
  return currentLinks(await storedCheckoutLinks(db), env);
}

const PLAN_NAMES: Record<PlanSlug, string> = {
  mensal: 'mensal',
  anual: 'anual',
  vitalicio: 'vitalício',
};

/**
 * A pt-BR sentence for the first checkout link off the allowed hosts (https, no userinfo or
 * port: what the BFF would redirect to), or null when every set link is one.
 */
export function checkoutLinkProblem(env: CheckoutEnv, input: AppConfigInput): string | null {
  const hosts = checkoutHostsOf(env);
  for (const plan of PLAN_SLUGS) {
    const link = input[CHECKOUT_LINK_SETTING[plan] as AppConfigField];
    if (link && !isAllowedCheckoutUrl(link, hosts)) {
      return `O link de checkout do plano ${PLAN_NAMES[plan]} deve ser https em um destes endereços: ${hosts.join(', ')}`;
    }
  }
  return null;
}

/** Each plan's offer code as the postbacks are matched now: the current link's. */
export async function currentCheckoutOffers(
  db: Kysely<Database>,
  env: CheckoutLinkSettings,
): Promise<CheckoutOffers> {
  return checkoutOffersOf(await currentCheckoutLinks(db, env));
}
