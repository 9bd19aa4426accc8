import {
  type AccessUser,
  FREE_DOWNLOAD_LIMIT,
  FREE_FAVORITE_LIMIT,
  isExpired,
  isPremium,
  isStaff,
} from '@arte-gospel/domain';

/**
 * What the server enforces (platform §6.2, §9): staff and premium accounts whose plan has not
 * ended are unlimited; everyone else has the free limits — 10 downloads per calendar month
 * (the panel's counter; the FAQ's 5 is only its wording) and 20 favourites. An expired plan
 * falls back to the free limits and loses premium arts.
 */
export function hasActivePremium(user: AccessUser, now = new Date()): boolean {
  return isStaff(user) || (isPremium(user) && !isExpired(user, now));
}

export function downloadLimit(user: AccessUser, now = new Date()): number | null {
  return hasActivePremium(user, now) ? null : FREE_DOWNLOAD_LIMIT;
}

export function favoriteLimit(user: AccessUser, now = new Date()): number | null {
  return hasActivePremium(user, now) ? null : FREE_FAVORITE_LIMIT;
}

/** The first instant of the current calendar month in Brazil (UTC−3, no daylight saving). */
export function monthStart(now = new Date()): Date {
  const brasilia = new Date(now.getTime() - 3 * 3_600_000);
  return new Date(Date.UTC(brasilia.getUTCFullYear(), brasilia.getUTCMonth(), 1, 3));
}

export const PREMIUM_ART_MESSAGE =
  'Esta arte é exclusiva para assinantes Premium. Assine um plano para baixar.';
export function downloadLimitMessage(limit: number): string {
  return `Você atingiu o limite de ${limit} downloads gratuitos deste mês. Assine o Premium para downloads ilimitados.`;
}
export function favoriteLimitMessage(limit: number): string {
  return `Você atingiu o limite de ${limit} favoritas da conta gratuita. Assine o Premium para favoritar sem limites.`;
}
