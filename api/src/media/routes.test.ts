import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AccessLevel } from '@arte-gospel/domain';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/session';
import type { DatabaseHandle } from '../db/database';
import { seedDemoCatalogue } from '../seed';
import { freshDatabase } from '../test/fresh-database';
import { initials, wrapWords } from './compose';
import { MEDIA_CACHE_CONTROL, mediaRoutes, STAFF_MEDIA_CACHE_CONTROL } from './routes';

describe('compose helpers', () => {
  it('wraps words to the line width', () => {
    expect(wrapWords('Santa Ceia do Senhor', 10)).toEqual(['Santa Ceia', 'do Senhor']);
    expect(wrapWords('Supercalifragilistico é', 5)).toEqual(['Supercalifragilistico', 'é']);
  });
  it('takes initials without honorifics', () => {
    expect(initials('Pr. Carlos Eduardo Mendes')).toBe('CM');
    expect(initials('Tia Rose Cardoso')).toBe('RC');
    expect(initials('Ana')).toBe('A');
  });
});

describe('GET /media/*', () => {
  let handle: DatabaseHandle;
  let dataDir: string;
  let app: Hono;
  const generated: string[] = [];

  async function artOf(format: string, extension = 'webp') {
    const row = await handle.db
      .selectFrom('arts as a')
      .innerJoin('formats as f', 'f.id', 'a.format_id')
      .where('f.slug', '=', format)
      .where('a.image_url', 'like', `%.${extension}`)
      .select(['a.id'])
      .orderBy('a.id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function expectNotFound(url: string) {
    const res = await app.request(url);
    expect(res.status, url).toBe(404);
    expect(await res.json()).toEqual({ message: 'Arquivo não encontrado' });
  }

  beforeAll(async () => {
    handle = await freshDatabase();
    await seedDemoCatalogue(handle.db, { artCount: 300, passwordHash: 'x' });
    // Published, so any art serves; the staff-only test unpublishes its own.
    await handle.db.updateTable('arts').set({ is_visible: true }).execute();
    dataDir = await mkdtemp(path.join(tmpdir(), 'arte-gospel-media-'));
    app = new Hono();
    app.route(
      '/media',
      mediaRoutes({ db: handle.db, dataDir, onGenerate: (f) => generated.push(f) }),
    );
  });
  afterAll(async () => {
    await handle?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('generates a 4:5 webp for a cartaz and caches it', async () => {
    const id = await artOf('cartaz');
    const res = await app.request(`/media/arts/${id}.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 1000 });
    const file = path.join(dataDir, 'media', 'arts', `${id}.webp`);
    const before = await stat(file);
    expect(generated.filter((f) => f === `arts/${id}.webp`)).toHaveLength(1);

    const again = await app.request(`/media/arts/${id}.webp`);
    expect(again.status).toBe(200);
    expect((await again.arrayBuffer()).byteLength).toBe(before.size);
    expect(generated.filter((f) => f === `arts/${id}.webp`)).toHaveLength(1);
    expect((await stat(file)).mtimeMs).toBe(before.mtimeMs);
  });

  it('generates a 9:16 webp for a stories art, once under concurrent requests', async () => {
    const id = await artOf('stories');
    const responses = await Promise.all([1, 2, 3].map(() => app.request(`/media/arts/${id}.webp`)));
    for (const res of responses) expect(res.status).toBe(200);
    const meta = await sharp(
      Buffer.from(await (responses[0] as Response).arrayBuffer()),
    ).metadata();
    expect(meta).toMatchObject({ width: 720, height: 1280 });
    expect(generated.filter((f) => f === `arts/${id}.webp`)).toHaveLength(1);
  });

  it('draws A4 and carteirinha in their own proportions', async () => {
    for (const [format, width, height] of [
      ['a4', 800, 1131],
      ['carteirinha', 1012, 638],
    ] as const) {
      const res = await app.request(`/media/arts/${await artOf(format)}.webp`);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta, format).toMatchObject({ width, height });
    }
  });

  it('serves an animated gif and its webp thumbnail', async () => {
    const id = await artOf('story-animado', 'gif');
    const res = await app.request(`/media/arts/${id}.gif`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/gif');
    const meta = await sharp(Buffer.from(await res.arrayBuffer()), { animated: true }).metadata();
    expect(meta.format).toBe('gif');
    expect(meta.pages).toBeGreaterThanOrEqual(2);
    expect(meta.width).toBe(360);
    expect(meta.pageHeight).toBe(640);
    const thumb = await app.request(`/media/arts/thumbnails/${id}.webp`);
    expect(thumb.status).toBe(200);
    const thumbMeta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect(thumbMeta).toMatchObject({ format: 'webp', width: 720, height: 1280 });
    // A still art has no gif.
    await expectNotFound(`/media/arts/${await artOf('cartaz')}.gif`);
  });

  it('serves the bundled webm clip for video arts, with byte ranges', async () => {
    const id = await artOf('video-criativo', 'webm');
    const res = await app.request(`/media/arts/${id}.webm`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/webm');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML magic
    expect(body.byteLength).toBeLessThan(200_000);
    const part = await app.request(`/media/arts/${id}.webm`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${body.byteLength}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    await expectNotFound(`/media/arts/${await artOf('stories')}.webm`);
  });

  it('serves an unpublished art and its thumbnail to staff only, never cacheable', async () => {
    /** A session cookie for a new user at this level. */
    async function sessionOf(nivelacesso: AccessLevel) {
      const token = randomBytes(32).toString('base64url');
      const user = await handle.db
        .insertInto('users')
        .values({
          name: nivelacesso,
          username: `${nivelacesso}-${token.slice(0, 6)}`,
          email: `${token.slice(0, 10)}@demo.org`,
          nivelacesso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await handle.db
        .insertInto('sessions')
        .values({
          id: createHash('sha256').update(token).digest('hex'),
          user_id: user.id,
          persistent: false,
          expires_at: new Date(Date.now() + 3_600_000),
        })
        .execute();
      return { cookie: `${SESSION_COOKIE}=${token}` };
    }
    const gif = await artOf('story-animado', 'gif');
    const webm = await artOf('video-criativo', 'webm');
    const hidden = [await artOf('cartaz'), gif, webm];
    await handle.db
      .updateTable('arts')
      .set({ is_visible: false })
      .where('id', 'in', hidden)
      .execute();
    const urls = [
      `/media/arts/${hidden[0]}.webp`,
      `/media/arts/${gif}.gif`,
      `/media/arts/${gif}.webp`,
      `/media/arts/thumbnails/${gif}.webp`,
      `/media/arts/${webm}.webm`,
    ];
    const visitor = {};
    const user = await sessionOf('usuario');
    const premium = await sessionOf('premium');
    for (const headers of [visitor, user, premium, { cookie: `${SESSION_COOKIE}=inventado` }]) {
      for (const url of urls) {
        const res = await app.request(url, { headers });
        expect(res.status, url).toBe(404);
        expect(await res.json()).toEqual({ message: 'Arquivo não encontrado' });
      }
    }
    for (const level of ['admin', 'designer_adm', 'designer', 'suporte'] as const) {
      const staff = await sessionOf(level);
      for (const url of urls) {
        const res = await app.request(url, { headers: staff });
        expect(res.status, `${level} ${url}`).toBe(200);
        expect(res.headers.get('cache-control')).toBe(STAFF_MEDIA_CACHE_CONTROL);
        await res.arrayBuffer();
      }
    }
    // Published again: public and cacheable for everyone.
    await handle.db
      .updateTable('arts')
      .set({ is_visible: true })
      .where('id', 'in', hidden)
      .execute();
    const res = await app.request(`/media/arts/thumbnails/${gif}.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
  });

  it('generates designer and testimonial avatars', async () => {
    const res = await app.request('/media/avatars/rafaelmoreira.webp');
    expect(res.status).toBe(200);
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });
    const testimonial = await handle.db
      .selectFrom('testimonials')
      .select('avatar_url')
      .where('avatar_url', 'is not', null)
      .executeTakeFirstOrThrow();
    const t = await app.request(testimonial.avatar_url as string);
    expect(t.status).toBe(200);
    expect(t.headers.get('content-type')).toBe('image/webp');
    await expectNotFound('/media/avatars/ninguem.webp');
    await expectNotFound('/media/testimonials/ninguem.webp');
  });

  it('answers unknown ids and bad or traversal names with a JSON 404', async () => {
    for (const url of [
      '/media/arts/999999.webp',
      '/media/arts/99999999999.webp',
      '/media/arts/0.webp',
      '/media/arts/01.webp',
      '/media/arts/1.png',
      '/media/arts/1.webp.tmp',
      '/media/arts/..%2F..%2F..%2Fetc%2Fpasswd',
      '/media/arts/..%2Favatars%2Frafaelmoreira.webp',
      '/media/arts/thumbnails/..%2F1.webp',
      '/media/avatars/..%2F..%2Fsecret.webp',
      '/media/avatars/.hidden.webp',
      '/media/avatars/Rafael.webp',
      '/media/testimonials/%2Fetc%2Fpasswd',
      '/media/outra/coisa.webp',
      '/media/arts/1/2.webp',
    ]) {
      await expectNotFound(url);
    }
    // Dot segments are resolved by the URL parser before routing: never outside /media.
    const dotted = await app.request('/media/arts/../../package.json');
    expect(dotted.status).toBe(404);
    expect(await dotted.text()).not.toContain('workspaces');
  });
});
