import { type UserStats, UserStatsSchema } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../api-client';
import { queryKeys } from '../queries/keys';
import { parseResponse } from '../queries/parse';

/** platform §7: on failure or a non-OK answer the counters read zero. */
export const ZERO_STATS: UserStats = { totalFavorites: 0, totalDownloads: 0, totalViews: 0 };

/** GET /api/users/stats (platform §3, §7): only fetched while logged in. */
export async function getUserStats(signal?: AbortSignal): Promise<UserStats> {
  try {
    return parseResponse(
      UserStatsSchema,
      await apiJson('GET', '/api/users/stats', undefined, { signal }),
    );
  } catch {
    return ZERO_STATS;
  }
}

export function getUserStatsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.userStats,
    queryFn: ({ signal }) => getUserStats(signal),
  });
}

export function useUserStats(enabled = true) {
  return useQuery({ ...getUserStatsQueryOptions(), enabled });
}
