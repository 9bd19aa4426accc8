import { describe, expect, it } from 'vitest';
import { ConfigError, describeVariable, parseServerEnv, rateLimits, SERVER_ENV_KEYS } from './env';

function problems(env: Record<string, string>): string[] {
  try {
    parseServerEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('parseServerEnv', () => {
  it('gives every default with nothing set', () => {
    const env = parseServerEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      UPSTREAM_TIMEOUT_MS: 15_000,
      BODY_LIMIT_BYTES: 10 * 1024 * 1024,
      BODY_READ_TIMEOUT_MS: 60_000,
      BODY_BUFFER_TOTAL_BYTES: 256 * 1024 * 1024,
      HEADERS_TIMEOUT_MS: 20_000,
      REQUEST_TIMEOUT_MS: 120_000,
      TRUSTED_PROXY_HOPS: 0,
      ALLOWED_ORIGINS: [],
      SHUTDOWN_GRACE_MS: 10_000,
      LOG_LEVEL: 'info',
      CHECKOUT_PAY_HOST: 'pay.hotmart.com',
      CHECKOUT_AFFILIATE_HOST: 'go.hotmart.com',
      CHECKOUT_ALLOWED_HOSTS: [],
      API_PORT: 3001,
      API_HOST: '127.0.0.1',
      VAPID_SUBJECT: 'mailto:contato@artegospel.com.br',
      PASSWORD_HASH_QUEUE: 32,
    });
    for (const unset of ['UPSTREAM_URL', 'DATABASE_URL', 'SMTP_URL', 'FORWARDED_SECRET'] as const) {
      expect(env[unset]).toBeUndefined();
    }
    expect(rateLimits(env)).toMatchObject({
      LOGIN_IP: { max: 10, windowMs: 15 * 60_000 },
      REGISTER_IP: { max: 5, windowMs: 3_600_000 },
    });
  });

  it('reads set values, trimmed, an empty one as unset', () => {
    const env = parseServerEnv({
      PORT: ' 8080 ',
      LOG_LEVEL: 'warn',
      ALLOWED_ORIGINS: 'https://a.org, http://b.org:81,',
      CHECKOUT_ALLOWED_HOSTS: 'Checkout.Example.org',
      RATE_LIMIT_LOGIN_EMAIL: '3/30s',
      UPSTREAM_URL: '',
      UNKNOWN_VARIABLE: 'ignored',
    });
    expect(env.PORT).toBe(8080);
    expect(env.LOG_LEVEL).toBe('warn');
    expect(env.ALLOWED_ORIGINS).toEqual(['https://a.org', 'http://b.org:81']);
    expect(env.CHECKOUT_ALLOWED_HOSTS).toEqual(['checkout.example.org']);
    expect(rateLimits(env).LOGIN_EMAIL).toEqual({ max: 3, windowMs: 30_000 });
    expect(env.UPSTREAM_URL).toBeUndefined();
  });

  it('names every bad variable with its value and what to use, in pt-BR', () => {
    expect(
      problems({
        PORT: 'abc',
        LOG_LEVEL: 'debug',
        RATE_LIMIT_RESET_IP: 'dez',
        BODY_LIMIT_BYTES: '0',
      }),
    ).toEqual([
      'PORT=abc inválido: use um número inteiro de 0 a 65535.',
      'BODY_LIMIT_BYTES=0 inválido: use um número inteiro de 1 a 1099511627776.',
      'LOG_LEVEL=debug inválido: use info, warn, error, silent.',
      'RATE_LIMIT_RESET_IP=dez inválido: use tentativas/janela, por exemplo 10/15m (s, m, h ou d).',
    ]);
    expect(problems({ RATE_LIMIT_LOGIN_IP: '0/1m' })).toEqual([
      expect.stringMatching(/^RATE_LIMIT_LOGIN_IP=0\/1m inválido/),
    ]);
    expect(problems({ UPSTREAM_URL: 'localhost:3001' })[0]).toMatch(/^UPSTREAM_URL=localhost:3001/);
    expect(problems({ DATABASE_URL: 'mysql://x/y' })[0]).toMatch(/postgres:/);
    expect(problems({ ALLOWED_ORIGINS: 'https://a.org/path' })[0]).toMatch(/^ALLOWED_ORIGINS=/);
    expect(problems({ VAPID_SUBJECT: 'contato@x.org' })[0]).toMatch(/mailto:/);
    expect(problems({ NODE_ENV: 'prod' })[0]).toMatch(/^NODE_ENV=prod/);
    expect(problems({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' })).toEqual([
      'REQUEST_TIMEOUT_MS=1000 inválido: deve ser maior ou igual a HEADERS_TIMEOUT_MS.',
    ]);
  });

  it('puts the problems in the message, one per line', () => {
    expect(() => parseServerEnv({ PORT: '-1', TRUSTED_PROXY_HOPS: 'x' })).toThrow(
      /^Configuração inválida:\n {2}PORT=-1 inválido.*\n {2}TRUSTED_PROXY_HOPS=x inválido/,
    );
  });

  it('describes every variable', () => {
    for (const key of SERVER_ENV_KEYS) expect(describeVariable(key), key).toMatch(/\S/);
  });
});
