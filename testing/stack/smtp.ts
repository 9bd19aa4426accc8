import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  to: string[];
  subject: string;
  text: string;
}

export interface Mailbox {
  /** Waits (up to 15 s) for an email to `to` whose subject matches, newer than those seen. */
  next(to: string, subject: RegExp): Promise<ReceivedEmail>;
}

export interface SmtpReceiver extends Mailbox {
  /** smtp://127.0.0.1:PORT, for the stack's SMTP_URL. */
  url: string;
  received: ReceivedEmail[];
  close(): Promise<void>;
}

/** `next` over whatever `read` returns, polling until an unseen match arrives. */
function mailbox(read: () => ReceivedEmail[]): Mailbox {
  const seen = new Set<number>();
  return {
    async next(to, subject) {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const received = read();
        const index = received.findIndex(
          (email, i) =>
            !seen.has(i) && email.to.includes(to.toLowerCase()) && subject.test(email.subject),
        );
        const found = received[index];
        if (found) {
          seen.add(index);
          return found;
        }
        if (Date.now() > deadline) {
          throw new Error(
            `Nenhum email para ${to} (${subject}) chegou; recebidos: ${JSON.stringify(received.map((e) => [e.to, e.subject]))}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/**
 * A real SMTP server on a free local port that keeps every message it is sent, parsed: the
 * e2e tests read codes and links from actual emails, as a user would, not from the log.
 * With `mailboxFile` it also appends each one there as a JSON line, for test files in
 * other processes (openMailbox).
 */
export async function startSmtpReceiver(mailboxFile?: string): Promise<SmtpReceiver> {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const email = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          };
          received.push(email);
          if (mailboxFile) appendFileSync(mailboxFile, `${JSON.stringify(email)}\n`);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    ...mailbox(() => received),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The mailbox a receiver in another process writes to `mailboxFile`. */
export function openMailbox(mailboxFile: string): Mailbox {
  return mailbox(() =>
    existsSync(mailboxFile)
      ? readFileSync(mailboxFile, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as ReceivedEmail)
      : [],
  );
}
