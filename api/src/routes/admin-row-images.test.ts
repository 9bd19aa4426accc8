import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCESS_LEVELS } from '@arte-gospel/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAddress, signedInClient, testClient } from '../../../testing/api/client';
import { insertAccounts, insertArtRefs } from '../../../testing/api/fixtures';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';

// Issue 19: a category's cover and colour theme, a popup's uploaded image. Real storage in
// a temporary folder, a fresh database; the pictures go through content-images.ts.

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let dataDir: string;
let categoryId: number;

const clients = new Map<string, Promise<Awaited<ReturnType<typeof signedInClient>>>>();
/** One sign-in per level (a password hash is slow on purpose). */
const as = (level: string) => {
  if (!clients.has(level)) clients.set(level, signedInClient(app, `${level}@demo.org`));
  return clients.get(level)!;
};

beforeAll(async () => {
  handle = await freshDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'admin-row-images-'));
  app = createApp({ db: handle.db, log: () => {}, mediaDir: dataDir });
  await insertAccounts(
    handle.db,
    ACCESS_LEVELS.map((level) => ({ name: level, username: level, nivelacesso: level })),
  );
  categoryId = (await insertArtRefs(handle.db)).categoryId;
});
afterAll(async () => {
  await handle?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

/** A multipart upload of `bytes` in the `file` field, with the client's session or none. */
async function send(
  client: Awaited<ReturnType<typeof as>> | null,
  method: 'POST' | 'DELETE',
  url: string,
  bytes?: Uint8Array,
) {
  let body: FormData | undefined;
  if (bytes) {
    body = new FormData();
    body.set('file', new File([new Uint8Array(bytes)], 'foto.jpg'));
  }
  const res = await app.request(
    url,
    { method, ...(body ? { body } : {}), headers: client ? { cookie: client.cookie() } : {} },
    fromAddress('10.9.1.1'),
  );
  return {
    status: res.status,
    body: (await res.json()) as { message?: string; url?: string | null },
  };
}

/** The files kept under /media/site. */
const siteFiles = async () =>
  (await readdir(path.join(dataDir, 'uploads', 'site')).catch(() => [])).sort();

async function auditOf(targetType: string, id: number) {
  return handle.db
    .selectFrom('audit_log')
    .select(['action', 'actor_level', 'before', 'after'])
    .where('target_type', '=', targetType)
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();
}

async function publicCategory(slug: string) {
  const list = await testClient(app).call<
    { slug: string; coverImageUrl?: string | null; theme?: string | null }[]
  >('GET', '/api/categories');
  return list.body.find((category) => category.slug === slug);
}

describe('a category’s cover (POST/DELETE /api/admin/categories/:id/cover)', () => {
  it('answers 401 without a session and 403 to every level but admin and designer_adm', async () => {
    const bytes = await photo(40, 30);
    const url = `/api/admin/categories/${categoryId}/cover`;
    expect((await send(null, 'POST', url, bytes)).status).toBe(401);
    expect((await send(null, 'DELETE', url)).status).toBe(401);
    for (const level of ['usuario', 'premium', 'designer', 'suporte']) {
      const client = await as(level);
      expect((await send(client, 'POST', url, bytes)).status, level).toBe(403);
      expect((await send(client, 'DELETE', url)).status, level).toBe(403);
    }
    expect(await siteFiles()).toEqual([]);
    expect(await auditOf('categories', categoryId)).toEqual([]);
  });

  it('stores a WebP cover that the public lists carry, replaces and removes it with its file', async () => {
    const url = `/api/admin/categories/${categoryId}/cover`;
    const first = await send(await as('designer_adm'), 'POST', url, await photo(2400, 1200));
    expect(first.status).toBe(201);
    expect(first.body.url).toMatch(/^\/media\/site\/category-[0-9a-f]{16}\.webp$/);
    const served = await app.request(first.body.url!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 800]);

    expect((await publicCategory('culto-de-ceia'))?.coverImageUrl).toBe(first.body.url);
    const bySlug = await testClient(app).call<{ coverImageUrl: string }>(
      'GET',
      '/api/categorias/slug/culto-de-ceia',
    );
    expect(bySlug.body.coverImageUrl).toBe(first.body.url);
    const overview = await testClient(app).call<{ slug: string; coverImageUrl: string }[]>(
      'GET',
      '/api/categories/overview',
    );
    expect(overview.body.find((c) => c.slug === 'culto-de-ceia')?.coverImageUrl).toBe(
      first.body.url,
    );
    const staffList = await (await as('admin')).call<{
      categories: { id: number; coverImageUrl: string | null }[];
    }>('GET', '/api/admin/categories');
    expect(staffList.body.categories.find((c) => c.id === categoryId)?.coverImageUrl).toBe(
      first.body.url,
    );

    // A new cover takes the old one's place, and the old file goes.
    const second = await send(await as('admin'), 'POST', url, await photo(300, 300));
    expect(second.status).toBe(201);
    expect(await siteFiles()).toEqual([path.basename(second.body.url!)]);
    expect((await app.request(first.body.url!)).status).toBe(404);

    const removed = await send(await as('admin'), 'DELETE', url);
    expect(removed).toEqual({ status: 200, body: { success: true, url: null } });
    expect(await siteFiles()).toEqual([]);
    expect((await publicCategory('culto-de-ceia'))?.coverImageUrl).toBeNull();
    // Removing again changes nothing and logs nothing.
    expect((await send(await as('admin'), 'DELETE', url)).status).toBe(200);

    const audit = await auditOf('categories', categoryId);
    expect(audit.map((row) => [row.action, row.actor_level])).toEqual([
      ['category.cover.update', 'designer_adm'],
      ['category.cover.update', 'admin'],
      ['category.cover.remove', 'admin'],
    ]);
    expect(JSON.parse(audit[1]!.before!)).toEqual({ cover_image_url: first.body.url });
    expect(JSON.parse(audit[1]!.after!)).toEqual({ cover_image_url: second.body.url });
    expect(JSON.parse(audit[2]!.after!)).toEqual({ cover_image_url: null });
  });

  it('refuses a file that is not an image with the pt-BR 400 and changes nothing', async () => {
    const url = `/api/admin/categories/${categoryId}/cover`;
    const before = await auditOf('categories', categoryId);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const refused = await send(await as('admin'), 'POST', url, svg);
    expect(refused).toEqual({
      status: 400,
      body: { message: 'Envie uma imagem PNG, JPEG ou WebP.' },
    });
    const text = await send(await as('admin'), 'POST', url, new TextEncoder().encode('olá'));
    expect(text.status).toBe(400);
    expect(await siteFiles()).toEqual([]);
    expect((await publicCategory('culto-de-ceia'))?.coverImageUrl).toBeNull();
    expect(await auditOf('categories', categoryId)).toEqual(before);
  });

  it('answers 404 for no category and keeps no file of the upload', async () => {
    const missing = await send(
      await as('admin'),
      'POST',
      '/api/admin/categories/999999/cover',
      await photo(50, 50),
    );
    expect(missing).toEqual({ status: 404, body: { message: 'Registro não encontrado' } });
    expect(await siteFiles()).toEqual([]);
    expect(
      (await send(await as('admin'), 'DELETE', '/api/admin/categories/999999/cover')).status,
    ).toBe(404);
  });

  it('removes the cover’s file when the category is deleted', async () => {
    const staff = await as('admin');
    const created = await staff.call<{ id: number }>('POST', '/api/admin/categories', {
      name: 'Seminovos',
      slug: 'seminovos',
    });
    const cover = await send(
      staff,
      'POST',
      `/api/admin/categories/${created.body.id}/cover`,
      await photo(60, 60),
    );
    expect(cover.status).toBe(201);
    expect(await siteFiles()).toEqual([path.basename(cover.body.url!)]);
    expect((await staff.call('DELETE', `/api/admin/categories/${created.body.id}`)).status).toBe(
      200,
    );
    expect(await siteFiles()).toEqual([]);
  });
});

describe('a category’s colour theme (PUT /api/admin/categories/:id)', () => {
  it('keeps a theme of the list, that the public answers carry, and refuses another in pt-BR', async () => {
    const staff = await as('designer_adm');
    const base = { name: 'Ceia', slug: 'culto-de-ceia' };
    const put = (body: Record<string, unknown>) =>
      staff.call<{ message?: string }>('PUT', `/api/admin/categories/${categoryId}`, body);
    expect((await put({ ...base, theme: 'violeta' })).status).toBe(200);
    expect((await publicCategory('culto-de-ceia'))?.theme).toBe('violeta');
    const bySlug = await testClient(app).call<{ theme: string }>(
      'GET',
      '/api/categorias/slug/culto-de-ceia',
    );
    expect(bySlug.body.theme).toBe('violeta');

    // Left out, a rename keeps the theme; null puts it back to automatic.
    expect((await put({ ...base, name: 'Santa Ceia' })).status).toBe(200);
    expect((await publicCategory('culto-de-ceia'))?.theme).toBe('violeta');

    const bad = await put({ ...base, theme: 'neon' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'Tema inválido: use um destes: padrao, ambar, oceano, grafite, floresta, anil, rubi, violeta, orquidea',
    );
    expect((await publicCategory('culto-de-ceia'))?.theme).toBe('violeta');

    expect((await put({ ...base, theme: null })).status).toBe(200);
    expect((await publicCategory('culto-de-ceia'))?.theme).toBeNull();
    expect((await put({ ...base, theme: 'padrao' })).status).toBe(200);
    expect((await publicCategory('culto-de-ceia'))?.theme).toBe('padrao');

    const created = await staff.call<{ id: number }>('POST', '/api/admin/categories', {
      name: 'Mecânica',
      slug: 'mecanica',
      theme: 'rubi',
    });
    expect(created.status).toBe(201);
    expect((await publicCategory('mecanica'))?.theme).toBe('rubi');

    const updates = await auditOf('categories', categoryId);
    const themed = updates.filter((row) => row.action === 'category.update');
    expect(JSON.parse(themed[0]!.after!).theme).toBe('violeta');
  });
});

describe('a popup’s image (POST/DELETE /api/admin/popups/:id/image)', () => {
  let popupId: number;
  beforeAll(async () => {
    const created = await (await as('admin')).call<{ id: number }>('POST', '/api/admin/popups', {
      title: 'Conferência 2026',
      imageUrl: 'https://cdn.exemplo.com.br/banner.jpg',
      targetPages: [],
      audience: 'all',
      isActive: true,
    });
    expect(created.status).toBe(201);
    popupId = created.body.id;
  });

  const adminPopup = async () => {
    const list = await (await as('admin')).call<{ id: number; imageUrl: string | null }[]>(
      'GET',
      '/api/admin/popups',
    );
    return list.body.find((popup) => popup.id === popupId);
  };

  it('is admin’s only: 401 without a session, 403 to every other level', async () => {
    const url = `/api/admin/popups/${popupId}/image`;
    const bytes = await photo(40, 30);
    expect((await send(null, 'POST', url, bytes)).status).toBe(401);
    for (const level of ['usuario', 'premium', 'designer', 'designer_adm', 'suporte']) {
      const client = await as(level);
      expect((await send(client, 'POST', url, bytes)).status, level).toBe(403);
      expect((await send(client, 'DELETE', url)).status, level).toBe(403);
    }
    expect(await siteFiles()).toEqual([]);
  });

  it('stores a WebP the popup shows, removes the one it replaces, and audits each change', async () => {
    const url = `/api/admin/popups/${popupId}/image`;
    const refused = await send(await as('admin'), 'POST', url, new TextEncoder().encode('PDF'));
    expect(refused).toEqual({
      status: 400,
      body: { message: 'Envie uma imagem PNG, JPEG ou WebP.' },
    });
    expect((await adminPopup())?.imageUrl).toBe('https://cdn.exemplo.com.br/banner.jpg');

    const first = await send(await as('admin'), 'POST', url, await photo(2000, 1000));
    expect(first.status).toBe(201);
    expect(first.body.url).toMatch(/^\/media\/site\/popup-[0-9a-f]{16}\.webp$/);
    const served = await app.request(first.body.url!);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 600]);
    expect((await adminPopup())?.imageUrl).toBe(first.body.url);
    // The visitor's popup shows it too.
    const active = await testClient(app).call<{ popup: { imageUrl: string | null } | null }>(
      'GET',
      '/api/popups/active?currentPath=%2F',
    );
    expect(active.body.popup?.imageUrl).toBe(first.body.url);

    const second = await send(await as('admin'), 'POST', url, await photo(500, 500));
    expect(await siteFiles()).toEqual([path.basename(second.body.url!)]);

    const removed = await send(await as('admin'), 'DELETE', url);
    expect(removed).toEqual({ status: 200, body: { success: true, url: null } });
    expect((await adminPopup())?.imageUrl).toBeNull();
    expect(await siteFiles()).toEqual([]);

    const audit = await auditOf('popups', popupId);
    expect(audit.map((row) => row.action)).toEqual([
      'popup.create',
      'popup.image.update',
      'popup.image.update',
      'popup.image.remove',
    ]);
    expect(JSON.parse(audit[1]!.before!)).toEqual({
      image_url: 'https://cdn.exemplo.com.br/banner.jpg',
    });
  });

  it('answers 404 for no popup and keeps no file of the upload', async () => {
    const missing = await send(
      await as('admin'),
      'POST',
      '/api/admin/popups/999999/image',
      await photo(50, 50),
    );
    expect(missing.status).toBe(404);
    expect(await siteFiles()).toEqual([]);
  });

  it('removes an uploaded image the form replaced, or of a deleted popup, but not one still shown', async () => {
    const staff = await as('admin');
    const url = `/api/admin/popups/${popupId}/image`;
    const uploaded = await send(staff, 'POST', url, await photo(80, 80));
    const body = {
      title: 'Conferência 2026',
      targetPages: [],
      audience: 'all',
      isActive: true,
    };
    // Another popup pasted the same address: the file stays while it shows it.
    const other = await staff.call<{ id: number }>('POST', '/api/admin/popups', {
      ...body,
      imageUrl: uploaded.body.url,
    });
    expect(
      (await staff.call('PUT', `/api/admin/popups/${popupId}`, { ...body, imageUrl: null })).status,
    ).toBe(200);
    expect(await siteFiles()).toEqual([path.basename(uploaded.body.url!)]);
    expect((await staff.call('DELETE', `/api/admin/popups/${other.body.id}`)).status).toBe(200);
    expect(await siteFiles()).toEqual([]);

    const again = await send(staff, 'POST', url, await photo(80, 80));
    expect(await siteFiles()).toEqual([path.basename(again.body.url!)]);
    // Saving the form with the uploaded address keeps the file.
    expect(
      (
        await staff.call('PUT', `/api/admin/popups/${popupId}`, {
          ...body,
          imageUrl: again.body.url,
        })
      ).status,
    ).toBe(200);
    expect(await siteFiles()).toEqual([path.basename(again.body.url!)]);
    expect((await staff.call('DELETE', `/api/admin/popups/${popupId}`)).status).toBe(200);
    expect(await siteFiles()).toEqual([]);
  });
});
