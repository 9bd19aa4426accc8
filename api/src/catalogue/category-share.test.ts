import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCESS_LEVELS, artShareImagePath, SHARE_IMAGE } from '@arte-gospel/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAddress, signedInClient, testClient } from '../../../testing/api/client';
import { insertAccounts, insertArtRefs } from '../../../testing/api/fixtures';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';

// Issue 19: a category with a cover shares it. /categorias/:slug's og:image (GET
// /api/pages/categories/:slug) names a 1200×630 JPEG made from the cover; without one, the
// newest art's share image. Real storage in a temporary folder, a fresh database.

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let dataDir: string;
let refs: Awaited<ReturnType<typeof insertArtRefs>>;
let artImage: string;

beforeAll(async () => {
  handle = await freshDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'category-share-'));
  app = createApp({ db: handle.db, log: () => {}, mediaDir: dataDir });
  await insertAccounts(
    handle.db,
    ACCESS_LEVELS.map((level) => ({ name: level, username: level, nivelacesso: level })),
  );
  refs = await insertArtRefs(handle.db);
  const art = await handle.db
    .insertInto('arts')
    .values({
      title: 'Santa Ceia',
      search_text: 'santa ceia',
      image_url: '/media/arts/0.webp',
      format_id: refs.formatId,
      file_type_id: refs.fileTypeId,
      category_id: refs.categoryId,
      is_visible: true,
      created_at: new Date('2026-01-01T00:00:00.000Z'),
    })
    .returning(['id', 'updated_at'])
    .executeTakeFirstOrThrow();
  artImage = artShareImagePath(art.id, art.updated_at.getTime());
});
afterAll(async () => {
  await handle?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const slug = 'culto-de-ceia';
const metaImage = async () => {
  const res = await testClient(app).call<{ image: string }>('GET', `/api/pages/categories/${slug}`);
  expect(res.status).toBe(200);
  return res.body.image;
};
const siteFiles = async () =>
  (await readdir(path.join(dataDir, 'uploads', 'site')).catch(() => [])).sort();

async function cover(method: 'POST' | 'DELETE', bytes?: Buffer) {
  const admin = await signedInClient(app, 'admin@demo.org');
  let body: FormData | undefined;
  if (bytes) {
    body = new FormData();
    body.set('file', new File([new Uint8Array(bytes)], 'capa.jpg'));
  }
  const res = await app.request(
    `/api/admin/categories/${refs.categoryId}/cover`,
    { method, ...(body ? { body } : {}), headers: { cookie: admin.cookie() } },
    fromAddress('10.9.4.1'),
  );
  expect(res.status).toBeLessThan(300);
  return (await res.json()) as { url: string | null };
}

describe("a category's share image", () => {
  it('is made from its cover: a 1200×630 JPEG, gone with the cover', async () => {
    expect(await metaImage()).toBe(artImage);

    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 90, b: 160 } },
    })
      .jpeg()
      .toBuffer();
    const { url } = await cover('POST', photo);
    const name = /^\/media\/site\/(category-[0-9a-f]{16})\.webp$/.exec(url ?? '')?.[1];
    expect(name, url ?? '').toBeDefined();

    const image = await metaImage();
    expect(image).toBe(`/media/share/${name}.jpg`);
    const res = await app.request(image);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(SHARE_IMAGE.type);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      'jpeg',
      SHARE_IMAGE.width,
      SHARE_IMAGE.height,
    ]);
    // Kept next to the cover (never served as a site image itself).
    expect(await siteFiles()).toEqual([`${name}.share.jpg`, `${name}.webp`]);
    expect((await app.request(`/media/site/${name}.share.jpg`)).status).toBe(404);

    await cover('DELETE');
    expect(await siteFiles()).toEqual([]);
    expect((await app.request(image)).status).toBe(404);
    expect(await metaImage()).toBe(artImage);
  });

  it('answers 404 for a cover that is not kept, or a name that is no cover', async () => {
    for (const file of ['category-0123456789abcdef.jpg', 'logo-0123456789abcdef.jpg', '..jpg']) {
      expect((await app.request(`/media/share/${file}`)).status, file).toBe(404);
    }
  });
});
