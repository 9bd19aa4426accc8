import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  to: string[];
  subject: string;
  text: string;
}

export interface SmtpReceiver {
  /** smtp://127.0.0.1:PORT, for the stack's SMTP_URL. */
  url: string;
  received: ReceivedEmail[];
  /** Waits (up to 15 s) for an email to `to` whose subject matches, newer than those seen. */
  next(to: string, subject: RegExp): Promise<ReceivedEmail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port that keeps every message it is sent, parsed: the
 * e2e tests read codes and links from actual emails, as a user would, not from the log.
 */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const received: ReceivedEmail[] = [];
  const seen = new Set<ReceivedEmail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
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
    async next(to, subject) {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const found = received.find(
          (email) =>
            !seen.has(email) && email.to.includes(to.toLowerCase()) && subject.test(email.subject),
        );
        if (found) {
          seen.add(found);
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
