// The popup calls (platform §7): the active popup and its three tracking calls.
import { type ActivePopupResponse, POPUP_POLL_MS, popupPageName } from '@arte-gospel/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiJson, apiSend, buildQueryUrl } from '../../lib/api-client';
import { queryKeys } from '../../lib/queries/keys';
import { readPopupSessionId, storePopupSessionId } from './popup-storage';

/** GET /api/popups/active with the session id and the current page name; keeps the session id. */
export async function fetchActivePopup(
  path: string,
  signal?: AbortSignal,
): Promise<ActivePopupResponse> {
  const sessionId = readPopupSessionId() ?? undefined;
  const answer = await apiJson<ActivePopupResponse>(
    'GET',
    buildQueryUrl('/api/popups/active', { sessionId, currentPath: popupPageName(path) }),
    undefined,
    { signal },
  );
  if (answer?.sessionId) storePopupSessionId(answer.sessionId);
  return answer;
}

/**
 * §4.2: polled every 5 minutes and at every page change (the page name is in the key, so a
 * change of page is a new query). `userKey` refetches on login / logout (the audience).
 */
export function activePopupQuery(path: string, userKey: string) {
  const page = popupPageName(path);
  return queryOptions({
    queryKey: queryKeys.activePopup(page, userKey),
    queryFn: ({ signal }) => fetchActivePopup(path, signal),
    refetchInterval: POPUP_POLL_MS,
    refetchOnWindowFocus: false,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

function sessionBody(sessionId: string) {
  return { sessionId };
}

/** The tracking calls never disturb the page: a failure is dropped. */
async function quietly(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch {
    // Analytics only.
  }
}

export function trackPopupView(popupId: number, sessionId: string): Promise<void> {
  return quietly(apiSend('POST', `/api/popups/track-view/${popupId}`, sessionBody(sessionId)));
}

export function trackPopupClick(popupId: number, sessionId: string): Promise<void> {
  return quietly(apiSend('POST', `/api/popups/track-click/${popupId}`, sessionBody(sessionId)));
}

export function recordPopupDismiss(popupId: number, sessionId: string): Promise<void> {
  return quietly(apiSend('POST', '/api/popups/view', { popupId, sessionId, action: 'dismiss' }));
}
