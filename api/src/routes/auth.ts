import {
  Flow2ConfirmEmailBodySchema,
  Flow2LoginBodySchema,
  Flow2RegisterBodySchema,
  Flow2ResetPasswordBodySchema,
  Flow2UpdatePasswordBodySchema,
  LoginBodySchema,
  RegisterBodySchema,
  type SignupAttribution,
  STAFF_LEVELS,
  VerifyEmailBodySchema,
  VerifyEmailLinkBodySchema,
} from '@arte-gospel/domain';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../app-env';
import { accountUser } from '../auth/account-user';
import {
  hashPassword,
  unmatchableHash,
  verifyPassword,
  whileHashingHasRoom,
} from '../auth/password';
import { checkLimit, clearLimit, emailKey, limitByIp } from '../auth/rate-limit';
import {
  consumeSecret,
  newLinkToken,
  RESET_TOKEN_TTL_MS,
  revokeSecrets,
  secretOwner,
  storeSecret,
  tryVerificationCode,
} from '../auth/secrets';
import {
  endSession,
  requireLevel,
  requireUser,
  type SessionUser,
  startSession,
} from '../auth/session';
import {
  findUserByEmail,
  insertUser,
  isEmailVerified,
  replacePassword,
  uniqueUsername,
} from '../auth/users-repository';
import { sendVerificationEmail } from '../auth/verification-email';
import { libraryStats } from '../library/library-repository';
import { passwordResetEmail } from '../mail/templates';
import { verifyEmailAndApplyPurchases } from '../purchases/purchases';
import { validate } from '../validation';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from './profile';

export const WRONG_CREDENTIALS_MESSAGE = 'Email ou senha incorretos.';
export const EMAIL_TAKEN_MESSAGE =
  'Este email já está cadastrado. Faça login ou recupere sua senha.';
export const INVALID_CODE_MESSAGE = 'Código inválido ou expirado. Solicite um novo código.';
export const INVALID_LINK_MESSAGE =
  'Este link de verificação já foi usado ou expirou. Peça um novo email de verificação.';
export const EMAIL_VERIFIED_MESSAGE = 'E-mail verificado com sucesso';
export const ALREADY_VERIFIED_MESSAGE = 'Seu e-mail já está verificado.';
export const INVALID_RESET_TOKEN_MESSAGE =
  'Link de redefinição inválido ou expirado. Solicite um novo.';
export const RESET_SENT_MESSAGE =
  'Se o email estiver cadastrado, enviaremos um link para redefinir a senha.';
export const CURRENT_PASSWORD_REQUIRED_MESSAGE =
  'Informe a senha atual para criar uma nova (ou use o link enviado por email).';

/** Limits per client address (429 over them); the per-email and per-account ones are in the routes. */
const loginLimit = limitByIp('LOGIN_IP');
const registerLimit = limitByIp('REGISTER_IP');
const resetLimit = limitByIp('RESET_IP');
const resendLimit = limitByIp('RESEND_IP');

type Ctx = AppContext;

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

const dummyHash = unmatchableHash();

/**
 * Checks email and password; the same answer, in about the same time, for an unknown email
 * and a wrong password (a dummy hash is checked when there is no account).
 */
async function authenticate(c: Ctx, email: string, password: string) {
  const user = await findUserByEmail(c.var.db, email);
  if (!user?.password_hash) {
    await verifyPassword(password, dummyHash);
    return undefined;
  }
  return (await verifyPassword(password, user.password_hash)) ? user : undefined;
}

/** The account a call signed in or created, or the response refusing it. */
type Outcome = { user: SessionUser; denied?: never } | { user?: never; denied: Response };

/**
 * authenticate, with the per-email limit (a successful login clears it), then the session
 * (both flows): the user, or the 401/429 response to answer.
 */
async function login(
  c: Ctx,
  email: string,
  password: string,
  rememberMe: boolean,
): Promise<Outcome> {
  const limited = await limitByEmail(c, 'LOGIN_EMAIL', email);
  if (limited) return { denied: limited };
  const user = await authenticate(c, email, password);
  if (!user) return { denied: c.json({ message: WRONG_CREDENTIALS_MESSAGE }, 401) };
  await clearLimit(c, 'LOGIN_EMAIL', emailKey(email));
  await startSession(c, user.id, rememberMe);
  return { user };
}

/** Stores a reset token and emails its link; run after answering, so a failure is only logged. */
async function sendResetLink(c: Ctx, user: { id: number; email: string; name: string }) {
  try {
    const token = newLinkToken();
    await storeSecret(c.var.db, 'password_reset_tokens', user.id, token, RESET_TOKEN_TTL_MS);
    const link = `${c.var.publicOrigin}/password/reset?token=${token}`;
    await c.var.mailer.send(passwordResetEmail(user, link));
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'error', msg: 'password reset email failed', error: String(error) }),
    );
  }
}

/**
 * The account proved it owns its email (by the code or the link): it is marked verified and
 * the purchases waiting for the address are applied; its other codes and links are ended.
 */
async function emailProven(c: Ctx, userId: number) {
  await verifyEmailAndApplyPurchases(c.var.db, userId);
  await revokeSecrets(c.var.db, 'email_verification_codes', userId);
  await revokeSecrets(c.var.db, 'email_verification_links', userId);
  return c.json({ success: true, message: EMAIL_VERIFIED_MESSAGE });
}

/**
 * Creates the account (both flows), signs it in and sends the verification code: the user,
 * or the 429 over the per-email limit or the 409 when the email is taken (also when a
 * registration of it at the same time won). A purchase made before the account existed
 * waits until the email is verified.
 */
async function register(
  c: Ctx,
  input: {
    username: string;
    email: string;
    password: string;
    name: string;
    phone?: string | undefined;
    /** Where the visitor landed from (issue 19: the staff analytics' sources). */
    attribution?: SignupAttribution | undefined;
  },
): Promise<Outcome> {
  const limited = await limitByEmail(c, 'REGISTER_EMAIL', input.email);
  if (limited) return { denied: limited };
  const taken = () => ({ denied: c.json({ message: EMAIL_TAKEN_MESSAGE }, 409) });
  if (await findUserByEmail(c.var.db, input.email)) return taken();
  const passwordHash = await hashPassword(input.password);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const user = await insertUser(c.var.db, {
        name: input.name,
        username: await uniqueUsername(c.var.db, input.username),
        email: input.email,
        phone: input.phone || null,
        password_hash: passwordHash,
        signup_utm_source: input.attribution?.utmSource || null,
        signup_src: input.attribution?.src || null,
        signup_sck: input.attribution?.sck || null,
      });
      await startSession(c, user.id, false);
      await sendVerificationEmail(c, user);
      return { user };
    } catch (error) {
      // Another registration got there first: the email (409) or the username (try again).
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
      if (await findUserByEmail(c.var.db, input.email)) return taken();
    }
  }
}

/** The per-email limit of an action, after the body is read (429 over it). */
function limitByEmail(
  c: Ctx,
  name: 'LOGIN_EMAIL' | 'REGISTER_EMAIL' | 'RESET_EMAIL',
  email: string,
) {
  return checkLimit(c, name, emailKey(email));
}

/** Before a login or a registration of either flow: room to hash, then the address's limit. */
const loginGuards = [whileHashingHasRoom, loginLimit] as const;
const registerGuards = [whileHashingHasRoom, registerLimit] as const;

async function logout(c: Ctx) {
  await endSession(c);
  return c.json({ success: true });
}

/** Flow 1 (platform §7) and flow 2 (/api/auth/supabase/*) on one account store. */
export function authRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/user', requireUser(), async (c) => c.json(await accountUser(c, c.var.user)));

  app.post('/login', ...loginGuards, validate('json', LoginBodySchema), async (c) => {
    const body = c.req.valid('json');
    const { user, denied } = await login(c, body.username, body.password, body.rememberMe);
    return user ? c.json(await accountUser(c, user)) : denied;
  });

  app.post('/register', ...registerGuards, validate('json', RegisterBodySchema), async (c) => {
    const { user, denied } = await register(c, c.req.valid('json'));
    if (!user) return denied;
    return c.json({
      success: true,
      user: await accountUser(c, user),
      verificationSent: true,
      message: 'Cadastro realizado! Enviamos um código de verificação para o seu email.',
    });
  });

  app.post('/logout', logout);

  app.post('/email-verification/send', requireUser(), resendLimit, async (c) => {
    const user = c.var.user;
    const limited =
      (await checkLimit(c, 'RESEND_ACCOUNT', String(user.id))) ??
      (await checkLimit(c, 'RESEND_EMAIL', emailKey(user.email)));
    if (limited) return limited;
    await sendVerificationEmail(c, user);
    return c.json({ success: true, message: 'Código reenviado' });
  });

  app.post(
    '/email-verification/verify',
    requireUser(),
    validate('json', VerifyEmailBodySchema),
    async (c) => {
      const user = c.var.user;
      // Five tries per code, counted in the database; then a new code must be requested.
      if (!(await tryVerificationCode(c.var.db, user.id, c.req.valid('json').code)))
        return c.json({ message: INVALID_CODE_MESSAGE }, 400);
      // Owning the email is what gives the account the purchases made for it.
      return emailProven(c, user.id);
    },
  );

  // The emailed link, signed in or not (the token is the proof: 256 random bits, single-use,
  // expiring with the code). It never signs anyone in.
  app.post(
    '/email-verification/verify-link',
    validate('json', VerifyEmailLinkBodySchema),
    async (c) => {
      const token = c.req.valid('json').token;
      const owner = await consumeSecret(c.var.db, 'email_verification_links', token);
      if (owner !== null) return emailProven(c, owner);
      // Opened again after it (or the code) worked: nothing left to do, and the page says so.
      const earlier = await secretOwner(c.var.db, 'email_verification_links', token);
      if (earlier !== null && (await isEmailVerified(c.var.db, earlier)))
        return c.json({ success: true, message: ALREADY_VERIFIED_MESSAGE });
      return c.json({ message: INVALID_LINK_MESSAGE }, 400);
    },
  );

  /** platform §3 user stats. totalViews: views of the arts the user designed (0 for others). */
  app.get('/users/stats', requireUser(), async (c) => {
    const stats = await libraryStats(c.var.db, c.var.user.id);
    c.header('Cache-Control', 'private, no-cache');
    return c.json(stats);
  });

  // Flow 2: the same accounts and session, the supabase-style paths and shapes.
  const flow2 = new Hono<AppEnv>();
  flow2.post('/login', ...loginGuards, validate('json', Flow2LoginBodySchema), async (c) => {
    const body = c.req.valid('json');
    const { user, denied } = await login(c, body.email, body.password, body.rememberMe);
    return user ? c.json({ user: await accountUser(c, user) }) : denied;
  });
  flow2.post(
    '/register',
    ...registerGuards,
    validate('json', Flow2RegisterBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const { user, denied } = await register(c, {
        username: body.email.split('@')[0] ?? body.email,
        email: body.email,
        password: body.password,
        name: body.userData.name,
        phone: body.userData.phone,
      });
      return user ? c.json({ user: await accountUser(c, user) }) : denied;
    },
  );
  flow2.post('/logout', logout);
  flow2.get('/session', async (c) =>
    c.json({ user: c.var.user ? await accountUser(c, c.var.user) : null }),
  );
  flow2.post(
    '/reset-password',
    resetLimit,
    validate('json', Flow2ResetPasswordBodySchema),
    async (c) => {
      const email = c.req.valid('json').email;
      const limited = await limitByEmail(c, 'RESET_EMAIL', email);
      if (limited) return limited;
      const user = await findUserByEmail(c.var.db, email);
      // The same answer after the same steps whether or not the email exists (no account
      // enumeration, not even by timing): the token and the email are made after answering.
      if (user) void sendResetLink(c, user);
      return c.json({ success: true, message: RESET_SENT_MESSAGE });
    },
  );
  flow2.post(
    '/update-password',
    whileHashingHasRoom,
    resetLimit,
    validate('json', Flow2UpdatePasswordBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      let userId: number;
      if (body.token) {
        // The emailed link is the proof: single-use and expiring.
        const owner = await consumeSecret(c.var.db, 'password_reset_tokens', body.token);
        if (owner === null) return c.json({ message: INVALID_RESET_TOKEN_MESSAGE }, 400);
        userId = owner;
      } else {
        // Signed in, the current password is the proof (a stolen session is not enough).
        const user = c.var.user;
        if (!user) return c.json({ message: 'Faça login para continuar.' }, 401);
        if (!body.currentPassword)
          return c.json({ message: CURRENT_PASSWORD_REQUIRED_MESSAGE }, 400);
        const limited = await checkLimit(c, 'PASSWORD_ACCOUNT', String(user.id));
        if (limited) return limited;
        if (
          !user.password_hash ||
          !(await verifyPassword(body.currentPassword, user.password_hash))
        )
          return c.json({ message: WRONG_CURRENT_PASSWORD_MESSAGE }, 400);
        userId = user.id;
      }
      // A new password ends the account's other reset links and every other session.
      const hash = await hashPassword(body.password);
      await replacePassword(c.var.db, userId, hash, c.var.sessionId);
      await revokeSecrets(c.var.db, 'password_reset_tokens', userId);
      return c.json({ success: true, message: 'Senha atualizada com sucesso!' });
    },
  );
  flow2.post(
    '/confirm-email',
    requireLevel(STAFF_LEVELS),
    validate('json', Flow2ConfirmEmailBodySchema),
    async (c) => {
      // Staff confirming the email counts as the proof: waiting purchases are applied.
      const user = await verifyEmailAndApplyPurchases(c.var.db, c.req.valid('json').userId);
      if (!user) return c.json({ message: 'Usuário não encontrado' }, 404);
      return c.json({ success: true, message: 'Email confirmado com sucesso!' });
    },
  );
  app.route('/auth/supabase', flow2);
  return app;
}
