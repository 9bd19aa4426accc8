import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_PARAMS,
  type Attribution,
  type AttributionParam,
  CHECKOUT_AFFILIATE_HOST,
  CHECKOUT_PAY_HOST,
  checkoutUrl,
} from './attribution';

// The WHATWG URL parser as an independent oracle. domain/ compiles without DOM or Node
// types, so the global is typed here with only what the test reads.
interface OracleUrl {
  host: string;
  pathname: string;
  hash: string;
  searchParams: { getAll(name: string): string[]; get(name: string): string | null };
}
const OracleURL = (globalThis as unknown as { URL: new (href: string) => OracleUrl }).URL;

const OTHER_HOST = 'loja.example.com';
const hosts = fc.constantFrom(CHECKOUT_PAY_HOST, CHECKOUT_AFFILIATE_HOST, OTHER_HOST);
const paths = fc.array(fc.stringMatching(/^[a-zA-Z0-9_-]{1,8}$/), { maxLength: 3 });
const value = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 });
const paramName = fc.constantFrom(...ATTRIBUTION_PARAMS, 'src', 'off', 'checkoutMode');
const existing = fc.uniqueArray(fc.tuple(paramName, value), {
  selector: ([name]) => name,
  maxLength: 4,
});
const attribution: fc.Arbitrary<Attribution> = fc.record({
  params: fc.dictionary(fc.constantFrom(...ATTRIBUTION_PARAMS), value) as fc.Arbitrary<
    Partial<Record<AttributionParam, string>>
  >,
  timestamp: fc.nat(),
});
const hashes = fc.constantFrom('', '#plano', '#a?b=c');

function buildLink(host: string, segments: string[], pairs: [string, string][], hash: string) {
  const query = pairs.map(([n, v]) => `${n}=${encodeURIComponent(v)}`).join('&');
  return `https://${host}/${segments.join('/')}${query ? `?${query}` : ''}${hash}`;
}

function sourceNameFor(host: string): string {
  if (host === CHECKOUT_PAY_HOST) return 'sck';
  if (host === CHECKOUT_AFFILIATE_HOST) return 'src';
  return 'utm_source';
}

describe('checkoutUrl properties (catalogue §7)', () => {
  it('keeps host, path, hash and every existing param; adds each given param once', () => {
    fc.assert(
      fc.property(
        hosts,
        paths,
        existing,
        hashes,
        attribution,
        (host, segments, pairs, hash, attr) => {
          const link = buildLink(host, segments, pairs, hash);
          const before = new OracleURL(link);
          const after = new OracleURL(checkoutUrl(link, attr));

          expect(after.host).toBe(before.host);
          expect(after.pathname).toBe(before.pathname);
          expect(after.hash).toBe(before.hash);

          for (const [name, v] of pairs) expect(after.searchParams.getAll(name)).toEqual([v]);

          const sourceName = sourceNameFor(host);
          for (const name of ATTRIBUTION_PARAMS) {
            const given = attr.params[name];
            if (given === undefined) continue;
            const target = name === 'utm_source' ? sourceName : name;
            const values = after.searchParams.getAll(target);
            expect(values).toHaveLength(1);
            const original = pairs.find(([n]) => n === target);
            if (original) expect(values[0]).toBe(original[1]);
            else if (!(name === 'utm_source' && target === 'sck' && attr.params.sck)) {
              expect(values[0]).toBe(given);
            }
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('never puts utm_source on the provider hosts when it is mapped', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(CHECKOUT_PAY_HOST, CHECKOUT_AFFILIATE_HOST),
        paths,
        existing.map((pairs) => pairs.filter(([name]) => name !== 'utm_source')),
        attribution,
        (host, segments, pairs, attr) => {
          const url = new OracleURL(checkoutUrl(buildLink(host, segments, pairs, ''), attr));
          expect(url.searchParams.get('utm_source')).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is the identity without attribution', () => {
    fc.assert(
      fc.property(hosts, paths, existing, hashes, (host, segments, pairs, hash) => {
        const link = buildLink(host, segments, pairs, hash);
        expect(checkoutUrl(link, null)).toBe(link);
      }),
    );
  });
});
