import nodemailer from 'nodemailer';
import type { SmtpSend } from './mailer';

/** SMTP_URL (smtp://user:pass@host:587) → a sender; MAIL_FROM sets the From address. */
export function smtpSender(
  url: string,
  from = 'Arte Gospel <nao-responda@artegospel.com.br>',
): SmtpSend {
  const transport = nodemailer.createTransport(url);
  return async (email) => {
    await transport.sendMail({ from, to: email.to, subject: email.subject, text: email.text });
  };
}
