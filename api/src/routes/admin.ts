import { hasStaffRole, STAFF_ROLES } from '@arte-gospel/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import { sanitizeHtml } from '../admin/sanitize';
import {
  ArtInputSchema,
  CategoryInputSchema,
  PopupInputSchema,
  ReportStatusSchema,
  SiteSettingsInputSchema,
} from '../admin/schemas';
import type { AppEnv } from '../app-env';
import { FORBIDDEN_MESSAGE, requireLevel } from '../auth/session';
import { clearArtCountCache, searchText } from '../catalogue/arts';
import { validate } from '../validation';

// Staff endpoints (not in the specs; api/README.md). nivelacesso is checked here, on the
// server, against domain's STAFF_ROLES: others get 403.
const { artManagers: ART_MANAGERS, categoryManagers: CATEGORY_MANAGERS } = STAFF_ROLES;
const { support: SUPPORT, admins: ADMINS } = STAFF_ROLES;
/** Publishing (is_visible) and featuring (featured_rank) are staff decisions (platform §6.3). */
export const PUBLISHING_FORBIDDEN_MESSAGE =
  'Publicar ou destacar uma arte é decisão da equipe (administração ou designer administrador). Envie a arte sem publicá-la nem destacá-la.';

const IdParam = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Identificador inválido'), v.transform(Number)),
});

function artValues(body: v.InferOutput<typeof ArtInputSchema>) {
  return {
    title: body.title,
    search_text: searchText(body.title),
    category_id: body.categoryId,
    format_id: body.formatId,
    file_type_id: body.fileTypeId,
    image_url: body.imageUrl,
    edit_url: body.editUrl ?? null,
    download_url: body.downloadUrl ?? null,
    group_id: body.groupId ?? null,
    is_premium: body.isPremium,
    is_visible: body.isVisible,
    featured_rank: body.featuredRank ?? null,
  };
}

function popupValues(body: v.InferOutput<typeof PopupInputSchema>) {
  return {
    title: body.title ?? null,
    content: body.content ? sanitizeHtml(body.content) : null,
    image_url: body.imageUrl ?? null,
    button_text: body.buttonText ?? null,
    button_url: body.buttonUrl ?? null,
    background_color: body.backgroundColor ?? null,
    text_color: body.textColor ?? null,
    button_color: body.buttonColor ?? null,
    button_text_color: body.buttonTextColor ?? null,
    button_radius: body.buttonRadius ?? null,
    button_width: body.buttonWidth ?? null,
    position: body.position ?? null,
    size: body.size ?? null,
    animation: body.animation ?? null,
    delay: body.delay ?? null,
    target_pages: body.targetPages,
    audience: body.audience,
    starts_at: body.startsAt ?? null,
    ends_at: body.endsAt ?? null,
    is_active: body.isActive,
  };
}

const NOT_FOUND = { message: 'Registro não encontrado' };

export function adminRoutes() {
  const app = new Hono<AppEnv>();
  // Any change to arts makes the cached listing totals stale.
  app.use('/arts/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET') clearArtCountCache(c.var.db);
  });
  app.use('/arts', async (c, next) => {
    await next();
    if (c.req.method !== 'GET') clearArtCountCache(c.var.db);
  });

  // Arts: designers manage their own, admin and designer_adm every art. Only admin and
  // designer_adm publish or feature: a designer's art is created hidden and unfeatured, and
  // a designer's edit keeps whatever staff decided (asking to change it → 403).
  app.post('/arts', requireLevel(ART_MANAGERS), validate('json', ArtInputSchema), async (c) => {
    const body = c.req.valid('json');
    const publisher = hasStaffRole(c.var.user, 'publishers');
    if (!publisher && (body.isVisible || body.featuredRank != null))
      return c.json({ message: PUBLISHING_FORBIDDEN_MESSAGE }, 403);
    const row = await c.var.db
      .insertInto('arts')
      .values({ ...artValues(body), designer_id: c.var.user.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    return c.json({ success: true, id: row.id }, 201);
  });
  app.put(
    '/arts/:id',
    requireLevel(ART_MANAGERS),
    validate('param', IdParam),
    validate('json', ArtInputSchema),
    async (c) => {
      const user = c.var.user;
      const id = c.req.valid('param').id;
      const body = c.req.valid('json');
      const { is_visible, featured_rank, ...content } = artValues(body);
      const publisher = hasStaffRole(user, 'publishers');
      if (!publisher) {
        const current = await c.var.db
          .selectFrom('arts')
          .select(['is_visible', 'featured_rank'])
          .where('id', '=', id)
          .where('designer_id', '=', user.id)
          .executeTakeFirst();
        // isVisible: false is also what an omitted field reads as, so it only keeps the state.
        const changes =
          current &&
          ((body.isVisible && !current.is_visible) ||
            (body.featuredRank != null && body.featuredRank !== current.featured_rank));
        if (changes) return c.json({ message: PUBLISHING_FORBIDDEN_MESSAGE }, 403);
      }
      let query = c.var.db
        .updateTable('arts')
        .set({
          ...content,
          ...(publisher ? { is_visible, featured_rank } : {}),
          updated_at: new Date(),
        })
        .where('id', '=', id);
      if (user.nivelacesso === 'designer') query = query.where('designer_id', '=', user.id);
      const result = await query.executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0)
        return c.json(
          user.nivelacesso === 'designer' ? { message: FORBIDDEN_MESSAGE } : NOT_FOUND,
          user.nivelacesso === 'designer' ? 403 : 404,
        );
      return c.json({ success: true });
    },
  );
  app.delete('/arts/:id', requireLevel(ART_MANAGERS), validate('param', IdParam), async (c) => {
    const user = c.var.user;
    let query = c.var.db.deleteFrom('arts').where('id', '=', c.req.valid('param').id);
    if (user.nivelacesso === 'designer') query = query.where('designer_id', '=', user.id);
    const result = await query.executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return c.json(NOT_FOUND, 404);
    return c.json({ success: true });
  });

  app.post(
    '/categories',
    requireLevel(CATEGORY_MANAGERS),
    validate('json', CategoryInputSchema),
    async (c) => {
      const body = c.req.valid('json');
      const taken = await c.var.db
        .selectFrom('categories')
        .select('id')
        .where('slug', '=', body.slug)
        .executeTakeFirst();
      if (taken) return c.json({ message: 'Já existe uma categoria com este slug' }, 409);
      const row = await c.var.db
        .insertInto('categories')
        .values({
          name: body.name,
          slug: body.slug,
          description: body.description ?? null,
          is_premium: body.isPremium,
          sort_order: body.sortOrder,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return c.json({ success: true, id: row.id }, 201);
    },
  );
  app.put(
    '/categories/:id',
    requireLevel(CATEGORY_MANAGERS),
    validate('param', IdParam),
    validate('json', CategoryInputSchema),
    async (c) => {
      const body = c.req.valid('json');
      const id = c.req.valid('param').id;
      const taken = await c.var.db
        .selectFrom('categories')
        .select('id')
        .where('slug', '=', body.slug)
        .where('id', '!=', id)
        .executeTakeFirst();
      if (taken) return c.json({ message: 'Já existe uma categoria com este slug' }, 409);
      const result = await c.var.db
        .updateTable('categories')
        .set({
          name: body.name,
          slug: body.slug,
          description: body.description ?? null,
          is_premium: body.isPremium,
          sort_order: body.sortOrder,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return c.json(NOT_FOUND, 404);
      return c.json({ success: true });
    },
  );
  app.delete(
    '/categories/:id',
    requireLevel(CATEGORY_MANAGERS),
    validate('param', IdParam),
    async (c) => {
      const result = await c.var.db
        .deleteFrom('categories')
        .where('id', '=', c.req.valid('param').id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) return c.json(NOT_FOUND, 404);
      return c.json({ success: true });
    },
  );

  app.get('/popups', requireLevel(ADMINS), async (c) => {
    return c.json(await c.var.db.selectFrom('popups').selectAll().orderBy('id', 'desc').execute());
  });
  app.post('/popups', requireLevel(ADMINS), validate('json', PopupInputSchema), async (c) => {
    const row = await c.var.db
      .insertInto('popups')
      .values(popupValues(c.req.valid('json')))
      .returning(['id', 'content'])
      .executeTakeFirstOrThrow();
    return c.json({ success: true, id: row.id, content: row.content }, 201);
  });
  app.put(
    '/popups/:id',
    requireLevel(ADMINS),
    validate('param', IdParam),
    validate('json', PopupInputSchema),
    async (c) => {
      const result = await c.var.db
        .updateTable('popups')
        .set(popupValues(c.req.valid('json')))
        .where('id', '=', c.req.valid('param').id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return c.json(NOT_FOUND, 404);
      return c.json({ success: true });
    },
  );
  app.delete('/popups/:id', requireLevel(ADMINS), validate('param', IdParam), async (c) => {
    const result = await c.var.db
      .deleteFrom('popups')
      .where('id', '=', c.req.valid('param').id)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return c.json(NOT_FOUND, 404);
    return c.json({ success: true });
  });

  app.get('/reports', requireLevel(SUPPORT), async (c) => {
    const reports = await c.var.db
      .selectFrom('problem_reports as r')
      .leftJoin('users as u', 'u.id', 'r.user_id')
      .select([
        'r.id',
        'r.report_type_id',
        'r.title',
        'r.description',
        'r.email',
        'r.whatsapp',
        'r.status',
        'r.created_at',
        'u.email as user_email',
        'u.name as user_name',
      ])
      .orderBy('r.id', 'desc')
      .limit(500)
      .execute();
    return c.json(reports);
  });
  app.patch(
    '/reports/:id',
    requireLevel(SUPPORT),
    validate('param', IdParam),
    validate('json', ReportStatusSchema),
    async (c) => {
      const result = await c.var.db
        .updateTable('problem_reports')
        .set({ status: c.req.valid('json').status })
        .where('id', '=', c.req.valid('param').id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return c.json(NOT_FOUND, 404);
      return c.json({ success: true });
    },
  );

  app.put(
    '/site-settings',
    requireLevel(ADMINS),
    validate('json', SiteSettingsInputSchema),
    async (c) => {
      const body = c.req.valid('json');
      for (const [key, value] of Object.entries(body)) {
        if (value === undefined) continue;
        await c.var.db
          .insertInto('site_settings')
          .values({ key, value, updated_at: new Date() })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: new Date() }))
          .execute();
      }
      return c.json({ success: true });
    },
  );
  return app;
}
