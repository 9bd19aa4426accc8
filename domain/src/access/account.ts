// Account display, counters and what the header shows per role (platform §2.6, §2.8, §6.2).
import {
  type AccessUser,
  ADMIN_BUTTON_LEVELS,
  FREE_LEVEL,
  hasPlan,
  isStaff,
  PREMIUM_LEVELS,
  type PremiumPlanType,
} from './levels';

// platform §2.8, §6.2, §9: free accounts are limited to 10 downloads. This is the limit
// the panel shows and enforces. The plans FAQ says "5 monthly downloads"
// (plans/FAQ_FREE_MONTHLY_DOWNLOADS keeps that text); we enforce the panel's 10 because
// it is the counter users see every day and it never gives less than the FAQ promises.
export const FREE_DOWNLOAD_LIMIT = 10;
// platform §2.8, §9: free accounts keep up to 20 favourites.
export const FREE_FAVORITE_LIMIT = 20;
// platform §6.2: what unlimited counters show.
export const UNLIMITED_COUNTER = '∞';

// platform §2.6: readable pt-BR names for each tipoplano, used in 'Conta {plan}'. The spec
// does not word them. They qualify 'Conta' (feminine), so the lifetime plan reads
// 'Conta Vitalícia' (not 'Vitalício'); 'Mensal', 'Anual' and 'Personalizado' → 'Conta
// Personalizada' follow the same agreement. An unknown tipoplano is shown with
// underscores as spaces and a capital first letter.
export const PLAN_TYPE_LABELS: Readonly<Record<PremiumPlanType, string>> = {
  mensal: 'Mensal',
  anual: 'Anual',
  vitalicio: 'Vitalícia',
  personalizado: 'Personalizada',
  premium_mensal: 'Premium Mensal',
  premium_anual: 'Premium Anual',
  premium_vitalicio: 'Premium Vitalícia',
};

// platform §2.6: the label of a tipoplano value.
export function planTypeLabel(tipoplano: string): string {
  const key = tipoplano.trim();
  if (Object.hasOwn(PLAN_TYPE_LABELS, key)) return PLAN_TYPE_LABELS[key as PremiumPlanType];
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toLocaleUpperCase('pt-BR') + words.slice(1);
}

export type AccountDisplay =
  | { kind: 'free'; label: 'Conta Free'; bannerLabel: 'CONTA GRÁTIS'; tone: 'blue' }
  | { kind: 'plan'; label: string; tone: 'green' };

// platform §2.6: the free account display (blue banner).
export const FREE_ACCOUNT_DISPLAY = {
  kind: 'free',
  label: 'Conta Free',
  bannerLabel: 'CONTA GRÁTIS',
  tone: 'blue',
} as const satisfies AccountDisplay;

// platform §2.6, §6.2: free when the level is usuario or there is no plan (even for staff
// without a plan, as the rule is worded); otherwise 'Conta {plan}' in green.
export function accountDisplay(user: AccessUser | null | undefined): AccountDisplay {
  if (!user || user.nivelacesso === FREE_LEVEL || !hasPlan(user)) return FREE_ACCOUNT_DISPLAY;
  return { kind: 'plan', label: `Conta ${planTypeLabel(user.tipoplano ?? '')}`, tone: 'green' };
}

// platform §2.6, §6.2: a logged-in user whose level is not premium or staff and who has
// no plan. Visitors (null) do not see it.
export function canSeeUpgrade(user: AccessUser | null | undefined): boolean {
  if (!user) return false;
  const level = user.nivelacesso ?? '';
  return !(PREMIUM_LEVELS as readonly string[]).includes(level) && !hasPlan(user);
}

// platform §2.6, §6.2: admin, designer_adm and suporte see the 'Admin' button.
export function canSeeAdminButton(user: AccessUser | null | undefined): boolean {
  return (ADMIN_BUTTON_LEVELS as readonly string[]).includes(user?.nivelacesso ?? '');
}

// platform §2.6, §6.2: the 'Assinatura' menu entry is hidden for staff. Visitors have no
// user menu, so it is hidden for them too.
export function canSeeSubscriptionEntry(user: AccessUser | null | undefined): boolean {
  return !!user && !isStaff(user);
}

// platform §2.8, §6.2: '∞' for staff, the premium level and anyone with a plan; else
// 'used/10'.
export function downloadCounter(user: AccessUser | null | undefined, used: number): string {
  const unlimited = isStaff(user) || user?.nivelacesso === 'premium' || hasPlan(user);
  return unlimited ? UNLIMITED_COUNTER : `${used}/${FREE_DOWNLOAD_LIMIT}`;
}

// platform §2.8, §6.2: '∞' for staff only (the rule widens only the downloads counter);
// else 'used/20'.
export function favoriteCounter(user: AccessUser | null | undefined, used: number): string {
  return isStaff(user) ? UNLIMITED_COUNTER : `${used}/${FREE_FAVORITE_LIMIT}`;
}
