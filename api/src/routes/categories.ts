import { CategorySlugParamsSchema } from '@arte-gospel/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { categoryStats, findCategoryBySlug, listCategories } from '../catalogue/categories';
import { categoryOverview } from '../catalogue/category-overview';
import { validate } from '../validation';

const CATEGORIES_CACHE = { 'Cache-Control': 'public, max-age=30' };
const NOT_FOUND = { message: 'Categoria não encontrada' };

/**
 * GET /api/categories (catalogue §7); GET /api/categories/overview, the categories with their
 * preview arts, and GET /api/categories/:slug/stats, a category's statistics (issue 18).
 */
export function categoriesRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => c.json(await listCategories(c.var.db), 200, CATEGORIES_CACHE));
  app.get('/overview', async (c) =>
    c.json(await categoryOverview(c.var.db), 200, CATEGORIES_CACHE),
  );
  app.get('/:slug/stats', validate('param', CategorySlugParamsSchema), async (c) => {
    const stats = await categoryStats(c.var.db, c.req.valid('param').slug);
    if (!stats) return c.json(NOT_FOUND, 404);
    return c.json(stats, 200, CATEGORIES_CACHE);
  });
  return app;
}

/** GET /api/categorias/slug/:slug (catalogue §7): one category, 404 when unknown. */
export function categoryBySlugRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/:slug', validate('param', CategorySlugParamsSchema), async (c) => {
    const category = await findCategoryBySlug(c.var.db, c.req.valid('param').slug);
    if (!category) return c.json(NOT_FOUND, 404);
    return c.json(category, 200, CATEGORIES_CACHE);
  });
  return app;
}
