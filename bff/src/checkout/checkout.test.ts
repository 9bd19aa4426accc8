import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningUpstream, serveOnLoopback } from '../../../testing/bff/test-bff';
import { createApp } from '../app';
import type { Logger } from '../log';
import { readCheckoutConfig } from './checkout-config';
import { ATTRIBUTION_COOKIE } from './checkout-route';

const noUpstream = {
  upstreamUrl: 'http://127.0.0.1:9',
  upstreamTimeoutMs: 1000,
  siteFiles: new Map(),
};

const silentLog: Logger = { info() {}, warn() {}, error() {}, infoEnabled: false };

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

describe('GET /checkout/:plan for a signed-in buyer', () => {
  let api: RunningUpstream;
  const asked: string[] = [];
  let releaseSlow: () => void = () => {};
  const slow = new Promise<void>((resolve) => {
    releaseSlow = resolve;
  });

  beforeAll(async () => {
    // The API's GET /api/user as the session cookie makes it answer.
    const upstream = new Hono();
    upstream.get('/api/user', async (c) => {
      const session = getCookie(c, 'ag_session') ?? '';
      asked.push(session);
      if (session === 'slow') await slow;
      if (session === 'pastor') {
        return c.json({ id: 7, name: 'Pr. João Silva', email: 'joao@igrejaviva.org.br' });
      }
      if (session === 'hostile') {
        return c.json({ name: 'x&redirect=https://evil.example#', email: 'a@b.c&off=free' });
      }
      if (session === 'no-email') return c.json({ name: 'Sem Email', email: 'not-an-address' });
      return c.json({ message: 'Não autenticado' }, 401);
    });
    api = await serveOnLoopback(upstream);
  });
  afterAll(async () => {
    releaseSlow();
    await api.close();
  });

  const appOn = (upstreamUrl: string, checkoutBuyerTimeoutMs?: number) =>
    createApp({
      upstreamUrl,
      upstreamTimeoutMs: 1000,
      siteFiles: new Map(),
      checkout: readCheckoutConfig({}),
      ...(checkoutBuyerTimeoutMs ? { checkoutBuyerTimeoutMs } : {}),
    });

  it("adds the account's e-mail and name with the provider's prefill parameters", async () => {
    const { status, location: to } = await location(
      appOn(api.url),
      '/checkout/anual?utm_source=instagram',
      { cookie: `theme=dark; ag_session=pastor` },
    );
    expect(status).toBe(302);
    const url = new URL(to!);
    expect(url.origin + url.pathname).toBe('https://pay.hotmart.com/A100000001M');
    expect(url.searchParams.get('off')).toBe('artegospel-anual');
    expect(url.searchParams.get('sck')).toBe('instagram');
    expect(url.searchParams.get('email')).toBe('joao@igrejaviva.org.br');
    expect(url.searchParams.get('name')).toBe('Pr. João Silva');
  });

  it('sends a visitor on without asking the API', async () => {
    const before = asked.length;
    const { status, location: to } = await location(appOn(api.url), '/checkout/mensal', {
      cookie: `${ATTRIBUTION_COOKIE}=x`,
    });
    expect(status).toBe(302);
    expect(to).toBe('https://pay.hotmart.com/A100000001M?off=artegospel-mensal');
    expect(asked.length).toBe(before);
  });

  it('redirects without prefill when the session is not valid or the API has no address', async () => {
    for (const session of ['expired-token', 'no-email']) {
      const { status, location: to } = await location(appOn(api.url), '/checkout/mensal', {
        cookie: `ag_session=${session}`,
      });
      expect(status, session).toBe(302);
      expect(to, session).toBe('https://pay.hotmart.com/A100000001M?off=artegospel-mensal');
    }
  });

  it('redirects without prefill when the API is down', async () => {
    const { status, location: to } = await location(
      appOn('http://127.0.0.1:9'),
      '/checkout/vitalicio',
      {
        cookie: 'ag_session=pastor',
      },
    );
    expect(status).toBe(302);
    expect(to).toBe('https://pay.hotmart.com/A100000001M?off=artegospel-vitalicio');
  });

  it('does not wait for a slow API past its time-out', async () => {
    const started = performance.now();
    const { status, location: to } = await location(appOn(api.url, 200), '/checkout/mensal', {
      cookie: 'ag_session=slow',
    });
    const elapsed = performance.now() - started;
    expect(status).toBe(302);
    expect(to).toBe('https://pay.hotmart.com/A100000001M?off=artegospel-mensal');
    expect(asked).toContain('slow');
    expect(elapsed).toBeGreaterThanOrEqual(190);
    expect(elapsed).toBeLessThan(1500);
  });

  it('keeps the redirect on the link host and its offer whatever the account holds', async () => {
    const { location: to } = await location(appOn(api.url), '/checkout/anual', {
      cookie: 'ag_session=hostile',
    });
    const url = new URL(to!);
    expect(url.host).toBe('pay.hotmart.com');
    expect(url.searchParams.getAll('off')).toEqual(['artegospel-anual']);
    expect(url.searchParams.get('email')).toBe('a@b.c&off=free');
    expect(url.searchParams.get('name')).toBe('x&redirect=https://evil.example#');
    expect(url.searchParams.get('redirect')).toBeNull();
    expect(url.hash).toBe('');
  });
});

describe('GET /checkout/:plan with the links staff set (/admin/app-config)', () => {
  let api: RunningUpstream;
  beforeAll(async () => {
    // The API's GET /api/checkout-links: the annual link set, the monthly one off the
    // allowed hosts (never followed), the lifetime one unset.
    const upstream = new Hono();
    upstream.get('/api/checkout-links', (c) =>
      c.json({
        mensal: 'https://evil.example/P9?off=roubo',
        anual: 'https://pay.hotmart.com/LOJA2027?off=anual-loja',
        vitalicio: null,
      }),
    );
    api = await serveOnLoopback(upstream);
  });
  afterAll(async () => {
    await api.close();
  });

  it('redirects to the stored link, keeping the attribution rule', async () => {
    const app = createApp({
      ...noUpstream,
      upstreamUrl: api.url,
      checkout: readCheckoutConfig({}),
    });
    const { status, location: to } = await location(app, '/checkout/anual?utm_source=instagram');
    expect(status).toBe(302);
    expect(to).toBe('https://pay.hotmart.com/LOJA2027?off=anual-loja&sck=instagram');
  });

  it("keeps the variable's link when the API's is off the allowed hosts", async () => {
    const app = createApp({
      ...noUpstream,
      upstreamUrl: api.url,
      checkout: readCheckoutConfig({}),
    });
    expect((await location(app, '/checkout/mensal')).location).toBe(
      'https://pay.hotmart.com/A100000001M?off=artegospel-mensal',
    );
  });

  it('sends a plan the API names without a link back to /planos, with a warning', async () => {
    const warnings: Record<string, unknown>[] = [];
    const app = createApp({
      ...noUpstream,
      upstreamUrl: api.url,
      checkout: readCheckoutConfig({}),
      log: { ...silentLog, warn: (entry) => warnings.push(entry) },
    });
    const res = await app.request('/checkout/vitalicio');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/planos');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(warnings).toEqual([
      { msg: 'checkout link unset: the plan cannot be bought', plan: 'vitalicio' },
    ]);
  });
});

describe('GET /checkout/:plan in production (platform §2.5: a plan with no link)', () => {
  it('never follows an example offer, even one the API names (an API started outside production)', async () => {
    const upstream = new Hono();
    upstream.get('/api/checkout-links', (c) =>
      c.json({
        mensal: 'https://pay.hotmart.com/A100000001M?off=artegospel-mensal',
        anual: 'https://pay.hotmart.com/K9?off=anual-real',
        vitalicio: null,
      }),
    );
    const api = await serveOnLoopback(upstream);
    try {
      const warnings: Record<string, unknown>[] = [];
      const app = createApp({
        ...noUpstream,
        upstreamUrl: api.url,
        checkout: readCheckoutConfig({ NODE_ENV: 'production' }),
        log: { ...silentLog, warn: (entry) => warnings.push(entry) },
      });
      expect(await location(app, '/checkout/mensal')).toEqual({
        status: 302,
        location: '/planos',
      });
      expect((await location(app, '/checkout/anual')).location).toBe(
        'https://pay.hotmart.com/K9?off=anual-real',
      );
      expect(warnings).toEqual([
        {
          msg: 'checkout example offer refused in production: the plan cannot be bought',
          plan: 'mensal',
        },
      ]);
    } finally {
      await api.close();
    }
  });

  it('has no example offers: an unset variable is a plan with no link', () => {
    expect(readCheckoutConfig({ NODE_ENV: 'production' }).links).toEqual({
      mensal: null,
      anual: null,
      vitalicio: null,
    });
    expect(
      readCheckoutConfig({
        NODE_ENV: 'production',
        CHECKOUT_URL_ANUAL: 'https://pay.hotmart.com/K9?off=anual-real',
      }).links,
    ).toEqual({
      mensal: null,
      anual: 'https://pay.hotmart.com/K9?off=anual-real',
      vitalicio: null,
    });
  });

  it('sends an unlinked plan back to /planos when the API cannot say, and redirects a linked one', async () => {
    const warnings: Record<string, unknown>[] = [];
    const app = createApp({
      ...noUpstream,
      checkout: readCheckoutConfig({
        NODE_ENV: 'production',
        CHECKOUT_URL_ANUAL: 'https://pay.hotmart.com/K9?off=anual-real',
      }),
      log: { ...silentLog, warn: (entry) => warnings.push(entry) },
    });
    expect(await location(app, '/checkout/mensal')).toEqual({ status: 302, location: '/planos' });
    expect(await location(app, '/checkout/anual')).toEqual({
      status: 302,
      location: 'https://pay.hotmart.com/K9?off=anual-real',
    });
    expect(warnings).toEqual([
      { msg: 'checkout link unset: the plan cannot be bought', plan: 'mensal' },
    ]);
  });
});

describe("GET /obrigado (the provider's thank-you redirect)", () => {
  const index = {
    body: Buffer.from('<!doctype html><title>Arte Gospel</title>'),
    contentType: 'text/html; charset=utf-8',
    cacheControl: 'no-cache',
    encoded: {},
  };
  const app = createApp({ ...noUpstream, siteFiles: new Map([['/index.html', index]]) });

  it('answers the site with 200 and keeps it out of search engines', async () => {
    const res = await app.request('/obrigado');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(await res.text()).toContain('<title>Arte Gospel</title>');
  });

  it('leaves the other pages indexable', async () => {
    const res = await app.request('/planos');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBeNull();
  });
});
