import type { Kysely } from 'kysely';
import type { Database } from '../../api/src/db/schema';

/**
 * The newest email kept for `to` in the outbox (the demo's mailer, with no SMTP_URL), if any;
 * newest by id, which never ties.
 */
export function newestEmailTo(db: Kysely<Database>, to: string) {
  return db
    .selectFrom('outbox_emails')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** As `newestEmailTo`, for a test that knows one was sent: fails when there is none. */
export async function lastEmailTo(db: Kysely<Database>, to: string) {
  const email = await newestEmailTo(db, to);
  if (!email) throw new Error(`no email to ${to} in the outbox`);
  return email;
}
