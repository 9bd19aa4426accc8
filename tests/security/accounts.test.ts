import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpReceiver, startSmtpReceiver } from '../../testing/stack/smtp';
import { CHEAP_HASHING, type RunningStack, startStack } from '../../testing/stack/stack';
import { type Answer, visitor as visitorOf } from '../../testing/stack/visitor';

/** The provider's real approved postback (api/src/purchases/fixtures) for this buyer and offer. */
function approvedPostback(email: string, transaction: string, offer: string) {
  const url = new URL('../../api/src/purchases/fixtures/purchase-approved.json', import.meta.url);
  const body = JSON.parse(readFileSync(url, 'utf8'));
  body.data.buyer.email = email;
  body.data.purchase.transaction = transaction;
  body.data.purchase.offer.code = offer;
  return body;
}

// Issue 14, accounts, through the BFF (the stack of `npm start`, its emails sent to a real
// SMTP receiver): rate limits set low by RATE_LIMIT_* and a purchase that must not go to
// whoever registers its email first.

const WEBHOOK_TOKEN = 'segredo-do-provedor-e2e';
const RATE_LIMIT_MESSAGE = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';

let stack: RunningStack;
let smtp: SmtpReceiver;

/** A client with its own session cookie, calling the API through the BFF. */
const visitor = () => visitorOf(stack.url);

function expectTooMany(answer: Answer, windowSeconds: number) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ message: RATE_LIMIT_MESSAGE });
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

async function register(email: string) {
  const call = visitor();
  const res = await call('POST', '/api/register', {
    username: email.split('@')[0],
    email,
    password: 'segredo1',
    name: 'Conta de Teste',
  });
  expect(res.status).toBe(200);
  return call;
}

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  stack = await startStack({
    ...CHEAP_HASHING,
    SMTP_URL: smtp.url,
    CHECKOUT_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    // Every request comes from 127.0.0.1 here: per-address limits high, except the one tested.
    RATE_LIMIT_LOGIN_IP: '200/15m',
    RATE_LIMIT_LOGIN_EMAIL: '3/15m',
    RATE_LIMIT_REGISTER_IP: '200/1h',
    RATE_LIMIT_RESET_IP: '10/1h',
    RATE_LIMIT_RESET_EMAIL: '2/1h',
    RATE_LIMIT_RESEND_IP: '200/1h',
    RATE_LIMIT_RESEND_ACCOUNT: '2/1h',
  });
});
afterAll(async () => {
  await stack?.stop();
  await smtp?.close();
});

describe('a purchase made before the account exists, through the BFF', () => {
  it('stays pending for whoever registers its e-mail first, and goes to the owner who verifies it', async () => {
    const victim = 'compradora@example.com';
    // The attacker registers the buyer's address (the verification code goes to her mailbox).
    const attacker = await register(victim);
    await smtp.next(victim, /código de verificação/);
    const webhook = await fetch(`${stack.url}/api/webhooks/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hotmart-hottok': WEBHOOK_TOKEN },
      body: JSON.stringify(approvedPostback(victim, 'E2E-1', 'artegospel-anual')),
    });
    expect(await webhook.json()).toEqual({ success: true, result: 'pending', plan: 'anual' });
    const seen = await attacker('GET', '/api/user');
    expect(seen.body).toMatchObject({
      nivelacesso: 'usuario',
      tipoplano: null,
      emailVerified: false,
      pendingPurchase: true,
    });
    // Guessing the code gets nowhere: five tries, then the code is dead.
    for (const code of ['000000', '111111', '222222', '333333', '444444', '555555'])
      expect((await attacker('POST', '/api/email-verification/verify', { code })).status).toBe(400);
    expect((await attacker('GET', '/api/user')).body).toMatchObject({ nivelacesso: 'usuario' });

    // The owner takes the account back with the link sent to her mailbox…
    const owner = visitor();
    expect(
      (await owner('POST', '/api/auth/supabase/reset-password', { email: victim })).status,
    ).toBe(200);
    const token = /token=([\w-]+)/.exec((await smtp.next(victim, /Redefinição de senha/)).text)![1];
    const updated = await owner('POST', '/api/auth/supabase/update-password', {
      password: 'minha-senha-1',
      token,
    });
    expect(updated.status).toBe(200);
    expect((await attacker('GET', '/api/user')).status).toBe(401);
    // …signs in, asks for a new code and verifies her e-mail: the purchase is hers.
    expect(
      (await owner('POST', '/api/login', { username: victim, password: 'minha-senha-1' })).status,
    ).toBe(200);
    expect((await owner('POST', '/api/email-verification/send')).status).toBe(200);
    const code = /\b(\d{6})\b/.exec((await smtp.next(victim, /código de verificação/)).text)![1];
    expect((await owner('POST', '/api/email-verification/verify', { code })).status).toBe(200);
    expect((await owner('GET', '/api/user')).body).toMatchObject({
      nivelacesso: 'premium',
      tipoplano: 'anual',
      emailVerified: true,
      pendingPurchase: false,
    });
    // The log carried no code and no link.
    expect(stack.output()).not.toContain(token);
    expect(stack.output()).not.toContain(`é ${code}`);
  });
});

describe('account findings of the security review, through the BFF', () => {
  it('asks flow-2 update-password for the current password when no reset link is given', async () => {
    const call = await register('troca.senha@example.com');
    const change = (body: Record<string, string>) =>
      call('POST', '/api/auth/supabase/update-password', body);
    const missing = await change({ password: 'nova-senha-1' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toEqual(expect.any(String));
    expect(await change({ password: 'nova-senha-1', currentPassword: 'chute-errado' })).toEqual(
      expect.objectContaining({ status: 400, body: { message: 'A senha atual está incorreta.' } }),
    );
    expect((await change({ password: 'nova-senha-1', currentPassword: 'segredo1' })).status).toBe(
      200,
    );
    const again = visitor();
    expect(
      (
        await again('POST', '/api/login', {
          username: 'troca.senha@example.com',
          password: 'nova-senha-1',
        })
      ).status,
    ).toBe(200);
  });

  it('kills a verification code after 5 wrong tries, even for the right code then', async () => {
    const call = await register('chute.codigo@example.com');
    const code = /\b(\d{6})\b/.exec(
      (await smtp.next('chute.codigo@example.com', /código de verificação/)).text,
    )![1] as string;
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1)
      expect((await call('POST', '/api/email-verification/verify', { code: wrong })).status).toBe(
        400,
      );
    expect((await call('POST', '/api/email-verification/verify', { code })).status).toBe(400);
    expect((await call('GET', '/api/user')).body).toMatchObject({ emailVerified: false });
  });

  it('answers 409, not 500, to the second of two simultaneous registrations of one e-mail', async () => {
    const body = {
      username: 'dupla',
      email: 'dupla@example.com',
      password: 'segredo1',
      name: 'Conta Dupla',
    };
    const answers = await Promise.all([
      visitor()('POST', '/api/register', body),
      visitor()('POST', '/api/auth/supabase/register', {
        email: body.email,
        password: body.password,
        userData: { name: body.name },
      }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('refuses push endpoints that would make the server call itself or its network', async () => {
    const call = await register('push.ssrf@example.com');
    for (const endpoint of [
      'https://localhost/push/abc',
      'https://127.0.0.1/push/abc',
      'https://[::1]/push/abc',
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.8/push/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'http://fcm.googleapis.com/fcm/send/abc',
    ]) {
      const answer = await call('POST', '/api/push/subscribe', {
        subscription: { endpoint, keys: { p256dh: 'x', auth: 'y' } },
      });
      expect(answer, endpoint).toMatchObject({
        status: 400,
        body: { message: 'Endpoint de notificação inválido' },
      });
    }
  });
});

// Last: these use up the per-address reset limit the purchase journey needs.
describe('account rate limits (RATE_LIMIT_*), through the BFF', () => {
  it('limits logins per e-mail: 429 with Retry-After and a pt-BR message', async () => {
    await register('login.alvo@example.com');
    const call = visitor();
    const login = (username: string, password: string) =>
      call('POST', '/api/login', { username, password });
    for (let i = 0; i < 3; i += 1)
      expect((await login('login.alvo@example.com', 'errada123')).status).toBe(401);
    expectTooMany(await login('login.alvo@example.com', 'segredo1'), 15 * 60);
    // Flow 2 shares the count; another e-mail is not held.
    const flow2 = await call('POST', '/api/auth/supabase/login', {
      email: 'LOGIN.ALVO@example.com',
      password: 'segredo1',
    });
    expect(flow2.status).toBe(429);
    expect((await login('outra.conta@example.com', 'errada123')).status).toBe(401);
  });

  it('limits password reset requests per e-mail and per address', async () => {
    const call = visitor();
    const reset = (email: string) => call('POST', '/api/auth/supabase/reset-password', { email });
    expect((await reset('reset.alvo@example.com')).status).toBe(200);
    expect((await reset('reset.alvo@example.com')).status).toBe(200);
    expectTooMany(await reset('reset.alvo@example.com'), 3600);
    // Per address: at most 10 an hour, whatever the e-mails (earlier calls count too).
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push((await reset(`varredura${i}@example.com`)).status);
    const first = statuses.indexOf(429);
    expect(first).toBeGreaterThan(-1);
    expect(statuses.slice(0, first).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(first).every((status) => status === 429)).toBe(true);
  });

  it('limits verification code re-sends per account', async () => {
    const call = await register('reenvio@example.com');
    await smtp.next('reenvio@example.com', /código de verificação/);
    for (let i = 0; i < 2; i += 1) {
      expect((await call('POST', '/api/email-verification/send')).status).toBe(200);
      await smtp.next('reenvio@example.com', /código de verificação/);
    }
    expectTooMany(await call('POST', '/api/email-verification/send'), 3600);
  });
});
