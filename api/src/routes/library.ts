import {
  downloadMonthStart,
  ENTITLEMENT_MESSAGES,
  entitlements,
  isStaff,
  ToggleResponseSchema,
} from '@arte-gospel/domain';
import { Hono } from 'hono';
import { type Kysely, sql, type Transaction } from 'kysely';
import * as v from 'valibot';
import type { AppContext, AppEnv } from '../app-env';
import { requireUser } from '../auth/session';
import { artRowQuery, listArts, toArt } from '../catalogue/arts';
import type { Database } from '../db/schema';
import { recordView, viewerKey } from '../library/views';
import { validate } from '../validation';

export const ART_NOT_FOUND_MESSAGE = 'Arte não encontrada';

const IdParamSchema = v.object({
  id: v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, 'Identificador de arte inválido'),
    v.transform(Number),
  ),
});

type Ctx = AppContext;

async function visibleArt(c: Ctx, id: number) {
  const user = c.var.user;
  let query = c.var.db.selectFrom('arts').selectAll().where('id', '=', id);
  if (!isStaff(user)) {
    query = query.where('is_visible', '=', true);
  }
  return query.executeTakeFirst();
}

async function countOf(
  db: Kysely<Database>,
  table: 'favorites' | 'saved_arts' | 'downloads',
  userId: number,
  since?: Date,
) {
  let query = db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId);
  if (since) query = query.where('created_at', '>=', since);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * Locks the user's row until the transaction ends, so a count-then-insert of one account
 * runs one at a time (40 parallel downloads must not all see 'under the limit'). PGlite
 * has a single connection, so there it is serial anyway.
 */
async function lockUser(trx: Transaction<Database>, userId: number) {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** Art page, downloads, favourites and saves (calls the screens need; api/README.md). */
export function libraryRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/arts/:id', validate('param', IdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const art = await visibleArt(c, id);
    if (!art) return c.json({ message: ART_NOT_FOUND_MESSAGE }, 404);
    const db = c.var.db;
    // One view per visitor per art per day (library/views.ts).
    const visitor = viewerKey(c.var.user, c.var.clientIp);
    if (await recordView(db, { kind: 'art', itemId: id, visitor })) {
      await db
        .updateTable('arts')
        .set({ view_count: sql`view_count + 1` })
        .where('id', '=', id)
        .execute();
    }
    const row = await artRowQuery(db).where('a.id', '=', id).executeTakeFirstOrThrow();
    const [format, fileType, category, others, related, favorite, saved] = await Promise.all([
      db
        .selectFrom('formats')
        .select('name')
        .where('id', '=', art.format_id)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('file_types')
        .select(['id', 'name', 'slug'])
        .where('id', '=', art.file_type_id)
        .executeTakeFirst(),
      art.category_id === null
        ? undefined
        : db
            .selectFrom('categories')
            .select('slug')
            .where('id', '=', art.category_id)
            .executeTakeFirst(),
      art.group_id === null
        ? []
        : artRowQuery(db)
            .where('a.group_id', '=', art.group_id)
            .where('a.id', '!=', id)
            .where('a.is_visible', '=', true)
            .orderBy('a.id')
            .limit(8)
            .execute(),
      art.category_id === null
        ? { arts: [] }
        : listArts(db, { categoryId: art.category_id }, { sort: 'emalta', page: 1, limit: 13 }),
      c.var.user
        ? db
            .selectFrom('favorites')
            .select('art_id')
            .where('user_id', '=', c.var.user.id)
            .where('art_id', '=', id)
            .executeTakeFirst()
        : undefined,
      c.var.user
        ? db
            .selectFrom('saved_arts')
            .select('art_id')
            .where('user_id', '=', c.var.user.id)
            .where('art_id', '=', id)
            .executeTakeFirst()
        : undefined,
    ]);
    c.header('Cache-Control', 'private, no-cache');
    return c.json({
      art: toArt({ ...row, view_count: row.view_count }),
      formatName: format.name,
      fileType: fileType ?? null,
      categorySlug: category?.slug ?? null,
      createdAt: art.created_at.toISOString(),
      otherFormats: others.map(toArt),
      related: related.arts.filter((other) => other.id !== id).slice(0, 12),
      isFavorite: Boolean(favorite),
      isSaved: Boolean(saved),
    });
  });

  /** Records a download (free limit per month; premium arts for premium accounts). */
  app.post('/arts/:id/download', requireUser(), validate('param', IdParamSchema), async (c) => {
    const user = c.var.user;
    const { id } = c.req.valid('param');
    const art = await visibleArt(c, id);
    if (!art) return c.json({ message: ART_NOT_FOUND_MESSAGE }, 404);
    const allowed = entitlements(user);
    if (art.is_premium && !allowed.premiumArts)
      return c.json({ message: ENTITLEMENT_MESSAGES.premiumArt }, 403);
    const limit = allowed.downloadsPerMonth;
    // The limit check and the insert in one transaction, under the user's row lock.
    const used = await c.var.db.transaction().execute(async (trx) => {
      await lockUser(trx, user.id);
      const count = await countOf(trx, 'downloads', user.id, downloadMonthStart());
      if (limit !== null && count >= limit) return null;
      await trx.insertInto('downloads').values({ user_id: user.id, art_id: id }).execute();
      await trx
        .updateTable('arts')
        .set({ download_count: sql`download_count + 1` })
        .where('id', '=', id)
        .execute();
      return count + 1;
    });
    if (used === null) return c.json({ message: ENTITLEMENT_MESSAGES.downloadLimit(limit!) }, 403);
    return c.json({
      success: true as const,
      editUrl: art.edit_url,
      downloadUrl: art.download_url,
      downloadsUsed: used,
      downloadLimit: limit,
    });
  });

  /** GET /api/downloads (catalogue §7): the user's downloads, newest first. */
  app.get('/downloads', requireUser(), async (c) => {
    const rows = await c.var.db
      .selectFrom('downloads as d')
      .innerJoin('arts as a', 'a.id', 'd.art_id')
      .select(['d.id', 'd.created_at', 'a.id as art_id', 'a.title', 'a.image_url', 'a.is_premium'])
      .where('d.user_id', '=', c.var.user.id)
      .orderBy('d.created_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(200)
      .execute();
    c.header('Cache-Control', 'private, no-cache');
    return c.json(
      rows.map((row) => ({
        id: row.id,
        createdAt: row.created_at.toISOString(),
        art: {
          id: row.art_id,
          title: row.title,
          imageUrl: row.image_url,
          isPremium: row.is_premium,
        },
      })),
    );
  });

  for (const [path, table, listPath] of [
    ['favorite', 'favorites', '/favorites'],
    ['save', 'saved_arts', '/saved'],
  ] as const) {
    app.post(`/arts/:id/${path}`, requireUser(), validate('param', IdParamSchema), async (c) => {
      const user = c.var.user;
      const { id } = c.req.valid('param');
      if (!(await visibleArt(c, id))) return c.json({ message: ART_NOT_FOUND_MESSAGE }, 404);
      const limit = table === 'favorites' ? entitlements(user).favourites : null;
      // Count and insert in one transaction under the user's row lock (see lockUser).
      const count = await c.var.db.transaction().execute(async (trx) => {
        await lockUser(trx, user.id);
        const current = await countOf(trx, table, user.id);
        const exists = await trx
          .selectFrom(table)
          .select('art_id')
          .where('user_id', '=', user.id)
          .where('art_id', '=', id)
          .executeTakeFirst();
        if (exists) return current;
        if (limit !== null && current >= limit) return null;
        await trx
          .insertInto(table)
          .values({ user_id: user.id, art_id: id })
          .onConflict((oc) => oc.doNothing())
          .execute();
        return current + 1;
      });
      if (count === null)
        return c.json({ message: ENTITLEMENT_MESSAGES.favoriteLimit(limit!) }, 403);
      return c.json(v.parse(ToggleResponseSchema, { success: true, active: true, count }));
    });
    app.delete(`/arts/:id/${path}`, requireUser(), validate('param', IdParamSchema), async (c) => {
      const user = c.var.user;
      const { id } = c.req.valid('param');
      await c.var.db
        .deleteFrom(table)
        .where('user_id', '=', user.id)
        .where('art_id', '=', id)
        .execute();
      return c.json({
        success: true as const,
        active: false,
        count: await countOf(c.var.db, table, user.id),
      });
    });
    app.get(listPath, requireUser(), async (c) => {
      const rows = await artRowQuery(c.var.db)
        .innerJoin(`${table} as l`, 'l.art_id', 'a.id')
        .where('l.user_id', '=', c.var.user.id)
        .orderBy('l.created_at', 'desc')
        .limit(500)
        .execute();
      c.header('Cache-Control', 'private, no-cache');
      return c.json({ arts: rows.map(toArt), totalCount: rows.length });
    });
  }
  return app;
}
