import {
  accountDisplay,
  canSeeUpgrade,
  daysUntilExpiry,
  downloadCounter,
  favoriteCounter,
  formatDatePtBR,
  isExpired,
  isLifetime,
  isPremium,
  isStaff,
  UNLIMITED_COUNTER,
} from '@arte-gospel/domain';
import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../lib/api-client';
import { useUserStats, ZERO_STATS } from '../../../lib/session/user-stats';
import { userQueryOptions } from '../../../lib/session-query';
import { downloadsThisMonth, useDownloads } from '../api/get-downloads';

export interface ExpirySummary {
  /** 'dd de mês de aaaa', or null without a date. */
  date: string | null;
  days: number | null;
  expired: boolean;
  lifetime: boolean;
  /** One line for the sidebar and the subscription page. */
  text: string;
}

/** The sidebar's expiry line (platform §2.8, §4.4). */
export function expirySummary(user: User, now: Date = new Date()): ExpirySummary {
  const lifetime = isLifetime(user);
  const days = daysUntilExpiry(user, now);
  const expired = isExpired(user, now);
  const date = user.dataexpiracao ? formatDatePtBR(user.dataexpiracao) : null;
  let text: string;
  if (lifetime) text = 'Acesso vitalício';
  else if (!isPremium(user)) text = 'Sem assinatura ativa';
  else if (!date || days === null) text = 'Sem data de expiração';
  else if (expired) text = `Expirou em ${date}`;
  else text = `Expira em ${date} (${days} ${days === 1 ? 'dia restante' : 'dias restantes'})`;
  return { date, days, expired, lifetime, text };
}

/** What the panel shows about the signed-in account: badge, expiry, counters. */
export function usePanelAccount() {
  const user = useQuery(userQueryOptions).data ?? null;
  const stats = useUserStats(Boolean(user));
  const downloadsUnlimited = user ? downloadCounter(user, 0) === UNLIMITED_COUNTER : false;
  // Free accounts count this month's downloads (the limit is monthly); unlimited accounts
  // need no list for the counter.
  const downloads = useDownloads(Boolean(user) && !downloadsUnlimited);
  const usedThisMonth = downloads.data ? downloadsThisMonth(downloads.data) : 0;
  const totalFavorites = (stats.data ?? ZERO_STATS).totalFavorites;
  return {
    user,
    display: accountDisplay(user),
    premium: isPremium(user),
    staff: isStaff(user),
    showUpgrade: canSeeUpgrade(user),
    expiry: user ? expirySummary(user) : null,
    downloadsLabel: user ? downloadCounter(user, usedThisMonth) : '',
    favoritesLabel: user ? favoriteCounter(user, totalFavorites) : '',
    countersLoading: stats.isPending || (!downloadsUnlimited && downloads.isPending),
    stats: stats.data ?? ZERO_STATS,
  };
}
