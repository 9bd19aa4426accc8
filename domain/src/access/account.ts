// The account display and plan labels (platform §2.6, §6.2); entitlements.ts carries it.
import { type AccessUser, FREE_LEVEL, hasPlan, isStaff, type PremiumPlanType } from './levels';

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

// platform §6.2: staff have unlimited use and count as lifetime premium, whatever plan they
// hold: they are never shown as a free account (issue 16), and their label says whose it is.
export const STAFF_ACCOUNT_DISPLAY = {
  kind: 'plan',
  label: 'Conta Equipe',
  tone: 'green',
} as const satisfies AccountDisplay;

// platform §2.6, §6.2: staff show STAFF_ACCOUNT_DISPLAY; otherwise free when the level is
// usuario or there is no plan, else 'Conta {plan}' in green.
export function accountDisplay(user: AccessUser | null | undefined): AccountDisplay {
  if (isStaff(user)) return STAFF_ACCOUNT_DISPLAY;
  if (!user || user.nivelacesso === FREE_LEVEL || !hasPlan(user)) return FREE_ACCOUNT_DISPLAY;
  return { kind: 'plan', label: `Conta ${planTypeLabel(user.tipoplano ?? '')}`, tone: 'green' };
}
