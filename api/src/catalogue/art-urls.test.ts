import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCESS_LEVELS } from '@arte-gospel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, testClient } from '../../../testing/api/client';
import { insertAccounts, insertArtRefs } from '../../../testing/api/fixtures';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { drawnArtVersion, servedArtUrl, storedArtUrl } from './art-urls';

// Issue 19: a drawn art's picture address carries its version, so an edit (a new drawing at
// /media) is a new address the browser has never kept as immutable.

describe('servedArtUrl and storedArtUrl', () => {
  const at = new Date('2026-05-01T12:00:00.000Z');
  const drawn = { id: 12, upload_key: null, updated_at: at };
  const v = at.getTime().toString(36);

  it("versions a drawn art's own media paths by its last change, in base 36", () => {
    expect(drawnArtVersion(at)).toBe(v);
    expect(servedArtUrl('/media/arts/12.webp', drawn)).toBe(`/media/arts/12.webp?v=${v}`);
    expect(servedArtUrl('/media/arts/12.mp4', drawn)).toBe(`/media/arts/12.mp4?v=${v}`);
    expect(servedArtUrl('/media/arts/thumbnails/12.webp', drawn)).toBe(
      `/media/arts/thumbnails/12.webp?v=${v}`,
    );
    // An address sent back with an old version is served with the current one.
    expect(servedArtUrl('/media/arts/12.webp?v=abc', drawn)).toBe(`/media/arts/12.webp?v=${v}`);
  });

  it('leaves uploaded arts, other paths and outside addresses as stored', () => {
    const uploaded = { ...drawn, upload_key: 'arts/12/0a1b2c3d4e5f/original.png' };
    expect(servedArtUrl('/media/arts/12.webp?v=0a1b2c3d4e5f', uploaded)).toBe(
      '/media/arts/12.webp?v=0a1b2c3d4e5f',
    );
    for (const url of [
      '/media/arts/13.webp',
      '/media/arts/0.webp',
      '/media/arts/12.gif',
      'https://cdn.exemplo.com.br/arts/12.webp',
    ]) {
      expect(servedArtUrl(url, drawn)).toBe(url);
    }
    expect(servedArtUrl(null, drawn)).toBeNull();
  });

  it('stores an art media path without its version', () => {
    expect(storedArtUrl(`/media/arts/12.webp?v=${v}`)).toBe('/media/arts/12.webp');
    expect(storedArtUrl('/media/arts/thumbnails/12.webp?v=x')).toBe(
      '/media/arts/thumbnails/12.webp',
    );
    expect(storedArtUrl('/media/arts/12.webp')).toBe('/media/arts/12.webp');
    expect(storedArtUrl('https://cdn.exemplo.com.br/a.webp?v=1')).toBe(
      'https://cdn.exemplo.com.br/a.webp?v=1',
    );
  });
});

describe("a drawn art's picture after staff edit its title", () => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  let dataDir: string;
  let refs: Awaited<ReturnType<typeof insertArtRefs>>;

  beforeAll(async () => {
    handle = await freshDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'art-urls-'));
    app = createApp({ db: handle.db, log: () => {}, mediaDir: dataDir });
    await insertAccounts(
      handle.db,
      ACCESS_LEVELS.map((level) => ({ name: level, username: level, nivelacesso: level })),
    );
    refs = await insertArtRefs(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const bytesOf = async (url: string) => {
    const res = await app.request(url);
    expect(res.status, url).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    return Buffer.from(await res.arrayBuffer());
  };

  it('gets a new address, and the new address serves the new drawing', async () => {
    const { id } = await handle.db
      .insertInto('arts')
      .values({
        title: 'Culto de Louvor',
        search_text: 'culto de louvor',
        image_url: '/media/arts/0.webp',
        format_id: refs.formatId,
        file_type_id: refs.fileTypeId,
        category_id: refs.categoryId,
        is_visible: true,
        created_at: new Date('2026-01-01T00:00:00.000Z'),
        updated_at: new Date('2026-01-01T00:00:00.000Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle.db
      .updateTable('arts')
      .set({ image_url: `/media/arts/${id}.webp` })
      .where('id', '=', id)
      .execute();

    const visitor = testClient(app);
    const imageOf = async () => {
      const page = await visitor.call<{ art: { imageUrl: string } }>('GET', `/api/arts/${id}`);
      expect(page.status).toBe(200);
      return page.body.art.imageUrl;
    };
    const before = await imageOf();
    expect(before).toMatch(new RegExp(`^/media/arts/${id}\\.webp\\?v=[0-9a-z]+$`));
    const oldDrawing = await bytesOf(before);

    // Staff edit the title from the table's own data (the versioned address sent back).
    const admin = await signedInClient(app, 'admin@demo.org');
    const listed = await admin.call<{
      arts: Array<{ id: number; imageUrl: string; thumbnailUrl: string }>;
    }>('GET', `/api/admin/arts?q=${id}`);
    const row = listed.body.arts.find((art) => art.id === id);
    expect(row?.imageUrl).toBe(before);
    expect(row?.thumbnailUrl).toBe(before.replace('/media/arts/', '/media/arts/thumbnails/'));
    const edit = await admin.call('PUT', `/api/admin/arts/${id}`, {
      title: 'Noite de Adoração',
      categoryId: refs.categoryId,
      formatId: refs.formatId,
      fileTypeId: refs.fileTypeId,
      imageUrl: row?.imageUrl,
      isVisible: true,
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const stored = await handle.db
      .selectFrom('arts')
      .select('image_url')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.image_url).toBe(`/media/arts/${id}.webp`);

    const after = await imageOf();
    expect(after).toMatch(new RegExp(`^/media/arts/${id}\\.webp\\?v=[0-9a-z]+$`));
    expect(after).not.toBe(before);
    const newDrawing = await bytesOf(after);
    expect(newDrawing.equals(oldDrawing)).toBe(false);
    // The listing and the staff table name the same new address.
    const listing = await visitor.call<{ arts: Array<{ id: number; imageUrl: string }> }>(
      'GET',
      '/api/artes?page=1&limit=24',
    );
    expect(listing.body.arts.find((art) => art.id === id)?.imageUrl).toBe(after);
    const relisted = await admin.call<{ arts: Array<{ id: number; thumbnailUrl: string }> }>(
      'GET',
      `/api/admin/arts?q=${id}`,
    );
    expect(relisted.body.arts.find((art) => art.id === id)?.thumbnailUrl).toBe(
      after.replace('/media/arts/', '/media/arts/thumbnails/'),
    );
  });
});
