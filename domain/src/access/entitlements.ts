// What an account may do and what the site shows of it, decided once (platform §2.6, §2.8,
// §4.4, §6.2, §9). The API enforces these limits and the site and bff display them; none of
// them decides a limit, a badge or a button of its own.
import { FREE_DOWNLOAD_LIMIT, FREE_FAVORITE_LIMIT } from '../plans';
import type { PopupAudience } from '../popups/popup';
import { MS_PER_HOUR } from '../time';
import { type AccountDisplay, accountDisplay } from './account';
import { isExpired } from './expiry';
import {
  type AccessUser,
  ADMIN_BUTTON_LEVELS,
  hasPlan,
  isLifetime,
  isPremium,
  isStaff,
  PREMIUM_LEVELS,
} from './levels';

/** How many of something an account may have; null is unlimited. */
export type Allowance = number | null;

// platform §4.4, §6.2: the tiers the rules differ by. 'expired' is a premium account whose
// plan has ended: it keeps its premium status (label, 'Renovar') but falls back to the free
// allowances until it renews.
export const ACCESS_TIERS = ['visitor', 'free', 'expired', 'premium', 'lifetime', 'staff'] as const;
export type AccessTier = (typeof ACCESS_TIERS)[number];

export interface TierAllowances {
  /** Downloads per calendar month in Brasília time (downloadMonthStart). */
  downloadsPerMonth: Allowance;
  favourites: Allowance;
  /** May download arts marked premium. */
  premiumArts: boolean;
}

const FREE_ALLOWANCES = {
  downloadsPerMonth: FREE_DOWNLOAD_LIMIT,
  favourites: FREE_FAVORITE_LIMIT,
  premiumArts: false,
} as const satisfies TierAllowances;
const UNLIMITED_ALLOWANCES = {
  downloadsPerMonth: null,
  favourites: null,
  premiumArts: true,
} as const satisfies TierAllowances;

// platform §2.8, §6.2, §9: free limits for free and expired accounts, unlimited for a
// running plan, lifetime access and staff. Visitors must sign in before anything.
export const TIER_ALLOWANCES: Readonly<Record<AccessTier, TierAllowances>> = {
  visitor: { downloadsPerMonth: 0, favourites: 0, premiumArts: false },
  free: FREE_ALLOWANCES,
  expired: FREE_ALLOWANCES,
  premium: UNLIMITED_ALLOWANCES,
  lifetime: UNLIMITED_ALLOWANCES,
  staff: UNLIMITED_ALLOWANCES,
};

/** The popup audience a viewer belongs to ('all' is every viewer's, besides this one). */
export type ViewerAudience = Exclude<PopupAudience, 'all'>;

// platform §3, §4.2: the popup audience of each tier. An expired account sees what free
// accounts see until it renews (it has their allowances); lifetime and staff count as premium.
export const TIER_POPUP_AUDIENCES: Readonly<Record<AccessTier, ViewerAudience>> = {
  visitor: 'visitor',
  free: 'free',
  expired: 'free',
  premium: 'premium',
  lifetime: 'premium',
  staff: 'premium',
};

// platform §4.4, §6.2: the tier of a user at `now`.
export function accessTier(
  user: AccessUser | null | undefined,
  now: Date = new Date(),
): AccessTier {
  if (!user) return 'visitor';
  if (isStaff(user)) return 'staff';
  if (isLifetime(user)) return 'lifetime';
  if (!isPremium(user)) return 'free';
  return isExpired(user, now) ? 'expired' : 'premium';
}

export interface Entitlements extends TierAllowances {
  tier: AccessTier;
  /** platform §4.4: premium status, also while expired (subscriber view, 'Renovar'). */
  premium: boolean;
  lifetime: boolean;
  expired: boolean;
  staff: boolean;
  /** platform §2.6: 'Conta Free' / 'CONTA GRÁTIS' or 'Conta {plan}'. */
  display: AccountDisplay;
  /** platform §2.6, §2.8, §6.2: the Upgrade button, the UPGRADE tags, 'Assinar Premium'. */
  showUpgrade: boolean;
  /** platform §2.6, §6.2: the 'Admin' button. */
  showAdmin: boolean;
  /** platform §2.6, §6.2: the 'Assinatura' menu entry. */
  showSubscription: boolean;
  /** platform §3, §4.2: the promotional popups aimed at this viewer (besides 'all'). */
  popupAudience: ViewerAudience;
}

function oneOf(list: readonly string[], value: string | null | undefined): boolean {
  return typeof value === 'string' && list.includes(value);
}

// Everything the rules allow or show for a user at `now`.
export function entitlements(
  user: AccessUser | null | undefined,
  now: Date = new Date(),
): Entitlements {
  const tier = accessTier(user, now);
  const signedIn = tier !== 'visitor';
  return {
    tier,
    ...TIER_ALLOWANCES[tier],
    premium: isPremium(user),
    lifetime: isLifetime(user),
    expired: tier === 'expired',
    staff: tier === 'staff',
    display: accountDisplay(user),
    // platform §6.2: a signed-in user whose level is not premium or staff, without a plan.
    showUpgrade: signedIn && !oneOf(PREMIUM_LEVELS, user?.nivelacesso) && !hasPlan(user),
    showAdmin: oneOf(ADMIN_BUTTON_LEVELS, user?.nivelacesso),
    // platform §2.6: hidden for staff; visitors have no user menu.
    showSubscription: signedIn && tier !== 'staff',
    popupAudience: TIER_POPUP_AUDIENCES[tier],
  };
}

// platform §6.2: what unlimited counters show.
export const UNLIMITED_COUNTER = '∞';

// platform §2.8, §6.2: a counter, 'used/limit' or '∞' when unlimited.
export function allowanceCounter(used: number, allowance: Allowance): string {
  return allowance === null ? UNLIMITED_COUNTER : `${used}/${allowance}`;
}

// The monthly download window: Brasília time, UTC−3 without daylight saving.
const BRASILIA_OFFSET_MS = 3 * MS_PER_HOUR;

// The first instant of the calendar month the download allowance counts in.
export function downloadMonthStart(now: Date = new Date()): Date {
  const local = new Date(now.getTime() - BRASILIA_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) + BRASILIA_OFFSET_MS);
}

// The API's refusals when an allowance runs out (and the site's notice before asking).
export const ENTITLEMENT_MESSAGES = {
  premiumArt: 'Esta arte é exclusiva para assinantes Premium. Assine um plano para baixar.',
  downloadLimit: (limit: number) =>
    `Você atingiu o limite de ${limit} downloads gratuitos deste mês. Assine o Premium para downloads ilimitados.`,
  favoriteLimit: (limit: number) =>
    `Você atingiu o limite de ${limit} favoritas da conta gratuita. Assine o Premium para favoritar sem limites.`,
} as const;
