import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(email: Email): Promise<void>;
}

export type SmtpSend = (email: Email) => Promise<void>;

/**
 * Emails (verification codes, reset links) are recorded in the outbox table and logged by
 * address and subject only: the log never carries a code or a link. With an SMTP transport
 * they are sent and the outbox keeps no body; without one (the demo) the outbox keeps the
 * body, the only place to read it, and the log says so once at start.
 */
export function createMailer(
  db: Kysely<Database>,
  log: (entry: Record<string, unknown>) => void,
  smtp?: SmtpSend,
): Mailer {
  if (!smtp) {
    log({
      level: 'warn',
      msg: 'no SMTP_URL: emails are not sent, their bodies (codes, reset links) are kept in the outbox_emails table',
    });
  }
  return {
    async send(email) {
      const row = await db
        .insertInto('outbox_emails')
        .values({ to_address: email.to, subject: email.subject, body_text: smtp ? '' : email.text })
        .returning('id')
        .executeTakeFirstOrThrow();
      log({ level: 'info', msg: 'email', to: email.to, subject: email.subject });
      if (!smtp) return;
      try {
        await smtp(email);
        await db
          .updateTable('outbox_emails')
          .set({ sent_at: new Date() })
          .where('id', '=', row.id)
          .execute();
      } catch (error) {
        log({ level: 'error', msg: 'smtp failed', to: email.to, error: String(error) });
      }
    },
  };
}
