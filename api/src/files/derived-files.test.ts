import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCESS_LEVELS } from '@arte-gospel/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAddress, signedInClient } from '../../../testing/api/client';
import { insertAccounts, insertArtRefs } from '../../../testing/api/fixtures';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';

// Issue 19: what an art is made into (its download ZIPs under {dataDir}/files, its drawings
// and share JPEGs under {dataDir}/media) does not outlive the version it was made from: a
// replaced image or a deleted art takes them along once the change has committed. Real
// storage in a temporary folder, a fresh database.

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let dataDir: string;
let refs: Awaited<ReturnType<typeof insertArtRefs>>;
type Client = Awaited<ReturnType<typeof signedInClient>>;
let admin: Client;
let premium: Client;

beforeAll(async () => {
  handle = await freshDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'derived-files-'));
  app = createApp({ db: handle.db, log: () => {}, mediaDir: dataDir });
  await insertAccounts(
    handle.db,
    ACCESS_LEVELS.map((level) => ({ name: level, username: level, nivelacesso: level })),
  );
  refs = await insertArtRefs(handle.db);
  admin = await signedInClient(app, 'admin@demo.org');
  premium = await signedInClient(app, 'premium@demo.org');
});
afterAll(async () => {
  await handle?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Every file under a folder of the data folder, as relative slash paths. */
async function filesUnder(...parts: string[]): Promise<string[]> {
  const root = path.join(dataDir, ...parts);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

/** The derived files of art `id`: its ZIPs (files/) and its media (media/). */
async function derivedOf(id: number) {
  return {
    zips: (await filesUnder('files')).filter((key) => key.startsWith(`arts/${id}/`)),
    media: (await filesUnder('media')).filter((key) => key.startsWith(`arts/${id}.`)),
  };
}

/** Makes the art's share image and download ZIP (as a crawler and a subscriber would). */
async function makeDerived(id: number) {
  const share = await app.request(`/media/arts/${id}/share.jpg`);
  expect(share.status).toBe(200);
  const download = await premium.call('POST', `/api/arts/${id}/download`, {});
  expect(download.status, JSON.stringify(download.body)).toBe(200);
  const zip = await app.request(download.body.downloadUrl as string, {
    headers: { cookie: premium.cookie() },
  });
  expect(zip.status).toBe(200);
  await zip.arrayBuffer();
}

const picture = (background: string) =>
  sharp({ create: { width: 800, height: 1000, channels: 3, background } })
    .png()
    .toBuffer();

/** A multipart POST to the admin's art routes (upload, files), as the browser sends it. */
async function multipart(url: string, fields: Record<string, string>, image: Buffer) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('image', new Blob([new Uint8Array(image)]), 'arte.png');
  const res = await app.request(
    url,
    { method: 'POST', body: form, headers: { cookie: admin.cookie() } },
    fromAddress('10.9.3.1'),
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function drawnArt(title: string): Promise<number> {
  const { id } = await handle.db
    .insertInto('arts')
    .values({
      title,
      search_text: title.toLowerCase(),
      image_url: '/media/arts/0.webp',
      format_id: refs.formatId,
      file_type_id: refs.fileTypeId,
      category_id: refs.categoryId,
      is_visible: true,
      created_at: new Date('2026-01-01T00:00:00.000Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe("an art's derived files", () => {
  it('go when its image is replaced; its new upload stays and serves', async () => {
    const created = await multipart(
      '/api/admin/arts/upload',
      {
        title: 'Culto de Troca',
        categoryId: String(refs.categoryId),
        formatId: String(refs.formatId),
        fileTypeId: String(refs.fileTypeId),
        isVisible: 'true',
      },
      await picture('#c81e1e'),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    const other = await drawnArt('Culto Vizinho');
    await makeDerived(id);
    await makeDerived(other);
    const before = await derivedOf(id);
    expect(before.zips).toHaveLength(1);
    expect(before.media).toHaveLength(1);

    const replaced = await multipart(`/api/admin/arts/${id}/files`, {}, await picture('#1e3ac8'));
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(await derivedOf(id)).toEqual({ zips: [], media: [] });
    // Another art's are left alone; the new upload is in place and gives a new share image.
    expect((await derivedOf(other)).zips).toHaveLength(1);
    expect((await derivedOf(other)).media.length).toBeGreaterThan(0);
    expect(
      (await filesUnder('uploads')).filter((key) => key.startsWith(`arts/${id}/`)),
    ).toHaveLength(3);
    expect((await app.request(replaced.body.imageUrl as string)).status).toBe(200);
    await makeDerived(id);
    const remade = await derivedOf(id);
    expect(remade.zips).toHaveLength(1);
    expect(remade.zips).not.toEqual(before.zips);
  });

  it("go when a drawn art is deleted, and another art's stay", async () => {
    const id = await drawnArt('Culto de Despedida');
    const other = await drawnArt('Culto que Fica');
    for (const art of [id, other]) {
      expect((await app.request(`/media/arts/${art}.webp`)).status).toBe(200);
      await makeDerived(art);
    }
    const before = await derivedOf(id);
    expect(before.zips).toHaveLength(1);
    // Its still and its share image.
    expect(before.media).toHaveLength(2);
    const otherBefore = await derivedOf(other);

    expect((await admin.call('DELETE', `/api/admin/arts/${id}`)).status).toBe(200);
    expect(await derivedOf(id)).toEqual({ zips: [], media: [] });
    expect(await derivedOf(other)).toEqual(otherBefore);
  });
});
