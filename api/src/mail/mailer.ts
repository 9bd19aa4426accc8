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
 * Emails (verification codes, reset links) always go to the outbox table and the log;
 * with an SMTP transport configured they are also sent, and marked sent.
 */
export function createMailer(
  db: Kysely<Database>,
  log: (entry: Record<string, unknown>) => void,
  smtp?: SmtpSend,
): Mailer {
  return {
    async send(email) {
      const row = await db
        .insertInto('outbox_emails')
        .values({ to_address: email.to, subject: email.subject, body_text: email.text })
        .returning('id')
        .executeTakeFirstOrThrow();
      log({ level: 'info', msg: 'email', to: email.to, subject: email.subject, text: email.text });
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
