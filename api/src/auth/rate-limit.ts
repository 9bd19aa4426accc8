import type { Context, MiddlewareHandler } from 'hono';
import { sql } from 'kysely';
import type { AppEnv } from '../app-env';

export const RATE_LIMIT_MESSAGE = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';

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
    const retryAfter = await hit(c, `${action}:${c.var.clientIp}`, limit, windowMs);
    if (retryAfter > 0) {
      c.header('Retry-After', String(Math.ceil(retryAfter / 1000)));
      return c.json({ message: RATE_LIMIT_MESSAGE }, 429);
    }
    await next();
  };
}

/** Counts one hit; returns 0 when allowed, else the milliseconds until the window resets. */
async function hit(
  c: Context<AppEnv>,
  key: string,
  limit: number,
  windowMs: number,
): Promise<number> {
  const now = new Date();
  const windowStart = new Date(now.getTime() - windowMs);
  const row = await c.var.db
    .insertInto('rate_limits')
    .values({ key, window_start: now, hits: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        // A window that has ended starts over.
        hits: sql`case when rate_limits.window_start < ${windowStart} then 1 else rate_limits.hits + 1 end`,
        window_start: sql`case when rate_limits.window_start < ${windowStart} then ${now} else rate_limits.window_start end`,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
  if (row.hits <= limit) return 0;
  return Math.max(1, row.window_start.getTime() + windowMs - now.getTime());
}
