import type { AppContext } from '../app-env';
import { verificationEmail } from '../mail/templates';
import {
  newLinkToken,
  newVerificationCode,
  storeSecret,
  VERIFICATION_CODE_TTL_MS,
} from './secrets';

/**
 * Emails a new verification code and link (each replacing the unused ones; the link expires
 * with the code). The link opens the site's /email/verify, which posts its token. Sent at
 * sign-up, on the user's request and by staff (/admin/usuarios).
 */
export async function sendVerificationEmail(
  c: AppContext,
  user: { id: number; email: string; name: string },
) {
  const code = newVerificationCode();
  const token = newLinkToken();
  await storeSecret(c.var.db, 'email_verification_codes', user.id, code, VERIFICATION_CODE_TTL_MS);
  await storeSecret(c.var.db, 'email_verification_links', user.id, token, VERIFICATION_CODE_TTL_MS);
  const link = `${c.var.publicOrigin}/email/verify?token=${token}`;
  await c.var.mailer.send(verificationEmail(user, code, link));
}
