import { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { AppEnv } from '../app-env';
import {
  listFileTypes,
  listFormats,
  listTestimonials,
  readSiteSettings,
} from '../catalogue/reference';

// Small reference lists the screens read (catalogue §7, platform §7).

const REFERENCE_CACHE = { 'Cache-Control': 'public, max-age=300' };

/** GET /api/formats, GET /api/fileTypes, GET /api/testimonials, GET /api/site-settings. */
export function referenceRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/formats', async (c) => c.json(await listFormats(c.var.db), 200, REFERENCE_CACHE));
  app.get('/fileTypes', async (c) => c.json(await listFileTypes(c.var.db), 200, REFERENCE_CACHE));
  // Revalidated on every read (a 304 while unchanged): what staff change at
  // /admin/depoimentos shows on the next home visit.
  app.get('/testimonials', etag(), async (c) =>
    c.json(await listTestimonials(c.var.db), 200, { 'Cache-Control': 'public, no-cache' }),
  );
  // Revalidated on every read (a 304 while unchanged): a new logo or name shows in open
  // tabs as soon as they refetch (issue 19).
  app.get('/site-settings', etag(), async (c) =>
    c.json(await readSiteSettings(c.var.db), 200, { 'Cache-Control': 'no-cache' }),
  );
  return app;
}
