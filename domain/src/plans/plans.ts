// The three plans held on the client, their prices as shown and the plans page rules
// (platform §2.5, §3, §9; catalogue §9).
import { ANNUAL_INSTALMENT_VALUE, MAX_INSTALLMENTS } from './facts';
import { formatBRL, instalmentText } from './money';

// platform §2.1: the plans page route (also the 'Renovar' target, platform §4.4).
export const PLANS_PAGE_PATH = '/planos';
// platform §2.1: the plans page title.
export const PLANS_PAGE_TITLE = 'Escolha Seu Plano Ideal';

// platform §3: plan tipo values; they are also the checkout plan slugs.
export const PLAN_SLUGS = ['mensal', 'anual', 'vitalicio'] as const;
export type PlanSlug = (typeof PLAN_SLUGS)[number];
// platform §2.5: a checkout link exists per plan; these are the slugs it is keyed by.
export const CHECKOUT_PLANS = PLAN_SLUGS;

// platform §3: one entry of a plan's feature list.
export interface PlanFeature {
  nome: string;
  incluido: boolean;
  destaque: boolean;
}

// platform §3: a plan as held on the client. precoOriginal and badgeText: annual only.
export interface Plan {
  id: number;
  nome: string;
  slug: PlanSlug;
  tipo: PlanSlug;
  preco: number;
  precoOriginal?: number;
  recursosPrincipais: readonly string[];
  recursos: readonly PlanFeature[];
  badgeText?: string;
  destaque: boolean;
}

// platform §9: monthly plan price, R$ 47,00 per month.
export const MONTHLY_PRICE = 47;
// platform §9: annual plan price, R$ 97,00 per year.
export const ANNUAL_PRICE = 97;
// platform §9: the annual card's original price is 47 x 12 (R$ 564,00).
export const ANNUAL_ORIGINAL_PRICE = MONTHLY_PRICE * 12;
// platform §9: lifetime plan price, R$ 297,00 one-off.
export const LIFETIME_PRICE = 297;
// platform §2.5: the annual card's badge.
export const ANNUAL_BADGE_TEXT = 'MELHOR OFERTA';

// platform §2.5: how each price is read on the card. The spec states the periods
// ("per month", "per year", "one-off") but not their words; these are ours.
export const PLAN_PERIOD_LABELS: Readonly<Record<PlanSlug, string>> = {
  mensal: '/mês',
  anual: '/ano',
  vitalicio: 'pagamento único',
};

// platform §1, §2.5; catalogue §1: feature names for the cards. The spec gives no card
// copy; these restate its marketing claims and bonuses. What each plan includes is ours:
// every plan unlocks the catalogue, bonuses come with annual and lifetime.
const F = {
  downloads: 'Downloads ilimitados',
  premiumArts: 'Acesso a todas as artes premium',
  weekly: 'Mais de 10 novas artes por semana',
  editing: 'Edição online ou pelo drive na nuvem',
  support: 'Suporte 24/7 pelo WhatsApp',
  calendar: 'Bônus: calendário gospel de postagens',
  bonuses: 'Bônus: stories animados, certificados, carteirinhas e envelopes',
  texts3d: 'Bônus: textos 3D prontos',
  lifetime: 'Pague uma vez, acesso para sempre',
} as const;

function features(
  included: readonly (keyof typeof F)[],
  highlighted: readonly (keyof typeof F)[] = [],
): PlanFeature[] {
  return (Object.keys(F) as (keyof typeof F)[]).map((key) => ({
    nome: F[key],
    incluido: included.includes(key),
    destaque: highlighted.includes(key),
  }));
}

// platform §2.5, §9: monthly, annual and lifetime, in the order the page shows them.
export const PLANS: readonly Plan[] = [
  {
    id: 1,
    nome: 'Mensal',
    slug: 'mensal',
    tipo: 'mensal',
    preco: MONTHLY_PRICE,
    recursosPrincipais: [F.downloads, F.premiumArts, F.weekly],
    recursos: features(['downloads', 'premiumArts', 'weekly', 'editing', 'support']),
    destaque: false,
  },
  {
    id: 2,
    nome: 'Anual',
    slug: 'anual',
    tipo: 'anual',
    preco: ANNUAL_PRICE,
    precoOriginal: ANNUAL_ORIGINAL_PRICE,
    recursosPrincipais: [F.downloads, F.premiumArts, F.calendar],
    recursos: features(
      ['downloads', 'premiumArts', 'weekly', 'editing', 'support', 'calendar', 'bonuses'],
      ['calendar', 'bonuses'],
    ),
    badgeText: ANNUAL_BADGE_TEXT,
    destaque: true,
  },
  {
    id: 3,
    nome: 'Vitalício',
    slug: 'vitalicio',
    tipo: 'vitalicio',
    preco: LIFETIME_PRICE,
    recursosPrincipais: [F.lifetime, F.downloads, F.premiumArts],
    recursos: features(
      [
        'downloads',
        'premiumArts',
        'weekly',
        'editing',
        'support',
        'calendar',
        'bonuses',
        'texts3d',
        'lifetime',
      ],
      ['texts3d', 'lifetime'],
    ),
    destaque: false,
  },
];

// platform §2.5: the saving of a plan against its original price, in whole percent
// (rounded). For the annual plan: Math.round((1 - 97/564) * 100) = 83.
export function annualSavingPercent(
  preco: number = ANNUAL_PRICE,
  precoOriginal: number = ANNUAL_ORIGINAL_PRICE,
): number {
  if (precoOriginal <= 0) return 0;
  return Math.round((1 - preco / precoOriginal) * 100);
}

// platform §2.5, §9; catalogue §9: the plans that split into instalments, and how.
export const PLAN_INSTALMENTS: Readonly<
  Partial<Record<PlanSlug, { count: number; value: number }>>
> = { anual: { count: MAX_INSTALLMENTS, value: ANNUAL_INSTALMENT_VALUE } };

// A plan's price as every card shows it (the home's and /planos alike).
export interface PlanPrice {
  /** 'R$ 97,00'. */
  price: string;
  /** '/mês', '/ano', 'pagamento único'. */
  period: string;
  /** The struck-through original price, 'R$ 564,00' (annual only). */
  originalPrice?: string;
  /** 'Economize 83%' (annual only). */
  savingText?: string;
  /** '12x de R$ 10,03' (annual only). */
  instalmentText?: string;
}

// platform §2.5, §9; catalogue §9: price, period, original price, rounded saving and
// instalments of a plan, formatted.
export function planPrice(slug: PlanSlug): PlanPrice {
  const plan = planBySlug(slug);
  if (!plan) throw new Error(`No plan '${slug}'`);
  const shown: PlanPrice = { price: formatBRL(plan.preco), period: PLAN_PERIOD_LABELS[plan.slug] };
  if (plan.precoOriginal !== undefined) {
    shown.originalPrice = formatBRL(plan.precoOriginal);
    shown.savingText = `Economize ${annualSavingPercent(plan.preco, plan.precoOriginal)}%`;
  }
  const instalments = PLAN_INSTALMENTS[plan.slug];
  if (instalments) shown.instalmentText = instalmentText(instalments.count, instalments.value);
  return shown;
}

// platform §2.5: the filter chip that shows only the popular plans.
export const POPULAR_PLANS_FILTER_LABEL = 'Mais Populares';
// platform §2.5: the plans 'Mais Populares' keeps.
export const POPULAR_PLAN_SLUGS: readonly PlanSlug[] = ['mensal', 'anual'];

// platform §2.5: 'Mais Populares' shows only monthly and annual.
export function popularPlans(plans: readonly Plan[] = PLANS): Plan[] {
  return plans.filter((plan) => POPULAR_PLAN_SLUGS.includes(plan.slug));
}

// platform §2.5: whether a value is one of the checkout plan slugs.
export function isCheckoutPlanSlug(value: string): value is PlanSlug {
  return (PLAN_SLUGS as readonly string[]).includes(value);
}

// platform §2.5: the plan for a slug, or undefined.
export function planBySlug(slug: string, plans: readonly Plan[] = PLANS): Plan | undefined {
  return plans.find((plan) => plan.slug === slug);
}
