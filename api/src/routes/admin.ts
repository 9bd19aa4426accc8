import { hasStaffRole, STAFF_ROLES } from '@arte-gospel/domain';
import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { createArt, deleteArt, findPublishing, updateArt } from '../admin/arts-repository';
import { type AuditedTable, listAudit, recordAudit, rowSnapshot } from '../admin/audit';
import { createPopup, deletePopup, listPopups, updatePopup } from '../admin/popups-repository';
import { listReports, setReportStatus } from '../admin/reports-repository';
import {
  ArtInputSchema,
  AuditQuerySchema,
  CategoryInputSchema,
  PopupInputSchema,
  ReportStatusSchema,
  SiteSettingsInputSchema,
} from '../admin/schemas';
import type { AppEnv, SignedInEnv } from '../app-env';
import { FORBIDDEN_MESSAGE, requireLevel, type SessionUser } from '../auth/session';
import { clearArtCountCache } from '../catalogue/arts';
import {
  categorySlugTaken,
  createCategory,
  deleteCategory,
  updateCategory,
} from '../catalogue/categories';
import { readSiteSettings, saveSiteSettings } from '../catalogue/reference';
import { validate } from '../validation';

// Staff endpoints (not in the specs; api/README.md). nivelacesso is checked here, on the
// server, against domain's STAFF_ROLES: others get 403.
const { artManagers: ART_MANAGERS, categoryManagers: CATEGORY_MANAGERS } = STAFF_ROLES;
const { support: SUPPORT, admins: ADMINS } = STAFF_ROLES;
/** Publishing (is_visible) and featuring (featured_rank) are staff decisions (platform §6.3). */
export const PUBLISHING_FORBIDDEN_MESSAGE =
  'Publicar ou destacar uma arte é decisão da equipe (administração ou designer administrador). Envie a arte sem publicá-la nem destacá-la.';

const SLUG_TAKEN = { message: 'Já existe uma categoria com este slug' };

const IdParam = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Identificador inválido'), v.transform(Number)),
});

const NOT_FOUND = { message: 'Registro não encontrado' };

/** The answer of a write to one row: success, or 404 when no row had the id. */
function written(c: Context, found: boolean) {
  return found ? c.json({ success: true }) : c.json(NOT_FOUND, 404);
}

/**
 * Writes a change to one row in the audit log (issue 19): the row before, the change, the row
 * after. `change` answers whether it found the row; nothing is logged when it did not.
 */
async function auditedChange(
  c: Context<SignedInEnv>,
  table: AuditedTable,
  id: number,
  action: string,
  change: () => Promise<boolean>,
): Promise<boolean> {
  const db = c.var.db;
  const before = await rowSnapshot(db, table, id);
  const found = await change();
  if (found) {
    const after = action.endsWith('.delete') ? undefined : await rowSnapshot(db, table, id);
    await recordAudit(db, c.var.user, { action, targetType: table, targetId: id, before, after });
  }
  return found;
}

/** Writes the creation of a row in the audit log. */
async function auditedCreation(
  c: Context<SignedInEnv>,
  table: AuditedTable,
  id: number,
  action: string,
): Promise<void> {
  const after = await rowSnapshot(c.var.db, table, id);
  await recordAudit(c.var.db, c.var.user, { action, targetType: table, targetId: id, after });
}

/** Whose arts a manager may edit and delete: its own (its id), or every art (undefined). */
function ownArtsOnly(user: SessionUser): number | undefined {
  return hasStaffRole(user, 'allArtsManagers') ? undefined : user.id;
}

/** Any change to arts makes the cached listing totals stale. */
const clearArtCounts = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.method !== 'GET') clearArtCountCache(c.var.db);
});

export function adminRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/arts', clearArtCounts);
  app.use('/arts/*', clearArtCounts);

  // Arts: designers manage their own, admin and designer_adm every art. Only admin and
  // designer_adm publish or feature: a designer's art is created hidden and unfeatured, and
  // a designer's edit keeps whatever staff decided (asking to change it → 403).
  app.post('/arts', requireLevel(ART_MANAGERS), validate('json', ArtInputSchema), async (c) => {
    const body = c.req.valid('json');
    const publisher = hasStaffRole(c.var.user, 'publishers');
    if (!publisher && (body.isVisible || body.featuredRank != null))
      return c.json({ message: PUBLISHING_FORBIDDEN_MESSAGE }, 403);
    const id = await createArt(c.var.db, c.var.user.id, body);
    await auditedCreation(c, 'arts', id, 'art.create');
    return c.json({ success: true, id }, 201);
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
      const publisher = hasStaffRole(user, 'publishers');
      if (!publisher) {
        const current = await findPublishing(c.var.db, id, user.id);
        // isVisible: false is also what an omitted field reads as, so it only keeps the state.
        const changes =
          current &&
          ((body.isVisible && !current.is_visible) ||
            (body.featuredRank != null && body.featuredRank !== current.featured_rank));
        if (changes) return c.json({ message: PUBLISHING_FORBIDDEN_MESSAGE }, 403);
      }
      const ownerId = ownArtsOnly(user);
      const found = await auditedChange(c, 'arts', id, 'art.update', () =>
        updateArt(c.var.db, id, body, { publish: publisher, ownerId }),
      );
      if (!found && ownerId !== undefined) return c.json({ message: FORBIDDEN_MESSAGE }, 403);
      return written(c, found);
    },
  );
  app.delete('/arts/:id', requireLevel(ART_MANAGERS), validate('param', IdParam), async (c) => {
    const ownerId = ownArtsOnly(c.var.user);
    const id = c.req.valid('param').id;
    return written(
      c,
      await auditedChange(c, 'arts', id, 'art.delete', () => deleteArt(c.var.db, id, ownerId)),
    );
  });

  app.post(
    '/categories',
    requireLevel(CATEGORY_MANAGERS),
    validate('json', CategoryInputSchema),
    async (c) => {
      const body = c.req.valid('json');
      if (await categorySlugTaken(c.var.db, body.slug)) return c.json(SLUG_TAKEN, 409);
      const id = await createCategory(c.var.db, body);
      await auditedCreation(c, 'categories', id, 'category.create');
      return c.json({ success: true, id }, 201);
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
      if (await categorySlugTaken(c.var.db, body.slug, id)) return c.json(SLUG_TAKEN, 409);
      return written(
        c,
        await auditedChange(c, 'categories', id, 'category.update', () =>
          updateCategory(c.var.db, id, body),
        ),
      );
    },
  );
  app.delete(
    '/categories/:id',
    requireLevel(CATEGORY_MANAGERS),
    validate('param', IdParam),
    async (c) => {
      const id = c.req.valid('param').id;
      return written(
        c,
        await auditedChange(c, 'categories', id, 'category.delete', () =>
          deleteCategory(c.var.db, id),
        ),
      );
    },
  );

  app.get('/popups', requireLevel(ADMINS), async (c) => c.json(await listPopups(c.var.db)));
  app.post('/popups', requireLevel(ADMINS), validate('json', PopupInputSchema), async (c) => {
    const row = await createPopup(c.var.db, c.req.valid('json'));
    await auditedCreation(c, 'popups', row.id, 'popup.create');
    return c.json({ success: true, id: row.id, content: row.content }, 201);
  });
  app.put(
    '/popups/:id',
    requireLevel(ADMINS),
    validate('param', IdParam),
    validate('json', PopupInputSchema),
    async (c) => {
      const id = c.req.valid('param').id;
      return written(
        c,
        await auditedChange(c, 'popups', id, 'popup.update', () =>
          updatePopup(c.var.db, id, c.req.valid('json')),
        ),
      );
    },
  );
  app.delete('/popups/:id', requireLevel(ADMINS), validate('param', IdParam), async (c) => {
    const id = c.req.valid('param').id;
    return written(
      c,
      await auditedChange(c, 'popups', id, 'popup.delete', () => deletePopup(c.var.db, id)),
    );
  });

  app.get('/reports', requireLevel(SUPPORT), async (c) => c.json(await listReports(c.var.db)));
  app.patch(
    '/reports/:id',
    requireLevel(SUPPORT),
    validate('param', IdParam),
    validate('json', ReportStatusSchema),
    async (c) => {
      const { status } = c.req.valid('json');
      const id = c.req.valid('param').id;
      return written(
        c,
        await auditedChange(c, 'problem_reports', id, 'report.status', () =>
          setReportStatus(c.var.db, id, status),
        ),
      );
    },
  );

  app.put(
    '/site-settings',
    requireLevel(ADMINS),
    validate('json', SiteSettingsInputSchema),
    async (c) => {
      const body = c.req.valid('json');
      const before = await readSiteSettings(c.var.db);
      await saveSiteSettings(c.var.db, body);
      await recordAudit(c.var.db, c.var.user, {
        action: 'settings.update',
        targetType: 'site_settings',
        before,
        after: await readSiteSettings(c.var.db),
      });
      return c.json({ success: true });
    },
  );

  // The audit log (issue 19): admin only, newest first.
  app.get('/audit', requireLevel(ADMINS), validate('query', AuditQuerySchema), async (c) =>
    c.json(await listAudit(c.var.db, c.req.valid('query'))),
  );
  return app;
}
