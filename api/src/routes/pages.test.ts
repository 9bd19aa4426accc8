import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArtRefs } from '../../../testing/api/fixtures';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';

// GET /api/pages/… and the share images: bounded inputs, published arts only.

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let mediaDir: string;
const ids = { published: 0, hidden: 0 };

beforeAll(async () => {
  handle = await freshDatabase();
  const { db } = handle;
  const refs = await insertArtRefs(db);
  const art = (title: string, isVisible: boolean) => ({
    title,
    search_text: title,
    image_url: '/media/arts/0.webp',
    category_id: refs.categoryId,
    format_id: refs.formatId,
    file_type_id: refs.fileTypeId,
    size_id: 'capa-youtube',
    is_visible: isVisible,
  });
  const rows = await db
    .insertInto('arts')
    .values([art('Ceia publicada', true), art('Ceia escondida', false)])
    .returning('id')
    .execute();
  ids.published = rows[0]?.id ?? 0;
  ids.hidden = rows[1]?.id ?? 0;
  mediaDir = await mkdtemp(path.join(tmpdir(), 'pages-api-'));
  app = createApp({ db, mediaDir, log: () => {} });
});

afterAll(async () => {
  await handle?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

describe('page metadata', () => {
  it("answers a published art's head data, cached briefly, and 404 for any other", async () => {
    const res = await app.request(`/api/pages/arts/${ids.published}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const body = await res.json();
    expect(body).toMatchObject({
      id: ids.published,
      title: 'Ceia publicada',
      categoryName: 'Ceia',
      formatName: 'Stories',
    });
    expect(body.image).toMatch(new RegExp(`^/media/arts/${ids.published}/share\\.jpg\\?v=\\d+$`));
    const hidden = await app.request(`/api/pages/arts/${ids.hidden}`);
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual({ message: 'Arte não encontrada' });
  });

  it('refuses unbounded or malformed parameters with a pt-BR message', async () => {
    for (const url of [
      '/api/pages/arts/abc',
      '/api/pages/arts/12345678901',
      `/api/pages/designers/${'a'.repeat(61)}`,
      `/api/pages/categories/${'a'.repeat(101)}`,
    ]) {
      const res = await app.request(url);
      expect(res.status, url).toBe(400);
      const { message } = (await res.json()) as { message: string };
      expect(message, url).toMatch(/inválid|slug|Designer/);
    }
  });
});

describe('share images', () => {
  it("draws a published art's share image once, 1200×630 JPEG under 300 KB", async () => {
    const res = await app.request(`/media/arts/${ids.published}/share.jpg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const bytes = Buffer.from(await res.arrayBuffer());
    const info = await sharp(bytes).metadata();
    expect([info.format, info.width, info.height]).toEqual(['jpeg', 1200, 630]);
    expect(bytes.byteLength).toBeLessThan(300 * 1024);
  });

  it('answers a JSON 404 for an unpublished or unknown art and a bad id', async () => {
    for (const id of [String(ids.hidden), '999999', '0', 'abc', '99999999999']) {
      const res = await app.request(`/media/arts/${id}/share.jpg`);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ message: 'Arquivo não encontrado' });
    }
  });
});
