import { CATEGORY_NOT_FOUND_TITLE, CategorySlugParamsSchema } from '@arte-gospel/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../app-env';
import {
  artPageMeta,
  categoryPageMeta,
  designerPageMeta,
  sitemapEntries,
} from '../catalogue/pages';
import { validate } from '../validation';
import { DESIGNER_NOT_FOUND_MESSAGE, UsernameParam } from './designers';
import { ART_NOT_FOUND_MESSAGE } from './library';

// GET /api/pages/…: what the BFF writes in a page's head before any script runs (issue 18:
// WhatsApp and Facebook read only the HTML) and the sitemap's pages. Public answers only
// (no session is read), cached briefly: the BFF keeps them as long as max-age says.

const PAGE_CACHE = { 'Cache-Control': 'public, max-age=60' };

const ArtIdParam = v.object({
  id: v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, 'Identificador de arte inválido'),
    v.transform(Number),
  ),
});

export function pagesRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/sitemap', async (c) => c.json(await sitemapEntries(c.var.db), 200, PAGE_CACHE));
  app.get('/arts/:id', validate('param', ArtIdParam), async (c) => {
    const meta = await artPageMeta(c.var.db, c.req.valid('param').id);
    if (!meta) return c.json({ message: ART_NOT_FOUND_MESSAGE }, 404, PAGE_CACHE);
    return c.json(meta, 200, PAGE_CACHE);
  });
  app.get('/categories/:slug', validate('param', CategorySlugParamsSchema), async (c) => {
    const meta = await categoryPageMeta(c.var.db, c.req.valid('param').slug);
    if (!meta) return c.json({ message: CATEGORY_NOT_FOUND_TITLE }, 404, PAGE_CACHE);
    return c.json(meta, 200, PAGE_CACHE);
  });
  app.get('/designers/:username', validate('param', UsernameParam), async (c) => {
    const meta = await designerPageMeta(c.var.db, c.req.valid('param').username);
    if (!meta) return c.json({ message: DESIGNER_NOT_FOUND_MESSAGE }, 404, PAGE_CACHE);
    return c.json(meta, 200, PAGE_CACHE);
  });
  return app;
}
