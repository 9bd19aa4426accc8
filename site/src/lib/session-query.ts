/**
 * The current-user query (platform spec §4.1, §7 flow 1, §9 "User fetch (flow 1) — time-out
 * 10 s, fresh 5 min, cached 10 min"). A 401 resolves to `null` (logged out).
 */
import { USER_CACHE_MS, USER_STALE_MS } from '@arte-gospel/domain';
import { queryOptions } from '@tanstack/react-query';
import { type CurrentUser, fetchCurrentUser } from './api-client';
import { queryKeys } from './queries/keys';

/** §9: the user is fresh for 5 min and cached for 10 min (constants in domain/). */
export { USER_STALE_MS };
export const USER_GC_MS = USER_CACHE_MS;

export const USER_QUERY_KEY = queryKeys.user;

export const userQueryOptions = queryOptions<CurrentUser | null>({
  queryKey: USER_QUERY_KEY,
  queryFn: ({ signal }) => fetchCurrentUser({ signal }),
  staleTime: USER_STALE_MS,
  gcTime: USER_GC_MS,
});
