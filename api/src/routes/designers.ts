import { ArtsQuerySchema, STAFF_ROLES } from '@arte-gospel/domain';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { AppContext, AppEnv } from '../app-env';
import { requireUser } from '../auth/session';
import { listArts } from '../catalogue/arts';
import type { Database } from '../db/schema';
import { validate } from '../validation';

export const DESIGNER_NOT_FOUND_MESSAGE = 'Designer não encontrado';

/** Designers with their visible art count and followers. */
function designersQuery(db: Kysely<Database>) {
  return db
    .selectFrom('users as u')
    .where('u.nivelacesso', 'in', STAFF_ROLES.designers)
    .select((eb) => [
      'u.id',
      'u.name',
      'u.username',
      'u.profileimageurl',
      'u.bio',
      eb
        .selectFrom('arts as a')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('a.designer_id', '=', 'u.id')
        .where('a.is_visible', '=', true)
        .as('art_count'),
      eb
        .selectFrom('follows as f')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('f.designer_id', '=', 'u.id')
        .as('followers'),
    ]);
}

type DesignerRow = Awaited<
  ReturnType<ReturnType<typeof designersQuery>['executeTakeFirstOrThrow']>
>;

function toDesigner(row: DesignerRow) {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    profileimageurl: row.profileimageurl,
    bio: row.bio,
    artCount: Number(row.art_count ?? 0),
    followers: Number(row.followers ?? 0),
  };
}

const UsernameParam = v.object({
  username: v.pipe(v.string(), v.regex(/^[\w.-]{1,60}$/, 'Designer inválido')),
});

async function designerByUsername(c: AppContext, username: string) {
  return designersQuery(c.var.db).where('u.username', '=', username).executeTakeFirst();
}

/** /api/designers (list, profile, arts) and following (calls the screens need). */
export function designersRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/designers', async (c) => {
    const rows = await designersQuery(c.var.db).orderBy('u.name').execute();
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(rows.map(toDesigner));
  });
  app.get('/designers/:username', validate('param', UsernameParam), async (c) => {
    const row = await designerByUsername(c, c.req.valid('param').username);
    if (!row) return c.json({ message: DESIGNER_NOT_FOUND_MESSAGE }, 404);
    const user = c.var.user;
    const following = user
      ? await c.var.db
          .selectFrom('follows')
          .select('designer_id')
          .where('follower_id', '=', user.id)
          .where('designer_id', '=', row.id)
          .executeTakeFirst()
      : undefined;
    c.header('Cache-Control', 'private, no-cache');
    return c.json({ designer: toDesigner(row), isFollowing: Boolean(following) });
  });
  app.get(
    '/designers/:username/arts',
    validate('param', UsernameParam),
    validate('query', ArtsQuerySchema),
    async (c) => {
      const row = await designerByUsername(c, c.req.valid('param').username);
      if (!row) return c.json({ message: DESIGNER_NOT_FOUND_MESSAGE }, 404);
      const q = c.req.valid('query');
      c.header('Cache-Control', 'public, max-age=30');
      return c.json(
        await listArts(
          c.var.db,
          { designerId: row.id, isPremium: q.isPremium, search: q.search },
          { sort: q.sortBy, page: q.page, limit: q.limit },
        ),
      );
    },
  );
  app.post(
    '/designers/:username/follow',
    requireUser(),
    validate('param', UsernameParam),
    async (c) => {
      const row = await designerByUsername(c, c.req.valid('param').username);
      if (!row) return c.json({ message: DESIGNER_NOT_FOUND_MESSAGE }, 404);
      if (row.id === c.var.user.id)
        return c.json({ message: 'Você não pode seguir a si mesmo.' }, 400);
      await c.var.db
        .insertInto('follows')
        .values({ follower_id: c.var.user.id, designer_id: row.id })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return c.json({ success: true, following: true });
    },
  );
  app.delete(
    '/designers/:username/follow',
    requireUser(),
    validate('param', UsernameParam),
    async (c) => {
      const row = await designerByUsername(c, c.req.valid('param').username);
      if (!row) return c.json({ message: DESIGNER_NOT_FOUND_MESSAGE }, 404);
      await c.var.db
        .deleteFrom('follows')
        .where('follower_id', '=', c.var.user.id)
        .where('designer_id', '=', row.id)
        .execute();
      return c.json({ success: true, following: false });
    },
  );
  app.get('/following', requireUser(), async (c) => {
    const rows = await designersQuery(c.var.db)
      .innerJoin('follows as fl', 'fl.designer_id', 'u.id')
      .where('fl.follower_id', '=', c.var.user.id)
      .orderBy('fl.created_at', 'desc')
      .execute();
    c.header('Cache-Control', 'private, no-cache');
    return c.json(rows.map(toDesigner));
  });
  return app;
}
