import {
  ArtesQuerySchema,
  ArtsQuerySchema,
  SuggestionsQuerySchema,
  TOP_ARTS_LIMIT,
} from '@arte-gospel/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { listArts, suggestTitles } from '../catalogue/arts';
import { validate } from '../validation';

const PUBLIC_LIST_CACHE = 'public, max-age=30';

/** GET /api/arts, /api/arts/popular (catalogue §7). */
export function artsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', validate('query', ArtsQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const result = await listArts(
      c.var.db,
      {
        categoryId: q.categoryId,
        formatId: q.formatId,
        fileTypeId: q.fileTypeId,
        isPremium: q.isPremium,
        search: q.search,
      },
      { sort: q.sortBy, page: q.page, limit: q.limit },
    );
    c.header('Cache-Control', PUBLIC_LIST_CACHE);
    return c.json(result);
  });
  // 'Top 6 - Artes em Alta' (catalogue §2): the most downloaded visible arts.
  app.get('/popular', async (c) => {
    const { arts } = await listArts(
      c.var.db,
      {},
      { sort: 'emalta', page: 1, limit: TOP_ARTS_LIMIT },
    );
    c.header('Cache-Control', PUBLIC_LIST_CACHE);
    return c.json({ arts });
  });
  return app;
}

/** GET /api/artes (catalogue §7): the listing page, 24 per page, default sort recentes. */
export function artesRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', validate('query', ArtesQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const result = await listArts(
      c.var.db,
      {
        categoryId: q.categoryId,
        formatId: q.formatId,
        fileTypeSlug: q.fileType,
        isPremium: q.isPremium,
        search: q.search,
      },
      { sort: q.sortBy, page: q.page, limit: q.limit },
    );
    c.header('Cache-Control', PUBLIC_LIST_CACHE);
    return c.json(result);
  });
  return app;
}

/** GET /api/search/suggestions?q= (catalogue §7): at most 8 titles. */
export function suggestionsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', validate('query', SuggestionsQuerySchema), async (c) => {
    const { q } = c.req.valid('query');
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ suggestions: q ? await suggestTitles(c.var.db, q) : [] });
  });
  return app;
}
