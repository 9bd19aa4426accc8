import type { AdminDesignerProfilesResponse, AdminTestimonialsResponse } from '@arte-gospel/domain';
import { HttpResponse, http } from 'msw';
import { orderHandler } from './admin-lists';

/** The designers staff see at /admin/designers, in their public order. */
export const adminDesignersFixture: AdminDesignerProfilesResponse = {
  designers: [
    {
      id: 201,
      name: 'Rafael Moreira',
      username: 'rafaelmoreira',
      bio: 'Designer da Igreja Batista Central. Especialista em stories.',
      profileimageurl: null,
      nivelacesso: 'designer',
      sortOrder: 0,
      artCount: 24,
      followers: 310,
    },
    {
      id: 202,
      name: 'Juliana Prado Lima',
      username: 'julianaprado',
      bio: null,
      profileimageurl: '/media/site/designer-0123456789abcdef.webp',
      nivelacesso: 'designer_adm',
      sortOrder: 1,
      artCount: 1,
      followers: 1,
    },
    {
      id: 203,
      name: 'Tiago Albuquerque',
      username: 'tiagoalbuquerque',
      bio: 'Cartazes de conferências e congressos de jovens.',
      profileimageurl: null,
      nivelacesso: 'designer',
      sortOrder: null,
      artCount: 0,
      followers: 0,
    },
  ],
};

/** The home's testimonials as staff see them at /admin/depoimentos. */
export const adminTestimonialsFixture: AdminTestimonialsResponse = {
  testimonials: [
    {
      id: 1,
      rating: 5,
      quote:
        'Antes eu levava uma tarde para montar o cartaz do culto. Agora fica pronto em 10 minutos.',
      avatarUrl: null,
      name: 'Pr. Marcos Oliveira',
      role: 'Pastor',
      company: 'Igreja Batista Nova Aliança',
      sortOrder: 0,
    },
    {
      id: 2,
      rating: 4.5,
      quote: 'Os stories animados mudaram o engajamento do nosso ministério de jovens.',
      avatarUrl: '/media/site/testimonial-0123456789abcdef.webp',
      name: 'Ana Beatriz Souza',
      role: 'Líder de jovens',
      company: 'Comunidade Evangélica Vida',
      sortOrder: 1,
    },
    {
      id: 3,
      rating: 3.5,
      quote: 'Os envelopes de dízimo e as carteirinhas salvaram a nossa secretaria.',
      avatarUrl: null,
      name: 'Cláudia Ramos',
      role: null,
      company: null,
      sortOrder: 2,
    },
  ],
};

/** What the handlers received, for the stories to check. */
export interface AdminContentLog {
  orders: number[][];
  saves: { id: number | null; body: unknown }[];
  pictures: { method: string; path: string }[];
}

export const newAdminContentLog = (): AdminContentLog => ({ orders: [], saves: [], pictures: [] });

/** A picture's answer: a stored address, or its removal. */
function pictureAnswer(kind: 'designer' | 'testimonial', request: Request) {
  return request.method === 'DELETE'
    ? HttpResponse.json({ success: true, url: null })
    : HttpResponse.json(
        { success: true, url: `/media/site/${kind}-fedcba9876543210.webp` },
        { status: 201 },
      );
}

/**
 * /admin/designers's calls (api/README.md, Staff endpoints) over an in-memory copy of
 * `start`: a save, photo or reorder shows in the next GET, as on the server.
 */
export function adminDesignersHandlers(
  start: AdminDesignerProfilesResponse = adminDesignersFixture,
  log: AdminContentLog = newAdminContentLog(),
) {
  const state = structuredClone(start);
  const find = (id: unknown) => state.designers.find((d) => d.id === Number(id))!;
  return [
    http.get('/api/admin/designers', () => HttpResponse.json(state)),
    orderHandler(
      '/api/admin/designers/order',
      () => state.designers,
      (rows) => {
        state.designers = rows;
      },
      log.orders,
    ),
    http.put('/api/admin/designers/:id', async ({ params, request }) => {
      const body = (await request.json()) as { name: string; bio: string | null };
      log.saves.push({ id: Number(params.id), body });
      Object.assign(find(params.id), body);
      return HttpResponse.json({ success: true });
    }),
    http.all('/api/admin/designers/:id/photo', ({ params, request }) => {
      log.pictures.push({ method: request.method, path: new URL(request.url).pathname });
      const answer = pictureAnswer('designer', request);
      find(params.id).profileimageurl =
        request.method === 'DELETE' ? null : '/media/site/designer-fedcba9876543210.webp';
      return answer;
    }),
  ];
}

/**
 * /admin/depoimentos's calls over an in-memory copy of `start`: a creation, edit, deletion,
 * avatar or reorder shows in the next GET (and in GET /api/testimonials), as on the server.
 */
export function adminTestimonialsHandlers(
  start: AdminTestimonialsResponse = adminTestimonialsFixture,
  log: AdminContentLog = newAdminContentLog(),
) {
  const state = structuredClone(start);
  let nextId = 100;
  const find = (id: unknown) => state.testimonials.find((t) => t.id === Number(id))!;
  type Body = Omit<AdminTestimonialsResponse['testimonials'][number], 'id' | 'sortOrder'>;
  return [
    http.get('/api/admin/testimonials', () => HttpResponse.json(state)),
    http.get('/api/testimonials', () =>
      HttpResponse.json(state.testimonials.map(({ sortOrder: _, ...t }) => t)),
    ),
    http.post('/api/admin/testimonials', async ({ request }) => {
      const body = (await request.json()) as Body;
      log.saves.push({ id: null, body });
      const id = nextId++;
      state.testimonials.push({
        ...body,
        id,
        avatarUrl: null,
        sortOrder: state.testimonials.length,
      });
      return HttpResponse.json({ success: true, id }, { status: 201 });
    }),
    orderHandler(
      '/api/admin/testimonials/order',
      () => state.testimonials,
      (rows) => {
        state.testimonials = rows;
      },
      log.orders,
    ),
    http.put('/api/admin/testimonials/:id', async ({ params, request }) => {
      const body = (await request.json()) as Body;
      log.saves.push({ id: Number(params.id), body });
      Object.assign(find(params.id), body);
      return HttpResponse.json({ success: true });
    }),
    http.delete('/api/admin/testimonials/:id', ({ params }) => {
      state.testimonials = state.testimonials.filter((t) => t.id !== Number(params.id));
      return HttpResponse.json({ success: true });
    }),
    http.all('/api/admin/testimonials/:id/avatar', ({ params, request }) => {
      log.pictures.push({ method: request.method, path: new URL(request.url).pathname });
      const answer = pictureAnswer('testimonial', request);
      find(params.id).avatarUrl =
        request.method === 'DELETE' ? null : '/media/site/testimonial-fedcba9876543210.webp';
      return answer;
    }),
  ];
}
