import { PasswordChangeBodySchema, ProfileUpdateBodySchema } from '@arte-gospel/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { accountUser } from '../auth/account-user';
import { hashPassword, verifyPassword, whileHashingHasRoom } from '../auth/password';
import { requireUser } from '../auth/session';
import { validate } from '../validation';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'A senha atual está incorreta.';

/** PUT /api/profile and POST /api/profile/password (/painel/perfil). */
export function profileRoutes() {
  // Chained, so every route below sees the signed-in context.
  const app = new Hono<AppEnv>().use('*', requireUser());
  app.put('/', validate('json', ProfileUpdateBodySchema), async (c) => {
    const body = c.req.valid('json');
    const user = await c.var.db
      .updateTable('users')
      .set({
        name: body.name,
        ...(body.phone !== undefined ? { phone: body.phone || null } : {}),
        ...(body.bio !== undefined ? { bio: body.bio || null } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', c.var.user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
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
      await c.var.db
        .updateTable('users')
        .set({ password_hash: await hashPassword(body.newPassword), updated_at: new Date() })
        .where('id', '=', user.id)
        .execute();
      // Other devices sign in again with the new password.
      await c.var.db
        .deleteFrom('sessions')
        .where('user_id', '=', user.id)
        .where('id', '!=', c.var.sessionId)
        .execute();
      return c.json({ success: true, message: 'Senha atualizada com sucesso!' });
    },
  );
  return app;
}
