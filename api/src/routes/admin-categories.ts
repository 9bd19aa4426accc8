import { ReorderInputSchema, STAFF_ROLES } from '@arte-gospel/domain';
import { Hono } from 'hono';
import { recordAudit } from '../admin/audit';
import { listAdminCategories, reorderCategories } from '../admin/categories-admin';
import type { AppEnv } from '../app-env';
import { requireLevel } from '../auth/session';
import { validate } from '../validation';

// /admin/categorias (issue 19; api/README.md): staff's list and the categories' order, for
// admin and designer_adm. Creating, renaming and deleting are routes/admin.ts's.

const MANAGERS = STAFF_ROLES.categoryManagers;

export function adminCategoriesRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/categories', requireLevel(MANAGERS), async (c) =>
    c.json(await listAdminCategories(c.var.db), 200, { 'Cache-Control': 'no-store' }),
  );
  app.put(
    '/categories/order',
    requireLevel(MANAGERS),
    validate('json', ReorderInputSchema),
    async (c) => {
      const { ids } = c.req.valid('json');
      const done = await c.var.db.transaction().execute(async (db) => {
        const order = await reorderCategories(db, ids);
        if (order)
          await recordAudit(db, c.var.user, {
            action: 'category.reorder',
            targetType: 'categories',
            before: order.before,
            after: order.after,
          });
        return order !== null;
      });
      return done
        ? c.json({ success: true })
        : c.json(
            {
              message:
                'A lista não corresponde às categorias atuais. Recarregue a página e tente de novo.',
            },
            409,
          );
    },
  );
  return app;
}
