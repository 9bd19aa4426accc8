import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_PARAMS,
  CHECKOUT_AFFILIATE_HOST,
  CHECKOUT_PAY_HOST,
  captureAttribution,
  checkoutUrl,
  mergeAttribution,
} from './attribution';
import { parseQuery } from './query';

const now = new Date('2026-03-05T12:00:00Z');

describe('ATTRIBUTION_PARAMS (catalogue §7)', () => {
  it('lists the eleven params in spec order', () => {
    expect(ATTRIBUTION_PARAMS).toEqual([
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
    ]);
  });
});

describe('captureAttribution (catalogue §7)', () => {
  it('captures the known params with a timestamp', () => {
    expect(
      captureAttribution('?utm_source=insta&utm_campaign=p%C3%A1scoa+2026&foo=1&gclid=G', now),
    ).toEqual({
      params: { utm_source: 'insta', utm_campaign: 'páscoa 2026', gclid: 'G' },
      timestamp: now.getTime(),
    });
  });

  it('reads whole URLs, bare query strings and URLSearchParams-like objects', () => {
    expect(captureAttribution('https://x.com/?sck=abc#top', now)?.params).toEqual({ sck: 'abc' });
    expect(captureAttribution('xcod=9', now)?.params).toEqual({ xcod: '9' });
    const values: Record<string, string> = { fbclid: 'F' };
    const like = { get: (name: string) => values[name] ?? null };
    expect(captureAttribution(like, now)?.params).toEqual({ fbclid: 'F' });
  });

  it('keeps the first of repeated params and ignores empty values', () => {
    expect(captureAttribution('?utm_source=a&utm_source=b&utm_medium=', now)?.params).toEqual({
      utm_source: 'a',
    });
  });

  it('returns null when none is present', () => {
    expect(captureAttribution('', now)).toBeNull();
    expect(captureAttribution('?foo=1&utm_source=', now)).toBeNull();
  });
});

describe('mergeAttribution (catalogue §7)', () => {
  const stored = { params: { utm_source: 'old', gclid: 'G' }, timestamp: 1 };
  const fresh = { params: { utm_source: 'new', utm_medium: 'cpc' }, timestamp: 2 };

  it('lets the fresh landing win param by param and keeps the rest', () => {
    expect(mergeAttribution(stored, fresh)).toEqual({
      params: { utm_source: 'new', gclid: 'G', utm_medium: 'cpc' },
      timestamp: 2,
    });
  });

  it('handles missing sides', () => {
    expect(mergeAttribution(null, fresh)).toBe(fresh);
    expect(mergeAttribution(stored, null)).toBe(stored);
    expect(mergeAttribution(undefined, undefined)).toBeNull();
  });
});

describe('checkoutUrl (catalogue §7, platform §2.5)', () => {
  const attribution = {
    params: { utm_source: 'insta', utm_medium: 'social', gclid: 'G 1' },
    timestamp: 1,
  };

  it('uses the default provider hosts', () => {
    expect(CHECKOUT_PAY_HOST).toBe('pay.hotmart.com');
    expect(CHECKOUT_AFFILIATE_HOST).toBe('go.hotmart.com');
  });

  it('sends utm_source as sck on the pay host', () => {
    expect(checkoutUrl('https://pay.hotmart.com/X123?off=abc', attribution)).toBe(
      'https://pay.hotmart.com/X123?off=abc&sck=insta&utm_medium=social&gclid=G%201',
    );
  });

  it('sends utm_source as src on the affiliate host', () => {
    expect(checkoutUrl('https://GO.hotmart.com/X123', attribution)).toBe(
      'https://GO.hotmart.com/X123?src=insta&utm_medium=social&gclid=G%201',
    );
  });

  it('keeps names elsewhere and appends before the hash', () => {
    expect(checkoutUrl('https://loja.example/p#plano', attribution)).toBe(
      'https://loja.example/p?utm_source=insta&utm_medium=social&gclid=G%201#plano',
    );
  });

  it('never overwrites a param the link already has', () => {
    expect(checkoutUrl('https://pay.hotmart.com/X?sck=link&utm_medium=email', attribution)).toBe(
      'https://pay.hotmart.com/X?sck=link&utm_medium=email&gclid=G%201',
    );
  });

  it('prefers a captured sck over one derived from utm_source', () => {
    const both = { params: { utm_source: 'insta', sck: 'landing' }, timestamp: 1 };
    expect(checkoutUrl('https://pay.hotmart.com/X', both)).toBe(
      'https://pay.hotmart.com/X?sck=landing',
    );
    expect(checkoutUrl('https://go.hotmart.com/X', both)).toBe(
      'https://go.hotmart.com/X?src=insta&sck=landing',
    );
  });

  it('honours configured hosts', () => {
    expect(
      checkoutUrl('https://pay.example/X', attribution, { payHost: 'pay.example' }).includes(
        'sck=insta',
      ),
    ).toBe(true);
  });

  it('returns the link unchanged without attribution', () => {
    expect(checkoutUrl('https://pay.hotmart.com/X?a=1', null)).toBe(
      'https://pay.hotmart.com/X?a=1',
    );
    expect(checkoutUrl('https://pay.hotmart.com/X?', { params: {}, timestamp: 1 })).toBe(
      'https://pay.hotmart.com/X?',
    );
    expect(checkoutUrl('https://pay.hotmart.com/X?', { params: { xcod: 'z' }, timestamp: 1 })).toBe(
      'https://pay.hotmart.com/X?xcod=z',
    );
  });
});

describe('parseQuery', () => {
  it('decodes pairs like URLSearchParams', () => {
    expect(parseQuery('?a=1&b=x+y&c&d=%E2%9C%9D&e=%ZZ#h')).toEqual([
      ['a', '1'],
      ['b', 'x y'],
      ['c', ''],
      ['d', '✝'],
      ['e', '%ZZ'],
    ]);
  });
});
