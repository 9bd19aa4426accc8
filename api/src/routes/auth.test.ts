import { API_CONTRACT, RegisterResponseSchema, UserSchema } from '@arte-gospel/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { RATE_LIMIT_MESSAGE } from '../auth/rate-limit';
import { SESSION_COOKIE } from '../auth/session';
import type { DatabaseHandle } from '../db/database';
import { testClient } from '../test/client';
import { freshDatabase } from '../test/fresh-database';
import {
  EMAIL_TAKEN_MESSAGE,
  INVALID_CODE_MESSAGE,
  RESET_SENT_MESSAGE,
  WRONG_CREDENTIALS_MESSAGE,
} from './auth';

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;

/** A browser-like client with its own address (rate limits are per address). */
const client = (ip?: string) => testClient(app, ip);

async function lastEmailTo(to: string) {
  return handle.db
    .selectFrom('outbox_emails')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

const registration = (email: string) => ({
  username: email.split('@')[0],
  email,
  password: 'segredo1',
  name: 'Ana Souza',
  phone: '+5511987654321',
});

beforeAll(async () => {
  handle = await freshDatabase();
  app = createApp({ db: handle.db, log: () => {}, publicOrigin: 'https://artegospel.test' });
});
afterAll(async () => {
  await handle?.close();
});

describe('flow 1: register, verify, log in, log out', () => {
  it('registers, signs in at once and sends a 6-digit code to the outbox', async () => {
    const browser = client();
    const res = await browser.call('POST', '/api/register', registration('ana@igreja.org'));
    expect(res.status).toBe(200);
    const body = v.parse(RegisterResponseSchema, res.body);
    expect(body).toMatchObject({ success: true, verificationSent: true });
    expect(body.user).toMatchObject({
      email: 'ana@igreja.org',
      username: 'ana',
      nivelacesso: 'usuario',
    });
    expect(res.body).not.toHaveProperty('user.password_hash');
    expect(res.setCookie).toMatch(
      new RegExp(`^${SESSION_COOKIE}=[\\w-]{43}; Path=/; HttpOnly; SameSite=Lax$`),
    );
    const email = await lastEmailTo('ana@igreja.org');
    expect(email.body_text).toMatch(/código de verificação é \d{6}/);
    expect(v.parse(UserSchema, (await browser.call('GET', '/api/user')).body).email).toBe(
      'ana@igreja.org',
    );
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const res = await client().call('POST', '/api/register', registration('ANA@igreja.org'));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: EMAIL_TAKEN_MESSAGE });
  });

  it('gives a unique username when the wanted one is taken', async () => {
    const res = await client().call('POST', '/api/register', registration('ana@outra.org'));
    expect((res.body as { user: { username: string } }).user.username).toBe('ana2');
  });

  it('verifies the email with the code, once', async () => {
    const browser = client();
    await browser.call('POST', '/api/register', registration('bia@igreja.org'));
    const code = /(\d{6})/.exec((await lastEmailTo('bia@igreja.org')).body_text)![1]!;
    const wrong = await browser.call('POST', '/api/email-verification/verify', {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: INVALID_CODE_MESSAGE } });
    const ok = await browser.call('POST', '/api/email-verification/verify', { code });
    expect(ok).toMatchObject({ status: 200, body: { success: true } });
    const again = await browser.call('POST', '/api/email-verification/verify', { code });
    expect(again.status).toBe(400);
    const user = await handle.db
      .selectFrom('users')
      .select('email_verified')
      .where('email', '=', 'bia@igreja.org')
      .executeTakeFirstOrThrow();
    expect(user.email_verified).toBe(true);
  });

  it('resends a code that replaces the old one', async () => {
    const browser = client();
    await browser.call('POST', '/api/register', registration('caio@igreja.org'));
    const first = /(\d{6})/.exec((await lastEmailTo('caio@igreja.org')).body_text)![1]!;
    expect((await browser.call('POST', '/api/email-verification/send')).status).toBe(200);
    const second = /(\d{6})/.exec((await lastEmailTo('caio@igreja.org')).body_text)![1]!;
    if (first !== second) {
      expect(
        (await browser.call('POST', '/api/email-verification/verify', { code: first })).status,
      ).toBe(400);
    }
    expect(
      (await browser.call('POST', '/api/email-verification/verify', { code: second })).status,
    ).toBe(200);
  });

  it('logs in with rememberMe for 30 days, rotating the session, and logs out server-side', async () => {
    const browser = client();
    const login = await browser.call('POST', '/api/login', {
      username: 'ana@igreja.org',
      password: 'segredo1',
      rememberMe: true,
    });
    expect(login.status).toBe(200);
    expect(v.parse(API_CONTRACT['POST /api/login'].response, login.body).email).toBe(
      'ana@igreja.org',
    );
    expect(login.setCookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    const firstCookie = browser.cookie();
    await browser.call('POST', '/api/login', { username: 'ana@igreja.org', password: 'segredo1' });
    expect(browser.cookie()).not.toBe(firstCookie);
    const stale = await app.request('/api/user', { headers: { cookie: firstCookie } });
    expect(stale.status).toBe(401);
    const stolen = browser.cookie();
    expect((await browser.call('POST', '/api/logout')).body).toEqual({ success: true });
    expect((await app.request('/api/user', { headers: { cookie: stolen } })).status).toBe(401);
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const wrong = await client().call('POST', '/api/login', {
      username: 'ana@igreja.org',
      password: 'errada123',
    });
    const unknown = await client().call('POST', '/api/login', {
      username: 'ninguem@igreja.org',
      password: 'errada123',
    });
    expect(wrong).toMatchObject({ status: 401, body: { message: WRONG_CREDENTIALS_MESSAGE } });
    expect(unknown).toMatchObject({ status: 401, body: { message: WRONG_CREDENTIALS_MESSAGE } });
  });

  it('refuses bad bodies with a pt-BR 400 and never a 500', async () => {
    const browser = client();
    expect(await browser.call('POST', '/api/login', '{"username": ')).toMatchObject({
      status: 400,
      body: { message: 'Corpo da requisição inválido: envie um JSON válido.' },
    });
    expect(
      await browser.call('POST', '/api/login', { username: 'ana', password: 'x' }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Digite um email válido' },
    });
    expect((await browser.call('POST', '/api/register', { email: 'x@y.org' })).status).toBe(400);
  });

  it('answers 401 to /api/user and /api/users/stats without a session', async () => {
    expect((await client().call('GET', '/api/user')).status).toBe(401);
    expect((await client().call('GET', '/api/users/stats')).status).toBe(401);
  });

  it('gives the stats of the signed-in user', async () => {
    const browser = client();
    await browser.call('POST', '/api/login', { username: 'ana@igreja.org', password: 'segredo1' });
    const stats = await browser.call('GET', '/api/users/stats');
    expect(v.parse(API_CONTRACT['GET /api/users/stats'].response, stats.body)).toEqual({
      totalFavorites: 0,
      totalDownloads: 0,
      totalViews: 0,
    });
  });

  it('rate-limits logins per address with a 429 in pt-BR', async () => {
    const attacker = client('203.0.113.77');
    let last = { status: 0, body: null as Record<string, unknown> | null };
    for (let i = 0; i < 11; i += 1) {
      last = await attacker.call('POST', '/api/login', {
        username: 'ana@igreja.org',
        password: 'errada123',
      });
    }
    expect(last).toMatchObject({ status: 429, body: { message: RATE_LIMIT_MESSAGE } });
    const someoneElse = await client('203.0.113.78').call('POST', '/api/login', {
      username: 'ana@igreja.org',
      password: 'segredo1',
    });
    expect(someoneElse.status).toBe(200);
  });
});

describe('flow 2 on the same accounts', () => {
  it('logs in, reads the session and logs out', async () => {
    const browser = client();
    const login = await browser.call('POST', '/api/auth/supabase/login', {
      email: 'ana@igreja.org',
      password: 'segredo1',
      rememberMe: false,
    });
    expect(login.status).toBe(200);
    expect(login.setCookie).not.toContain('Max-Age');
    expect(
      v.parse(API_CONTRACT['POST /api/auth/supabase/login'].response, login.body).user.email,
    ).toBe('ana@igreja.org');
    // Flow 1 sees the flow 2 session.
    expect((await browser.call('GET', '/api/user')).status).toBe(200);
    const session = await browser.call('GET', '/api/auth/supabase/session');
    expect((session.body as { user: { email: string } }).user.email).toBe('ana@igreja.org');
    await browser.call('POST', '/api/auth/supabase/logout');
    expect((await browser.call('GET', '/api/auth/supabase/session')).body).toEqual({ user: null });
  });

  it('registers an account flow 1 can log into', async () => {
    const res = await client().call('POST', '/api/auth/supabase/register', {
      email: 'davi@igreja.org',
      password: 'segredo2',
      userData: { name: 'Davi', phone: '+5521999998888' },
    });
    expect(res.status).toBe(200);
    const login = await client().call('POST', '/api/login', {
      username: 'davi@igreja.org',
      password: 'segredo2',
    });
    expect(login.status).toBe(200);
  });

  it('resets a password with the emailed link, once, ending other sessions', async () => {
    const other = client();
    await other.call('POST', '/api/login', { username: 'davi@igreja.org', password: 'segredo2' });
    const asked = await client().call('POST', '/api/auth/supabase/reset-password', {
      email: 'davi@igreja.org',
    });
    expect(asked.body).toEqual({ success: true, message: RESET_SENT_MESSAGE });
    const unknown = await client().call('POST', '/api/auth/supabase/reset-password', {
      email: 'ninguem@igreja.org',
    });
    expect(unknown.body).toEqual(asked.body);
    const link = /(https:\/\/artegospel\.test\/password\/reset\?token=[\w-]+)/.exec(
      (await lastEmailTo('davi@igreja.org')).body_text,
    )![1]!;
    const token = new URL(link).searchParams.get('token')!;
    const update = await client().call('POST', '/api/auth/supabase/update-password', {
      password: 'novaSenha9',
      token,
    });
    expect(update).toMatchObject({ status: 200, body: { success: true } });
    expect(
      (
        await client().call('POST', '/api/auth/supabase/update-password', {
          password: 'outra999',
          token,
        })
      ).status,
    ).toBe(400);
    expect((await other.call('GET', '/api/user')).status).toBe(401);
    expect(
      (
        await client().call('POST', '/api/login', {
          username: 'davi@igreja.org',
          password: 'segredo2',
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await client().call('POST', '/api/login', {
          username: 'davi@igreja.org',
          password: 'novaSenha9',
        })
      ).status,
    ).toBe(200);
  });

  it('lets only staff confirm an email', async () => {
    const user = client();
    await user.call('POST', '/api/login', { username: 'ana@igreja.org', password: 'segredo1' });
    expect(
      (await user.call('POST', '/api/auth/supabase/confirm-email', { userId: 1 })).status,
    ).toBe(403);
    await handle.db
      .updateTable('users')
      .set({ nivelacesso: 'suporte' })
      .where('email', '=', 'davi@igreja.org')
      .execute();
    const staff = client();
    await staff.call('POST', '/api/login', { username: 'davi@igreja.org', password: 'novaSenha9' });
    expect(
      (await staff.call('POST', '/api/auth/supabase/confirm-email', { userId: 1 })).status,
    ).toBe(200);
  });
});
