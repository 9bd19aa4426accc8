import {
  ArtesQuerySchema,
  ArtsQuerySchema,
  CollectionsQuerySchema,
  type Sort,
  SuggestionsQuerySchema,
  TOP_ARTS_LIMIT,
} from '@arte-gospel/domain';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { type ArtFilter, listArts, suggestTitles } from '../catalogue/arts';
import { listCollections } from '../catalogue/collections';
import { logSearch } from '../catalogue/search-log';
import { validate } from '../validation';

const PUBLIC_LIST_CACHE = 'public, max-age=30';

/** The query both listings take (catalogue §7), parsed. */
interface ListQuery {
  categoryId?: number | undefined;
  formatId?: number | undefined;
  isPremium?: boolean | undefined;
  search?: string | undefined;
  sortBy: Sort;
  page: number;
  limit: number;
}

/** A page of visible arts for the query plus its file-type filter, cached publicly 30 s. */
async function answerPage(
  c: Context<AppEnv>,
  q: ListQuery,
  fileType: Pick<ArtFilter, 'fileTypeId' | 'fileTypeSlug'>,
) {
  const { categoryId, formatId, isPremium, search } = q;
  const result = await listArts(
    c.var.db,
    { categoryId, formatId, isPremium, search, ...fileType },
    { sort: q.sortBy, page: q.page, limit: q.limit },
  );
  // Counted for the staff analytics after answering, never awaited (catalogue/search-log.ts).
  void logSearch(c.var.db, {
    text: search,
    page: q.page,
    results: result.totalCount,
    userAgent: c.req.header('user-agent'),
  });
  c.header('Cache-Control', PUBLIC_LIST_CACHE);
  return c.json(result);
}

/** GET /api/arts, /api/arts/popular (catalogue §7). */
export function artsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', validate('query', ArtsQuerySchema), async (c) => {
    const q = c.req.valid('query');
    return answerPage(c, q, { fileTypeId: q.fileTypeId });
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
    return answerPage(c, q, { fileTypeSlug: q.fileType });
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

/** GET /api/collections: a page of kits, the same design in several formats (/collections). */
export function collectionsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', validate('query', CollectionsQuerySchema), async (c) => {
    const { page } = c.req.valid('query');
    c.header('Cache-Control', PUBLIC_LIST_CACHE);
    return c.json(await listCollections(c.var.db, page));
  });
  return app;
}
