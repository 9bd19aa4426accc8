import { createHash, randomBytes } from 'node:crypto';
import type { AccessLevel } from '@arte-gospel/domain';
import type { MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

export const SESSION_COOKIE = 'ag_session';
/** rememberMe keeps the session 30 days; otherwise a browser-session cookie, 1 day server-side. */
export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;
export const BROWSER_SESSION_MS = 24 * 60 * 60 * 1000;

import type { AppContext, AppEnv, SessionUser, SignedInEnv } from '../app-env';

export type { SessionUser };

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Set by createApp from the socket, or from X-Forwarded-Proto when the BFF proved itself. */
function isHttps(c: AppContext): boolean {
  return c.var.clientHttps ?? new URL(c.req.url).protocol === 'https:';
}

/** The user as the contract's User (platform §3): never the password hash. */
export function publicUser(user: SessionUser) {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    phone: user.phone,
    profileimageurl: user.profileimageurl,
    nivelacesso: user.nivelacesso,
    tipoplano: user.tipoplano,
    acessovitalicio: user.acessovitalicio,
    dataexpiracao: user.dataexpiracao ? user.dataexpiracao.toISOString() : null,
    origemassinatura: user.origemassinatura,
  };
}

/**
 * Starts a session for the user: a new random token (rotated at every login), stored only
 * as its hash; the cookie is HttpOnly, SameSite=Lax, Secure behind https, and persistent
 * for 30 days only with rememberMe.
 */
export async function startSession(c: AppContext, userId: number, rememberMe: boolean) {
  const previous = c.var.sessionId;
  if (previous) await c.var.db.deleteFrom('sessions').where('id', '=', previous).execute();
  const token = randomBytes(32).toString('base64url');
  const lifetime = rememberMe ? REMEMBER_ME_MS : BROWSER_SESSION_MS;
  await c.var.db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      user_id: userId,
      persistent: rememberMe,
      expires_at: new Date(Date.now() + lifetime),
      user_agent: c.req.header('user-agent')?.slice(0, 300) ?? null,
    })
    .execute();
  setCookie(c, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    ...(rememberMe ? { maxAge: Math.floor(REMEMBER_ME_MS / 1000) } : {}),
  });
}

/** Ends the current session on the server and clears the cookie. */
export async function endSession(c: AppContext) {
  if (c.var.sessionId)
    await c.var.db.deleteFrom('sessions').where('id', '=', c.var.sessionId).execute();
  deleteCookie(c, SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
  });
}

export async function findSessionUser(db: Kysely<Database>, token: string) {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('u')
    .select(['s.id as session_id', 's.expires_at as session_expires_at'])
    .where('s.id', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return null;
  const { session_id, session_expires_at, ...user } = row;
  if (session_expires_at.getTime() <= Date.now()) {
    await db.deleteFrom('sessions').where('id', '=', session_id).execute();
    return null;
  }
  return { sessionId: session_id, user: user as SessionUser };
}

/** Reads the session cookie into c.var.user for every /api call. */
export function sessionMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', null);
    c.set('sessionId', null);
    const token = getCookie(c, SESSION_COOKIE);
    if (token && token.length <= 100) {
      const found = await findSessionUser(c.var.db, token);
      if (found) {
        c.set('user', found.user);
        c.set('sessionId', found.sessionId);
      }
    }
    await next();
  };
}

export const NOT_AUTHENTICATED_MESSAGE = 'Faça login para continuar.';
export const FORBIDDEN_MESSAGE = 'Você não tem permissão para esta ação.';

/** 401 without a signed-in user; after it, `c.var.user` and `c.var.sessionId` are set. */
export function requireUser() {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    if (!c.var.user || !c.var.sessionId) return c.json({ message: NOT_AUTHENTICATED_MESSAGE }, 401);
    await next();
  });
}

/** 403 unless the user's nivelacesso is one of `levels` (checked on the server). */
export function requireLevel(levels: readonly AccessLevel[]) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const user = c.var.user;
    if (!user || !c.var.sessionId) return c.json({ message: NOT_AUTHENTICATED_MESSAGE }, 401);
    if (!levels.includes(user.nivelacesso)) return c.json({ message: FORBIDDEN_MESSAGE }, 403);
    await next();
  });
}
