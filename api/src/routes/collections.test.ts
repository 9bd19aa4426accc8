import { COLLECTIONS_PAGE_SIZE, CollectionListResponseSchema } from '@arte-gospel/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNamed } from '../../../testing/api/fixtures';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';

// GET /api/collections (/collections): kits, the arts of one design in several formats.

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;

async function collections(query = '') {
  const res = await app.request(`/api/collections${query}`);
  return { status: res.status, body: (await res.json()) as unknown, headers: res.headers };
}

beforeAll(async () => {
  handle = await freshDatabase();
  const { db } = handle;
  app = createApp({ db, log: () => {} });
  const [cartaz, stories] = await insertNamed(db, 'formats', [
    { name: 'Cartaz', slug: 'cartaz' },
    { name: 'Stories', slug: 'stories' },
  ]);
  const [canva] = await insertNamed(db, 'file_types', [{ name: 'Canva', slug: 'canva' }]);
  const art = (day: number, title: string, group: string | null, extra: object = {}) => ({
    title,
    search_text: title.toLowerCase(),
    image_url: `/media/arts/${day}.webp`,
    category_id: null,
    format_id: day % 2 === 0 ? stories! : cartaz!,
    file_type_id: canva!,
    group_id: group,
    created_at: new Date(Date.UTC(2026, 9, day)),
    updated_at: new Date(Date.UTC(2026, 9, day)),
    ...extra,
  });
  await db
    .insertInto('arts')
    .values([
      // An older kit of two, its arts out of date order.
      art(3, 'Batismo | Stories', 'batismo'),
      art(1, 'Batismo', 'batismo'),
      // A newer kit of three.
      art(4, 'Ceia', 'ceia'),
      art(5, 'Ceia | Stories', 'ceia'),
      art(6, 'Ceia | Feed', 'ceia'),
      // One published art and one hidden: not a kit for visitors.
      art(7, 'Jovens', 'jovens'),
      art(8, 'Jovens | Stories', 'jovens', { is_visible: false }),
      // One published art and one scheduled for next year: not a kit yet.
      art(9, 'Natal', 'natal'),
      { ...art(10, 'Natal | Stories', 'natal'), created_at: new Date(Date.UTC(2099, 0, 1)) },
      // Arts of no group.
      art(11, 'Avulsa', null),
      art(12, 'Avulsa 2', null),
    ])
    .execute();
});

afterAll(async () => {
  await handle?.close();
});

describe('GET /api/collections', () => {
  it('lists the kits of two or more published arts, the newest kit first', async () => {
    const { status, body, headers } = await collections();
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=30');
    const page = v.parse(CollectionListResponseSchema, body);
    expect(page.totalCount).toBe(2);
    expect(page.collections.map((kit) => [kit.groupId, kit.arts.map((a) => a.title)])).toEqual([
      ['ceia', ['Ceia', 'Ceia | Stories', 'Ceia | Feed']],
      ['batismo', ['Batismo | Stories', 'Batismo']],
    ]);
    expect(page.collections[1]?.arts.map((a) => a.format)).toEqual(['cartaz', 'cartaz']);
  });

  it('pages by twelve kits, and bounds the page', async () => {
    const { db } = handle;
    const format = await db.selectFrom('formats').select('id').executeTakeFirstOrThrow();
    const fileType = await db.selectFrom('file_types').select('id').executeTakeFirstOrThrow();
    const many = Array.from({ length: COLLECTIONS_PAGE_SIZE * 2 }, (_, i) => i).flatMap((i) =>
      [0, 1].map((copy) => ({
        title: `Série ${i}`,
        search_text: `serie ${i}`,
        image_url: `/media/arts/s${i}-${copy}.webp`,
        format_id: format.id,
        file_type_id: fileType.id,
        group_id: `serie-${i}`,
        created_at: new Date(Date.UTC(2025, 0, 1 + i)),
      })),
    );
    await db.insertInto('arts').values(many).execute();
    const first = v.parse(CollectionListResponseSchema, (await collections('?page=1')).body);
    expect(first.totalCount).toBe(2 + COLLECTIONS_PAGE_SIZE * 2);
    expect(first.collections).toHaveLength(COLLECTIONS_PAGE_SIZE);
    const third = v.parse(CollectionListResponseSchema, (await collections('?page=3')).body);
    // 26 kits: 12, 12, then the last two (the oldest series).
    expect(third.collections.map((kit) => kit.groupId)).toEqual(['serie-1', 'serie-0']);
    const beyond = v.parse(CollectionListResponseSchema, (await collections('?page=9')).body);
    expect(beyond.collections).toEqual([]);
    for (const bad of ['?page=0', '?page=dois', '?page=10001']) {
      const res = await collections(bad);
      expect(res.status, bad).toBe(400);
      expect((res.body as { message: string }).message).toMatch(/page/i);
    }
  });
});
