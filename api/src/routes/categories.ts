import { CategorySlugParamsSchema } from '@arte-gospel/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { findCategoryBySlug, listCategories } from '../catalogue/categories';
import { validate } from '../validation';

const CATEGORIES_CACHE = { 'Cache-Control': 'public, max-age=30' };

/** GET /api/categories (catalogue §7). */
export function categoriesRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => c.json(await listCategories(c.var.db), 200, CATEGORIES_CACHE));
  return app;
}

/** GET /api/categorias/slug/:slug (catalogue §7): one category, 404 when unknown. */
export function categoryBySlugRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/:slug', validate('param', CategorySlugParamsSchema), async (c) => {
    const category = await findCategoryBySlug(c.var.db, c.req.valid('param').slug);
    if (!category) return c.json({ message: 'Categoria não encontrada' }, 404);
    return c.json(category, 200, CATEGORIES_CACHE);
  });
  return app;
}
