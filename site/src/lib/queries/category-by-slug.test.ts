import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { server, setupMswServer } from '../test/msw-server';
import { getCategoryBySlug } from './category-by-slug';

setupMswServer();

const category = (id: number, slug: string) => ({
  id,
  name: slug,
  slug,
  artCount: 3,
  lastUpdate: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  isPremium: false,
});

describe('getCategoryBySlug (catalogue §7, §8)', () => {
  it('reads GET /api/categorias/slug/{slug}', async () => {
    server.use(
      http.get('/api/categorias/slug/:slug', ({ params }) =>
        HttpResponse.json(category(3, String(params.slug))),
      ),
    );
    expect((await getCategoryBySlug('batismo'))?.id).toBe(3);
  });

  it('on 404 falls back to GET /api/categories and matches the slug', async () => {
    server.use(
      http.get('/api/categorias/slug/:slug', () =>
        HttpResponse.json({ message: 'Categoria não encontrada' }, { status: 404 }),
      ),
      http.get('/api/categories', () =>
        HttpResponse.json([category(1, 'agendas'), category(7, 'culto-de-jovens')]),
      ),
    );
    expect((await getCategoryBySlug('culto-de-jovens'))?.id).toBe(7);
    expect(await getCategoryBySlug('nenhuma')).toBeNull();
  });

  it("any other failure is 'Erro ao carregar categoria: {status}'", async () => {
    server.use(
      http.get('/api/categorias/slug/:slug', () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    const error = await getCategoryBySlug('batismo').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Erro ao carregar categoria: 500');
  });
});
