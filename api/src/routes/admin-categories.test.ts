import { ACCESS_LEVELS } from '@arte-gospel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, testClient } from '../../../testing/api/client';
import { insertAccounts, insertArtRefs } from '../../../testing/api/fixtures';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let refs: Awaited<ReturnType<typeof insertArtRefs>>;

const as = (level: string) => signedInClient(app, `${level}@demo.org`);

beforeAll(async () => {
  handle = await freshDatabase();
  app = createApp({ db: handle.db, log: () => {} });
  await insertAccounts(
    handle.db,
    ACCESS_LEVELS.map((level) => ({ name: level, username: level, nivelacesso: level })),
  );
  refs = await insertArtRefs(handle.db);
  const art = (title: string, visible: boolean) => ({
    title,
    search_text: title.toLowerCase(),
    image_url: '/media/arts/x.webp',
    format_id: refs.formatId,
    file_type_id: refs.fileTypeId,
    category_id: refs.categoryId,
    is_visible: visible,
  });
  await handle.db
    .insertInto('arts')
    .values([art('Ceia publicada', true), art('Ceia escondida', false)])
    .execute();
});
afterAll(async () => {
  await handle?.close();
});

describe('/api/admin/categories (list and order)', () => {
  it('answers 401, and 403 to every level but admin and designer_adm', async () => {
    expect((await testClient(app).call('GET', '/api/admin/categories')).status).toBe(401);
    for (const level of ['usuario', 'premium', 'designer', 'suporte']) {
      const client = await as(level);
      expect((await client.call('GET', '/api/admin/categories')).status, level).toBe(403);
      const order = await client.call('PUT', '/api/admin/categories/order', { ids: [1] });
      expect(order.status, level).toBe(403);
    }
  });

  it('lists every category with all its arts and the published ones, and reorders them', async () => {
    const staff = await as('designer_adm');
    const created = await staff.call<{ id: number }>('POST', '/api/admin/categories', {
      name: 'Páscoa',
      slug: 'pascoa',
      sortOrder: 1,
      isPremium: true,
    });
    expect(created.status).toBe(201);
    const list = await staff.call('GET', '/api/admin/categories');
    expect(list.body).toEqual({
      categories: [
        {
          id: refs.categoryId,
          name: 'Ceia',
          slug: 'culto-de-ceia',
          description: null,
          isPremium: false,
          sortOrder: 0,
          coverImageUrl: null,
          theme: null,
          artCount: 2,
          publishedCount: 1,
        },
        {
          id: created.body.id,
          name: 'Páscoa',
          slug: 'pascoa',
          description: null,
          isPremium: true,
          sortOrder: 1,
          coverImageUrl: null,
          theme: null,
          artCount: 0,
          publishedCount: 0,
        },
      ],
    });

    const reordered = await staff.call('PUT', '/api/admin/categories/order', {
      ids: [created.body.id, refs.categoryId],
    });
    expect(reordered.status).toBe(200);
    // The public list (the home's chips and the catalogue) follows the order.
    const publicList = await testClient(app).call<{ slug: string }[]>('GET', '/api/categories');
    expect(publicList.body.map((c) => c.slug)).toEqual(['pascoa', 'culto-de-ceia']);
    const audit = await handle.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('action', '=', 'category.reorder')
      .execute();
    expect(audit).toEqual([
      {
        action: 'category.reorder',
        before: JSON.stringify([refs.categoryId, created.body.id]),
        after: JSON.stringify([created.body.id, refs.categoryId]),
      },
    ]);

    for (const ids of [[refs.categoryId], [refs.categoryId, created.body.id, 999]]) {
      const wrong = await staff.call('PUT', '/api/admin/categories/order', { ids });
      expect(wrong.status, JSON.stringify(ids)).toBe(409);
    }
    for (const body of [{ ids: [] }, { ids: ['1'] }, { ids: [1, 1] }, {}]) {
      const bad = await staff.call('PUT', '/api/admin/categories/order', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
  });
});
