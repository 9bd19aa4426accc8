// Premium expiry: expired flag, days left, banner and its colour (platform §4.4, §9).
import { isCheckoutPlanSlug, PLANS_PAGE_PATH, type PlanSlug } from '../plans';
import { MS_PER_DAY, toValidDate } from '../time';
import { type AccessUser, isLifetime, isPremium } from './levels';

// platform §4.4, §9: the banner shows when days left is 7 or fewer (or when expired).
export const EXPIRY_BANNER_DAYS = 7;

// platform §4.4: the banner's button label and target.
export const RENEW_BUTTON = { label: 'Renovar', href: PLANS_PAGE_PATH } as const;

// platform §4.4: banner texts. '{n} dia(s)' is kept exactly as the spec words it: the
// number is substituted and 'dia(s)' stays literal ('expira em 1 dia(s)', 'em 5 dia(s)').
export const EXPIRY_BANNER_TEXTS = {
  expiresIn: 'Sua assinatura Premium expira em {n} dia(s). Renove agora para não perder o acesso.',
  expiredSite:
    'Sua assinatura Premium expirou. Renove agora para continuar acessando todos os benefícios.',
  expiredPanel: 'Sua assinatura Premium expirou. Renove agora para restaurar seu acesso.',
} as const;

export type ExpiryTone = 'red' | 'amber' | 'blue';
export type ExpiryBannerVariant = 'site' | 'panel';
export interface ExpiryBanner {
  tone: ExpiryTone;
  message: string;
  actionLabel: typeof RENEW_BUTTON.label;
  actionHref: typeof RENEW_BUTTON.href;
}

function expiryDate(user: AccessUser | null | undefined): Date | null {
  return toValidDate(user?.dataexpiracao);
}

// platform §4.4: premium, not lifetime, with a date that lies in the past. An unreadable
// date counts as no date (not expired).
export function isExpired(user: AccessUser | null | undefined, now: Date = new Date()): boolean {
  const date = expiryDate(user);
  if (!date || !isPremium(user) || isLifetime(user)) return false;
  return date.getTime() < now.getTime();
}

// platform §4.4: ceiling of the days until expiry, 0 if past, null without a date.
export function daysUntilExpiry(
  user: AccessUser | null | undefined,
  now: Date = new Date(),
): number | null {
  const date = expiryDate(user);
  if (!date) return null;
  return Math.max(0, Math.ceil((date.getTime() - now.getTime()) / MS_PER_DAY));
}

// platform §4.4: red when 0 days or expired, amber up to 7, blue above (or without a
// count). The banner itself never reaches blue; the panel sidebar uses it for its badge.
export function expiryTone(days: number | null, expired: boolean): ExpiryTone {
  if (expired || days === 0) return 'red';
  if (days !== null && days <= EXPIRY_BANNER_DAYS) return 'amber';
  return 'blue';
}

// platform §4.4: the banner for premium users who are not lifetime and whose plan has
// expired or ends within 7 days; null otherwise (free users, lifetime, no date).
export function expiryBanner(
  user: AccessUser | null | undefined,
  now: Date,
  variant: ExpiryBannerVariant = 'site',
): ExpiryBanner | null {
  if (!isPremium(user) || isLifetime(user)) return null;
  const days = daysUntilExpiry(user, now);
  if (days === null) return null;
  const expired = isExpired(user, now);
  if (!expired && days > EXPIRY_BANNER_DAYS) return null;
  const tone = expiryTone(days, expired);
  const action = { actionLabel: RENEW_BUTTON.label, actionHref: RENEW_BUTTON.href };
  if (expired) {
    const message =
      variant === 'panel' ? EXPIRY_BANNER_TEXTS.expiredPanel : EXPIRY_BANNER_TEXTS.expiredSite;
    return { tone, message, ...action };
  }
  const message = EXPIRY_BANNER_TEXTS.expiresIn.replace('{n}', String(days));
  return { tone, message, ...action };
}

// platform §2.5: the plan card marked 'Atual' on /planos. Lifetime access is the lifetime
// plan; a monthly or annual plan is current only while it has not expired, so an expired
// account can buy its plan again (the 'Renovar' of §4.4 leads there).
export function currentPlan(
  user: AccessUser | null | undefined,
  now: Date = new Date(),
): PlanSlug | null {
  if (!user) return null;
  if (user.acessovitalicio === true) return 'vitalicio';
  const plan = user.tipoplano;
  if (!plan || !isCheckoutPlanSlug(plan) || isExpired(user, now)) return null;
  return plan;
}
