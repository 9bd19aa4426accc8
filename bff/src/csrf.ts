import type { IncomingMessage } from 'node:http';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_ORIGIN_MESSAGE = 'Requisição de outra origem recusada.';

/**
 * CSRF check for mutating /api calls, whatever their content type (JSON included):
 * a browser marks cross-origin requests with Sec-Fetch-Site and Origin, so a call is refused
 * when Sec-Fetch-Site says it came from another site or origin, or when its Origin is not
 * this host. Calls with neither header (server-to-server, e.g. the payment webhook) carry
 * no browser cookies of our users and pass.
 */
export function isCrossOriginMutation(
  req: IncomingMessage,
  allowedOrigins: ReadonlySet<string>,
): boolean {
  if (!MUTATING.has(req.method ?? 'GET')) return false;
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = req.headers.origin;
  if (!origin) return false;
  if (allowedOrigins.has(origin)) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true; // 'null' or garbage: not ours
  }
  return originHost !== req.headers.host;
}
