/**
 * The site's QueryClient and default query function (platform spec §7 and §9).
 *
 * §7: the default data fetch is a GET to the first element of the query key, with the
 * optional second element as query-string parameters (undefined values skipped), returning
 * the parsed JSON. Under `returnNull` a 401 gives no data (`null`); any other non-OK
 * response is an error (ApiError). No retries.
 * §9: data cache fresh 5 min, kept 30 min; no retries, no refetch on focus, mount or
 * reconnect, no polling, by default.
 * Offline (issue 20), a call is still tried once: the service worker answers the pages
 * 'Minhas artes' and the editor keep (push-sw.js), and any other call fails at once with its
 * error instead of waiting, paused, for a connection.
 */

import { DATA_CACHE_MS, DATA_STALE_MS } from '@arte-gospel/domain';
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, apiJson, buildQueryUrl } from './api-client';

/** §9 "Data cache — fresh 5 min, kept 30 min" (constants in domain/). */
export { DATA_STALE_MS };
export const DATA_GC_MS = DATA_CACHE_MS;

export type UnauthorizedBehavior = 'returnNull' | 'throw';

export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const [path, params] = queryKey;
    if (typeof path !== 'string') {
      throw new TypeError('The first element of the query key must be the GET path (string).');
    }
    const url = buildQueryUrl(
      path,
      typeof params === 'object' && params !== null && !Array.isArray(params)
        ? (params as Record<string, unknown>)
        : undefined,
    );
    try {
      return await apiJson<T>('GET', url, undefined, { signal });
    } catch (error) {
      if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) {
        return null;
      }
      throw error;
    }
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: DATA_STALE_MS,
        gcTime: DATA_GC_MS,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        networkMode: 'offlineFirst',
      },
      mutations: {
        retry: false,
        networkMode: 'offlineFirst',
      },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * The id of the JSON script element in which a page rendered on the server brings the
 * query cache it was drawn from (server-render.tsx; main.tsx reads it).
 */
export const INITIAL_QUERIES_ELEMENT_ID = 'initial-queries';
