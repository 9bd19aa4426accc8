// The expiration popup (platform §4.2, §4.4).
import { type AccessUser, daysUntilExpiry, isExpired, isLifetime, isPremium } from '../access';

// platform §4.2, §4.4: the API shows the expiration popup to premium users whose plan
// ends within 7 days or has ended.
export const EXPIRATION_POPUP_DAYS = 7;

// platform §4.2: the local date marker, yyyy-mm-dd in the device's own time zone (the
// "once per day" is the user's day, not the server's).
export function expirationPopupMarker(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// platform §4.2: at most once per day: show unless the stored marker is today's.
export function shouldShowExpirationPopup(
  lastShownDateMarker: string | null | undefined,
  now: Date = new Date(),
): boolean {
  return lastShownDateMarker !== expirationPopupMarker(now);
}

// platform §4.2, §4.4: who qualifies for the expiration popup: premium, not lifetime, with
// an expiry date that has passed or is at most 7 days away.
export function qualifiesForExpirationPopup(
  user: AccessUser | null | undefined,
  now: Date = new Date(),
): boolean {
  if (!isPremium(user) || isLifetime(user)) return false;
  const days = daysUntilExpiry(user, now);
  if (days === null) return false;
  return isExpired(user, now) || days <= EXPIRATION_POPUP_DAYS;
}
