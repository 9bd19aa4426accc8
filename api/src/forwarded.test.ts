import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAddress } from '../../testing/api/client';
import { freshDatabase } from '../../testing/database/fresh-database';
import { createApp, FORWARDED_SECRET_HEADER } from './app';
import { SESSION_COOKIE } from './auth/session';
import type { DatabaseHandle } from './db/database';

const SECRET = 'segredo-do-bff-para-testes';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(async () => {
  await handle?.close();
});

/** An app with a route that tells what the API believes about the client. */
function appWith(forwardedSecret: string | undefined) {
  const app = createApp({ db: handle.db, log: () => {}, forwardedSecret });
  app.get('/whoami', (c) => c.json({ ip: c.var.clientIp, https: c.var.clientHttps }));
  return app;
}

async function whoami(app: ReturnType<typeof appWith>, headers: Record<string, string>) {
  const res = await app.request('/whoami', { headers }, fromAddress('10.20.0.1'));
  return res.json();
}

describe('client address and scheme', () => {
  it('ignores X-Forwarded-For/-Proto when no secret is configured', async () => {
    const app = appWith(undefined);
    expect(
      await whoami(app, { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' }),
    ).toEqual({ ip: '10.20.0.1', https: false });
    expect(
      await whoami(app, {
        'x-forwarded-for': '203.0.113.7',
        [FORWARDED_SECRET_HEADER]: '',
      }),
    ).toEqual({ ip: '10.20.0.1', https: false });
  });

  it('believes them only with the BFF secret', async () => {
    const app = appWith(SECRET);
    const forwarded = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' };
    expect(await whoami(app, { ...forwarded, [FORWARDED_SECRET_HEADER]: SECRET })).toEqual({
      ip: '203.0.113.7',
      https: true,
    });
    for (const wrong of [undefined, '', 'x', `${SECRET}x`, SECRET.toUpperCase()]) {
      const headers =
        wrong === undefined ? forwarded : { ...forwarded, [FORWARDED_SECRET_HEADER]: wrong };
      expect(await whoami(app, headers), String(wrong)).toEqual({ ip: '10.20.0.1', https: false });
    }
  });

  it('takes the last X-Forwarded-For entry (the one the BFF wrote), else the socket', async () => {
    const app = appWith(SECRET);
    const trusted = { [FORWARDED_SECRET_HEADER]: SECRET };
    expect(await whoami(app, { ...trusted, 'x-forwarded-for': '1.1.1.1, 198.51.100.4' })).toEqual({
      ip: '198.51.100.4',
      https: false,
    });
    expect(await whoami(app, trusted)).toEqual({ ip: '10.20.0.1', https: false });
  });

  it('marks the session cookie Secure only when https is vouched for', async () => {
    const app = appWith(SECRET);
    const register = async (email: string, headers: Record<string, string>) => {
      const res = await app.request(
        '/api/register',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({
            username: email.split('@')[0],
            email,
            password: 'segredo1',
            name: 'Ana Souza',
            phone: '+5511987654321',
          }),
        },
        fromAddress('10.20.0.2'),
      );
      expect(res.status).toBe(200);
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
      return cookie;
    };
    const vouched = await register('tls@igreja.org', {
      'x-forwarded-proto': 'https',
      [FORWARDED_SECRET_HEADER]: SECRET,
    });
    expect(vouched).toMatch(/;\s*Secure/i);
    const claimed = await register('falso@igreja.org', { 'x-forwarded-proto': 'https' });
    expect(claimed).not.toMatch(/;\s*Secure/i);
  });
});
