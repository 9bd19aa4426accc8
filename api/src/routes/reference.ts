import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import {
  listFileTypes,
  listFormats,
  listTestimonials,
  readSiteSettings,
} from '../catalogue/reference';

// Small reference lists the screens read (catalogue §7, platform §7).

const REFERENCE_CACHE = 'public, max-age=300';

/** GET /api/formats, GET /api/fileTypes, GET /api/testimonials, GET /api/site-settings. */
export function referenceRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/formats', async (c) => {
    const formats = await listFormats(c.var.db);
    c.header('Cache-Control', REFERENCE_CACHE);
    return c.json(formats);
  });
  app.get('/fileTypes', async (c) => {
    const fileTypes = await listFileTypes(c.var.db);
    c.header('Cache-Control', REFERENCE_CACHE);
    return c.json(fileTypes);
  });
  app.get('/testimonials', async (c) => {
    const testimonials = await listTestimonials(c.var.db);
    c.header('Cache-Control', REFERENCE_CACHE);
    return c.json(testimonials);
  });
  app.get('/site-settings', async (c) => {
    const settings = await readSiteSettings(c.var.db);
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(settings);
  });
  return app;
}
