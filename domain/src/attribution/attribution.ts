// Checkout attribution: capture, merge, and the checkout link (catalogue §7, platform §2.5).
import { parseQuery, type SearchParamsLike } from './query';

// catalogue §7: the UTM and click-id params captured and stored, in spec order.
export const ATTRIBUTION_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'gclid',
  'fbclid',
  'msclkid',
  'twclid',
  'xcod',
  'sck',
] as const;
export type AttributionParam = (typeof ATTRIBUTION_PARAMS)[number];

// catalogue §3, §7: attribution data as stored locally: the params plus a timestamp
// (epoch milliseconds of the capture).
export interface Attribution {
  params: Partial<Record<AttributionParam, string>>;
  timestamp: number;
}

// catalogue §7: the payment provider's checkout host. The spec only says "a card payment
// provider"; sck, src and xcod are Hotmart's tracking parameters, so its hosts are the
// defaults. Both are configurable per call (checkoutUrl's options).
export const CHECKOUT_PAY_HOST = 'pay.hotmart.com';
// catalogue §7: the same provider's affiliate host.
export const CHECKOUT_AFFILIATE_HOST = 'go.hotmart.com';
// catalogue §7: utm_source becomes this on the pay host…
export const PAY_HOST_SOURCE_PARAM = 'sck';
// catalogue §7: …and this on the affiliate host.
export const AFFILIATE_HOST_SOURCE_PARAM = 'src';

function read(search: string | SearchParamsLike, name: string): string | null {
  if (typeof search !== 'string') return search.get(name);
  return parseQuery(search).find(([key]) => key === name)?.[1] ?? null;
}

// catalogue §7: the attribution params of a landing URL's query (a '?…' string, a whole
// URL or URLSearchParams). Empty values are ignored; a repeated param keeps its first
// value (URLSearchParams.get). Null when none is present.
export function captureAttribution(
  search: string | SearchParamsLike,
  now: Date = new Date(),
): Attribution | null {
  const params: Attribution['params'] = {};
  for (const name of ATTRIBUTION_PARAMS) {
    const value = read(search, name);
    if (value !== null && value !== '') params[name] = value;
  }
  return Object.keys(params).length > 0 ? { params, timestamp: now.getTime() } : null;
}

// catalogue §7: merging a fresh landing into what is stored. The fresh landing wins
// param by param (last touch), params it lacks are kept from the stored data, and the
// timestamp becomes the fresh one. Either side may be null.
export function mergeAttribution(
  stored: Attribution | null | undefined,
  fresh: Attribution | null | undefined,
): Attribution | null {
  if (!fresh) return stored ?? null;
  if (!stored) return fresh;
  return { params: { ...stored.params, ...fresh.params }, timestamp: fresh.timestamp };
}

export interface CheckoutHosts {
  payHost?: string;
  affiliateHost?: string;
}

const AUTHORITY = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i;

function hostOf(link: string): string {
  const authority = AUTHORITY.exec(link)?.[1] ?? '';
  return authority
    .slice(authority.lastIndexOf('@') + 1)
    .replace(/:\d*$/, '')
    .toLowerCase();
}

// catalogue §7, platform §2.5: the checkout link with the attribution appended. On the
// pay host utm_source is sent as 'sck', on the affiliate host as 'src' (hosts compared
// exactly, case-insensitive); elsewhere every param keeps its name. A param the link
// already has is never overwritten or repeated, and an 'sck' captured from the landing
// wins over one derived from utm_source. Params are appended in spec order before any
// hash; the link is otherwise untouched.
export function checkoutUrl(
  link: string,
  attribution: Attribution | null | undefined,
  { payHost = CHECKOUT_PAY_HOST, affiliateHost = CHECKOUT_AFFILIATE_HOST }: CheckoutHosts = {},
): string {
  if (!attribution) return link;
  const host = hostOf(link);
  const sourceName =
    host === payHost.toLowerCase()
      ? PAY_HOST_SOURCE_PARAM
      : host === affiliateHost.toLowerCase()
        ? AFFILIATE_HOST_SOURCE_PARAM
        : 'utm_source';

  const hashAt = link.indexOf('#');
  const base = hashAt >= 0 ? link.slice(0, hashAt) : link;
  const hash = hashAt >= 0 ? link.slice(hashAt) : '';
  const taken = new Set(base.includes('?') ? parseQuery(base).map(([name]) => name) : []);

  const entries: [string, string][] = [];
  const add = (name: string, value: string | undefined) => {
    if (value === undefined || value === '' || taken.has(name)) return;
    taken.add(name);
    entries.push([name, value]);
  };
  const captured = attribution.params as Partial<Record<string, string>>;
  for (const name of ATTRIBUTION_PARAMS) {
    if (name !== 'utm_source') add(name, captured[name]);
    else if (sourceName === name || !captured[sourceName]) add(sourceName, captured[name]);
  }
  if (entries.length === 0) return link;

  const query = entries
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
  return `${base}${separator}${query}${hash}`;
}
