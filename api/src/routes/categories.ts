import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

/** GET /api/categories (catalogue §7): every category with the fields of catalogue §3. */
export function categoriesRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const rows = await c.var.db
      .selectFrom('categories')
      .select(['id', 'name', 'slug', 'description', 'is_premium', 'created_at', 'updated_at'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    c.header('Cache-Control', 'public, max-age=30');
    return c.json(
      rows.map((row) => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        description: row.description,
        // Arts arrive with the catalogue issue; until then every category is 'Em breve'.
        artCount: 0,
        lastUpdate: row.updated_at.toISOString(),
        createdAt: row.created_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
        isPremium: row.is_premium,
      })),
    );
  });
  return app;
}
