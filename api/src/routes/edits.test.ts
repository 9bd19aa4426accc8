import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  buildPixPayload,
  EDIT_PHOTOS_BYTES_PER_ACCOUNT_MAX,
  EDIT_STATE_MESSAGES,
  EDITS_MESSAGES,
  EDITS_PER_ACCOUNT_MAX,
  EditDetailSchema,
  EditExportResponseSchema,
  type EditedArtInput,
  EditListResponseSchema,
  EditPhotoResponseSchema,
  ENTITLEMENT_MESSAGES,
  entitlements,
  slotTooLongMessage,
  unknownSlotMessage,
} from '@arte-gospel/domain';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAddress, signedInClient, testClient } from '../../../testing/api/client';
import { insertAccounts, insertArtRefs } from '../../../testing/api/fixtures';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import { NOT_AUTHENTICATED_MESSAGE } from '../auth/session';
import type { DatabaseHandle } from '../db/database';
import { addEditPhoto } from '../edits/edits-repository';
import { downloadMonth } from '../library/library-repository';

// Issue 20, 'Minhas artes': /api/edits on a fresh database and real storage in a temporary
// folder: owner-only access, the state's validation, the cap, the photos and the export that
// counts as a download.

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let dataDir: string;
let users: Record<string, number>;
const arts: Record<string, number> = {};

type Client = Awaited<ReturnType<typeof signedInClient>>;
const clients = new Map<string, Promise<Client>>();
const as = (username: string) => {
  if (!clients.has(username)) clients.set(username, signedInClient(app, `${username}@demo.org`));
  return clients.get(username)!;
};

const DESIGN = { templateId: 'familia-abencoada', sizeId: 'stories', paletteId: 'por-do-sol' };

beforeAll(async () => {
  handle = await freshDatabase();
  const { db } = handle;
  dataDir = await mkdtemp(path.join(tmpdir(), 'edits-'));
  app = createApp({ db, log: () => {}, mediaDir: dataDir });
  users = await insertAccounts(db, [
    { name: 'Ana', username: 'ana' },
    { name: 'Bruno', username: 'bruno' },
    { name: 'Carla', username: 'carla' },
    { name: 'Davi', username: 'davi' },
    { name: 'Eva', username: 'eva' },
    { name: 'Fábio', username: 'fabio' },
    {
      name: 'Paula',
      username: 'paula',
      nivelacesso: 'premium',
      tipoplano: 'mensal',
      dataexpiracao: '2099-01-01T00:00:00Z',
    },
  ]);
  const refs = await insertArtRefs(db);
  const rows = await db
    .insertInto('arts')
    .values(
      ['Santa Ceia', 'Culto da Família', 'Vigília', 'Premium', 'Oculta', 'Removida', 'Outra'].map(
        (title, i) => ({
          title,
          search_text: title.toLowerCase(),
          image_url: `/media/arts/${i + 1}.webp`,
          category_id: refs.categoryId,
          format_id: refs.formatId,
          file_type_id: refs.fileTypeId,
          size_id: 'stories',
          template_id: DESIGN.templateId,
          palette_id: DESIGN.paletteId,
          is_premium: title === 'Premium',
          is_visible: title !== 'Oculta',
        }),
      ),
    )
    .returning(['id', 'title'])
    .execute();
  for (const row of rows) arts[row.title] = row.id;
});
afterAll(async () => {
  await handle?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const state = (artId: number, extra: Partial<EditedArtInput> = {}): EditedArtInput => ({
  artId,
  ...DESIGN,
  sizeId: 'stories',
  texts: { churchName: 'Igreja Batista Esperança', date: 'Domingo, 25 de maio' },
  ...extra,
});

async function create(username: string, artId: number, extra: Record<string, unknown> = {}) {
  const res = await (await as(username)).call('POST', '/api/edits', {
    artId,
    state: state(artId),
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return v.parse(EditDetailSchema, res.body);
}

/** A multipart upload of `bytes` in `file`, with the client's session or none. */
async function upload(client: Client | null, editId: number, bytes: Uint8Array) {
  const body = new FormData();
  body.set('file', new File([new Uint8Array(bytes)], 'foto.jpg'));
  const res = await app.request(
    `/api/edits/${editId}/photos`,
    { method: 'POST', body, headers: client ? { cookie: client.cookie() } : {} },
    fromAddress('10.9.3.1'),
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function readPhoto(client: Client | null, url: string) {
  const res = await app.request(
    url,
    { headers: client ? { cookie: client.cookie() } : {} },
    fromAddress('10.9.3.2'),
  );
  return res;
}

const photo = (width = 3000, height = 2000) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();

const editFiles = async (userId: number, editId: number) =>
  (
    await readdir(path.join(dataDir, 'uploads', 'edits', String(userId), String(editId))).catch(
      () => [],
    )
  ).sort();

async function monthDownloads(userId: number) {
  const { start } = downloadMonth();
  const { n } = await handle.db
    .selectFrom('downloads')
    .select((eb) => eb.fn.count<number>('art_id').distinct().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', start)
    .executeTakeFirstOrThrow();
  return Number(n);
}

describe('Minhas artes: access', () => {
  it('answers 401 to a visitor on every call', async () => {
    const visitor = testClient(app);
    for (const [method, url, body] of [
      ['GET', '/api/edits', undefined],
      ['GET', '/api/edits/1', undefined],
      ['POST', '/api/edits', { artId: arts['Santa Ceia'], state: state(arts['Santa Ceia']!) }],
      ['PUT', '/api/edits/1', { state: state(arts['Santa Ceia']!) }],
      ['DELETE', '/api/edits/1', undefined],
      ['POST', '/api/edits/1/export', undefined],
      ['GET', `/api/edits/1/photos/${'a'.repeat(32)}.webp`, undefined],
      ['DELETE', `/api/edits/1/photos/${'a'.repeat(32)}.webp`, undefined],
    ] as const) {
      const res = await visitor.call(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body).toEqual({ message: NOT_AUTHENTICATED_MESSAGE });
    }
    expect((await upload(null, 1, await photo(10, 10))).status).toBe(401);
  });
});

describe('Minhas artes: saving', () => {
  it('creates, lists, reads, updates and deletes an edit', async () => {
    const ana = await as('ana');
    const empty = v.parse(EditListResponseSchema, (await ana.call('GET', '/api/edits')).body);
    expect(empty).toEqual({ edits: [], totalCount: 0, max: EDITS_PER_ACCOUNT_MAX });

    const first = await create('ana', arts['Santa Ceia']!);
    expect(first).toMatchObject({
      name: 'Santa Ceia',
      artId: arts['Santa Ceia'],
      artTitle: 'Santa Ceia',
      isPremium: false,
      photos: [],
    });
    expect(first.thumbnailUrl).toMatch(
      new RegExp(`^/media/arts/thumbnails/${arts['Santa Ceia']}\\.webp\\?v=`),
    );
    expect(first.state).toEqual({
      ...state(arts['Santa Ceia']!),
      photos: {},
      logoUrl: null,
      pixPayload: null,
    });
    const second = await create('ana', arts.Vigília!, { name: '  Vigília de junho  ' });
    expect(second.name).toBe('Vigília de junho');

    const list = v.parse(EditListResponseSchema, (await ana.call('GET', '/api/edits')).body);
    expect(list.edits.map((e) => e.id)).toEqual([second.id, first.id]);

    const changed = state(arts['Santa Ceia']!, {
      paletteId: DESIGN.paletteId,
      texts: { churchName: 'Igreja Esperança', date: 'Sábado, 31 de maio' },
    });
    const put = await ana.call('PUT', `/api/edits/${first.id}`, { state: changed, name: 'Ceia' });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const updated = v.parse(EditDetailSchema, put.body);
    expect(updated.name).toBe('Ceia');
    expect(updated.state.texts).toEqual(changed.texts);
    // Without a name the name stays.
    const again = await ana.call('PUT', `/api/edits/${first.id}`, { state: changed });
    expect(v.parse(EditDetailSchema, again.body).name).toBe('Ceia');

    const read = await ana.call('GET', `/api/edits/${first.id}`);
    expect(read.status).toBe(200);
    expect(v.parse(EditDetailSchema, read.body).state.texts.date).toBe('Sábado, 31 de maio');
    // The last changed comes first.
    const relisted = v.parse(EditListResponseSchema, (await ana.call('GET', '/api/edits')).body);
    expect(relisted.edits.map((e) => e.id)).toEqual([first.id, second.id]);

    expect((await ana.call('DELETE', `/api/edits/${second.id}`)).body).toEqual({ success: true });
    expect((await ana.call('GET', `/api/edits/${second.id}`)).status).toBe(404);
    expect((await ana.call('DELETE', `/api/edits/${second.id}`)).status).toBe(404);
  });

  it("answers 404 for another account's edit on every call", async () => {
    const edit = await create('bruno', arts['Santa Ceia']!);
    const carla = await as('carla');
    const url = `/api/edits/${edit.id}`;
    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['PUT', '', { state: state(arts['Santa Ceia']!), name: 'Minha agora' }],
      ['DELETE', '', undefined],
      ['POST', '/export', undefined],
      ['GET', `/photos/${'a'.repeat(32)}.webp`, undefined],
      ['DELETE', `/photos/${'a'.repeat(32)}.webp`, undefined],
    ] as const) {
      const res = await carla.call(method, `${url}${suffix}`, body);
      expect(res.status, `${method} ${suffix}`).toBe(404);
    }
    expect((await upload(carla, edit.id, await photo(10, 10))).status).toBe(404);
    const list = v.parse(EditListResponseSchema, (await carla.call('GET', '/api/edits')).body);
    expect(list.edits).toEqual([]);
    // Bruno's edit is untouched.
    const own = v.parse(EditDetailSchema, (await (await as('bruno')).call('GET', url)).body);
    expect(own.name).toBe('Santa Ceia');
    expect(await monthDownloads(users.carla!)).toBe(0);
  });

  it('validates the state with pt-BR messages', async () => {
    const ana = await as('ana');
    const artId = arts['Santa Ceia']!;
    const refused = async (body: unknown, message: string, method = 'POST', url = '/api/edits') => {
      const res = await ana.call(method, url, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body).toEqual({ message });
    };
    await refused(
      { artId, state: state(artId, { texts: { nope: 'x' } }) },
      unknownSlotMessage('nope'),
    );
    await refused(
      { artId, state: state(artId, { texts: { churchName: 'a'.repeat(500) } }) },
      slotTooLongMessage('churchName'),
    );
    await refused({ artId, state: state(arts.Vigília!) }, EDITS_MESSAGES.artOfState);
    await refused({ artId, state: state(artId), name: 'x'.repeat(81) }, EDITS_MESSAGES.nameMax);
    // Another size of the template is not this art's design.
    await refused(
      { artId, state: state(artId, { sizeId: 'feed-retrato' }) },
      EDITS_MESSAGES.design,
    );
    // A photo key of no upload of this edit.
    await refused(
      {
        artId,
        state: state(artId, {
          photos: { foto: { key: 'edits/1/1/x.webp', crop: { x: 0.5, y: 0.5, scale: 1 } } },
        }),
      },
      EDITS_MESSAGES.photoNotOfEdit,
    );
    const edit = await create('ana', artId);
    await refused(
      { state: state(arts.Vigília!) },
      EDITS_MESSAGES.artOfState,
      'PUT',
      `/api/edits/${edit.id}`,
    );
    await refused(
      { state: state(artId, { texts: { bad: 'x' } }) },
      unknownSlotMessage('bad'),
      'PUT',
      `/api/edits/${edit.id}`,
    );
    // Hidden and unknown arts are not found.
    for (const id of [arts.Oculta!, 999_999]) {
      const res = await ana.call('POST', '/api/edits', { artId: id, state: state(id) });
      expect(res.status).toBe(404);
    }
    // An oversized body is refused before it is read.
    const huge = await ana.call('POST', '/api/edits', {
      artId,
      state: state(artId),
      padding: 'x'.repeat(70 * 1024),
    });
    expect(huge.status).toBe(413);
  });

  it('keeps the church colours, the logo and the PIX code, and reopens them as saved', async () => {
    const ana = await as('ana');
    const artId = arts['Culto da Família']!;
    const pix = buildPixPayload({
      key: '52998224725',
      merchantName: 'Igreja Batista Esperança',
      merchantCity: 'Campinas',
    });
    if (!pix.ok) throw new Error('payload');
    const churchState = state(artId, {
      paletteId: 'igreja',
      churchColors: { primary: '#1e3a8a', secondary: '#d4af37' },
      logoUrl: '/media/site/church-logo.webp',
      pixPayload: pix.payload,
    });
    const created = await ana.call('POST', '/api/edits', { artId, state: churchState });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const edit = v.parse(EditDetailSchema, created.body);
    const read = v.parse(EditDetailSchema, (await ana.call('GET', `/api/edits/${edit.id}`)).body);
    expect(read.state).toEqual({ ...churchState, photos: {} });
    // Back to a palette of the template: the colours go with 'Cores da igreja'.
    const plain = state(artId, { logoUrl: null, pixPayload: null });
    const put = await ana.call('PUT', `/api/edits/${edit.id}`, { state: plain });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const plainState = v.parse(EditDetailSchema, put.body).state;
    expect(plainState).toMatchObject({ paletteId: DESIGN.paletteId, logoUrl: null });
    expect(plainState.churchColors ?? null).toBeNull();
    // The palette without its colours, colours that are not #rrggbb: 400 with the message.
    for (const [bad, message] of [
      [{ ...churchState, churchColors: null }, EDIT_STATE_MESSAGES.churchColors],
      [
        { ...churchState, churchColors: { primary: 'azul', secondary: null } },
        EDIT_STATE_MESSAGES.churchColor,
      ],
    ] as const) {
      const res = await ana.call('PUT', `/api/edits/${edit.id}`, { state: bad });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
    }
  });

  it(`keeps at most ${EDITS_PER_ACCOUNT_MAX} edits per account`, async () => {
    const userId = users.eva!;
    await handle.db
      .insertInto('edited_arts')
      .values(
        Array.from({ length: EDITS_PER_ACCOUNT_MAX }, (_, i) => ({
          user_id: userId,
          art_id: arts['Santa Ceia']!,
          name: `Arte ${i}`,
          state: JSON.stringify(state(arts['Santa Ceia']!)),
        })),
      )
      .execute();
    const eva = await as('eva');
    const artId = arts['Santa Ceia']!;
    const full = await eva.call('POST', '/api/edits', { artId, state: state(artId) });
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ message: EDITS_MESSAGES.full });
    const list = v.parse(EditListResponseSchema, (await eva.call('GET', '/api/edits')).body);
    expect(list.totalCount).toBe(EDITS_PER_ACCOUNT_MAX);
    // One deleted makes room for one.
    await eva.call('DELETE', `/api/edits/${list.edits[0]!.id}`);
    expect((await eva.call('POST', '/api/edits', { artId, state: state(artId) })).status).toBe(201);
  });
});

describe('Minhas artes: photos', () => {
  it('stores a photo re-encoded, serves it to its owner only and deletes it with the edit', async () => {
    const davi = await as('davi');
    const edit = await create('davi', arts['Santa Ceia']!);
    const res = await upload(davi, edit.id, await photo());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const uploaded = v.parse(EditPhotoResponseSchema, res.body);
    expect(uploaded.key).toBe(`edits/${users.davi}/${edit.id}/${uploaded.name}`);
    expect(uploaded.url).toBe(`/api/edits/${edit.id}/photos/${uploaded.name}`);
    expect([uploaded.width, uploaded.height]).toEqual([2048, 1365]);
    expect(await editFiles(users.davi!, edit.id)).toEqual([uploaded.name]);

    const own = await readPhoto(davi, uploaded.url);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/webp');
    expect(own.headers.get('cache-control')).toMatch(/^private/);
    const meta = await sharp(Buffer.from(await own.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 2048]);
    expect((await readPhoto(await as('carla'), uploaded.url)).status).toBe(404);
    expect((await readPhoto(null, uploaded.url)).status).toBe(401);
    // Never under the public site media.
    expect((await app.request(`/media/site/${uploaded.name}`)).status).toBe(404);

    // The state names it; another user's key cannot be named.
    const withPhoto = state(arts['Santa Ceia']!, {
      photos: { foto: { key: uploaded.key, crop: { x: 0.5, y: 0.4, scale: 1.5 } } },
    });
    const put = await davi.call('PUT', `/api/edits/${edit.id}`, { state: withPhoto });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const saved = v.parse(EditDetailSchema, put.body);
    expect(saved.photos).toEqual([{ name: uploaded.name, key: uploaded.key, url: uploaded.url }]);
    const other = await create('carla', arts['Santa Ceia']!);
    const stolen = await (await as('carla')).call('PUT', `/api/edits/${other.id}`, {
      state: withPhoto,
    });
    expect(stolen.body).toEqual({ message: EDITS_MESSAGES.photoNotOfEdit });

    // A non-image is refused, nothing stored.
    const text = await upload(davi, edit.id, new TextEncoder().encode('não sou uma imagem'));
    expect(text.status).toBe(400);
    expect(await editFiles(users.davi!, edit.id)).toEqual([uploaded.name]);

    // Deleting the photo clears the slot that named it.
    const second = v.parse(
      EditPhotoResponseSchema,
      (await upload(davi, edit.id, await photo(800, 600))).body,
    );
    expect(second.width).toBe(800);
    const removed = await davi.call('DELETE', `/api/edits/${edit.id}/photos/${uploaded.name}`);
    expect(removed.body).toEqual({ success: true });
    const afterRemoval = v.parse(
      EditDetailSchema,
      (await davi.call('GET', `/api/edits/${edit.id}`)).body,
    );
    expect(afterRemoval.state.photos.foto?.key).toBeNull();
    expect(afterRemoval.photos.map((p) => p.name)).toEqual([second.name]);
    expect((await readPhoto(davi, uploaded.url)).status).toBe(404);
    expect(await editFiles(users.davi!, edit.id)).toEqual([second.name]);

    // The edit's deletion takes its photos.
    await davi.call('DELETE', `/api/edits/${edit.id}`);
    expect(await editFiles(users.davi!, edit.id)).toEqual([]);
    expect((await readPhoto(davi, second.url)).status).toBe(404);
  });

  it('makes room for a new photo by dropping the oldest the state does not use', async () => {
    const davi = await as('davi');
    const edit = await create('davi', arts.Vigília!);
    const small = await photo(40, 30);
    const names: string[] = [];
    for (let i = 0; i < 9; i += 1) {
      const res = await upload(davi, edit.id, small);
      expect(res.status).toBe(201);
      names.push(String(res.body.name));
    }
    const files = await editFiles(users.davi!, edit.id);
    expect(files).toHaveLength(8);
    expect(files).not.toContain(names[0]);
  });
});

describe('Minhas artes: the photos an account keeps in all', () => {
  it('refuses a photo past the bytes of the account in pt-BR and keeps nothing of it', async () => {
    const fabio = await as('fabio');
    const first = await create('fabio', arts['Santa Ceia']!);
    const second = await create('fabio', arts['Culto da Família']!);
    const kept = await upload(fabio, first.id, await photo(400, 300));
    expect(kept.status).toBe(201);
    // Another edit's photos take all but 100 bytes of the account's room.
    await handle.db
      .insertInto('edited_art_photos')
      .values({
        edit_id: second.id,
        name: `${'b'.repeat(32)}.webp`,
        width: 2048,
        height: 2048,
        bytes: EDIT_PHOTOS_BYTES_PER_ACCOUNT_MAX - 100,
      })
      .execute();
    const refused = await upload(fabio, first.id, await photo(400, 300));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: EDITS_MESSAGES.photosAccountFull });
    expect(EDITS_MESSAGES.photosAccountFull).toContain('200 MB');
    expect(await editFiles(users.fabio!, first.id)).toEqual([String(kept.body.name)]);
    // Deleting the edit that held them frees the room.
    await fabio.call('DELETE', `/api/edits/${second.id}`);
    expect((await upload(fabio, first.id, await photo(400, 300))).status).toBe(201);
  });

  it('holds the limit when uploads to several edits of one account race', async () => {
    const userId = users.paula!;
    const edits = [
      await create('paula', arts['Santa Ceia']!),
      await create('paula', arts['Culto da Família']!),
      await create('paula', arts.Vigília!),
    ];
    // Nine uploads of 100 bytes at once, three per edit, under a limit of 450: four fit.
    const results = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        addEditPhoto(
          handle.db,
          userId,
          edits[i % 3]!.id,
          { name: `${i.toString(16).padStart(32, 'c')}.webp`, width: 10, height: 10, bytes: 100 },
          450,
        ),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(4);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.message)).toEqual(
      Array(5).fill(EDITS_MESSAGES.photosAccountFull),
    );
    const { total } = await handle.db
      .selectFrom('edited_art_photos as p')
      .innerJoin('edited_arts as e', 'e.id', 'p.edit_id')
      .select((eb) => eb.fn.sum<number>('p.bytes').as('total'))
      .where('e.user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(Number(total)).toBe(400);
  });
});

describe('Minhas artes: the export counts as a download', () => {
  it('counts once per art per month, and refuses at the free limit with the download message', async () => {
    const carla = await as('carla');
    const userId = users.carla!;
    const before = await monthDownloads(userId);
    const ceia = await create('carla', arts['Santa Ceia']!);
    const ceia2 = await create('carla', arts['Santa Ceia']!);
    const familia = await create('carla', arts['Culto da Família']!);

    const exportOf = async (id: number) => {
      const res = await carla.call('POST', `/api/edits/${id}/export`);
      return res;
    };
    const first = v.parse(EditExportResponseSchema, (await exportOf(ceia.id)).body);
    expect(first).toMatchObject({ allowed: true, counted: true, downloadsUsed: before + 1 });
    expect(first.downloadLimit).toBe(entitlements({ nivelacesso: 'usuario' }).downloadsPerMonth);
    // The same art again (and another edit of it): no new count.
    for (const id of [ceia.id, ceia2.id]) {
      const again = v.parse(EditExportResponseSchema, (await exportOf(id)).body);
      expect(again).toMatchObject({ counted: false, downloadsUsed: before + 1 });
    }
    // A download of the same art in the month is not counted either.
    const download = await carla.call('POST', `/api/arts/${arts['Santa Ceia']}/download`);
    expect(download.body).toMatchObject({ counted: false, downloadsUsed: before + 1 });
    expect(await monthDownloads(userId)).toBe(before + 1);
    const other = v.parse(EditExportResponseSchema, (await exportOf(familia.id)).body);
    expect(other).toMatchObject({ counted: true, downloadsUsed: before + 2 });

    // Fill the month to the free limit with downloads of other arts.
    const limit = first.downloadLimit!;
    const formatId = await insertedFormat();
    const fileTypeId = await insertedFileType();
    const filler = await handle.db
      .insertInto('arts')
      .values(
        Array.from({ length: limit }, (_, i) => ({
          title: `Enchimento ${i}`,
          search_text: `enchimento ${i}`,
          image_url: '/media/arts/1.webp',
          format_id: formatId,
          file_type_id: fileTypeId,
        })),
      )
      .returning('id')
      .execute();
    await handle.db
      .insertInto('downloads')
      .values(
        filler.slice(0, limit - (before + 2)).map((row) => ({ user_id: userId, art_id: row.id })),
      )
      .execute();
    expect(await monthDownloads(userId)).toBe(limit);
    const vigilia = await create('carla', arts.Vigília!);
    const refused = await exportOf(vigilia.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: ENTITLEMENT_MESSAGES.downloadLimit(limit) });
    // The download gives the same answer.
    const downloadRefused = await carla.call('POST', `/api/arts/${arts.Vigília}/download`);
    expect([downloadRefused.status, downloadRefused.body]).toEqual([403, refused.body]);
    // An art already counted this month still exports at the limit.
    expect((await exportOf(ceia.id)).status).toBe(200);
    expect(await monthDownloads(userId)).toBe(limit);
  });

  it('refuses a premium art to a free account and lets a premium one export it', async () => {
    const premiumArt = arts.Premium!;
    // Editing (saving) a premium art is free; exporting needs premium.
    const free = await create('bruno', premiumArt);
    expect(free.isPremium).toBe(true);
    const refused = await (await as('bruno')).call('POST', `/api/edits/${free.id}/export`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: ENTITLEMENT_MESSAGES.premiumArt });
    expect(await monthDownloads(users.bruno!)).toBe(0);

    const paid = await create('paula', premiumArt);
    const allowed = await (await as('paula')).call('POST', `/api/edits/${paid.id}/export`);
    expect(allowed.status).toBe(200);
    expect(v.parse(EditExportResponseSchema, allowed.body)).toMatchObject({
      allowed: true,
      counted: true,
      downloadLimit: null,
    });
  });

  it('keeps the edit of a removed art, which can no longer be exported', async () => {
    const bruno = await as('bruno');
    const edit = await create('bruno', arts.Removida!);
    await handle.db.deleteFrom('arts').where('id', '=', arts.Removida!).execute();
    const read = v.parse(EditDetailSchema, (await bruno.call('GET', `/api/edits/${edit.id}`)).body);
    expect(read).toMatchObject({ artId: null, artTitle: null, thumbnailUrl: null });
    const refused = await bruno.call('POST', `/api/edits/${edit.id}/export`);
    expect(refused.status).toBe(410);
    expect(refused.body).toEqual({ message: EDITS_MESSAGES.artGone });
    // It can still be changed and deleted.
    const put = await bruno.call('PUT', `/api/edits/${edit.id}`, {
      state: state(arts.Removida!),
      name: 'Guardada',
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await bruno.call('DELETE', `/api/edits/${edit.id}`)).status).toBe(200);
  });
});

async function insertedFormat() {
  return (await handle.db.selectFrom('formats').select('id').executeTakeFirstOrThrow()).id;
}
async function insertedFileType() {
  return (await handle.db.selectFrom('file_types').select('id').executeTakeFirstOrThrow()).id;
}
