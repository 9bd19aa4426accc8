import { createHash } from 'node:crypto';
import { type Limit, type LimitName, parseServerEnv, rateLimits } from '@arte-gospel/domain/config';
import type { MiddlewareHandler } from 'hono';
import { type Kysely, sql } from 'kysely';
import type { AppContext, AppEnv } from '../app-env';
import { occasionally } from '../db/occasionally';
import type { Database } from '../db/schema';

export const RATE_LIMIT_MESSAGE = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';

export type { Limit, LimitName };

/**
 * The account limits for an environment record, each set by RATE_LIMIT_<NAME> as `N/window`
 * (domain/src/config/env.ts has the defaults); a malformed value throws, naming the variable.
 * The API takes them from startApi's parsed environment (c.var.rateLimits).
 */
export function readLimits(env: Record<string, string | undefined>): Record<LimitName, Limit> {
  return rateLimits(parseServerEnv(env));
}

/** An e-mail as a key part: case-insensitive, and no address stored in clear. */
export function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

function tooMany(c: AppContext, retryAfterMs: number) {
  c.header('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
  return c.json({ message: RATE_LIMIT_MESSAGE }, 429);
}

/**
 * A fixed-window counter per client address and action, kept in the database so every API
 * instance shares it. Over the limit → 429 with a pt-BR message and Retry-After.
 */
export function rateLimit(
  action: string,
  limit: number,
  windowMs: number,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const retryAfter = await hit(c.var.db, `${action}:${c.var.clientIp}`, limit, windowMs);
    if (retryAfter > 0) return tooMany(c, retryAfter);
    await next();
  };
}

/** rateLimit for a named limit, per client address. */
export function limitByIp(name: LimitName): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const denied = await checkLimit(c, name, c.var.clientIp);
    if (denied) return denied;
    await next();
  };
}

/** Counts one hit of `name` for `subject` (an address, an account id, an emailKey): a 429 over it. */
export async function checkLimit(c: AppContext, name: LimitName, subject: string) {
  const { max, windowMs } = c.var.rateLimits[name];
  const retryAfter = await hit(c.var.db, `${name.toLowerCase()}:${subject}`, max, windowMs);
  return retryAfter > 0 ? tooMany(c, retryAfter) : undefined;
}

/** Forgets the hits of `name` for `subject` (a successful login clears its e-mail's count). */
export async function clearLimit(c: AppContext, name: LimitName, subject: string) {
  await c.var.db
    .deleteFrom('rate_limits')
    .where('key', '=', `${name.toLowerCase()}:${subject}`)
    .execute();
}

/** Counts one hit; returns 0 when allowed, else the milliseconds until the window resets. */
async function hit(
  db: Kysely<Database>,
  key: string,
  limit: number,
  windowMs: number,
): Promise<number> {
  const now = new Date();
  await purgeOccasionally(db, now);
  const expires = new Date(now.getTime() + windowMs);
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: now, hits: 1, expires_at: expires })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        // A window that has ended starts over.
        hits: sql`case when rate_limits.expires_at <= ${now} then 1 else rate_limits.hits + 1 end`,
        window_start: sql`case when rate_limits.expires_at <= ${now} then ${now} else rate_limits.window_start end`,
        expires_at: sql`case when rate_limits.expires_at <= ${now} then ${expires} else rate_limits.expires_at end`,
      }),
    )
    .returning(['hits', 'expires_at'])
    .executeTakeFirstOrThrow();
  if (row.hits <= limit) return 0;
  return Math.max(1, row.expires_at.getTime() - now.getTime());
}

const PURGE_BATCH = 500;

/** At most once a minute per database, deletes up to PURGE_BATCH ended windows. */
const purgeOccasionally = occasionally(60_000, (db, now) => purgeExpiredRateLimits(db, now));

/** Deletes up to `batch` rows whose window has ended; returns how many. */
export async function purgeExpiredRateLimits(
  db: Kysely<Database>,
  now = new Date(),
  batch = PURGE_BATCH,
) {
  const result = await db
    .deleteFrom('rate_limits')
    .where(
      'key',
      'in',
      db.selectFrom('rate_limits').select('key').where('expires_at', '<=', now).limit(batch),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
