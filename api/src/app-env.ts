import type { Limit, LimitName } from '@arte-gospel/domain/config';
import type { Context } from 'hono';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from './db/schema';
import type { Mailer } from './mail/mailer';

/** The signed-in user's row. */
export type SessionUser = Selectable<UsersTable>;

/** What every route can read from the context. */
export interface AppEnv {
  Variables: {
    db: Kysely<Database>;
    mailer: Mailer;
    /** The signed-in user, or null (set by the session middleware for /api/*). */
    user: SessionUser | null;
    /** sha-256 id of the current session, when there is one. */
    sessionId: string | null;
    /** The client's address (X-Forwarded-For from the BFF, proven by its secret, else the socket). */
    clientIp: string;
    /** Did the client come over https (X-Forwarded-Proto from the BFF, else the socket)? */
    clientHttps: boolean;
    /** The site's public origin, for links in emails. */
    publicOrigin: string;
    /** The account limits in force (RATE_LIMIT_* at start). */
    rateLimits: Record<LimitName, Limit>;
  };
}

/** The context after requireUser/requireLevel: the user and the session are there. */
export interface SignedInEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { user: SessionUser; sessionId: string };
}

/** Any request's context, signed in or not: what helpers shared by both kinds of route take. */
export type AppContext = Context<AppEnv> | Context<SignedInEnv>;
