import { CategoryOverviewResponseSchema, CategoryStatsSchema } from '@arte-gospel/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNamed } from '../../../testing/api/fixtures';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';

// Issue 18: GET /api/categories/overview (each category with the arts its card and tile show)
// and GET /api/categories/:slug/stats, checked against the rows this file inserts.

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
/** The inserted arts' ids by name (b1 … of Batismo, c0 … of Carteirinhas, v0 … of Vídeos). */
const ids: Record<string, number> = {};

async function getJson(path: string) {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as unknown, headers: res.headers };
}

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

beforeAll(async () => {
  handle = await freshDatabase();
  const { db } = handle;
  app = createApp({ db, log: () => {} });
  const [batismo, carteirinhas, videos, vazia] = await db
    .insertInto('categories')
    .values([
      {
        name: 'Batismo',
        slug: 'batismo',
        sort_order: 1,
        created_at: day('2026-02-01'),
        updated_at: day('2026-02-01'),
      },
      { name: 'Carteirinhas', slug: 'carteirinhas', sort_order: 2 },
      { name: 'Vídeos Criativos', slug: 'videos-criativos', sort_order: 3 },
      {
        name: 'Vazia',
        slug: 'vazia',
        sort_order: 4,
        created_at: day('2026-03-01'),
        updated_at: day('2026-03-02'),
      },
    ])
    .returning('id')
    .execute();
  const [cartaz, stories, a4, carteirinha, video] = await insertNamed(db, 'formats', [
    { name: 'Cartaz', slug: 'cartaz' },
    { name: 'Stories', slug: 'stories' },
    { name: 'A4', slug: 'a4' },
    { name: 'Carteirinha', slug: 'carteirinha' },
    { name: 'Vídeo Criativo', slug: 'video-criativo' },
  ]);
  const [canva] = await insertNamed(db, 'file_types', [{ name: 'Canva', slug: 'canva' }]);
  const future = new Date(Date.now() + 10 * 24 * 3600 * 1000);
  type Spec = {
    name: string;
    category: number;
    format: number;
    created: Date;
    updated?: Date;
    group?: string;
    premium?: boolean;
    visible?: boolean;
    views?: number;
    image?: string;
    size?: [number, number];
  };
  const specs: Spec[] = [
    // Batismo: hidden and scheduled arts count nowhere; b9 has no image.
    {
      name: 'b0',
      category: batismo!.id,
      format: cartaz!,
      created: day('2026-01-01'),
      visible: false,
      views: 1000,
      updated: day('2026-04-01'),
    },
    {
      name: 'b1',
      category: batismo!.id,
      format: cartaz!,
      created: day('2026-01-05'),
      group: 'g1',
      views: 10,
    },
    {
      name: 'b2',
      category: batismo!.id,
      format: stories!,
      created: day('2026-01-06'),
      group: 'g1',
      views: 20,
    },
    {
      name: 'b3',
      category: batismo!.id,
      format: cartaz!,
      created: day('2026-01-07'),
      group: 'g2',
      premium: true,
      views: 30,
    },
    { name: 'b4', category: batismo!.id, format: cartaz!, created: day('2026-01-08'), views: 40 },
    {
      name: 'b5',
      category: batismo!.id,
      format: cartaz!,
      created: day('2026-01-09'),
      premium: true,
      views: 50,
    },
    {
      name: 'b6',
      category: batismo!.id,
      format: cartaz!,
      created: day('2026-01-10'),
      updated: day('2026-03-10'),
      views: 60,
    },
    {
      name: 'b7',
      category: batismo!.id,
      format: stories!,
      created: day('2026-01-11'),
      group: 'g3',
      views: 70,
    },
    { name: 'b8', category: batismo!.id, format: cartaz!, created: future, views: 500 },
    {
      name: 'b9',
      category: batismo!.id,
      format: a4!,
      created: day('2026-01-12'),
      views: 5,
      image: '',
    },
    // Carteirinhas: ID cards only.
    {
      name: 'c0',
      category: carteirinhas!.id,
      format: carteirinha!,
      created: day('2026-01-02'),
      size: [1011, 638],
    },
    {
      name: 'c1',
      category: carteirinhas!.id,
      format: carteirinha!,
      created: day('2026-01-03'),
      size: [1011, 638],
    },
    {
      name: 'c2',
      category: carteirinhas!.id,
      format: carteirinha!,
      created: day('2026-01-04'),
      size: [1011, 638],
    },
    // Vídeos Criativos: videos only.
    {
      name: 'v0',
      category: videos!.id,
      format: video!,
      created: day('2026-01-02'),
      image: 'mp4',
      size: [1080, 1920],
    },
    {
      name: 'v1',
      category: videos!.id,
      format: video!,
      created: day('2026-01-03'),
      image: 'mp4',
      size: [1080, 1920],
    },
    // Vazia: one hidden and one scheduled art, nothing published.
    {
      name: 'e0',
      category: vazia!.id,
      format: cartaz!,
      created: day('2026-01-02'),
      visible: false,
    },
    { name: 'e1', category: vazia!.id, format: cartaz!, created: future },
  ];
  const rows = await db
    .insertInto('arts')
    .values(
      specs.map((spec, index) => ({
        title: `Arte ${spec.name}`,
        search_text: `arte ${spec.name}`,
        image_url:
          spec.image === ''
            ? ''
            : `/media/arts/${index + 1}.${spec.image === 'mp4' ? 'mp4' : 'webp'}`,
        category_id: spec.category,
        format_id: spec.format,
        file_type_id: canva!,
        group_id: spec.group ?? null,
        is_premium: spec.premium ?? false,
        is_visible: spec.visible ?? true,
        view_count: spec.views ?? 0,
        created_at: spec.created,
        updated_at: spec.updated ?? spec.created,
        width: spec.size?.[0] ?? null,
        height: spec.size?.[1] ?? null,
      })),
    )
    .returning('id')
    .execute();
  specs.forEach((spec, index) => {
    ids[spec.name] = rows[index]!.id;
  });
});

afterAll(async () => {
  await handle?.close();
});

const idsOf = (...names: string[]) => names.map((name) => ids[name]);

describe('GET /api/categories/overview', () => {
  async function overview() {
    const { status, body, headers } = await getJson('/api/categories/overview');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=30');
    return v.parse(CategoryOverviewResponseSchema, body);
  }

  it('lists every category in order with its published art count', async () => {
    const list = await overview();
    expect(list.map((c) => [c.slug, c.artCount])).toEqual([
      ['batismo', 8],
      ['carteirinhas', 3],
      ['videos-criativos', 2],
      ['vazia', 0],
    ]);
  });

  it("gives a card's four posters and a tile's four groups, stories first, from the whole category", async () => {
    const batismo = (await overview()).find((c) => c.slug === 'batismo');
    // Card: the four lowest cartaz ids (b1, b3, b4, b5); tile: g1 by its stories b2, g3's
    // b7, then b3 and b4. Hidden b0, scheduled b8 and imageless b9 are never chosen; b6
    // is neither's.
    expect(batismo?.previews.map((art) => art.id)).toEqual(
      idsOf('b1', 'b2', 'b3', 'b4', 'b5', 'b7'),
    );
  });

  it('previews a category with its own formats and their real sizes', async () => {
    const list = await overview();
    const carteirinhas = list.find((c) => c.slug === 'carteirinhas');
    expect(
      carteirinhas?.previews.map((art) => [art.id, art.format, art.width, art.height]),
    ).toEqual([
      [ids.c0, 'carteirinha', 1011, 638],
      [ids.c1, 'carteirinha', 1011, 638],
      [ids.c2, 'carteirinha', 1011, 638],
    ]);
    const videos = list.find((c) => c.slug === 'videos-criativos');
    expect(
      videos?.previews.map((art) => [art.id, art.format, /\.mp4(\?|$)/.test(art.imageUrl)]),
    ).toEqual([
      [ids.v0, 'video-criativo', true],
      [ids.v1, 'video-criativo', true],
    ]);
  });

  it('has no preview for a category without a published art', async () => {
    const vazia = (await overview()).find((c) => c.slug === 'vazia');
    expect(vazia?.previews).toEqual([]);
  });
});

describe('GET /api/categories/:slug/stats', () => {
  it('counts every published art of the category', async () => {
    const { status, body, headers } = await getJson('/api/categories/batismo/stats');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=30');
    const stats = v.parse(CategoryStatsSchema, body);
    expect(stats).toEqual({
      categoryId: expect.any(Number),
      // b1–b7 and b9: not hidden b0 nor scheduled b8.
      totalArts: 8,
      premiumArts: 2,
      freeArts: 6,
      views: 10 + 20 + 30 + 40 + 50 + 60 + 70 + 5,
      formats: [
        { id: expect.any(Number), name: 'A4' },
        { id: expect.any(Number), name: 'Cartaz' },
        { id: expect.any(Number), name: 'Stories' },
      ],
      // The first art is older than the category's row; b6 was edited last.
      addedAt: '2026-01-05T12:00:00.000Z',
      updatedAt: '2026-03-10T12:00:00.000Z',
    });
    // The category page reads the same last update.
    const category = (await getJson('/api/categorias/slug/batismo')).body as {
      lastUpdate: string;
    };
    expect(category.lastUpdate).toBe(stats.updatedAt);
  });

  it("answers zeros and the category's own dates for a category without a published art", async () => {
    const { status, body } = await getJson('/api/categories/vazia/stats');
    expect(status).toBe(200);
    expect(body).toEqual({
      categoryId: expect.any(Number),
      totalArts: 0,
      premiumArts: 0,
      freeArts: 0,
      views: 0,
      formats: [],
      addedAt: '2026-03-01T12:00:00.000Z',
      updatedAt: '2026-03-02T12:00:00.000Z',
    });
  });

  it('answers 404 with a pt-BR message for an unknown slug', async () => {
    const { status, body } = await getJson('/api/categories/nao-existe/stats');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Categoria não encontrada' });
  });

  it('refuses a slug longer than 100 characters with a pt-BR message', async () => {
    const { status, body } = await getJson(`/api/categories/${'a'.repeat(101)}/stats`);
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'slug deve ter no máximo 100 caracteres' });
  });
});
