import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { PUSH_ENDPOINT_MAX } from '@arte-gospel/domain';

// What POST /api/push/subscribe accepts, and where notify.ts may connect. The server POSTs
// to every stored endpoint, so an endpoint is never allowed to point inside our own network
// (SSRF): push services (FCM, Mozilla autopush, WNS, Apple) are named public hosts reached
// over https on port 443. The name is resolved and every address must be public, when the
// browser subscribes and again when a notice is sent (a name may change its answer).

export const INVALID_ENDPOINT_MESSAGE = 'Endpoint de notificação inválido';
export const INVALID_KEYS_MESSAGE = 'Chaves de notificação inválidas';
export const ENDPOINT_MAX_LENGTH = PUSH_ENDPOINT_MAX;
/** A name that does not resolve within this is refused. */
export const RESOLVE_TIMEOUT_MS = 5_000;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export interface ResolvedAddress {
  address: string;
  family: number;
}
/** Every address of a host name (node:dns lookup with all: true unless a test injects one). */
export type ResolveHost = (host: string) => Promise<readonly ResolvedAddress[]>;

export const systemResolve: ResolveHost = (host) => lookup(host, { all: true, verbatim: true });

export interface EndpointGuard {
  /** Also accept http(s) on 127.0.0.1 / localhost / [::1] (tests: never set from a request). */
  allowInsecure?: boolean;
  resolve?: ResolveHost;
}

/**
 * Addresses the server never connects to on a client's behalf. Two lists: a BlockList
 * matches IPv4 addresses against IPv6 rules too (as ::ffff:a.b.c.d).
 */
const NOT_PUBLIC_V4 = new BlockList();
const NOT_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NOT_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['::ffff:0:0', 96], // IPv4-mapped
  ['64:ff9b::', 96], // NAT64 (reaches IPv4 addresses)
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments, Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (reaches IPv4 addresses)
  ['fc00::', 7], // unique local (cloud metadata fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');
}

/** A public unicast address (IPv6 only from global unicast 2000::/3). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC_V4.check(address, 'ipv4');
  if (family !== 6) return false;
  const lower = address.toLowerCase();
  // Global unicast is 2000::/3: first hex digit 2 or 3 of a full first group.
  const first = lower.split(':', 1)[0] ?? '';
  if (first.length !== 4 || (first[0] !== '2' && first[0] !== '3')) return false;
  return !NOT_PUBLIC_V6.check(lower, 'ipv6');
}

/**
 * The host's addresses, every one public; throws when the name does not resolve (in time),
 * resolves to nothing, or any address is not public.
 */
export async function resolvePublicAddresses(
  host: string,
  resolve: ResolveHost = systemResolve,
): Promise<readonly ResolvedAddress[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('dns timeout')), RESOLVE_TIMEOUT_MS);
  });
  try {
    const addresses = await Promise.race([resolve(host), timeout]);
    if (addresses.length === 0) throw new Error('no address');
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) throw new Error(`address not public: ${refused.address}`);
    return addresses;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The whole check: the URL's form (isAcceptableEndpoint), then every address its name
 * resolves to. Loopback test endpoints skip the lookup only with `allowInsecure`.
 */
export async function isSafeEndpoint(endpoint: string, guard: EndpointGuard = {}) {
  const allowInsecure = guard.allowInsecure === true;
  if (!isAcceptableEndpoint(endpoint, allowInsecure)) return false;
  const host = new URL(endpoint).hostname.toLowerCase();
  if (allowInsecure && LOOPBACK_HOSTS.has(host)) return true;
  try {
    await resolvePublicAddresses(host, guard.resolve);
    return true;
  } catch {
    return false;
  }
}

/**
 * A socket lookup for the sending agent: the connection goes to the addresses checked here,
 * so a name that turns private between the check and the connection is still refused.
 */
export function publicOnlyLookup(resolve: ResolveHost = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolvePublicAddresses(hostname, resolve).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = wanted ? addresses.filter((entry) => entry.family === wanted) : addresses;
        const first = usable[0];
        if (options.all) callback(null, [...usable]);
        else if (first) callback(null, first.address, first.family);
        else
          callback(Object.assign(new Error(`no IPv${wanted} address`), { code: 'ENOTFOUND' }), '');
      },
      (error: Error) => callback(Object.assign(error, { code: 'ENOTFOUND' }), ''),
    );
  };
}

/**
 * In production only `https://` on a named public host, port 443 (no IP literal, no
 * localhost, no single-label intranet name, no credentials, no other port). With
 * `allowInsecure` (tests, local development) also `http://` or `https://` on 127.0.0.1,
 * localhost or [::1], any port. The addresses are checked by isSafeEndpoint.
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
  // An explicit :443 reads as '' (the https default); any other port is refused.
  if (url.protocol !== 'https:' || url.port !== '') return false;
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
