import * as v from 'valibot';

// Every environment variable the API, the BFF and the build read: one valibot schema, each
// entry with its default and a one-line description. Pure: the caller passes the record
// (process.env at start); README's configuration table is checked against SERVER_ENV's keys
// by tests/config.test.ts.

/** At most `max` hits per `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

export const LOG_LEVELS = ['info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const LIMIT_HINT = 'use tentativas/janela, por exemplo 10/15m (s, m, h ou d)';

/** `10/15m` → { max: 10, windowMs: 900000 }; undefined when malformed or below 1 per second. */
export function parseLimit(value: string): Limit | undefined {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*([smhd])\s*$/.exec(value);
  const max = Number(match?.[1]);
  const windowMs = Number(match?.[2]) * (UNITS[match?.[3] ?? ''] ?? 0);
  return match && max >= 1 && windowMs >= 1000 ? { max, windowMs } : undefined;
}

/** A variable's schema: a string (or nothing) in, the typed value out, with its description. */
function described<TSchema extends v.GenericSchema<string | undefined, unknown>>(
  schema: TSchema,
  description: string,
) {
  return v.pipe(schema, v.description(description));
}

function integer(fallback: number, min: number, max: number, description: string) {
  const hint = `use um número inteiro de ${min} a ${max}`;
  return described(
    v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d+$/, hint),
        v.transform(Number),
        v.minValue(min, hint),
        v.maxValue(max, hint),
      ),
      String(fallback),
    ),
    description,
  );
}

/** An integer with no fixed default (the caller derives one, e.g. from the CPU count). */
function optionalInteger(min: number, description: string) {
  const hint = `use um número inteiro a partir de ${min}`;
  return described(
    v.optional(
      v.pipe(v.string(), v.regex(/^\d+$/, hint), v.transform(Number), v.minValue(min, hint)),
    ),
    description,
  );
}

const text = (description: string) => described(v.optional(v.string()), description);
const textOr = (fallback: string, description: string) =>
  described(v.optional(v.string(), fallback), description);

function url(protocols: readonly string[], description: string) {
  const hint = `use uma URL ${protocols.map((p) => `${p}//`).join(' ou ')}`;
  return described(
    v.optional(
      v.pipe(
        v.string(),
        v.url(hint),
        v.check(
          (value) => protocols.includes(value.slice(0, value.indexOf('//')).toLowerCase()),
          hint,
        ),
      ),
    ),
    description,
  );
}

/** Comma-separated values, trimmed, blanks dropped; each checked by `valid`. */
function list(
  description: string,
  valid: (item: string) => boolean,
  hint: string,
  normalize = (item: string) => item,
) {
  return described(
    v.optional(
      v.pipe(
        v.string(),
        v.transform((value) =>
          value
            .split(',')
            .map((item) => normalize(item.trim()))
            .filter(Boolean),
        ),
        v.check((items) => items.every(valid), hint),
      ),
      '',
    ),
    description,
  );
}

/** scheme://host[:port], nothing after (what a browser sends as Origin). */
const isOrigin = (value: string) =>
  /^https?:\/\/(\[[0-9a-f:]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i.test(value);

const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
const isHost = (value: string) => HOST_NAME.test(value.toLowerCase());
const host = (fallback: string, description: string) =>
  described(
    v.optional(
      v.pipe(
        v.string(),
        v.toLowerCase(),
        v.check(isHost, 'use um nome de host, como pay.hotmart.com'),
      ),
      fallback,
    ),
    description,
  );

function rateLimit(fallback: string, description: string) {
  return described(
    v.optional(
      v.pipe(
        v.string(),
        v.rawTransform(({ dataset, addIssue, NEVER }) => {
          const limit = parseLimit(dataset.value);
          if (!limit) {
            addIssue({ message: LIMIT_HINT });
            return NEVER;
          }
          return limit;
        }),
      ),
      fallback,
    ),
    description,
  );
}

const MAX_MS = 24 * 3_600_000;

/** The account limits (RATE_LIMIT_<NAME>, `N/window`), read at start. */
export const RATE_LIMITS = {
  LOGIN_IP: rateLimit('10/15m', 'Logins per client address.'),
  LOGIN_EMAIL: rateLimit('10/15m', 'Logins per e-mail tried (a successful login clears it).'),
  REGISTER_IP: rateLimit('5/1h', 'Registrations per client address.'),
  REGISTER_EMAIL: rateLimit('3/1h', 'Registrations per e-mail.'),
  RESET_IP: rateLimit('5/1h', 'Password reset requests (and update-password calls) per address.'),
  RESET_EMAIL: rateLimit('3/1h', 'Password reset requests per e-mail.'),
  RESEND_IP: rateLimit('10/1h', 'Verification code re-sends per client address.'),
  RESEND_ACCOUNT: rateLimit('5/1h', 'Verification code re-sends per account.'),
  RESEND_EMAIL: rateLimit(
    '5/1h',
    'Verification code e-mails (registration, re-sends) per address.',
  ),
  PASSWORD_ACCOUNT: rateLimit('10/15m', 'Signed-in password changes per account.'),
} as const;
export type LimitName = keyof typeof RATE_LIMITS;
export const LIMIT_NAMES = Object.keys(RATE_LIMITS) as LimitName[];

const rateLimitEntries = Object.fromEntries(
  Object.entries(RATE_LIMITS).map(([name, schema]) => [`RATE_LIMIT_${name}`, schema]),
) as { [N in LimitName as `RATE_LIMIT_${N}`]: (typeof RATE_LIMITS)[N] };

/** Every variable, its default and its meaning. */
export const SERVER_ENV = v.object({
  NODE_ENV: described(
    v.optional(
      v.picklist(['development', 'production', 'test'], 'use development, production ou test'),
      'development',
    ),
    'production: the request log is one JSON line per request; otherwise a short coloured line.',
  ),
  // BFF
  PORT: integer(3000, 0, 65_535, 'Port the site is served on.'),
  HOST: textOr('0.0.0.0', 'Interface the BFF listens on.'),
  UPSTREAM_URL: url(
    ['http:', 'https:'],
    'API proxied for /api and /media (also the dev server proxy); unset: api/ runs in the BFF process.',
  ),
  UPSTREAM_TIMEOUT_MS: integer(15_000, 1, MAX_MS, 'Time the upstream has to answer before a 504.'),
  SITE_DIR: text('The built site (default site/dist).'),
  SITE_SERVER_DIR: text("The site's server renderer (default site/dist-server)."),
  BODY_LIMIT_BYTES: integer(
    10 * 1024 * 1024,
    1,
    2 ** 40,
    'Largest request body accepted, declared or chunked.',
  ),
  BODY_READ_TIMEOUT_MS: integer(60_000, 1, MAX_MS, 'Deadline to receive a whole request body.'),
  BODY_BUFFER_TOTAL_BYTES: integer(
    256 * 1024 * 1024,
    1,
    2 ** 40,
    'Request-body bytes held at once over all requests.',
  ),
  HEADERS_TIMEOUT_MS: integer(20_000, 1, MAX_MS, "Time a client has to send a request's headers."),
  REQUEST_TIMEOUT_MS: integer(
    120_000,
    1,
    MAX_MS,
    'Time a client has to send a whole request (≥ HEADERS_TIMEOUT_MS).',
  ),
  TRUSTED_PROXY_HOPS: integer(
    0,
    0,
    10,
    'Proxies in front of the BFF whose X-Forwarded-For/-Proto are believed.',
  ),
  ALLOWED_ORIGINS: list(
    'Extra origins allowed to make mutating /api calls.',
    isOrigin,
    'use origens separadas por vírgula, como https://exemplo.org',
  ),
  SHUTDOWN_GRACE_MS: integer(
    10_000,
    0,
    MAX_MS,
    'Time in-flight requests get to finish on shutdown.',
  ),
  LOG_LEVEL: described(
    v.optional(v.picklist(LOG_LEVELS, `use ${LOG_LEVELS.join(', ')}`), 'info'),
    'Lowest level logged (info: one line per request).',
  ),
  DEMO_CATALOGUE: described(
    v.optional(v.picklist(['on', 'off'], 'use on ou off')),
    'on: an empty database gets the demo catalogue and its accounts (password demo12345) at start; off: it stays empty (make the first admin with `npm run admin -- <email>`). Unset: on, except off with NODE_ENV=production.',
  ),
  MEDIA_WARM_UP: described(
    v.optional(v.picklist(['on', 'off'], 'use on ou off'), 'on'),
    "on: a second after the start, make the previews of the home's and /artes' first screens in the background; off: only on request.",
  ),
  CHECKOUT_PAY_HOST: host(
    'pay.hotmart.com',
    "The payment provider's pay host (utm_source travels as sck).",
  ),
  CHECKOUT_AFFILIATE_HOST: host(
    'go.hotmart.com',
    "The provider's affiliate host (utm_source travels as src).",
  ),
  CHECKOUT_ALLOWED_HOSTS: list(
    'Extra hosts a checkout link may point to.',
    isHost,
    'use nomes de host separados por vírgula',
    (item) => item.toLowerCase(),
  ),
  CHECKOUT_URL_MENSAL: text(
    "Checkout link of the monthly plan; its off= offer code matches the provider's postbacks (default: an example offer on the pay host outside production; none in production, where the plan cannot be bought until a link is set).",
  ),
  CHECKOUT_URL_ANUAL: text(
    "Checkout link of the annual plan; its off= offer code matches the provider's postbacks (default: an example offer on the pay host outside production; none in production, where the plan cannot be bought until a link is set).",
  ),
  CHECKOUT_URL_VITALICIO: text(
    "Checkout link of the lifetime plan; its off= offer code matches the provider's postbacks (default: an example offer on the pay host outside production; none in production, where the plan cannot be bought until a link is set).",
  ),
  // API (embedded in the BFF or standalone)
  API_PORT: integer(3001, 0, 65_535, 'Port of the standalone API (npm run dev:api).'),
  API_HOST: textOr('127.0.0.1', 'Interface of the standalone API.'),
  DATA_DIR: text('PGlite data folder (default ./data).'),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'A real PostgreSQL server instead of PGlite.'),
  SMTP_URL: url(
    ['smtp:', 'smtps:'],
    'SMTP server the e-mails are sent through; unset: the outbox table only.',
  ),
  MAIL_FROM: textOr('Arte Gospel <nao-responda@artegospel.com.br>', 'From address of the e-mails.'),
  PUBLIC_ORIGIN: described(
    v.optional(
      v.pipe(v.string(), v.check(isOrigin, 'use uma origem, como https://artegospel.com.br')),
    ),
    "The site's address in e-mail links (default http://localhost:PORT).",
  ),
  CHECKOUT_WEBHOOK_TOKEN: text(
    "Shared secret of the payment provider's webhook; unset: it answers 503.",
  ),
  FORWARDED_SECRET: text("The BFF's proof for X-Forwarded-*; the embedded API gets a random one."),
  EVIDENCE_DIR: text('Folder of problem-report evidence (default DATA_DIR/evidence).'),
  VAPID_PUBLIC_KEY: text('Web push public key (default: generated once, kept in the database).'),
  VAPID_PRIVATE_KEY: text('Web push private key (set with VAPID_PUBLIC_KEY).'),
  VAPID_SUBJECT: described(
    v.optional(
      v.pipe(v.string(), v.regex(/^(mailto:|https:\/\/)/, 'use uma URL mailto: ou https://')),
      'mailto:contato@artegospel.com.br',
    ),
    'Contact the push services may use.',
  ),
  PASSWORD_HASH_CONCURRENCY: optionalInteger(
    1,
    'Password hashes run at once (default half the cores, 1 to 4).',
  ),
  PASSWORD_HASH_QUEUE: integer(32, 0, 100_000, 'Password hashes that may wait; beyond, 503.'),
  PASSWORD_HASH_COST: integer(
    17,
    14,
    17,
    "log2 of scrypt's N for new password hashes (17: OWASP); lower only for test stacks.",
  ),
  ...rateLimitEntries,
});

export type ServerEnv = v.InferOutput<typeof SERVER_ENV>;
export const SERVER_ENV_KEYS = Object.keys(SERVER_ENV.entries) as (keyof ServerEnv)[];

/** A bad configuration: `message` names every bad variable, in pt-BR. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Configuração inválida:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

/** The problem line for one variable, e.g. `PORT=abc inválido: use um número inteiro…`. */
export function configProblem(variable: string, value: string, hint: string): string {
  return `${variable}=${value} inválido: ${hint}.`;
}

/**
 * Parses the variables this schema knows from `env` (others are ignored; an empty value is
 * unset). Throws ConfigError naming each bad one.
 */
export function parseServerEnv(env: Readonly<Record<string, string | undefined>>): ServerEnv {
  const input: Record<string, string> = {};
  for (const key of SERVER_ENV_KEYS) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') input[key] = value.trim();
  }
  const result = v.safeParse(SERVER_ENV, input);
  const problems = result.success
    ? []
    : result.issues.map((issue) => {
        const key = String(issue.path?.[0]?.key ?? '?');
        return configProblem(key, input[key] ?? '', issue.message);
      });
  if (result.success && result.output.REQUEST_TIMEOUT_MS < result.output.HEADERS_TIMEOUT_MS) {
    problems.push(
      configProblem(
        'REQUEST_TIMEOUT_MS',
        String(result.output.REQUEST_TIMEOUT_MS),
        'deve ser maior ou igual a HEADERS_TIMEOUT_MS',
      ),
    );
  }
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  return result.output;
}

/** The account limits in force. */
export function rateLimits(env: ServerEnv): Record<LimitName, Limit> {
  return Object.fromEntries(LIMIT_NAMES.map((name) => [name, env[`RATE_LIMIT_${name}`]])) as Record<
    LimitName,
    Limit
  >;
}

/** The schema's description of a variable (README's table says more). */
export function describeVariable(key: keyof ServerEnv): string | undefined {
  return v.getDescription(SERVER_ENV.entries[key]);
}
