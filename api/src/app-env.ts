import type { Kysely } from 'kysely';
import type { SessionUser } from './auth/session';
import type { Database } from './db/schema';
import type { Mailer } from './mail/mailer';

/** What every route can read from the context. */
export interface AppEnv {
  Variables: {
    db: Kysely<Database>;
    mailer: Mailer;
    /** The signed-in user, or null (set by the session middleware for /api/*). */
    user: SessionUser | null;
    /** sha-256 id of the current session, when there is one. */
    sessionId: string | null;
    /** The client's address (first X-Forwarded-For hop from the BFF, else the socket). */
    clientIp: string;
    /** The site's public origin, for links in emails. */
    publicOrigin: string;
  };
}
