import type { Migration } from 'kysely';
import * as m0001 from './0001-categories';
import * as m0002 from './0002-platform';

// Versioned migrations, applied in key order on start, the same on PGlite and PostgreSQL.
export const migrations: Record<string, Migration> = {
  '0001-categories': m0001,
  '0002-platform': m0002,
};
