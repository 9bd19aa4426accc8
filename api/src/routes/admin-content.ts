import {
  DesignerProfileInputSchema,
  STAFF_ROLES,
  TestimonialInputSchema,
} from '@arte-gospel/domain';
import { Hono } from 'hono';
import { auditedChange, auditedCreation } from '../admin/audit';
import { contentImageBodyLimit, removeContentImage } from '../admin/content-images';
import {
  listAdminDesigners,
  reorderDesigners,
  setDesignerPhoto,
  updateDesignerProfile,
} from '../admin/designers-admin';
import { type RowImage, removeRowImage, uploadRowImage } from '../admin/row-images';
import {
  createTestimonial,
  deleteTestimonial,
  listAdminTestimonials,
  reorderTestimonials,
  setTestimonialAvatar,
  updateTestimonial,
} from '../admin/testimonials-admin';
import type { AppEnv } from '../app-env';
import { requireLevel } from '../auth/session';
import type { Storage } from '../storage/storage';
import { validate } from '../validation';
import { orderRoute } from './admin-order';
import { IdParam } from './admin-params';

// /admin/designers and /admin/depoimentos (issue 19; api/README.md 'Staff endpoints'): the
// designers' profiles, photos and order, and the home's testimonials, for admin and
// designer_adm (platform §6.3, /admin/{page}). Every change is audited in its transaction; a
// picture replaced or removed is deleted from the storage once the change has committed.

const MANAGERS = STAFF_ROLES.contentManagers;

const DESIGNER_NOT_FOUND = { message: 'Designer não encontrado' };
const TESTIMONIAL_NOT_FOUND = { message: 'Depoimento não encontrado' };
const NO_STORE = { 'Cache-Control': 'no-store' };

const DESIGNER_PHOTO: RowImage = {
  kind: 'designer',
  table: 'users',
  column: 'profileimageurl',
  action: 'designer.photo',
  label: 'Foto do designer',
  set: setDesignerPhoto,
};
const TESTIMONIAL_AVATAR: RowImage = {
  kind: 'testimonial',
  table: 'testimonials',
  column: 'avatar_url',
  action: 'testimonial.avatar',
  label: 'Foto do depoimento',
  set: setTestimonialAvatar,
};

export interface AdminContentOptions {
  /** Where the pictures go (the site's images, served at /media/site). */
  storage: Storage;
}

/** Mounted at /api/admin. */
export function adminContentRoutes(options: AdminContentOptions) {
  const { storage } = options;
  const app = new Hono<AppEnv>();

  /** POST/DELETE <path>: the row's picture sent or removed (admin/row-images.ts). */
  function pictureRoutes(path: string, spec: RowImage) {
    app.post(
      path,
      requireLevel(MANAGERS),
      validate('param', IdParam),
      contentImageBodyLimit(),
      async (c) => uploadRowImage(c, storage, spec, c.req.valid('param').id),
    );
    app.delete(path, requireLevel(MANAGERS), validate('param', IdParam), async (c) =>
      removeRowImage(c, storage, spec, c.req.valid('param').id),
    );
  }

  // Designers: the accounts that sign arts (domain STAFF_ROLES.designers).
  app.get('/designers', requireLevel(MANAGERS), async (c) =>
    c.json(await listAdminDesigners(c.var.db), 200, NO_STORE),
  );
  // Before /designers/:id, so 'order' is not read as an id.
  orderRoute(app, '/designers/order', {
    roles: MANAGERS,
    action: 'designer.reorder',
    targetType: 'users',
    reorder: reorderDesigners,
    mismatch: 'A lista não corresponde aos designers atuais. Recarregue a página e tente de novo.',
  });
  app.put(
    '/designers/:id',
    requireLevel(MANAGERS),
    validate('param', IdParam),
    validate('json', DesignerProfileInputSchema),
    async (c) => {
      const id = c.req.valid('param').id;
      const found = await auditedChange(
        c.var.db,
        c.var.user,
        'users',
        id,
        'designer.update',
        (db) => updateDesignerProfile(db, id, c.req.valid('json')),
      );
      return found ? c.json({ success: true }) : c.json(DESIGNER_NOT_FOUND, 404);
    },
  );
  pictureRoutes('/designers/:id/photo', DESIGNER_PHOTO);

  // Testimonials: the home's words from church leaders.
  app.get('/testimonials', requireLevel(MANAGERS), async (c) =>
    c.json(await listAdminTestimonials(c.var.db), 200, NO_STORE),
  );
  app.post(
    '/testimonials',
    requireLevel(MANAGERS),
    validate('json', TestimonialInputSchema),
    async (c) => {
      const id = await auditedCreation(
        c.var.db,
        c.var.user,
        'testimonials',
        'testimonial.create',
        (db) => createTestimonial(db, c.req.valid('json')),
      );
      return c.json({ success: true, id }, 201);
    },
  );
  orderRoute(app, '/testimonials/order', {
    roles: MANAGERS,
    action: 'testimonial.reorder',
    targetType: 'testimonials',
    reorder: reorderTestimonials,
    mismatch:
      'A lista não corresponde aos depoimentos atuais. Recarregue a página e tente de novo.',
  });
  app.put(
    '/testimonials/:id',
    requireLevel(MANAGERS),
    validate('param', IdParam),
    validate('json', TestimonialInputSchema),
    async (c) => {
      const id = c.req.valid('param').id;
      const found = await auditedChange(
        c.var.db,
        c.var.user,
        'testimonials',
        id,
        'testimonial.update',
        (db) => updateTestimonial(db, id, c.req.valid('json')),
      );
      return found ? c.json({ success: true }) : c.json(TESTIMONIAL_NOT_FOUND, 404);
    },
  );
  app.delete('/testimonials/:id', requireLevel(MANAGERS), validate('param', IdParam), async (c) => {
    const id = c.req.valid('param').id;
    let avatarUrl: string | null = null;
    const found = await auditedChange(
      c.var.db,
      c.var.user,
      'testimonials',
      id,
      'testimonial.delete',
      async (db) => {
        const deleted = await deleteTestimonial(db, id);
        avatarUrl = deleted?.avatarUrl ?? null;
        return deleted !== undefined;
      },
    );
    if (!found) return c.json(TESTIMONIAL_NOT_FOUND, 404);
    await removeContentImage(storage, avatarUrl);
    return c.json({ success: true });
  });
  pictureRoutes('/testimonials/:id/avatar', TESTIMONIAL_AVATAR);

  return app;
}
