import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { readCheckoutConfig } from './checkout-config';
import { ATTRIBUTION_COOKIE } from './checkout-route';

const noUpstream = {
  upstreamUrl: 'http://127.0.0.1:9',
  upstreamTimeoutMs: 1000,
  siteFiles: new Map(),
};

function appWith(env: Record<string, string> = {}) {
  return createApp({ ...noUpstream, checkout: readCheckoutConfig(env) });
}

async function location(app: Hono, path: string, headers: Record<string, string> = {}) {
  const res = await app.request(path, { headers });
  return { status: res.status, location: res.headers.get('location') };
}

describe('GET /checkout/:plan', () => {
  let app: Hono;
  beforeAll(() => {
    app = appWith();
  });
  afterAll(() => {});

  it('redirects each plan to its default example offer on the pay host', async () => {
    for (const plan of ['mensal', 'anual', 'vitalicio']) {
      const { status, location: to } = await location(app, `/checkout/${plan}`);
      expect(status).toBe(302);
      expect(to).toBe(`https://pay.hotmart.com/A100000001M?off=artegospel-${plan}`);
    }
  });

  it('turns utm_source into sck on the pay host and appends the other params', async () => {
    const { location: to } = await location(
      app,
      '/checkout/anual?utm_source=instagram&utm_medium=bio&gclid=abc&next=https://evil.example',
    );
    const url = new URL(to!);
    expect(url.host).toBe('pay.hotmart.com');
    expect(url.searchParams.get('off')).toBe('artegospel-anual');
    expect(url.searchParams.get('sck')).toBe('instagram');
    expect(url.searchParams.get('utm_source')).toBeNull();
    expect(url.searchParams.get('utm_medium')).toBe('bio');
    expect(url.searchParams.get('gclid')).toBe('abc');
    expect(url.searchParams.get('next')).toBeNull();
  });

  it('turns utm_source into src on the affiliate host', async () => {
    const affiliate = appWith({ CHECKOUT_URL_MENSAL: 'https://go.hotmart.com/X123?ap=afiliado' });
    const { location: to } = await location(
      affiliate,
      '/checkout/mensal?utm_source=youtube&utm_campaign=natal',
    );
    const url = new URL(to!);
    expect(url.host).toBe('go.hotmart.com');
    expect(url.searchParams.get('ap')).toBe('afiliado');
    expect(url.searchParams.get('src')).toBe('youtube');
    expect(url.searchParams.get('utm_source')).toBeNull();
    expect(url.searchParams.get('utm_campaign')).toBe('natal');
  });

  it('adds the stored attribution from the cookie, the query winning', async () => {
    const stored = encodeURIComponent(
      JSON.stringify({
        params: { utm_source: 'facebook', fbclid: 'fb1', evil: 'x' },
        timestamp: 1,
      }),
    );
    const { location: to } = await location(app, '/checkout/mensal?utm_source=whatsapp', {
      cookie: `${ATTRIBUTION_COOKIE}=${stored}`,
    });
    const url = new URL(to!);
    expect(url.searchParams.get('sck')).toBe('whatsapp');
    expect(url.searchParams.get('fbclid')).toBe('fb1');
    expect(url.searchParams.get('evil')).toBeNull();
  });

  it('ignores a malformed attribution cookie', async () => {
    const { status, location: to } = await location(app, '/checkout/mensal', {
      cookie: `${ATTRIBUTION_COOKIE}=%7Bnot-json`,
    });
    expect(status).toBe(302);
    expect(to).toBe('https://pay.hotmart.com/A100000001M?off=artegospel-mensal');
  });

  it('answers 404 to unknown plans and never redirects off the allow-list', async () => {
    const attempts = [
      '/checkout/premium',
      '/checkout/__proto__',
      '/checkout/constructor',
      '/checkout/https%3A%2F%2Fevil.example',
      '/checkout/%2F%2Fevil.example',
      '/checkout//evil.example',
      '/checkout/..%2F..%2Fevil.example',
      '/checkout/mensal/../../evil.example',
      '/checkout/mensal%00',
    ];
    for (const path of attempts) {
      const { status, location: to } = await location(app, path);
      if (status === 302) expect(new URL(to!).host, path).toBe('pay.hotmart.com');
      else expect(status, path).toBe(404);
    }
  });

  it('keeps the redirect on the link host whatever the attribution values hold', async () => {
    const hostile = encodeURIComponent('x&redirect=https://evil.example#@evil.example');
    const { location: to } = await location(
      app,
      `/checkout/mensal?utm_source=${hostile}&utm_term=%2F%2Fevil`,
    );
    const url = new URL(to!);
    expect(url.host).toBe('pay.hotmart.com');
    expect(url.searchParams.get('sck')).toBe('x&redirect=https://evil.example#@evil.example');
    expect(url.searchParams.get('redirect')).toBeNull();
  });

  it('refuses to start with a checkout link off the allow-list or without https', () => {
    expect(() => readCheckoutConfig({ CHECKOUT_URL_ANUAL: 'https://evil.example/pay' })).toThrow(
      /CHECKOUT_URL_ANUAL=https:\/\/evil\.example\/pay inválido: use https e um host permitido/,
    );
    expect(() => readCheckoutConfig({ CHECKOUT_URL_ANUAL: 'http://pay.hotmart.com/X' })).toThrow();
    expect(() =>
      readCheckoutConfig({ CHECKOUT_URL_ANUAL: 'https://pay.hotmart.com@evil.example/X' }),
    ).toThrow();
    expect(
      readCheckoutConfig({
        CHECKOUT_URL_ANUAL: 'https://checkout.example.org/X',
        CHECKOUT_ALLOWED_HOSTS: 'checkout.example.org',
      }).links.anual,
    ).toBe('https://checkout.example.org/X');
  });
});
