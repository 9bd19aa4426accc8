import {
  type Art,
  type Category,
  type CategoryStats,
  COLLECTIONS_PAGE_SIZE,
  categoryPreviewArts,
  featuredTileArts,
} from '@arte-gospel/domain';
import { delay, HttpResponse, http } from 'msw';
import {
  catalogueArts,
  catalogueCategories,
  catalogueDesigners,
  catalogueFileTypes,
  catalogueFormats,
  catalogueSuggestions,
} from '../fixtures/catalogue';

export type MediaState = 'loaded' | 'loading' | 'error' | 'notFound';

function hueOf(path: string): number {
  let hash = 0;
  for (const char of path) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/** A drawn poster for any /media/... image: the size follows the format in the name. */
function svgFor(path: string): string {
  const hue = hueOf(path);
  const label =
    path
      .split('/')
      .pop()
      ?.replace(/\.\w+$/, '') ?? 'arte';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><rect width="400" height="500" fill="hsl(${hue},55%,38%)"/><text x="200" y="260" font-family="sans-serif" font-size="48" fill="white" text-anchor="middle">${label}</text></svg>`;
}

/**
 * /media/... as the cards request it: drawn SVGs, or held forever (Loading), or a network
 * error / 404 (Error). Videos have no drawing: they fail unless held.
 */
export function mediaHandlers(state: MediaState = 'loaded') {
  return [
    http.get('/media/*', async ({ request }) => {
      const path = new URL(request.url).pathname;
      if (state === 'loading') await delay('infinite');
      if (state === 'error') return HttpResponse.error();
      if (state === 'notFound' || /\.(webm|mp4)$/.test(path))
        return new HttpResponse(null, { status: 404 });
      return new HttpResponse(svgFor(path), { headers: { 'Content-Type': 'image/svg+xml' } });
    }),
  ];
}

function page(arts: Art[], url: URL, defaultLimit: number) {
  const p = Math.max(1, Number(url.searchParams.get('page') ?? 1));
  const limit = Number(url.searchParams.get('limit') ?? defaultLimit);
  return { arts: arts.slice((p - 1) * limit, p * limit), totalCount: arts.length };
}

function filtered(arts: Art[], url: URL): Art[] {
  const q = url.searchParams;
  const categoryId = q.get('categoryId');
  const isPremium = q.get('isPremium');
  const search = (q.get('search') ?? '').toLowerCase();
  let result = arts.filter(
    (art) =>
      (!categoryId || art.categoryId === Number(categoryId)) &&
      (isPremium === null || art.isPremium === (isPremium === 'true')) &&
      (!search || art.title.toLowerCase().includes(search)),
  );
  const sort = q.get('sortBy');
  if (sort === 'antigos') result = [...result].sort((a, b) => a.id - b.id);
  else if (sort === 'recentes') result = [...result].sort((a, b) => b.id - a.id);
  return result;
}

/**
 * GET /api/categories/overview as the server answers it: each category with its card's and
 * featured tile's arts (domain categoryPreviewArts and featuredTileArts), id ascending.
 */
export function categoryOverview(arts: Art[], categories: Category[] = catalogueCategories) {
  return categories.map((category) => {
    const own = arts.filter((art) => art.categoryId === category.id);
    const chosen = new Set([...categoryPreviewArts(own, category), ...featuredTileArts(own)]);
    return { ...category, previews: [...chosen].sort((a, b) => a.id - b.id) };
  });
}

/** GET /api/categories/:slug/stats for a fixture category: its counts are its artCount's. */
export function categoryStats(category: Category, arts: Art[]): CategoryStats {
  const own = arts.filter((art) => art.categoryId === category.id);
  const premium = Math.floor(category.artCount / 3);
  const formats = catalogueFormats.filter((format) =>
    own.some((art) => art.format === format.name.toLowerCase().replace(' ', '-')),
  );
  return {
    categoryId: category.id,
    totalArts: category.artCount,
    premiumArts: premium,
    freeArts: category.artCount - premium,
    views: category.artCount * 1234,
    formats,
    addedAt: category.createdAt,
    updatedAt: category.lastUpdate ?? category.updatedAt,
  };
}

/** The catalogue calls (catalogue §7) over a list of arts. */
export function catalogueHandlers(arts: Art[] = catalogueArts()) {
  return [
    http.get('/api/categories', () => HttpResponse.json(catalogueCategories)),
    http.get('/api/categories/overview', () => HttpResponse.json(categoryOverview(arts))),
    http.get('/api/categories/:slug/stats', ({ params }) => {
      const category = catalogueCategories.find((c) => c.slug === params.slug);
      return category
        ? HttpResponse.json(categoryStats(category, arts))
        : HttpResponse.json({ message: 'Categoria não encontrada' }, { status: 404 });
    }),
    http.get('/api/categorias/slug/:slug', ({ params }) => {
      const category = catalogueCategories.find((c) => c.slug === params.slug);
      return category
        ? HttpResponse.json(category)
        : HttpResponse.json({ message: 'Categoria não encontrada' }, { status: 404 });
    }),
    http.get('/api/arts/popular', () =>
      HttpResponse.json({
        arts: [...arts].sort((a, b) => b.downloadCount - a.downloadCount).slice(0, 6),
      }),
    ),
    http.get('/api/arts', ({ request }) => {
      const url = new URL(request.url);
      return HttpResponse.json(page(filtered(arts, url), url, 25));
    }),
    http.get('/api/artes', ({ request }) => {
      const url = new URL(request.url);
      return HttpResponse.json(page(filtered(arts, url), url, 24));
    }),
    http.get('/api/formats', () => HttpResponse.json(catalogueFormats)),
    http.get('/api/fileTypes', () => HttpResponse.json(catalogueFileTypes)),
    http.get('/api/search/suggestions', ({ request }) => {
      const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
      return HttpResponse.json({
        suggestions:
          q.length < 2 ? [] : catalogueSuggestions.filter((s) => s.toLowerCase().includes(q)),
      });
    }),
    http.get('/api/designers', () => HttpResponse.json(catalogueDesigners)),
    http.get('/api/designers/:username/arts', ({ request, params }) => {
      const url = new URL(request.url);
      const own = arts.filter((art) => art.designer?.username === params.username);
      return HttpResponse.json(page(own, url, 24));
    }),
    ...mediaHandlers('loaded'),
  ];
}

/** Every catalogue list call held forever (Loading). */
export function catalogueLoadingHandlers() {
  return [
    '/api/categories',
    '/api/categories/overview',
    '/api/arts',
    '/api/artes',
    '/api/arts/popular',
    '/api/designers',
  ].map((path) =>
    http.get(path, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );
}

/** Every catalogue list call failing with the server's message (Error). */
export function catalogueErrorHandlers(message = 'Serviço indisponível') {
  return [
    '/api/categories',
    '/api/categories/overview',
    '/api/categorias/slug/:slug',
    '/api/arts',
    '/api/artes',
    '/api/arts/popular',
    '/api/designers',
  ].map((path) => http.get(path, () => HttpResponse.json({ message }, { status: 503 })));
}

/**
 * GET /api/collections as the API answers it: the fixture's arts grouped by groupId (groups of
 * two or more), `kits` of them at most, COLLECTIONS_PAGE_SIZE a page.
 */
export function collectionsHandlers(kits = Number.POSITIVE_INFINITY) {
  const groups = new Map<string, Art[]>();
  for (const art of catalogueArts(90)) {
    if (!art.groupId) continue;
    groups.set(art.groupId, [...(groups.get(art.groupId) ?? []), art]);
  }
  const all = [...groups]
    .filter(([, arts]) => arts.length >= 2)
    .slice(0, kits)
    .map(([groupId, arts]) => ({ groupId, arts }));
  return [
    http.get('/api/collections', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      const start = (page - 1) * COLLECTIONS_PAGE_SIZE;
      return HttpResponse.json({
        collections: all.slice(start, start + COLLECTIONS_PAGE_SIZE),
        totalCount: all.length,
      });
    }),
  ];
}
