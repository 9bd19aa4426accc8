import {
  allowanceCounter,
  daysUntilExpiry,
  entitlements,
  formatDatePtBR,
} from '@arte-gospel/domain';
import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../lib/api-client';
import { useDownloadCounter } from '../../../lib/session/entitlements';
import { useUserStats, ZERO_STATS } from '../../../lib/session/user-stats';
import { userQueryOptions } from '../../../lib/session-query';

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
  const { lifetime, expired, premium } = entitlements(user, now);
  const days = daysUntilExpiry(user, now);
  const date = user.dataexpiracao ? formatDatePtBR(user.dataexpiracao) : null;
  let text: string;
  if (lifetime) text = 'Acesso vitalício';
  else if (!premium) text = 'Sem assinatura ativa';
  else if (!date || days === null) text = 'Sem data de expiração';
  else if (expired) text = `Expirou em ${date}`;
  else text = `Expira em ${date} (${days} ${days === 1 ? 'dia restante' : 'dias restantes'})`;
  return { date, days, expired, lifetime, text };
}

/** What the panel shows about the signed-in account: its entitlements, expiry, counters. */
export function usePanelAccount() {
  const user = useQuery(userQueryOptions).data ?? null;
  const allowed = entitlements(user);
  const stats = useUserStats(Boolean(user));
  const downloads = useDownloadCounter(user);
  const totalFavorites = (stats.data ?? ZERO_STATS).totalFavorites;
  return {
    user,
    ...allowed,
    expiry: user ? expirySummary(user) : null,
    downloadsLabel: downloads.label,
    favoritesLabel: user ? allowanceCounter(totalFavorites, allowed.favourites) : '',
    countersLoading: stats.isPending || downloads.loading,
    stats: stats.data ?? ZERO_STATS,
  };
}
