import type { Kysely } from 'kysely';
import type { Database } from './db/schema';

/** What every route can read from the context. */
export interface AppEnv {
  Variables: {
    db: Kysely<Database>;
  };
}
