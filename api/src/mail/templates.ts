import type { Email } from './mailer';

// The account emails' texts (pt-BR). Their codes and links only ever go into the email:
// the mailer logs the address and the subject, never the body.

interface Recipient {
  email: string;
  name: string;
}

/**
 * After registering and on 'Reenviar': the 6-digit code (first, so it is the first 6-digit
 * number of the text) and the link that verifies without typing it, both for 15 minutes.
 */
export function verificationEmail(user: Recipient, code: string, link: string): Email {
  return {
    to: user.email,
    subject: 'Seu código de verificação do Arte Gospel',
    text: `Olá, ${user.name}!\n\nSeu código de verificação é ${code}. Ele vale por 15 minutos.\n\nOu confirme seu e-mail com um clique no link abaixo (vale por 15 minutos, uma única vez):\n${link}\n\nSe você não criou uma conta, ignore este email.`,
  };
}

/** 'Esqueci minha senha': the reset link, for an hour. */
export function passwordResetEmail(user: Recipient, link: string): Email {
  return {
    to: user.email,
    subject: 'Redefinição de senha do Arte Gospel',
    text: `Olá, ${user.name}!\n\nPara criar uma nova senha, abra o link abaixo (válido por 1 hora):\n${link}\n\nSe você não pediu a redefinição, ignore este email.`,
  };
}
