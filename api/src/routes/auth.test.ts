import {
  API_CONTRACT,
  RegisterResponseSchema,
  UserSchema,
  VERIFY_LINK_MALFORMED_MESSAGE,
} from '@arte-gospel/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../../testing/api/client';
import { emailsTo, lastEmailTo as lastEmail, newestEmailTo } from '../../../testing/api/outbox';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import { purgeExpiredRateLimits, RATE_LIMIT_MESSAGE, readLimits } from '../auth/rate-limit';
import { MAX_CODE_ATTEMPTS } from '../auth/secrets';
import { SESSION_COOKIE } from '../auth/session';
import type { DatabaseHandle } from '../db/database';
import {
  ALREADY_VERIFIED_MESSAGE,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  EMAIL_VERIFIED_MESSAGE,
  INVALID_CODE_MESSAGE,
  INVALID_LINK_MESSAGE,
  INVALID_RESET_TOKEN_MESSAGE,
  RESET_SENT_MESSAGE,
  WRONG_CREDENTIALS_MESSAGE,
} from './auth';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from './profile';

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;

/** A browser-like client with its own address (rate limits are per address). */
const client = (ip?: string) => testClient(app, ip);

const lastEmailTo = (to: string) => lastEmail(handle.db, to);

/** The id of the newest email to `to`, or 0: a later wait can ask for one sent after it. */
const lastEmailId = async (to: string) => Number((await newestEmailTo(handle.db, to))?.id ?? 0);

/**
 * Waits for the newest email to `to` whose subject matches and whose id is above `afterId`
 * (reset links are sent after answering, so an earlier email may be all there is yet).
 */
async function waitForEmail(to: string, subject: RegExp, afterId = 0) {
  let found: Awaited<ReturnType<typeof newestEmailTo>>;
  await expect
    .poll(async () => {
      found = (await emailsTo(handle.db, to, { afterId })).find((row) => subject.test(row.subject));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

const codeIn = (text: string) => /(\d{6})/.exec(text)![1]!;
/** The token of the verification link in an email's text. */
const linkTokenIn = (text: string) =>
  /^https:\/\/artegospel\.test\/email\/verify\?token=([\w-]{43})$/m.exec(text)![1]!;

async function emailVerified(email: string) {
  const row = await handle.db
    .selectFrom('users')
    .select('email_verified')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.email_verified;
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

  it('sends the code and a link in one email, and the code is its first 6-digit number', async () => {
    await client().call('POST', '/api/register', registration('duda@igreja.org'));
    const text = (await lastEmailTo('duda@igreja.org')).body_text;
    const code = /Seu código de verificação é (\d{6})\./.exec(text)?.[1];
    expect(codeIn(text)).toBe(code);
    expect(linkTokenIn(text)).toMatch(/^[\w-]{43}$/);
  });

  it('verifies the email with the link, signed out, once; opened again it says so', async () => {
    const browser = client();
    await browser.call('POST', '/api/register', registration('davi.link@igreja.org'));
    const token = linkTokenIn((await lastEmailTo('davi.link@igreja.org')).body_text);
    const stranger = client();
    const ok = await stranger.call('POST', '/api/email-verification/verify-link', { token });
    expect(ok).toEqual({
      status: 200,
      body: { success: true, message: EMAIL_VERIFIED_MESSAGE },
      setCookie: null,
    });
    expect(await emailVerified('davi.link@igreja.org')).toBe(true);
    // The link signs nobody in.
    expect((await stranger.call('GET', '/api/user')).status).toBe(401);
    expect((await browser.call('GET', '/api/user')).body).toMatchObject({ emailVerified: true });
    const again = await stranger.call('POST', '/api/email-verification/verify-link', { token });
    expect(again).toMatchObject({
      status: 200,
      body: { success: true, message: ALREADY_VERIFIED_MESSAGE },
    });
    // The code of the same email is ended with the link.
    const code = codeIn((await lastEmailTo('davi.link@igreja.org')).body_text);
    expect((await browser.call('POST', '/api/email-verification/verify', { code })).status).toBe(
      400,
    );
  });

  it('refuses a link replaced by a resend, an expired one and a made-up one, in pt-BR', async () => {
    const browser = client();
    await browser.call('POST', '/api/register', registration('elisa@igreja.org'));
    const first = linkTokenIn((await lastEmailTo('elisa@igreja.org')).body_text);
    expect((await browser.call('POST', '/api/email-verification/send')).status).toBe(200);
    const second = linkTokenIn((await lastEmailTo('elisa@igreja.org')).body_text);
    expect(second).not.toBe(first);
    const open = (token: string) =>
      client().call('POST', '/api/email-verification/verify-link', { token });
    expect(await open(first)).toMatchObject({
      status: 400,
      body: { message: INVALID_LINK_MESSAGE },
    });
    expect(await open('A'.repeat(43))).toMatchObject({
      status: 400,
      body: { message: INVALID_LINK_MESSAGE },
    });
    await handle.db
      .updateTable('email_verification_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute();
    expect(await open(second)).toMatchObject({
      status: 400,
      body: { message: INVALID_LINK_MESSAGE },
    });
    expect(await emailVerified('elisa@igreja.org')).toBe(false);
    // A 6-digit code is never a link token, nor is a token cut short.
    const code = codeIn((await lastEmailTo('elisa@igreja.org')).body_text);
    for (const token of [code, second.slice(0, 40)]) {
      expect(await open(token)).toMatchObject({
        status: 400,
        body: { message: VERIFY_LINK_MALFORMED_MESSAGE },
      });
    }
  });

  it('keeps only the hash of a link token', async () => {
    await client().call('POST', '/api/register', registration('fabi@igreja.org'));
    const token = linkTokenIn((await lastEmailTo('fabi@igreja.org')).body_text);
    const rows = await handle.db.selectFrom('email_verification_links').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
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
        username: `alvo${i}@igreja.org`,
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
      (await waitForEmail('davi@igreja.org', /Redefinição/)).body_text,
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

describe('issue 14: account abuse', () => {
  /** Registers an account on its own client and returns the client and its first code. */
  async function registered(email: string) {
    const browser = client();
    expect((await browser.call('POST', '/api/register', registration(email))).status).toBe(200);
    return { browser, code: codeIn((await lastEmailTo(email)).body_text) };
  }

  it('answers 409, never 500, to simultaneous registrations of one email', async () => {
    const answers = await Promise.all(
      ['par@igreja.org', 'PAR@igreja.org', 'par@igreja.org'].map((email) =>
        client().call('POST', '/api/register', registration(email)),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.body).toEqual({ message: EMAIL_TAKEN_MESSAGE });
  });

  it('gives each of simultaneous registrations of one username its own', async () => {
    const answers = await Promise.all(
      ['gemeo@um.org', 'gemeo@dois.org'].map((email) =>
        client().call<{ user: { username: string } }>('POST', '/api/register', registration(email)),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(new Set(answers.map((answer) => answer.body.user.username)).size).toBe(2);
  });

  it('kills a code after five wrong tries: the sixth, even right, fails', async () => {
    const { browser, code } = await registered('erra@igreja.org');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i += 1) {
      const res = await browser.call('POST', '/api/email-verification/verify', { code: wrong });
      expect(res).toMatchObject({ status: 400, body: { message: INVALID_CODE_MESSAGE } });
    }
    expect((await browser.call('POST', '/api/email-verification/verify', { code })).status).toBe(
      400,
    );
    // A new code works.
    expect((await browser.call('POST', '/api/email-verification/send')).status).toBe(200);
    const fresh = codeIn((await lastEmailTo('erra@igreja.org')).body_text);
    expect(
      (await browser.call('POST', '/api/email-verification/verify', { code: fresh })).status,
    ).toBe(200);
  });

  it('counts tries in the database, so parallel guesses get five in all', async () => {
    const { browser, code } = await registered('rajada@igreja.org');
    const guesses = Array.from({ length: 30 }, (_, i) => String(i).padStart(6, '0')).filter(
      (guess) => guess !== code,
    );
    const answers = await Promise.all(
      guesses.map((guess) =>
        browser.call('POST', '/api/email-verification/verify', { code: guess }),
      ),
    );
    expect(answers.every((answer) => answer.status === 400)).toBe(true);
    const row = await handle.db
      .selectFrom('email_verification_codes as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.attempts', 'c.used_at'])
      .where('u.email', '=', 'rajada@igreja.org')
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(MAX_CODE_ATTEMPTS);
    expect(row.used_at).toBeInstanceOf(Date);
  });

  it('limits code re-sends per account (and address) with a 429', async () => {
    const { browser } = await registered('reenvio@igreja.org');
    const limit = readLimits({}).RESEND_ACCOUNT.max;
    for (let i = 0; i < limit; i += 1)
      expect((await browser.call('POST', '/api/email-verification/send')).status).toBe(200);
    expect(await browser.call('POST', '/api/email-verification/send')).toMatchObject({
      status: 429,
      body: { message: RATE_LIMIT_MESSAGE },
    });
    // Another session of the same account, from another address, is held too.
    const other = client();
    await other.call('POST', '/api/login', {
      username: 'reenvio@igreja.org',
      password: 'segredo1',
    });
    expect((await other.call('POST', '/api/email-verification/send')).status).toBe(429);
  });

  it('limits logins per email across addresses; a right password clears the count', async () => {
    await registered('alvo@igreja.org');
    const limit = readLimits({}).LOGIN_EMAIL.max;
    const tryLogin = (password: string) =>
      client().call('POST', '/api/login', { username: 'alvo@igreja.org', password });
    for (let i = 0; i < limit - 1; i += 1) expect((await tryLogin('errada123')).status).toBe(401);
    expect((await tryLogin('segredo1')).status).toBe(200);
    for (let i = 0; i < limit; i += 1) expect((await tryLogin('errada123')).status).toBe(401);
    expect(await tryLogin('segredo1')).toMatchObject({
      status: 429,
      body: { message: RATE_LIMIT_MESSAGE },
    });
  });

  it('shares the counters between API instances on one database', async () => {
    const other = createApp({ db: handle.db, log: () => {} });
    const limit = readLimits({}).RESET_IP.max;
    let n = 0;
    const ask = (target: Pick<typeof app, 'request'>) =>
      testClient(target, '198.51.100.9').call('POST', '/api/auth/supabase/reset-password', {
        email: `ninguem${++n}@igreja.org`,
      });
    for (let i = 0; i < limit; i += 1)
      expect((await ask(i % 2 === 0 ? app : other)).status).toBe(200);
    expect((await ask(other)).status).toBe(429);
    expect((await ask(app)).status).toBe(429);
  });

  it('reads each limit from RATE_LIMIT_* (N/window), the current values by default', () => {
    expect(readLimits({}).LOGIN_IP).toEqual({ max: 10, windowMs: 15 * 60_000 });
    expect(readLimits({}).REGISTER_IP).toEqual({ max: 5, windowMs: 3_600_000 });
    expect(readLimits({ RATE_LIMIT_LOGIN_EMAIL: '3/30s' }).LOGIN_EMAIL).toEqual({
      max: 3,
      windowMs: 30_000,
    });
    expect(() => readLimits({ RATE_LIMIT_RESET_IP: 'dez' })).toThrow(/RATE_LIMIT_RESET_IP=dez/);
    expect(() => readLimits({ RATE_LIMIT_RESET_IP: '0/1m' })).toThrow(/inválido/);
  });

  it('purges ended windows in bounded batches, and on its own while counting', async () => {
    const past = new Date(Date.now() - 60_000);
    await handle.db
      .insertInto('rate_limits')
      .values(
        ['velho:1', 'velho:2', 'velho:3'].map((key) => ({
          key,
          window_start: past,
          hits: 1,
          expires_at: past,
        })),
      )
      .execute();
    expect(await purgeExpiredRateLimits(handle.db, new Date(), 2)).toBe(2);
    expect(await purgeExpiredRateLimits(handle.db, new Date(), 2)).toBe(1);
    const live = await handle.db
      .selectFrom('rate_limits')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(live.n)).toBeGreaterThan(0);

    // A fresh database (its first counted hit purges).
    const other = await freshDatabase();
    try {
      await other.db
        .insertInto('rate_limits')
        .values({ key: 'velho:4', window_start: past, hits: 9, expires_at: past })
        .execute();
      const fresh = createApp({ db: other.db, log: () => {} });
      await testClient(fresh).call('POST', '/api/auth/supabase/reset-password', {
        email: 'ninguem@igreja.org',
      });
      const keys = await other.db.selectFrom('rate_limits').select('key').execute();
      expect(keys.map((row) => row.key)).not.toContain('velho:4');
    } finally {
      await other.close();
    }
  });

  it('asks for the current password to change it without a reset link', async () => {
    const { browser } = await registered('troca@igreja.org');
    const path = '/api/auth/supabase/update-password';
    expect(await browser.call('POST', path, { password: 'tomada99' })).toMatchObject({
      status: 400,
      body: { message: CURRENT_PASSWORD_REQUIRED_MESSAGE },
    });
    expect(
      await browser.call('POST', path, { password: 'tomada99', currentPassword: 'chute123' }),
    ).toMatchObject({ status: 400, body: { message: WRONG_CURRENT_PASSWORD_MESSAGE } });
    expect(
      (await client().call('POST', path, { password: 'tomada99', currentPassword: 'segredo1' }))
        .status,
    ).toBe(401);
    expect(
      await browser.call('POST', path, { password: 'nova12345', currentPassword: 'segredo1' }),
    ).toMatchObject({ status: 200, body: { success: true } });
    const login = await client().call('POST', '/api/login', {
      username: 'troca@igreja.org',
      password: 'nova12345',
    });
    expect(login.status).toBe(200);
  });

  it('refuses an expired reset token and one replaced by a newer link', async () => {
    await registered('expira@igreja.org');
    const askLink = async () => {
      const before = await lastEmailId('expira@igreja.org');
      await client().call('POST', '/api/auth/supabase/reset-password', {
        email: 'expira@igreja.org',
      });
      // The link is made and sent after the answer: wait for this request's own email.
      const email = await waitForEmail('expira@igreja.org', /Redefinição/, before);
      return /token=([\w-]+)/.exec(email.body_text)![1]!;
    };
    const first = await askLink();
    const second = await askLink();
    expect(first).not.toBe(second);
    const update = (token: string) =>
      client().call('POST', '/api/auth/supabase/update-password', {
        password: 'outra999',
        token,
      });
    expect(await update(first)).toMatchObject({
      status: 400,
      body: { message: INVALID_RESET_TOKEN_MESSAGE },
    });
    await handle.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute();
    expect((await update(second)).status).toBe(400);
  });

  it('answers a reset request before the token and the email are made', async () => {
    // A mail server that never answers: a known email still gets its answer at once.
    const sent: string[] = [];
    const stuck = createApp({
      db: handle.db,
      log: () => {},
      mailer: {
        send: (email) => {
          sent.push(email.to);
          return new Promise<void>(() => {});
        },
      },
    });
    const res = await testClient(stuck).call('POST', '/api/auth/supabase/reset-password', {
      email: 'ana@igreja.org',
    });
    expect(res).toMatchObject({
      status: 200,
      body: { success: true, message: RESET_SENT_MESSAGE },
    });
    await expect.poll(() => sent).toEqual(['ana@igreja.org']);
  });
});
