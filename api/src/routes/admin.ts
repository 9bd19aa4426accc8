import { AnalyticsQuerySchema, hasStaffRole, STAFF_ROLES } from '@arte-gospel/domain';
import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Kysely } from 'kysely';
import { analytics } from '../admin/analytics-repository';
import { removeStoredFiles } from '../admin/art-upload';
import { createArt, deleteArt, findPublishing, updateArt } from '../admin/arts-repository';
import { auditedChange, auditedCreation, listAudit, recordAudit } from '../admin/audit';
import { removeContentImage } from '../admin/content-images';
import {
  createPopup,
  deletePopup,
  listPopups,
  popupImage,
  popupImageInUse,
  updatePopup,
} from '../admin/popups-repository';
import {
  ArtInputSchema,
  AuditQuerySchema,
  CategoryInputSchema,
  PopupInputSchema,
  SiteSettingsInputSchema,
} from '../admin/schemas';
import type { AppEnv } from '../app-env';
import { FORBIDDEN_MESSAGE, requireLevel, type SessionUser } from '../auth/session';
import { clearArtCountCache } from '../catalogue/arts';
import {
  categorySlugTaken,
  createCategory,
  deleteCategory,
  updateCategory,
} from '../catalogue/categories';
import { readSiteSettings, saveSiteSettings } from '../catalogue/reference';
import type { Database } from '../db/schema';
import type { DerivedArtFiles } from '../files/derived-files';
import type { Storage } from '../storage/storage';
import { validate } from '../validation';
import { IdParam } from './admin-params';

// Staff endpoints (not in the specs; api/README.md). nivelacesso is checked here, on the
// server, against domain's STAFF_ROLES: others get 403.
const { artManagers: ART_MANAGERS, categoryManagers: CATEGORY_MANAGERS } = STAFF_ROLES;
const { admins: ADMINS } = STAFF_ROLES;
/** Publishing (is_visible) and featuring (featured_rank) are staff decisions (platform §6.3). */
export const PUBLISHING_FORBIDDEN_MESSAGE =
  'Publicar ou destacar uma arte é decisão da equipe (administração ou designer administrador). Envie a arte sem publicá-la nem destacá-la.';

const SLUG_TAKEN = { message: 'Já existe uma categoria com este slug' };

export const NOT_FOUND = { message: 'Registro não encontrado' };

/** The answer of a write to one row: success, or 404 when no row had the id. */
function written(c: Context, found: boolean) {
  return found ? c.json({ success: true }) : c.json(NOT_FOUND, 404);
}

/** Whose arts a manager may edit and delete: its own (its id), or every art (undefined). */
export function ownArtsOnly(user: SessionUser): number | undefined {
  return hasStaffRole(user, 'allArtsManagers') ? undefined : user.id;
}

/** Any change to arts makes the cached listing totals stale. */
const clearArtCounts = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.method !== 'GET') clearArtCountCache(c.var.db);
});

export interface AdminRoutesOptions {
  /** Staff uploads: a deleted art's files are removed from it. */
  uploads: Storage;
  /** What was made from an art (ZIPs, drawings, share images): removed when it changes. */
  derived: DerivedArtFiles;
  /** Where a failed removal is written. */
  log: (entry: Record<string, unknown>) => void;
  /** The site's content pictures (a category's cover, a popup's image; /media/site). */
  siteStorage: Storage;
}

/** Removes a popup image we stored once no popup shows it (a pasted address may share it). */
async function dropPopupImage(
  db: Kysely<Database>,
  storage: Storage,
  url: string | null | undefined,
) {
  if (url && !(await popupImageInUse(db, url))) await removeContentImage(storage, url);
}

export function adminRoutes(options: AdminRoutesOptions) {
  const app = new Hono<AppEnv>();
  app.use('/arts', clearArtCounts);
  app.use('/arts/*', clearArtCounts);

  // Arts: designers manage their own, admin and designer_adm every art. Only admin and
  // designer_adm publish or feature: a designer's art is created hidden and unfeatured, and
  // a designer's edit keeps whatever staff decided (asking to change it → 403).
  app.post('/arts', requireLevel(ART_MANAGERS), validate('json', ArtInputSchema), async (c) => {
    const body = c.req.valid('json');
    const publisher = hasStaffRole(c.var.user, 'publishers');
    // A designer's art is its own and dated now: who signs it and when are staff decisions.
    const staffOnly = body.designerId != null || body.publishAt !== undefined;
    if (!publisher && (body.isVisible || body.featuredRank != null || staffOnly))
      return c.json({ message: PUBLISHING_FORBIDDEN_MESSAGE }, 403);
    const id = await auditedCreation(c.var.db, c.var.user, 'arts', 'art.create', (db) =>
      createArt(db, c.var.user.id, body),
    );
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
      const found = await auditedChange(c.var.db, c.var.user, 'arts', id, 'art.update', (db) =>
        updateArt(db, id, body, { publish: publisher, ownerId }),
      );
      if (!found && ownerId !== undefined) return c.json({ message: FORBIDDEN_MESSAGE }, 403);
      // Committed: what the old version was made into is stale (a new version is made).
      if (found) await options.derived.remove(id);
      return written(c, found);
    },
  );
  app.delete('/arts/:id', requireLevel(ART_MANAGERS), validate('param', IdParam), async (c) => {
    const ownerId = ownArtsOnly(c.var.user);
    const id = c.req.valid('param').id;
    let files: string[] = [];
    const found = await auditedChange(
      c.var.db,
      c.var.user,
      'arts',
      id,
      'art.delete',
      async (db) => {
        const deleted = await deleteArt(db, id, ownerId);
        files = deleted ?? [];
        return deleted !== undefined;
      },
    );
    // Only once the delete has committed: a rolled-back one still needs its files.
    if (found) {
      await removeStoredFiles(options.uploads, files, options.log);
      await options.derived.remove(id);
    }
    return written(c, found);
  });

  app.post(
    '/categories',
    requireLevel(CATEGORY_MANAGERS),
    validate('json', CategoryInputSchema),
    async (c) => {
      const body = c.req.valid('json');
      if (await categorySlugTaken(c.var.db, body.slug)) return c.json(SLUG_TAKEN, 409);
      const id = await auditedCreation(
        c.var.db,
        c.var.user,
        'categories',
        'category.create',
        (db) => createCategory(db, body),
      );
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
        await auditedChange(c.var.db, c.var.user, 'categories', id, 'category.update', (db) =>
          updateCategory(db, id, body),
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
      let cover: string | null = null;
      const found = await auditedChange(
        c.var.db,
        c.var.user,
        'categories',
        id,
        'category.delete',
        async (db) => {
          const deleted = await deleteCategory(db, id);
          cover = deleted?.coverImageUrl ?? null;
          return deleted !== undefined;
        },
      );
      // Its cover goes once the delete has committed (a rolled-back one still shows it).
      if (found) await removeContentImage(options.siteStorage, cover);
      return written(c, found);
    },
  );

  app.get('/popups', requireLevel(ADMINS), async (c) => c.json(await listPopups(c.var.db)));
  app.post('/popups', requireLevel(ADMINS), validate('json', PopupInputSchema), async (c) => {
    const row = await auditedCreation(c.var.db, c.var.user, 'popups', 'popup.create', (db) =>
      createPopup(db, c.req.valid('json')),
    );
    return c.json({ success: true, id: row.id, content: row.content }, 201);
  });
  app.put(
    '/popups/:id',
    requireLevel(ADMINS),
    validate('param', IdParam),
    validate('json', PopupInputSchema),
    async (c) => {
      const id = c.req.valid('param').id;
      let replaced: string | null | undefined;
      const found = await auditedChange(
        c.var.db,
        c.var.user,
        'popups',
        id,
        'popup.update',
        async (db) => {
          replaced = await popupImage(db, id);
          return updatePopup(db, id, c.req.valid('json'));
        },
      );
      // An uploaded image the form replaced (or cleared) goes once the change has committed.
      if (found) await dropPopupImage(c.var.db, options.siteStorage, replaced);
      return written(c, found);
    },
  );
  app.delete('/popups/:id', requireLevel(ADMINS), validate('param', IdParam), async (c) => {
    const id = c.req.valid('param').id;
    let image: string | null = null;
    const found = await auditedChange(
      c.var.db,
      c.var.user,
      'popups',
      id,
      'popup.delete',
      async (db) => {
        const deleted = await deletePopup(db, id);
        image = deleted?.imageUrl ?? null;
        return deleted !== undefined;
      },
    );
    if (found) await dropPopupImage(c.var.db, options.siteStorage, image);
    return written(c, found);
  });

  app.put(
    '/site-settings',
    requireLevel(ADMINS),
    validate('json', SiteSettingsInputSchema),
    async (c) => {
      const body = c.req.valid('json');
      await c.var.db.transaction().execute(async (db) => {
        const before = await readSiteSettings(db);
        await saveSiteSettings(db, body);
        await recordAudit(db, c.var.user, {
          action: 'settings.update',
          targetType: 'site_settings',
          before,
          after: await readSiteSettings(db),
        });
      });
      return c.json({ success: true });
    },
  );

  // The analytics (issue 19, /admin/analytics): admin only, read-only.
  app.get(
    '/analytics',
    requireLevel(ADMINS),
    validate('query', AnalyticsQuerySchema),
    async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await analytics(c.var.db, Number(c.req.valid('query').days)));
    },
  );

  // The audit log (issue 19): admin only, newest first.
  app.get('/audit', requireLevel(ADMINS), validate('query', AuditQuerySchema), async (c) =>
    c.json(await listAudit(c.var.db, c.req.valid('query'))),
  );
  return app;
}
