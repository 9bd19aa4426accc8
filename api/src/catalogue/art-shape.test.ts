import {
  API_CONTRACT,
  ArtDetailSchema,
  ArtListResponseSchema,
  PopularArtsResponseSchema,
} from '@arte-gospel/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, testClient } from '../../../testing/api/client';
import { insertAccounts, insertArtRefs } from '../../../testing/api/fixtures';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';

// Every art response carries the art's own pixel size and size id (issue 17: the masonry
// draws each art at its real shape), and null for an art made before sizes existed.

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  handle = await freshDatabase();
  const { db } = handle;
  app = createApp({ db, log: () => {} });
  Object.assign(ids, await insertAccounts(db, [{ name: 'Livre', username: 'livre' }]));
  const refs = await insertArtRefs(db);
  const base = {
    category_id: refs.categoryId,
    format_id: refs.formatId,
    file_type_id: refs.fileTypeId,
    is_visible: true,
    is_premium: false,
    created_at: new Date('2026-01-10T12:00:00Z'),
  };
  const rows = await db
    .insertInto('arts')
    .values([
      {
        ...base,
        title: 'Capa do canal',
        search_text: 'capa do canal',
        image_url: '/media/arts/1.webp',
        size_id: 'capa-fanpage',
        width: 820,
        height: 312,
        download_count: 9,
      },
      {
        ...base,
        title: 'Sem tamanho',
        search_text: 'sem tamanho',
        image_url: '/media/arts/2.webp',
        download_count: 1,
      },
    ])
    .returning('id')
    .execute();
  ids.sized = rows[0]!.id;
  ids.unsized = rows[1]!.id;
});

afterAll(async () => {
  await handle?.close();
});

describe('art shapes in the responses', () => {
  it('lists width, height and sizeId (null when the art has none)', async () => {
    const res = await testClient(app).call('GET', '/api/arts?sortBy=emalta');
    expect(res.status).toBe(200);
    const { arts } = v.parse(ArtListResponseSchema, res.body);
    expect(arts.map((a) => [a.title, a.width, a.height, a.sizeId])).toEqual([
      ['Capa do canal', 820, 312, 'capa-fanpage'],
      ['Sem tamanho', null, null, null],
    ]);
  });

  it('gives them on /api/arts/popular and the art page', async () => {
    const popular = await testClient(app).call('GET', '/api/arts/popular');
    const top = v.parse(PopularArtsResponseSchema, popular.body).arts[0]!;
    expect([top.width, top.height, top.sizeId]).toEqual([820, 312, 'capa-fanpage']);
    const page = await testClient(app).call('GET', `/api/arts/${ids.sized}`);
    const detail = v.parse(ArtDetailSchema, page.body);
    expect([detail.art.width, detail.art.height, detail.art.sizeId]).toEqual([
      820,
      312,
      'capa-fanpage',
    ]);
  });

  it('gives them in the downloads list', async () => {
    const client = await signedInClient(app, 'livre@demo.org');
    expect((await client.call('POST', `/api/arts/${ids.sized}/download`)).status).toBe(200);
    const list = await client.call('GET', '/api/downloads');
    const downloads = v.parse(API_CONTRACT['GET /api/downloads'].response, list.body);
    expect(downloads.map((d) => [d.art.id, d.art.width, d.art.height, d.art.sizeId])).toEqual([
      [ids.sized, 820, 312, 'capa-fanpage'],
    ]);
  });
});
