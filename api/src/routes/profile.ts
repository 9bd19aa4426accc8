import { PasswordChangeBodySchema, ProfileUpdateBodySchema } from '@arte-gospel/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { accountUser } from '../auth/account-user';
import { hashPassword, verifyPassword, whileHashingHasRoom } from '../auth/password';
import { requireUser } from '../auth/session';
import { replacePassword, updateProfile } from '../auth/users-repository';
import { validate } from '../validation';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'A senha atual está incorreta.';

/** PUT /api/profile and POST /api/profile/password (/painel/perfil). */
export function profileRoutes() {
  // Chained, so every route below sees the signed-in context.
  const app = new Hono<AppEnv>().use('*', requireUser());
  app.put('/', validate('json', ProfileUpdateBodySchema), async (c) => {
    const user = await updateProfile(c.var.db, c.var.user.id, c.req.valid('json'));
    return c.json(await accountUser(c, user));
  });
  app.post(
    '/password',
    whileHashingHasRoom,
    validate('json', PasswordChangeBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const user = c.var.user;
      if (
        !user.password_hash ||
        !(await verifyPassword(body.currentPassword, user.password_hash))
      ) {
        return c.json({ message: WRONG_CURRENT_PASSWORD_MESSAGE }, 400);
      }
      // Other devices sign in again with the new password.
      const hash = await hashPassword(body.newPassword);
      await replacePassword(c.var.db, user.id, hash, c.var.sessionId);
      return c.json({ success: true, message: 'Senha atualizada com sucesso!' });
    },
  );
  return app;
}
