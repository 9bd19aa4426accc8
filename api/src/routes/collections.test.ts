import { COLLECTIONS_PAGE_SIZE, CollectionListResponseSchema } from '@arte-gospel/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNamed } from '../../../testing/api/fixtures';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import { clearArtCountCache } from '../catalogue/arts';
import type { DatabaseHandle } from '../db/database';

// GET /api/collections (/collections): kits, the published arts of one design in two or more
// sizes.

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let formats: { cartaz: number; stories: number };
let fileType: number;

async function collections(query = '') {
  const res = await app.request(`/api/collections${query}`);
  return { status: res.status, body: (await res.json()) as unknown, headers: res.headers };
}

async function page(query = '') {
  return v.parse(CollectionListResponseSchema, (await collections(query)).body);
}

/** An art of a group, in a size, published on a day of October 2026 unless `extra` says. */
function art(day: number, title: string, group: string | null, size: string, extra = {}) {
  return {
    title,
    search_text: title.toLowerCase(),
    image_url: `/media/arts/${title.replaceAll(' ', '-')}.webp`,
    category_id: null,
    format_id: size === 'stories' ? formats.stories : formats.cartaz,
    size_id: size,
    file_type_id: fileType,
    group_id: group,
    created_at: new Date(Date.UTC(2026, 9, day)),
    updated_at: new Date(Date.UTC(2026, 9, day)),
    ...extra,
  };
}

const hidden = { is_visible: false };
const scheduled = { created_at: new Date(Date.UTC(2099, 0, 1)) };

beforeAll(async () => {
  handle = await freshDatabase();
  const { db } = handle;
  app = createApp({ db, log: () => {} });
  const [cartaz, stories] = await insertNamed(db, 'formats', [
    { name: 'Cartaz', slug: 'cartaz' },
    { name: 'Stories', slug: 'stories' },
  ]);
  formats = { cartaz: cartaz!, stories: stories! };
  fileType = (await insertNamed(db, 'file_types', [{ name: 'Canva', slug: 'canva' }]))[0]!;
  await db
    .insertInto('arts')
    .values([
      // An older kit of two; its scheduled art must not move it up nor be listed.
      art(3, 'Batismo | Stories', 'batismo', 'stories'),
      art(1, 'Batismo', 'batismo', 'feed-retrato'),
      art(2, 'Batismo | Futura', 'batismo', 'a4-retrato', scheduled),
      // A newer kit of three published sizes, and one hidden art.
      art(4, 'Ceia', 'ceia', 'feed-retrato'),
      art(5, 'Ceia | Stories', 'ceia', 'stories'),
      art(6, 'Ceia | Feed', 'ceia', 'feed-quadrado'),
      art(7, 'Ceia | Oculta', 'ceia', 'a4-retrato', hidden),
      // Not kits: one published art and one hidden, one published and one scheduled, two
      // arts in one size, a blank group, arts of no group.
      art(8, 'Jovens', 'jovens', 'feed-retrato'),
      art(9, 'Jovens | Stories', 'jovens', 'stories', hidden),
      art(10, 'Natal', 'natal', 'feed-retrato'),
      art(11, 'Natal | Stories', 'natal', 'stories', scheduled),
      art(12, 'Dobrada', 'dobrada', 'stories'),
      art(13, 'Dobrada 2', 'dobrada', 'stories'),
      art(14, 'Sem grupo A', '', 'stories'),
      art(15, 'Sem grupo B', '', 'feed-retrato'),
      art(16, 'Avulsa', null, 'stories'),
    ])
    .execute();
});

afterAll(async () => {
  await handle?.close();
});

describe('GET /api/collections', () => {
  it('lists the kits of published arts in two or more sizes, the newest kit first', async () => {
    const { status, headers } = await collections();
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=30');
    const kits = await page();
    expect(kits.totalCount).toBe(2);
    expect(kits.collections.map((kit) => [kit.groupId, kit.arts.map((a) => a.title)])).toEqual([
      ['ceia', ['Ceia', 'Ceia | Stories', 'Ceia | Feed']],
      ['batismo', ['Batismo | Stories', 'Batismo']],
    ]);
    expect(kits.collections[1]?.arts.map((a) => a.format)).toEqual(['stories', 'cartaz']);
  });

  it('sends at most eight arts of a kit', async () => {
    const { db } = handle;
    const sizes = ['stories', 'feed-retrato'];
    await db
      .insertInto('arts')
      .values(Array.from({ length: 10 }, (_, i) => art(20, `Grande ${i}`, 'grande', sizes[i % 2]!)))
      .execute();
    clearArtCountCache(db);
    const grande = (await page()).collections.find((kit) => kit.groupId === 'grande');
    expect(grande?.arts.map((a) => a.title)).toEqual(
      Array.from({ length: 8 }, (_, i) => `Grande ${i}`),
    );
  });

  it('pages by twelve kits, and bounds the page in pt-BR', async () => {
    const { db } = handle;
    await db
      .insertInto('arts')
      .values(
        Array.from({ length: COLLECTIONS_PAGE_SIZE * 2 }, (_, i) => i).flatMap((i) =>
          ['stories', 'a4-retrato'].map((size) =>
            art(1, `Série ${i} ${size}`, `serie-${i}`, size, {
              created_at: new Date(Date.UTC(2025, 0, 1 + i)),
            }),
          ),
        ),
      )
      .execute();
    // The list is kept 30 s, and staff writes clear it; a write here does the same.
    const before = await page();
    expect(before.totalCount).toBe(3);
    clearArtCountCache(db);
    const first = await page('?page=1');
    expect(first.totalCount).toBe(3 + COLLECTIONS_PAGE_SIZE * 2);
    expect(first.collections).toHaveLength(COLLECTIONS_PAGE_SIZE);
    // 27 kits: 12, 12, then the last three (the oldest series).
    const third = await page('?page=3');
    expect(third.collections.map((kit) => kit.groupId)).toEqual(['serie-2', 'serie-1', 'serie-0']);
    expect((await page('?page=9')).collections).toEqual([]);
    for (const [bad, message] of [
      ['?page=0', 'page deve ser maior que zero'],
      ['?page=dois', 'page deve ser um número inteiro'],
      ['?page=10001', 'page deve ser no máximo 10000'],
    ]) {
      const res = await collections(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body, bad).toEqual({ message });
    }
  });
});
