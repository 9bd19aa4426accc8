import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

// Small reference lists the screens read (catalogue §7, platform §7).

const REFERENCE_CACHE = 'public, max-age=300';

/** GET /api/formats, GET /api/fileTypes, GET /api/testimonials, GET /api/site-settings. */
export function referenceRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/formats', async (c) => {
    const rows = await c.var.db
      .selectFrom('formats')
      .select(['id', 'name'])
      .orderBy('id')
      .execute();
    c.header('Cache-Control', REFERENCE_CACHE);
    return c.json(rows);
  });
  app.get('/fileTypes', async (c) => {
    const rows = await c.var.db
      .selectFrom('file_types')
      .select(['id', 'name', 'slug'])
      .orderBy('id')
      .execute();
    c.header('Cache-Control', REFERENCE_CACHE);
    return c.json(rows);
  });
  app.get('/testimonials', async (c) => {
    const rows = await c.var.db
      .selectFrom('testimonials')
      .select(['id', 'rating', 'quote', 'avatar_url', 'name', 'role', 'company'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    c.header('Cache-Control', REFERENCE_CACHE);
    return c.json(
      rows.map((row) => ({
        id: row.id,
        rating: Number(row.rating),
        quote: row.quote,
        avatarUrl: row.avatar_url,
        name: row.name,
        role: row.role,
        company: row.company,
      })),
    );
  });
  app.get('/site-settings', async (c) => {
    const rows = await c.var.db.selectFrom('site_settings').select(['key', 'value']).execute();
    const byKey = new Map(rows.map((row) => [row.key, row.value]));
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({
      logoUrl: byKey.get('logoUrl') ?? null,
      faviconUrl: byKey.get('faviconUrl') ?? null,
      primaryColor: byKey.get('primaryColor') ?? null,
    });
  });
  return app;
}
