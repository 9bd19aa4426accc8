import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCESS_LEVELS, AdminArtsResponseSchema } from '@arte-gospel/domain';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAddress, testClient } from '../../../testing/api/client';
import { insertAccounts, insertArtRefs } from '../../../testing/api/fixtures';
import { freshDatabase } from '../../../testing/database/fresh-database';
import {
  imageFileKeys,
  NOT_AN_IMAGE_MESSAGE,
  SVG_SCRIPT_MESSAGE,
  uploadFiles,
} from '../admin/art-upload';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { fileStorage, type Storage } from '../storage/storage';
import { PUBLISHING_FORBIDDEN_MESSAGE } from './admin';
import {
  DRAWN_ART_SOURCE_MESSAGE,
  FILES_REQUIRED_MESSAGE,
  SOURCE_CONFLICT_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
} from './admin-arts';

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let dataDir: string;
let refs: { formatId: number; fileTypeId: number; categoryId: number };
let ids: Record<string, number>;
let png: Buffer;
/** The uploads storage the app writes to, read here as the media routes read it. */
let uploads: Storage;
/** What the app logged (failed storage removals among them). */
const logged: Record<string, unknown>[] = [];

type Client = ReturnType<typeof testClient>;

async function as(level: string): Promise<Client> {
  const client = testClient(app);
  const res = await client.call('POST', '/api/login', {
    username: `${level}@demo.org`,
    password: 'demo12345',
  });
  expect(res.status, level).toBe(200);
  return client;
}

/** A multipart POST of the upload form, as the browser sends it. */
async function upload(
  client: Client | null,
  fields: Record<string, string>,
  files: { image?: [Uint8Array, string]; source?: [Uint8Array, string] },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  for (const [key, file] of Object.entries(files)) {
    if (file) form.set(key, new Blob([new Uint8Array(file[0])]), file[1]);
  }
  const res = await app.request(
    '/api/admin/arts/upload',
    { method: 'POST', body: form, headers: client?.cookie() ? { cookie: client.cookie() } : {} },
    fromAddress('10.9.0.1'),
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const fields = (extra: Record<string, string> = {}) => ({
  title: 'Culto da Família',
  categoryId: String(refs.categoryId),
  formatId: String(refs.formatId),
  fileTypeId: String(refs.fileTypeId),
  ...extra,
});

beforeAll(async () => {
  handle = await freshDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'admin-arts-'));
  app = createApp({ db: handle.db, log: (entry) => logged.push(entry), mediaDir: dataDir });
  uploads = fileStorage(path.join(dataDir, 'uploads'));
  ids = await insertAccounts(
    handle.db,
    ACCESS_LEVELS.map((level) => ({ name: `Conta ${level}`, username: level, nivelacesso: level })),
  );
  refs = await insertArtRefs(handle.db);
  png = await sharp({
    create: { width: 1080, height: 1350, channels: 3, background: '#c81e1e' },
  })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await handle?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('POST /api/admin/arts/upload', () => {
  it('accepts a PNG named .jpg by its content, records its size and colour, and audits it', async () => {
    const admin = await as('admin');
    const res = await upload(admin, fields({ tags: 'Família, culto' }), {
      image: [png, 'arte.jpg'],
    });
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    const row = await handle.db
      .selectFrom('arts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      title: 'Culto da Família',
      width: 1080,
      height: 1350,
      dominant_color: '#c81818',
      is_visible: false,
      designer_id: ids.admin,
      tags: ['família', 'culto'],
      source_key: null,
    });
    expect(row.upload_key).toMatch(new RegExp(`^arts/${id}/[0-9a-f]{12}/original\\.png$`));
    // Its address carries the upload's folder: a replaced image gets a new one.
    const folder = row.upload_key?.split('/')[2];
    expect(row.image_url).toBe(`/media/arts/${id}.webp?v=${folder}`);
    const audit = await handle.db
      .selectFrom('audit_log')
      .select(['action', 'target_type', 'target_id', 'actor_id'])
      .where('target_id', '=', String(id))
      .execute();
    expect(audit).toEqual([
      { action: 'art.create', target_type: 'arts', target_id: String(id), actor_id: ids.admin },
    ]);
  });

  it('refuses a text file named .png with a pt-BR 400, and writes nothing', async () => {
    const before = await handle.db
      .selectFrom('arts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await upload(await as('admin'), fields(), {
      image: [new TextEncoder().encode('isto não é uma imagem'), 'arte.png'],
    });
    expect(res).toEqual({ status: 400, body: { message: NOT_AN_IMAGE_MESSAGE } });
    expect(NOT_AN_IMAGE_MESSAGE).toBe(
      'O arquivo da imagem não é um PNG, JPEG ou WebP válido. Envie a arte nesses formatos.',
    );
    const after = await handle.db
      .selectFrom('arts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a PNG header with no image behind it', async () => {
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200)]);
    const res = await upload(await as('admin'), fields(), { image: [broken, 'quebrada.png'] });
    expect(res).toEqual({ status: 400, body: { message: NOT_AN_IMAGE_MESSAGE } });
  });

  it('answers 413 to an upload over 9.5 MB', async () => {
    const res = await upload(await as('admin'), fields(), {
      image: [new Uint8Array(10 * 1024 * 1024), 'enorme.png'],
    });
    expect(res).toEqual({ status: 413, body: { message: UPLOAD_TOO_LARGE_MESSAGE } });
    expect(UPLOAD_TOO_LARGE_MESSAGE).toBe(
      'O envio passa do limite de 9.5 MB (imagem e arquivo-fonte juntos). Reduza o arquivo e tente de novo.',
    );
  });

  it('asks for the image and for valid fields', async () => {
    const admin = await as('admin');
    expect(await upload(admin, fields(), {})).toEqual({
      status: 400,
      body: { message: 'Envie a imagem da arte (PNG, JPEG ou WebP).' },
    });
    expect(await upload(admin, fields({ title: 'a' }), { image: [png, 'a.png'] })).toEqual({
      status: 400,
      body: { message: 'O título deve ter pelo menos 3 caracteres' },
    });
    expect(
      await upload(admin, fields({ editUrl: 'javascript:alert(1)' }), { image: [png, 'a.png'] }),
    ).toEqual({
      status: 400,
      body: { message: 'Use um link http(s), como o do Canva ou do Drive' },
    });
  });

  it('keeps a PDF source file and refuses an SVG with a script', async () => {
    const admin = await as('admin');
    const pdf = new TextEncoder().encode('%PDF-1.4\n%demo\n');
    const ok = await upload(admin, fields(), {
      image: [png, 'a.png'],
      source: [pdf, 'fonte.pdf'],
    });
    expect(ok.status).toBe(201);
    const row = await handle.db
      .selectFrom('arts')
      .select(['source_key', 'source_name'])
      .where('id', '=', ok.body.id as number)
      .executeTakeFirstOrThrow();
    expect(row.source_name).toBe('fonte.pdf');
    expect(row.source_key).toMatch(/\/source\.pdf$/);

    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(
      await upload(admin, fields(), { image: [png, 'a.png'], source: [svg, 'x.svg'] }),
    ).toEqual({ status: 400, body: { message: SVG_SCRIPT_MESSAGE } });
    const text = new TextEncoder().encode('apenas texto');
    expect(
      (await upload(admin, fields(), { image: [png, 'a.png'], source: [text, 'x.zip'] })).body,
    ).toEqual({ message: 'O arquivo-fonte deve ser um SVG, PDF ou ZIP válido.' });
  });

  it('follows the role table: art managers upload, a designer only hidden and its own', async () => {
    expect((await upload(null, fields(), { image: [png, 'a.png'] })).status).toBe(401);
    for (const level of ['usuario', 'premium', 'suporte']) {
      expect(
        (await upload(await as(level), fields(), { image: [png, 'a.png'] })).status,
        level,
      ).toBe(403);
    }
    const designer = await as('designer');
    expect(
      await upload(designer, fields({ isVisible: 'true' }), { image: [png, 'a.png'] }),
    ).toEqual({ status: 403, body: { message: PUBLISHING_FORBIDDEN_MESSAGE } });
    const own = await upload(designer, fields({ designerId: String(ids.admin) }), {
      image: [png, 'a.png'],
    });
    expect(own.status).toBe(201);
    const row = await handle.db
      .selectFrom('arts')
      .select(['designer_id', 'is_visible'])
      .where('id', '=', own.body.id as number)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ designer_id: ids.designer, is_visible: false });

    const designerAdm = await as('designer_adm');
    const published = await upload(
      designerAdm,
      fields({ isVisible: 'true', designerId: String(ids.designer) }),
      { image: [png, 'a.png'] },
    );
    expect(published.status).toBe(201);
    const signed = await handle.db
      .selectFrom('arts')
      .select(['designer_id', 'is_visible'])
      .where('id', '=', published.body.id as number)
      .executeTakeFirstOrThrow();
    expect(signed).toEqual({ designer_id: ids.designer, is_visible: true });
  });
});

describe('an uploaded art in /media and in its download', () => {
  it('serves the uploaded image (web size and thumbnail) and puts it in the ZIP', async () => {
    const admin = await as('admin');
    const pdf = new TextEncoder().encode('%PDF-1.4\n%fonte\n');
    const res = await upload(admin, fields({ isVisible: 'true', title: 'Santa Ceia Enviada' }), {
      image: [png, 'ceia.png'],
      source: [pdf, 'ceia.pdf'],
    });
    const id = res.body.id as number;
    const web = await app.request(`/media/arts/${id}.webp`);
    expect(web.status).toBe(200);
    expect(web.headers.get('content-type')).toBe('image/webp');
    const webMeta = await sharp(Buffer.from(await web.arrayBuffer())).metadata();
    expect([webMeta.format, webMeta.width, webMeta.height]).toEqual(['webp', 720, 900]);
    const thumb = await app.request(`/media/arts/thumbnails/${id}.webp`);
    const thumbMeta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([360, 450]);

    // Its share image (og:image) shows the uploaded image, not a drawn template.
    const share = await app.request(`/media/arts/${id}/share.jpg`);
    expect(share.status).toBe(200);
    const shareImage = sharp(Buffer.from(await share.arrayBuffer()));
    const shareMeta = await shareImage.metadata();
    expect([shareMeta.format, shareMeta.width, shareMeta.height]).toEqual(['jpeg', 1200, 630]);
    const { data } = await shareImage
      .extract({ left: 600, top: 315, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The centre is the art's red (#c81e1e), within JPEG's rounding.
    expect(Math.abs((data[0] ?? 0) - 200)).toBeLessThan(12);
    expect(data[1]).toBeLessThan(45);

    const premium = await as('premium');
    const download = await premium.call('POST', `/api/arts/${id}/download`, {});
    expect(download.status).toBe(200);
    const zip = await app.request(download.body.downloadUrl as string, {
      headers: { cookie: premium.cookie() },
    });
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      'LICENCA.txt',
      `arte-gospel-santa-ceia-enviada-${id}-fonte.pdf`,
      `arte-gospel-santa-ceia-enviada-${id}.png`,
    ]);
    expect(Buffer.from(files[`arte-gospel-santa-ceia-enviada-${id}.png`]!)).toEqual(png);
  });

  it('hides an unpublished upload from visitors', async () => {
    const res = await upload(await as('admin'), fields(), { image: [png, 'a.png'] });
    const id = res.body.id as number;
    expect((await app.request(`/media/arts/${id}.webp`)).status).toBe(404);
    expect((await app.request(`/media/arts/thumbnails/${id}.webp`)).status).toBe(404);
  });
});

describe('GET /api/admin/arts', () => {
  it('lists every art with its status, filtered, for admin and designer_adm only', async () => {
    const future = new Date(Date.now() + 3 * 86_400_000);
    const past = new Date('2026-01-10T12:00:00Z');
    const base = {
      search_text: '',
      image_url: '/media/arts/x.webp',
      format_id: refs.formatId,
      file_type_id: refs.fileTypeId,
      category_id: refs.categoryId,
      designer_id: ids.designer,
    };
    await handle.db
      .insertInto('arts')
      .values([
        {
          ...base,
          title: 'Lista Publicada',
          search_text: 'lista publicad',
          is_visible: true,
          created_at: past,
        },
        {
          ...base,
          title: 'Lista Agendada',
          search_text: 'lista agendad',
          is_visible: true,
          created_at: future,
          is_premium: true,
        },
        {
          ...base,
          title: 'Lista Oculta',
          search_text: 'lista ocult',
          is_visible: false,
          created_at: new Date('2026-01-05T12:00:00Z'),
        },
      ])
      .execute();

    const admin = await as('admin');
    const all = await admin.call('GET', '/api/admin/arts?q=lista');
    expect(all.status).toBe(200);
    const parsed = v.parse(AdminArtsResponseSchema, all.body);
    expect(parsed.totalCount).toBe(3);
    expect(parsed.arts.map((art) => [art.title, art.status, art.isPremium])).toEqual([
      ['Lista Agendada', 'agendada', true],
      ['Lista Publicada', 'publicada', false],
      ['Lista Oculta', 'oculta', false],
    ]);
    expect(parsed.arts[0]).toMatchObject({
      designer: { id: ids.designer, name: 'Conta designer' },
      categoryName: 'Ceia',
      formatName: 'Stories',
      uploaded: false,
    });

    const titles = async (query: string) =>
      (
        (await admin.call('GET', `/api/admin/arts?q=lista&${query}`)).body as {
          arts: { title: string }[];
        }
      ).arts.map((art) => art.title);
    expect(await titles('status=agendada')).toEqual(['Lista Agendada']);
    expect(await titles('status=oculta')).toEqual(['Lista Oculta']);
    expect(await titles('status=publicada')).toEqual(['Lista Publicada']);
    expect(await titles('licence=premium')).toEqual(['Lista Agendada']);
    expect(await titles('limit=1&page=2')).toEqual(['Lista Publicada']);
    expect((await admin.call('GET', '/api/admin/arts?limit=101')).status).toBe(400);
    expect((await admin.call('GET', '/api/admin/arts?status=x')).status).toBe(400);
    expect((await admin.call('GET', `/api/admin/arts?q=${'a'.repeat(101)}`)).status).toBe(400);

    expect((await testClient(app).call('GET', '/api/admin/arts')).status).toBe(401);
    for (const level of ['usuario', 'premium', 'suporte', 'designer']) {
      expect((await (await as(level)).call('GET', '/api/admin/arts')).status, level).toBe(403);
      expect((await (await as(level)).call('GET', '/api/admin/arts/designers')).status).toBe(403);
    }
    expect((await (await as('designer_adm')).call('GET', '/api/admin/arts')).status).toBe(200);
    const signers = await (await as('designer_adm')).call<unknown[]>(
      'GET',
      '/api/admin/arts/designers',
    );
    expect(signers.body).toEqual([
      { id: ids.designer, name: 'Conta designer', nivelacesso: 'designer' },
      { id: ids.designer_adm, name: 'Conta designer_adm', nivelacesso: 'designer_adm' },
    ]);
  });
});

describe('PUT /api/admin/arts/:id: tags, designer and publish date', () => {
  it('lets a publisher schedule and re-sign an art; a designer may not set them', async () => {
    const admin = await as('admin');
    const created = await upload(admin, fields(), { image: [png, 'a.png'] });
    const id = created.body.id as number;
    const publishAt = '2030-05-01T13:00:00.000Z';
    const res = await admin.call('PUT', `/api/admin/arts/${id}`, {
      title: 'Culto Agendado',
      categoryId: refs.categoryId,
      formatId: refs.formatId,
      fileTypeId: refs.fileTypeId,
      imageUrl: `/media/arts/${id}.webp`,
      editUrl: 'https://drive.google.com/file/d/abc/view',
      isPremium: true,
      isVisible: true,
      featuredRank: 3,
      tags: ['Jovens', 'jovens', 'ceia'],
      designerId: ids.designer_adm,
      publishAt,
    });
    expect(res.status).toBe(200);
    const row = await handle.db
      .selectFrom('arts')
      .select([
        'title',
        'tags',
        'designer_id',
        'created_at',
        'featured_rank',
        'upload_key',
        'image_url',
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      title: 'Culto Agendado',
      tags: ['jovens', 'ceia'],
      designer_id: ids.designer_adm,
      created_at: new Date(publishAt),
      featured_rank: 3,
    });
    expect(row.upload_key).not.toBeNull();
    // An uploaded art's address is its files': the form's older one does not replace it.
    expect(row.image_url).toBe(`/media/arts/${id}.webp?v=${row.upload_key?.split('/')[2]}`);
    const listed = await admin.call<{ arts: { status: string }[] }>(
      'GET',
      `/api/admin/arts?q=${id}`,
    );
    expect(listed.body.arts.map((art) => art.status)).toEqual(['agendada']);

    const designer = await as('designer');
    const forbidden = await designer.call('POST', '/api/admin/arts', {
      title: 'Arte do designer',
      categoryId: null,
      formatId: refs.formatId,
      fileTypeId: refs.fileTypeId,
      imageUrl: '/media/arts/novo.webp',
      publishAt,
    });
    expect(forbidden).toMatchObject({
      status: 403,
      body: { message: PUBLISHING_FORBIDDEN_MESSAGE },
    });
  });
});

/** A multipart POST of an art's files (image, source, removeSource), as the edit form sends it. */
async function replaceFiles(
  client: Client | null,
  id: number,
  files: { image?: [Uint8Array, string]; source?: [Uint8Array, string] },
  extra: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(extra)) form.set(key, value);
  for (const [key, file] of Object.entries(files)) {
    if (file) form.set(key, new Blob([new Uint8Array(file[0])]), file[1]);
  }
  const res = await app.request(
    `/api/admin/arts/${id}/files`,
    { method: 'POST', body: form, headers: client?.cookie() ? { cookie: client.cookie() } : {} },
    fromAddress('10.9.0.1'),
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function artRow(id: number) {
  return handle.db
    .selectFrom('arts')
    .select([
      'upload_key',
      'source_key',
      'source_name',
      'width',
      'height',
      'dominant_color',
      'image_url',
      'updated_at',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The pixel size of a stored or served image. */
async function sizeOf(data: Uint8Array | Buffer | null) {
  expect(data).not.toBeNull();
  const meta = await sharp(Buffer.from(data as Uint8Array)).metadata();
  return [meta.width, meta.height];
}

const media = async (url: string) => {
  const res = await app.request(url);
  expect(res.status, url).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};

describe('POST /api/admin/arts/:id/files', () => {
  let blueJpeg: Buffer;
  beforeAll(async () => {
    blueJpeg = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#1e3ac8' },
    })
      .jpeg()
      .toBuffer();
  });

  /** A published uploaded art with a PDF source, its row, and its files served once. */
  async function publishedUpload(title = 'Arte a Trocar') {
    const admin = await as('admin');
    const created = await upload(admin, fields({ isVisible: 'true', title }), {
      image: [png, 'antiga.png'],
      source: [new TextEncoder().encode('%PDF-1.4\n%antiga\n'), 'antiga.pdf'],
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect(await sizeOf(await media(`/media/arts/${id}.webp`))).toEqual([720, 900]);
    return { admin, id, before: await artRow(id) };
  }

  it('replaces the image: new sizes made and served, measures, address and audit new, old files gone', async () => {
    const { admin, id, before } = await publishedUpload('Culto de Troca');
    const oldKeys = imageFileKeys(before.upload_key as string);
    const res = await replaceFiles(admin, id, { image: [blueJpeg, 'nova.jpg'] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const after = await artRow(id);
    expect(after).toMatchObject({ width: 1600, height: 1200, source_key: before.source_key });
    expect(after.dominant_color).toMatch(/^#[0-3][0-9a-f][2-4][0-9a-f][b-d][0-9a-f]$/);
    expect(after.upload_key).toMatch(new RegExp(`^arts/${id}/[0-9a-f]{12}/original\\.jpg$`));
    expect(after.upload_key).not.toBe(before.upload_key);
    expect(after.image_url).not.toBe(before.image_url);
    expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
    const folder = after.upload_key?.split('/')[2];
    expect(res.body).toEqual({
      success: true,
      imageUrl: `/media/arts/${id}.webp?v=${folder}`,
      thumbnailUrl: `/media/arts/thumbnails/${id}.webp?v=${folder}`,
      width: 1600,
      height: 1200,
      dominantColor: after.dominant_color,
      sourceName: 'antiga.pdf',
    });

    // The stored files: the original as sent, the web size and thumbnail remade from it.
    const key = after.upload_key as string;
    expect(await uploads.read(key)).toEqual(blueJpeg);
    expect(await sizeOf(await uploads.read(uploadFiles.web(key)))).toEqual([720, 540]);
    expect(await sizeOf(await uploads.read(uploadFiles.thumbnail(key)))).toEqual([360, 270]);
    // /media serves them (the new address and the bare one), the old files are gone.
    expect(await sizeOf(await media(after.image_url))).toEqual([720, 540]);
    expect(await sizeOf(await media(`/media/arts/${id}.webp`))).toEqual([720, 540]);
    expect(await sizeOf(await media(res.body.thumbnailUrl as string))).toEqual([360, 270]);
    for (const old of oldKeys) expect(await uploads.read(old), old).toBeNull();
    expect(await uploads.read(before.source_key as string)).not.toBeNull();

    // The catalogue, the staff table and the download give the new image.
    const page = await testClient(app).call<{ art?: { imageUrl: string }; imageUrl?: string }>(
      'GET',
      `/api/arts/${id}`,
    );
    expect(JSON.stringify(page.body)).toContain(after.image_url);
    const listed = await admin.call<{ arts: { id: number; thumbnailUrl: string }[] }>(
      'GET',
      `/api/admin/arts?q=${id}`,
    );
    expect(listed.body.arts.find((art) => art.id === id)?.thumbnailUrl).toBe(res.body.thumbnailUrl);
    const premium = await as('premium');
    const download = await premium.call('POST', `/api/arts/${id}/download`, {});
    const zip = await app.request(download.body.downloadUrl as string, {
      headers: { cookie: premium.cookie() },
    });
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Buffer.from(files[`arte-gospel-culto-de-troca-${id}.jpg`] ?? [])).toEqual(blueJpeg);
    expect(Object.keys(files)).toContain(`arte-gospel-culto-de-troca-${id}-fonte.pdf`);

    // Audited with the row before and after.
    const audit = await admin.call<{
      entries: { action: string; summary: string; before: unknown; after: unknown }[];
    }>('GET', `/api/admin/audit?targetType=arts&targetId=${id}`);
    const entry = audit.body.entries.find((e) => e.action === 'art.files');
    expect(entry).toMatchObject({
      summary: 'Imagem substituída',
      before: { upload_key: before.upload_key, width: 1080 },
      after: { upload_key: after.upload_key, width: 1600 },
    });
  });

  it('refuses a non-image with the pt-BR message and changes nothing', async () => {
    const { admin, id, before } = await publishedUpload();
    const res = await replaceFiles(admin, id, {
      image: [new TextEncoder().encode('isto não é uma imagem'), 'nova.png'],
    });
    expect(res).toEqual({ status: 400, body: { message: NOT_AN_IMAGE_MESSAGE, field: 'image' } });
    expect(await artRow(id)).toEqual(before);
    expect(await sizeOf(await media(before.image_url))).toEqual([720, 900]);
    expect(await sizeOf(await media(`/media/arts/thumbnails/${id}.webp`))).toEqual([360, 450]);
    const audit = await handle.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', String(id))
      .where('action', '=', 'art.files')
      .execute();
    expect(audit).toEqual([]);
    // A bad source file is refused as at upload, the good image sent with it not kept.
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(
      await replaceFiles(admin, id, { image: [blueJpeg, 'a.jpg'], source: [svg, 'x.svg'] }),
    ).toEqual({ status: 400, body: { message: SVG_SCRIPT_MESSAGE, field: 'source' } });
    expect(await artRow(id)).toEqual(before);
  });

  it('replaces and removes the source file, and asks for something to change', async () => {
    const { admin, id, before } = await publishedUpload();
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
    );
    const swapped = await replaceFiles(admin, id, { source: [svg, 'nova-fonte.svg'] });
    expect(swapped.status).toBe(200);
    expect(swapped.body.sourceName).toBe('nova-fonte.svg');
    const withSvg = await artRow(id);
    expect(withSvg.source_key).toMatch(/\/source\.svg$/);
    expect(withSvg.upload_key).toBe(before.upload_key);
    expect(await uploads.read(withSvg.source_key as string)).not.toBeNull();
    expect(await uploads.read(before.source_key as string)).toBeNull();
    // The image's files are untouched.
    for (const key of imageFileKeys(before.upload_key as string))
      expect(await uploads.read(key), key).not.toBeNull();

    const removed = await replaceFiles(admin, id, {}, { removeSource: 'true' });
    expect(removed.status).toBe(200);
    expect(removed.body.sourceName).toBeNull();
    expect(await artRow(id)).toMatchObject({ source_key: null, source_name: null });
    expect(await uploads.read(withSvg.source_key as string)).toBeNull();

    expect(await replaceFiles(admin, id, {})).toEqual({
      status: 400,
      body: { message: FILES_REQUIRED_MESSAGE },
    });
    expect(
      await replaceFiles(admin, id, { source: [svg, 'x.svg'] }, { removeSource: 'true' }),
    ).toEqual({ status: 400, body: { message: SOURCE_CONFLICT_MESSAGE } });
    expect(
      (await replaceFiles(admin, id, { image: [new Uint8Array(10 * 1024 * 1024), 'x.png'] }))
        .status,
    ).toBe(413);
    expect((await replaceFiles(admin, 999_999, { image: [png, 'a.png'] })).status).toBe(404);
  });

  it('gives a drawn art an uploaded image, but no source file without one', async () => {
    const art = await handle.db
      .insertInto('arts')
      .values({
        title: 'Arte Desenhada',
        search_text: 'arte desenhad',
        image_url: '/media/arts/desenhada.webp',
        format_id: refs.formatId,
        file_type_id: refs.fileTypeId,
        designer_id: ids.designer_adm,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const admin = await as('designer_adm');
    const pdf = new TextEncoder().encode('%PDF-1.4\n');
    expect(await replaceFiles(admin, art.id, { source: [pdf, 'a.pdf'] })).toEqual({
      status: 400,
      body: { message: DRAWN_ART_SOURCE_MESSAGE },
    });
    const res = await replaceFiles(admin, art.id, {
      image: [png, 'a.png'],
      source: [pdf, 'a.pdf'],
    });
    expect(res.status).toBe(200);
    const row = await artRow(art.id);
    expect(row.image_url).toBe(res.body.imageUrl);
    expect(row.source_name).toBe('a.pdf');
  });

  it('follows PUT /arts/:id: art managers, a designer its own arts only', async () => {
    const { id } = await publishedUpload();
    expect((await replaceFiles(null, id, { image: [png, 'a.png'] })).status).toBe(401);
    for (const level of ['usuario', 'premium', 'suporte']) {
      expect((await replaceFiles(await as(level), id, { image: [png, 'a.png'] })).status).toBe(403);
    }
    const designer = await as('designer');
    expect(await replaceFiles(designer, id, { image: [png, 'a.png'] })).toEqual({
      status: 403,
      body: { message: 'Você não tem permissão para esta ação.' },
    });
    const own = await upload(designer, fields(), { image: [png, 'a.png'] });
    expect(
      (await replaceFiles(designer, own.body.id as number, { image: [blueJpeg, 'b.jpg'] })).status,
    ).toBe(200);
    expect(
      (await replaceFiles(await as('designer_adm'), id, { image: [blueJpeg, 'b.jpg'] })).status,
    ).toBe(200);
  });

  it('keeps the new files when an old one cannot be removed, and logs it', async () => {
    const { admin, id, before } = await publishedUpload();
    // The old thumbnail's path is now a folder with a file: removing it fails.
    const thumbnail = uploadFiles.thumbnail(before.upload_key as string);
    await uploads.remove(thumbnail);
    await uploads.write(`${thumbnail}/outro.bin`, new Uint8Array([1]));
    logged.length = 0;
    const res = await replaceFiles(admin, id, { image: [blueJpeg, 'nova.jpg'] });
    expect(res.status).toBe(200);
    expect(logged).toEqual([
      expect.objectContaining({ level: 'error', msg: 'upload removal failed', key: thumbnail }),
    ]);
    expect(await sizeOf(await media(res.body.imageUrl as string))).toEqual([720, 540]);
    expect(await uploads.read(before.upload_key as string)).toBeNull();
  });
});

describe('DELETE /api/admin/arts/:id', () => {
  it("removes the art's uploaded files from storage once deleted", async () => {
    const admin = await as('admin');
    const created = await upload(admin, fields({ isVisible: 'true' }), {
      image: [png, 'a.png'],
      source: [new TextEncoder().encode('%PDF-1.4\n%apagar\n'), 'a.pdf'],
    });
    const id = created.body.id as number;
    const row = await artRow(id);
    const keys = [...imageFileKeys(row.upload_key as string), row.source_key as string];
    for (const key of keys) expect(await uploads.read(key), key).not.toBeNull();

    // Another's art: a designer's delete finds nothing and removes nothing.
    const designer = await as('designer');
    expect((await designer.call('DELETE', `/api/admin/arts/${id}`)).status).toBe(404);
    for (const key of keys) expect(await uploads.read(key), key).not.toBeNull();

    expect((await admin.call('DELETE', `/api/admin/arts/${id}`)).status).toBe(200);
    for (const key of keys) expect(await uploads.read(key), key).toBeNull();
    expect((await app.request(`/media/arts/${id}.webp`)).status).toBe(404);
    const audit = await handle.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', String(id))
      .where('action', '=', 'art.delete')
      .execute();
    expect(audit).toHaveLength(1);
  });
});
