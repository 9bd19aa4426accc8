import { STAFF_ROLES } from '@arte-gospel/domain';
import { Hono } from 'hono';
import {
  listAdminCategories,
  reorderCategories,
  setCategoryCover,
} from '../admin/categories-admin';
import { contentImageBodyLimit } from '../admin/content-images';
import { type RowImage, removeRowImage, uploadRowImage } from '../admin/row-images';
import type { AppEnv } from '../app-env';
import { requireLevel } from '../auth/session';
import type { Storage } from '../storage/storage';
import { validate } from '../validation';
import { orderRoute } from './admin-order';
import { IdParam } from './admin-params';

// /admin/categorias (issue 19; api/README.md): staff's list, the categories' order and their
// cover pictures, for admin and designer_adm. Creating, renaming (with the premium flag and
// the colour theme) and deleting are routes/admin.ts's.

const MANAGERS = STAFF_ROLES.categoryManagers;

/** A category's cover: a content picture of kind 'category' in categories.cover_image_url. */
export const CATEGORY_COVER: RowImage = {
  kind: 'category',
  table: 'categories',
  column: 'cover_image_url',
  action: 'category.cover',
  label: 'Capa da categoria',
  set: setCategoryCover,
};

export interface AdminCategoriesOptions {
  /** Where the covers are kept (the site's uploads, served at /media/site). */
  storage: Storage;
}

export function adminCategoriesRoutes({ storage }: AdminCategoriesOptions) {
  const app = new Hono<AppEnv>();
  app.get('/categories', requireLevel(MANAGERS), async (c) =>
    c.json(await listAdminCategories(c.var.db), 200, { 'Cache-Control': 'no-store' }),
  );
  orderRoute(app, '/categories/order', {
    roles: MANAGERS,
    action: 'category.reorder',
    targetType: 'categories',
    reorder: reorderCategories,
    mismatch: 'A lista não corresponde às categorias atuais. Recarregue a página e tente de novo.',
  });

  // POST /categories/:id/cover (multipart, field `file`): the category's card and page show
  // it instead of its arts' mosaic; the cover it replaces is removed after the commit.
  app.post(
    '/categories/:id/cover',
    requireLevel(MANAGERS),
    validate('param', IdParam),
    contentImageBodyLimit(),
    async (c) => uploadRowImage(c, storage, CATEGORY_COVER, c.req.valid('param').id),
  );
  app.delete(
    '/categories/:id/cover',
    requireLevel(MANAGERS),
    validate('param', IdParam),
    async (c) => removeRowImage(c, storage, CATEGORY_COVER, c.req.valid('param').id),
  );
  return app;
}
