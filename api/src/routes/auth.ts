import {
  Flow2ConfirmEmailBodySchema,
  Flow2LoginBodySchema,
  Flow2RegisterBodySchema,
  Flow2ResetPasswordBodySchema,
  Flow2UpdatePasswordBodySchema,
  LoginBodySchema,
  RegisterBodySchema,
  STAFF_LEVELS,
  VerifyEmailBodySchema,
} from '@arte-gospel/domain';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { hashPassword, verifyPassword } from '../auth/password';
import { rateLimit } from '../auth/rate-limit';
import {
  consumeSecret,
  newResetToken,
  newVerificationCode,
  RESET_TOKEN_TTL_MS,
  storeSecret,
  VERIFICATION_CODE_TTL_MS,
} from '../auth/secrets';
import { endSession, publicUser, requireLevel, requireUser, startSession } from '../auth/session';
import { applyPendingPurchases } from '../purchases/purchases';
import { validate } from '../validation';

export const WRONG_CREDENTIALS_MESSAGE = 'Email ou senha incorretos.';
export const EMAIL_TAKEN_MESSAGE =
  'Este email já está cadastrado. Faça login ou recupere sua senha.';
export const INVALID_CODE_MESSAGE = 'Código inválido ou expirado. Solicite um novo código.';
export const INVALID_RESET_TOKEN_MESSAGE =
  'Link de redefinição inválido ou expirado. Solicite um novo.';
export const RESET_SENT_MESSAGE =
  'Se o email estiver cadastrado, enviaremos um link para redefinir a senha.';

const MINUTE = 60_000;

/** Limits per client address (429 over them). */
const loginLimit = rateLimit('login', 10, 15 * MINUTE);
const registerLimit = rateLimit('register', 5, 60 * MINUTE);
const resetLimit = rateLimit('reset', 5, 60 * MINUTE);

type Ctx = Context<AppEnv>;

async function findByEmail(c: Ctx, email: string) {
  return c.var.db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks email and password; the same answer, in about the same time, for an unknown email
 * and a wrong password (a dummy hash is checked when there is no account).
 */
async function authenticate(c: Ctx, email: string, password: string) {
  const user = await findByEmail(c, email);
  if (!user?.password_hash) {
    dummyHash ??= hashPassword('conta-inexistente');
    await verifyPassword(password, await dummyHash);
    return undefined;
  }
  return (await verifyPassword(password, user.password_hash)) ? user : undefined;
}

/** A unique username from the wanted one ('ana', 'ana2', 'ana3', …). */
async function uniqueUsername(c: Ctx, wanted: string): Promise<string> {
  const base =
    wanted
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, 40) || 'usuario';
  const taken = new Set(
    (
      await c.var.db
        .selectFrom('users')
        .select('username')
        .where('username', 'like', `${base}%`)
        .execute()
    ).map((row) => row.username),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

async function sendVerificationCode(c: Ctx, user: { id: number; email: string; name: string }) {
  const code = newVerificationCode();
  await storeSecret(c.var.db, 'email_verification_codes', user.id, code, VERIFICATION_CODE_TTL_MS);
  await c.var.mailer.send({
    to: user.email,
    subject: 'Seu código de verificação do Arte Gospel',
    text: `Olá, ${user.name}!\n\nSeu código de verificação é ${code}. Ele vale por 15 minutos.\n\nSe você não criou uma conta, ignore este email.`,
  });
}

/** Creates the account (both flows), signs it in and sends the verification code. */
async function register(
  c: Ctx,
  input: {
    username: string;
    email: string;
    password: string;
    name: string;
    phone?: string | undefined;
  },
) {
  if (await findByEmail(c, input.email)) return null;
  const user = await c.var.db
    .insertInto('users')
    .values({
      name: input.name,
      username: await uniqueUsername(c, input.username),
      email: input.email,
      phone: input.phone || null,
      password_hash: await hashPassword(input.password),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  // A purchase made before the account existed becomes the account's plan now.
  const current = await applyPendingPurchases(c.var.db, user.id, user.email);
  await startSession(c, user.id, false);
  await sendVerificationCode(c, user);
  return current;
}

/** Flow 1 (platform §7) and flow 2 (/api/auth/supabase/*) on one account store. */
export function authRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/user', requireUser(), (c) => c.json(publicUser(c.var.user!)));

  app.post('/login', loginLimit, validate('json', LoginBodySchema), async (c) => {
    const body = c.req.valid('json');
    const user = await authenticate(c, body.username, body.password);
    if (!user) return c.json({ message: WRONG_CREDENTIALS_MESSAGE }, 401);
    await startSession(c, user.id, body.rememberMe);
    return c.json(publicUser(user));
  });

  app.post('/register', registerLimit, validate('json', RegisterBodySchema), async (c) => {
    const user = await register(c, c.req.valid('json'));
    if (!user) return c.json({ message: EMAIL_TAKEN_MESSAGE }, 409);
    return c.json({
      success: true,
      user: publicUser(user),
      verificationSent: true,
      message: 'Cadastro realizado! Enviamos um código de verificação para o seu email.',
    });
  });

  app.post('/logout', async (c) => {
    await endSession(c);
    return c.json({ success: true });
  });

  app.post('/email-verification/send', requireUser(), async (c) => {
    await sendVerificationCode(c, c.var.user!);
    return c.json({ success: true, message: 'Código reenviado' });
  });

  app.post(
    '/email-verification/verify',
    requireUser(),
    validate('json', VerifyEmailBodySchema),
    async (c) => {
      const user = c.var.user!;
      const owner = await consumeSecret(
        c.var.db,
        'email_verification_codes',
        c.req.valid('json').code,
        user.id,
      );
      if (owner === null) return c.json({ message: INVALID_CODE_MESSAGE }, 400);
      await c.var.db
        .updateTable('users')
        .set({ email_verified: true, updated_at: new Date() })
        .where('id', '=', user.id)
        .execute();
      return c.json({ success: true, message: 'E-mail verificado com sucesso' });
    },
  );

  /** platform §3 user stats. totalViews: views of the arts the user designed (0 for others). */
  app.get('/users/stats', requireUser(), async (c) => {
    const id = c.var.user!.id;
    const db = c.var.db;
    const [favorites, downloads, views] = await Promise.all([
      db
        .selectFrom('favorites')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', id)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('downloads')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', id)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('arts')
        .select((eb) => eb.fn.sum<number>('view_count').as('n'))
        .where('designer_id', '=', id)
        .executeTakeFirstOrThrow(),
    ]);
    c.header('Cache-Control', 'private, no-cache');
    return c.json({
      totalFavorites: Number(favorites.n),
      totalDownloads: Number(downloads.n),
      totalViews: Number(views.n ?? 0),
    });
  });

  // Flow 2: the same accounts and session, the supabase-style paths and shapes.
  const flow2 = new Hono<AppEnv>();
  flow2.post('/login', loginLimit, validate('json', Flow2LoginBodySchema), async (c) => {
    const body = c.req.valid('json');
    const user = await authenticate(c, body.email, body.password);
    if (!user) return c.json({ message: WRONG_CREDENTIALS_MESSAGE }, 401);
    await startSession(c, user.id, body.rememberMe);
    return c.json({ user: publicUser(user) });
  });
  flow2.post('/register', registerLimit, validate('json', Flow2RegisterBodySchema), async (c) => {
    const body = c.req.valid('json');
    const user = await register(c, {
      username: body.email.split('@')[0] ?? body.email,
      email: body.email,
      password: body.password,
      name: body.userData.name,
      phone: body.userData.phone,
    });
    if (!user) return c.json({ message: EMAIL_TAKEN_MESSAGE }, 409);
    return c.json({ user: publicUser(user) });
  });
  flow2.post('/logout', async (c) => {
    await endSession(c);
    return c.json({ success: true });
  });
  flow2.get('/session', (c) => c.json({ user: c.var.user ? publicUser(c.var.user) : null }));
  flow2.post(
    '/reset-password',
    resetLimit,
    validate('json', Flow2ResetPasswordBodySchema),
    async (c) => {
      const user = await findByEmail(c, c.req.valid('json').email);
      if (user) {
        const token = newResetToken();
        await storeSecret(c.var.db, 'password_reset_tokens', user.id, token, RESET_TOKEN_TTL_MS);
        const link = `${c.var.publicOrigin}/password/reset?token=${token}`;
        await c.var.mailer.send({
          to: user.email,
          subject: 'Redefinição de senha do Arte Gospel',
          text: `Olá, ${user.name}!\n\nPara criar uma nova senha, abra o link abaixo (válido por 1 hora):\n${link}\n\nSe você não pediu a redefinição, ignore este email.`,
        });
      }
      // The same answer whether or not the email exists: no account enumeration.
      return c.json({ success: true, message: RESET_SENT_MESSAGE });
    },
  );
  flow2.post(
    '/update-password',
    resetLimit,
    validate('json', Flow2UpdatePasswordBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      let userId: number | null = null;
      if (body.token) userId = await consumeSecret(c.var.db, 'password_reset_tokens', body.token);
      else userId = c.var.user?.id ?? null;
      if (userId === null) {
        return c.json(
          { message: body.token ? INVALID_RESET_TOKEN_MESSAGE : 'Faça login para continuar.' },
          body.token ? 400 : 401,
        );
      }
      await c.var.db
        .updateTable('users')
        .set({ password_hash: await hashPassword(body.password), updated_at: new Date() })
        .where('id', '=', userId)
        .execute();
      // A new password ends every other session of the account.
      let others = c.var.db.deleteFrom('sessions').where('user_id', '=', userId);
      if (c.var.sessionId) others = others.where('id', '!=', c.var.sessionId);
      await others.execute();
      return c.json({ success: true, message: 'Senha atualizada com sucesso!' });
    },
  );
  flow2.post(
    '/confirm-email',
    requireLevel(STAFF_LEVELS),
    validate('json', Flow2ConfirmEmailBodySchema),
    async (c) => {
      const result = await c.var.db
        .updateTable('users')
        .set({ email_verified: true, updated_at: new Date() })
        .where('id', '=', c.req.valid('json').userId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0)
        return c.json({ message: 'Usuário não encontrado' }, 404);
      return c.json({ success: true, message: 'Email confirmado com sucesso!' });
    },
  );
  app.route('/auth/supabase', flow2);
  return app;
}
