import { ArtsQuerySchema } from '@arte-gospel/domain';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import type { AppEnv } from '../app-env';
import { requireUser } from '../auth/session';
import { listArts } from '../catalogue/arts';
import * as designers from '../catalogue/designers';
import { validate } from '../validation';

export const DESIGNER_NOT_FOUND_MESSAGE = 'Designer não encontrado';

/** A designer's :username (also read by the page metadata, routes/pages.ts). */
export const UsernameParam = v.object({
  username: v.pipe(v.string(), v.regex(/^[\w.-]{1,60}$/, 'Designer inválido')),
});

/** After the :username check: its designer in `c.var.designer` (404 when there is none). */
const loadDesigner = createMiddleware<{
  Variables: AppEnv['Variables'] & { designer: designers.Designer };
}>(async (c, next) => {
  const designer = await designers.find(c.var.db, c.req.param('username') ?? '');
  if (!designer) return c.json({ message: DESIGNER_NOT_FOUND_MESSAGE }, 404);
  c.set('designer', designer);
  await next();
});

/** /api/designers (list, profile, arts) and following (calls the screens need). */
export function designersRoutes() {
  const app = new Hono<AppEnv>();
  // Revalidated on every read (a 304 while unchanged): the order and profiles staff set at
  // /admin/designers show on the next visit.
  app.get('/designers', etag(), async (c) => {
    const list = await designers.list(c.var.db);
    c.header('Cache-Control', 'public, no-cache');
    return c.json(list);
  });
  app.get('/designers/:username', validate('param', UsernameParam), loadDesigner, async (c) => {
    const { designer, user } = c.var;
    const following = user ? await designers.isFollowing(c.var.db, user.id, designer.id) : false;
    c.header('Cache-Control', 'private, no-cache');
    return c.json({ designer, isFollowing: following });
  });
  app.get(
    '/designers/:username/arts',
    validate('param', UsernameParam),
    validate('query', ArtsQuerySchema),
    loadDesigner,
    async (c) => {
      const q = c.req.valid('query');
      c.header('Cache-Control', 'public, max-age=30');
      return c.json(
        await listArts(
          c.var.db,
          { designerId: c.var.designer.id, isPremium: q.isPremium, search: q.search },
          { sort: q.sortBy, page: q.page, limit: q.limit },
        ),
      );
    },
  );
  app.post(
    '/designers/:username/follow',
    requireUser(),
    validate('param', UsernameParam),
    loadDesigner,
    async (c) => {
      const { designer, user } = c.var;
      if (designer.id === user.id)
        return c.json({ message: 'Você não pode seguir a si mesmo.' }, 400);
      await designers.follow(c.var.db, user.id, designer.id);
      return c.json({ success: true, following: true });
    },
  );
  app.delete(
    '/designers/:username/follow',
    requireUser(),
    validate('param', UsernameParam),
    loadDesigner,
    async (c) => {
      await designers.unfollow(c.var.db, c.var.user.id, c.var.designer.id);
      return c.json({ success: true, following: false });
    },
  );
  app.get('/following', requireUser(), async (c) => {
    const followed = await designers.listFollowedBy(c.var.db, c.var.user.id);
    c.header('Cache-Control', 'private, no-cache');
    return c.json(followed);
  });
  return app;
}
