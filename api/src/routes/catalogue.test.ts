import { API_CONTRACT, ArtListResponseSchema, CategorySchema } from '@arte-gospel/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNamed } from '../../../testing/api/fixtures';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';

// Catalogue calls of catalogue §7 on a fresh database with a small explicit fixture.

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;

async function getJson(path: string) {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as unknown, headers: res.headers };
}

beforeAll(async () => {
  handle = await freshDatabase();
  const { db } = handle;
  app = createApp({ db, log: () => {} });
  const [batismo, jovens] = await db
    .insertInto('categories')
    .values([
      { name: 'Batismo', slug: 'batismo', sort_order: 1, updated_at: '2026-01-01T00:00:00Z' },
      {
        name: 'Culto de Jovens',
        slug: 'culto-de-jovens',
        sort_order: 2,
        updated_at: '2026-01-01T00:00:00Z',
      },
      { name: 'Telão', slug: 'telao', sort_order: 3, is_premium: true },
    ])
    .returning('id')
    .execute();
  const [cartaz, stories] = await insertNamed(db, 'formats', [
    { name: 'Cartaz', slug: 'cartaz' },
    { name: 'Stories', slug: 'stories' },
  ]);
  const [canva, psd] = await insertNamed(db, 'file_types', [
    { name: 'Canva', slug: 'canva' },
    { name: 'Photoshop PSD', slug: 'psd' },
  ]);
  const [designer] = await db
    .insertInto('users')
    .values({
      name: 'Davi Artes',
      username: 'davi',
      email: 'davi@demo.org',
      nivelacesso: 'designer',
    })
    .returning('id')
    .execute();
  const art = (
    n: number,
    title: string,
    extra: Partial<{
      category: number;
      format: number;
      fileType: number;
      premium: boolean;
      visible: boolean;
      downloads: number;
      featured: number;
      group: string;
    }> = {},
  ) => ({
    title,
    search_text: title
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase(),
    image_url: `/media/arts/${n}.webp`,
    category_id: extra.category ?? batismo!.id,
    format_id: extra.format ?? cartaz!,
    file_type_id: extra.fileType ?? canva!,
    group_id: extra.group ?? null,
    designer_id: designer!.id,
    is_premium: extra.premium ?? false,
    is_visible: extra.visible ?? true,
    download_count: extra.downloads ?? 0,
    featured_rank: extra.featured ?? null,
    created_at: new Date(Date.UTC(2026, 9, n)),
    updated_at: new Date(Date.UTC(2026, 9, n)),
  });
  await db
    .insertInto('arts')
    .values([
      art(1, 'Batismo nas Águas', { downloads: 5, group: 'g1' }),
      art(2, 'Batismo nas Águas | Stories', { format: stories!, downloads: 50, group: 'g1' }),
      art(3, 'Culto da Família Abençoada', {
        category: jovens!.id,
        premium: true,
        downloads: 20,
        featured: 1,
      }),
      art(4, 'Fogo no Altar', { category: jovens!.id, fileType: psd!, downloads: 99 }),
      art(5, 'Arte escondida', { visible: false, downloads: 1000 }),
      art(6, 'Família de Fé', { category: jovens!.id, premium: true, downloads: 7 }),
    ])
    .execute();
  await db
    .insertInto('testimonials')
    .values([
      {
        rating: 4.5,
        quote: 'Economizo horas toda semana.',
        name: 'Pr. João',
        role: 'Pastor',
        company: null,
        avatar_url: null,
      },
    ])
    .execute();
  await db
    .insertInto('site_settings')
    .values([
      { key: 'logoUrl', value: '/images/logo.svg' },
      { key: 'primaryColor', value: '#4F46E5' },
    ])
    .execute();
});

afterAll(async () => {
  await handle?.close();
});

describe('GET /api/categories', () => {
  it('counts visible arts per category and matches the contract', async () => {
    const { status, body } = await getJson('/api/categories');
    expect(status).toBe(200);
    const categories = v.parse(API_CONTRACT['GET /api/categories'].response, body);
    expect(categories.map((c) => [c.slug, c.artCount])).toEqual([
      ['batismo', 2],
      ['culto-de-jovens', 3],
      ['telao', 0],
    ]);
    // lastUpdate is the newest art's date when it is later than the category's own.
    expect(categories[1]?.lastUpdate).toBe('2026-10-06T00:00:00.000Z');
  });
});

describe('GET /api/categorias/slug/:slug', () => {
  it('returns one category', async () => {
    const { status, body } = await getJson('/api/categorias/slug/telao');
    expect(status).toBe(200);
    expect(v.parse(CategorySchema, body)).toMatchObject({ name: 'Telão', isPremium: true });
  });
  it('answers 404 with a pt-BR message for an unknown slug', async () => {
    const { status, body } = await getJson('/api/categorias/slug/nao-existe');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Categoria não encontrada' });
  });
});

describe('GET /api/arts', () => {
  const titles = (body: unknown) => v.parse(ArtListResponseSchema, body).arts.map((a) => a.title);

  it('lists visible arts with the total, shaped by the contract', async () => {
    const { status, body } = await getJson('/api/arts?page=1&limit=25&isVisible=true');
    expect(status).toBe(200);
    const list = v.parse(ArtListResponseSchema, body);
    expect(list.totalCount).toBe(5);
    expect(list.arts).toHaveLength(5);
    expect(titles(body)).not.toContain('Arte escondida');
    expect(list.arts[0]?.designer).toEqual({
      name: 'Davi Artes',
      username: 'davi',
      profileimageurl: null,
    });
  });
  it('filters by category, format, file type and licence, and pages', async () => {
    const jovens = (await getJson('/api/categorias/slug/culto-de-jovens')).body as { id: number };
    expect(
      titles((await getJson(`/api/arts?categoryId=${jovens.id}&sortBy=recentes`)).body),
    ).toEqual(['Família de Fé', 'Fogo no Altar', 'Culto da Família Abençoada']);
    expect(titles((await getJson('/api/arts?isPremium=true&sortBy=antigos')).body)).toEqual([
      'Culto da Família Abençoada',
      'Família de Fé',
    ]);
    const page2 = v.parse(
      ArtListResponseSchema,
      (await getJson('/api/arts?limit=2&page=2&sortBy=recentes')).body,
    );
    expect(page2.arts.map((a) => a.title)).toEqual([
      'Culto da Família Abençoada',
      'Batismo nas Águas | Stories',
    ]);
    expect(page2.totalCount).toBe(5);
    expect(titles((await getJson('/api/arts?formatId=_all&categoryId=')).body)).toHaveLength(5);
  });
  it('searches without accents or case', async () => {
    expect(titles((await getJson('/api/arts?search=familia&sortBy=recentes')).body)).toEqual([
      'Família de Fé',
      'Culto da Família Abençoada',
    ]);
    expect(titles((await getJson('/api/arts?search=BATISMO%20aguas&sortBy=antigos')).body)).toEqual(
      ['Batismo nas Águas', 'Batismo nas Águas | Stories'],
    );
    expect(titles((await getJson('/api/arts?search=100%25')).body)).toEqual([]);
  });
  it('orders by each of the four sorts', async () => {
    expect(titles((await getJson('/api/arts?sortBy=emalta&limit=3')).body)).toEqual([
      'Fogo no Altar',
      'Batismo nas Águas | Stories',
      'Culto da Família Abençoada',
    ]);
    expect(titles((await getJson('/api/arts?sortBy=destaques&limit=2')).body)).toEqual([
      'Culto da Família Abençoada',
      'Fogo no Altar',
    ]);
    expect(titles((await getJson('/api/arts?sortBy=recentes&limit=1')).body)).toEqual([
      'Família de Fé',
    ]);
    expect(titles((await getJson('/api/arts?sortBy=antigos&limit=1')).body)).toEqual([
      'Batismo nas Águas',
    ]);
  });
  it('refuses bad query values with a 400 naming the field', async () => {
    for (const [query, message] of [
      ['categoryId=abc', 'categoryId deve ser um número inteiro'],
      ['limit=1000', 'limit deve ser no máximo 100'],
      ['sortBy=melhores', 'sortBy deve ser destaques, emalta, recentes ou antigos'],
      ['page=0', 'page deve ser maior que zero'],
    ] as const) {
      const { status, body } = await getJson(`/api/arts?${query}`);
      expect(status, query).toBe(400);
      expect(body, query).toEqual({ message });
    }
  });

  it('says which arts open in the online editor: drawn ones, not uploaded images', async () => {
    const fogo = await handle.db
      .selectFrom('arts')
      .select(['id', 'upload_key'])
      .where('title', '=', 'Fogo no Altar')
      .executeTakeFirstOrThrow();
    await handle.db
      .updateTable('arts')
      .set({ upload_key: 'arts/fogo-no-altar' })
      .where('id', '=', fogo.id)
      .execute();
    try {
      const list = v.parse(
        ArtListResponseSchema,
        (await getJson('/api/arts?limit=25&sortBy=antigos')).body,
      );
      const editable = Object.fromEntries(list.arts.map((a) => [a.title, a.editable]));
      expect(editable).toEqual({
        'Batismo nas Águas': true,
        'Batismo nas Águas | Stories': true,
        'Culto da Família Abençoada': true,
        'Fogo no Altar': false,
        'Família de Fé': true,
      });
      // The art page agrees: an uploaded art has no design to edit.
      const page = (await getJson(`/api/arts/${fogo.id}`)).body as {
        art: { editable: boolean };
        design: unknown;
      };
      expect(page.art.editable).toBe(false);
      expect(page.design).toBe(null);
    } finally {
      await handle.db
        .updateTable('arts')
        .set({ upload_key: fogo.upload_key })
        .where('id', '=', fogo.id)
        .execute();
    }
  });
});

describe('GET /api/artes', () => {
  it('pages by 24 by default and filters by file type slug', async () => {
    const { body } = await getJson('/api/artes?fileType=psd');
    const list = v.parse(ArtListResponseSchema, body);
    expect(list.arts.map((a) => a.title)).toEqual(['Fogo no Altar']);
    expect(list.totalCount).toBe(1);
    expect(v.parse(API_CONTRACT['GET /api/artes'].query, {})).toMatchObject({
      limit: 24,
      sortBy: 'recentes',
    });
  });
});

describe('GET /api/arts/popular and suggestions', () => {
  it('gives the most downloaded visible arts', async () => {
    const { body } = await getJson('/api/arts/popular');
    const { arts } = v.parse(API_CONTRACT['GET /api/arts/popular'].response, body);
    expect(arts[0]?.title).toBe('Fogo no Altar');
    expect(arts.map((a) => a.title)).not.toContain('Arte escondida');
  });
  it('suggests titles for two characters or more, prefix matches first', async () => {
    const { body } = await getJson('/api/search/suggestions?q=fa');
    expect(body).toEqual({ suggestions: ['Família de Fé', 'Culto da Família Abençoada'] });
    expect((await getJson('/api/search/suggestions?q=f')).body).toEqual({ suggestions: [] });
    expect((await getJson('/api/search/suggestions?q=')).body).toEqual({ suggestions: [] });
  });
});

describe('reference lists', () => {
  it('serves formats, file types, testimonials and site settings by the contract', async () => {
    for (const call of [
      'GET /api/formats',
      'GET /api/fileTypes',
      'GET /api/testimonials',
      'GET /api/site-settings',
    ] as const) {
      const { status, body } = await getJson(call.slice(4));
      expect(status, call).toBe(200);
      expect(v.safeParse(API_CONTRACT[call].response, body).success, call).toBe(true);
    }
    expect((await getJson('/api/testimonials')).body).toEqual([
      {
        id: 1,
        rating: 4.5,
        quote: 'Economizo horas toda semana.',
        avatarUrl: null,
        name: 'Pr. João',
        role: 'Pastor',
        company: null,
      },
    ]);
    expect((await getJson('/api/site-settings')).body).toEqual({
      logoUrl: '/images/logo.svg',
      faviconUrl: null,
      primaryColor: '#4F46E5',
      siteName: null,
      contactEmail: null,
      contactWhatsapp: null,
      instagramUrl: null,
      facebookUrl: null,
      youtubeUrl: null,
      tiktokUrl: null,
    });
  });
});
