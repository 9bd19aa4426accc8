import { isIP } from 'node:net';

// What POST /api/push/subscribe accepts. The server later POSTs to every stored endpoint,
// so an endpoint is never allowed to point inside our own network (SSRF): push services
// (FCM, Mozilla autopush, WNS, Apple) are named public hosts reached over https.

export const INVALID_ENDPOINT_MESSAGE = 'Endpoint de notificação inválido';
export const INVALID_KEYS_MESSAGE = 'Chaves de notificação inválidas';
export const ENDPOINT_MAX_LENGTH = 2048;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * In production only `https://` on a named public host (no IP literal, no localhost, no
 * single-label intranet name, no credentials). With `allowInsecure` (tests, local
 * development) also `http://` or `https://` on 127.0.0.1, localhost or [::1].
 */
export function isAcceptableEndpoint(endpoint: string, allowInsecure = false): boolean {
  if (endpoint.length > ENDPOINT_MAX_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (allowInsecure && LOOPBACK_HOSTS.has(host)) {
    return url.protocol === 'https:' || url.protocol === 'http:';
  }
  if (url.protocol !== 'https:') return false;
  const bare = host.startsWith('[') ? host.slice(1, -1) : host;
  if (isIP(bare) !== 0) return false;
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return false;
  return host.includes('.') && !host.endsWith('.');
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Padding dropped: browsers send unpadded base64url, some libraries pad. */
export function normaliseKey(value: string): string {
  return value.trim().replace(/=+$/, '');
}

/** p256dh: an uncompressed P-256 point (65 bytes, 0x04 first); auth: a 16-byte secret. */
export function areValidSubscriptionKeys(p256dh: string, auth: string): boolean {
  if (!BASE64URL.test(p256dh) || !BASE64URL.test(auth)) return false;
  const point = Buffer.from(p256dh, 'base64url');
  return point.length === 65 && point[0] === 0x04 && Buffer.from(auth, 'base64url').length === 16;
}
