import type { AdminCategoriesResponse } from '@arte-gospel/domain';
import { HttpResponse, http } from 'msw';
import { orderHandler } from './admin-lists';

/** The cover the fixture's Santa Ceia has (served by mediaHandlers). */
export const SANTA_CEIA_COVER = '/media/site/category-5a17ace1a0000001.webp';

/** Staff's categories as the demo has some of them (counts: all arts, published ones). */
export const adminCategoriesFixture: AdminCategoriesResponse = {
  categories: [
    {
      id: 1,
      name: 'Culto de Celebração',
      slug: 'culto-de-celebracao',
      description: null,
      isPremium: false,
      sortOrder: 0,
      coverImageUrl: null,
      theme: null,
      artCount: 32,
      publishedCount: 30,
    },
    {
      id: 2,
      name: 'Santa Ceia',
      slug: 'santa-ceia',
      description: 'Artes para a ceia do Senhor.',
      isPremium: false,
      sortOrder: 1,
      coverImageUrl: SANTA_CEIA_COVER,
      theme: 'rubi',
      artCount: 12,
      publishedCount: 12,
    },
    {
      id: 3,
      name: 'Conferências',
      slug: 'conferencias',
      description: null,
      isPremium: true,
      sortOrder: 2,
      coverImageUrl: null,
      theme: null,
      artCount: 1,
      publishedCount: 0,
    },
  ],
};

/**
 * /admin/categorias's calls (api/README.md, Staff endpoints) over an in-memory copy of
 * `start`: a save, deletion or reorder shows in the next GET, as on the server; a slug in use
 * answers its 409.
 */
export function adminCategoriesHandlers(start: AdminCategoriesResponse = adminCategoriesFixture) {
  const state: AdminCategoriesResponse = structuredClone(start);
  let nextId = 100;
  type Body = {
    name: string;
    slug: string;
    description: string | null;
    isPremium: boolean;
    theme?: string | null;
  };
  let nextCover = 1;
  return [
    http.get('/api/admin/categories', () => HttpResponse.json(state)),
    orderHandler(
      '/api/admin/categories/order',
      () => state.categories,
      (rows) => {
        state.categories = rows;
      },
    ),
    http.post('/api/admin/categories', async ({ request }) => {
      const body = (await request.json()) as Body;
      if (state.categories.some((c) => c.slug === body.slug))
        return HttpResponse.json(
          { message: 'Já existe uma categoria com este slug' },
          { status: 409 },
        );
      const id = nextId++;
      state.categories.push({
        id,
        ...body,
        theme: body.theme ?? null,
        coverImageUrl: null,
        sortOrder: state.categories.length,
        artCount: 0,
        publishedCount: 0,
      });
      return HttpResponse.json({ success: true, id }, { status: 201 });
    }),
    http.put('/api/admin/categories/:id', async ({ params, request }) => {
      const body = (await request.json()) as Body;
      const category = state.categories.find((c) => c.id === Number(params.id))!;
      // A body without a theme keeps the category's (as the API does).
      Object.assign(category, body, {
        theme: body.theme === undefined ? category.theme : body.theme,
      });
      return HttpResponse.json({ success: true });
    }),
    // The cover: a multipart `file` that must be an image (the API judges its bytes; the
    // story judges its type), stored under a new name each time.
    http.post('/api/admin/categories/:id/cover', async ({ params, request }) => {
      const file = (await request.formData()).get('file');
      if (!(file instanceof File) || !file.type.startsWith('image/'))
        return HttpResponse.json(
          { message: 'Envie uma imagem PNG, JPEG ou WebP.' },
          { status: 400 },
        );
      const category = state.categories.find((c) => c.id === Number(params.id));
      if (!category)
        return HttpResponse.json({ message: 'Registro não encontrado' }, { status: 404 });
      category.coverImageUrl = `/media/site/category-${String(nextCover++).padStart(16, '0')}.webp`;
      return HttpResponse.json({ success: true, url: category.coverImageUrl }, { status: 201 });
    }),
    http.delete('/api/admin/categories/:id/cover', ({ params }) => {
      const category = state.categories.find((c) => c.id === Number(params.id));
      if (!category)
        return HttpResponse.json({ message: 'Registro não encontrado' }, { status: 404 });
      category.coverImageUrl = null;
      return HttpResponse.json({ success: true, url: null });
    }),
    http.delete('/api/admin/categories/:id', ({ params }) => {
      state.categories = state.categories.filter((c) => c.id !== Number(params.id));
      return HttpResponse.json({ success: true });
    }),
  ];
}
