import type { Kysely } from 'kysely';
import type { Database } from '../../api/src/db/schema';

/**
 * The emails kept for `to` in the outbox (the demo's mailer, with no SMTP_URL), newest first
 * (by id, which never ties); with `afterId`, only those sent after that one.
 */
export function emailsTo(db: Kysely<Database>, to: string, { afterId = 0 } = {}) {
  return db
    .selectFrom('outbox_emails')
    .selectAll()
    .where('to_address', '=', to)
    .where('id', '>', afterId)
    .orderBy('id', 'desc')
    .execute();
}

/** The newest email kept for `to` in the outbox, if any. */
export async function newestEmailTo(db: Kysely<Database>, to: string) {
  return (await emailsTo(db, to))[0];
}

/** As `newestEmailTo`, for a test that knows one was sent: fails when there is none. */
export async function lastEmailTo(db: Kysely<Database>, to: string) {
  const email = await newestEmailTo(db, to);
  if (!email) throw new Error(`no email to ${to} in the outbox`);
  return email;
}
