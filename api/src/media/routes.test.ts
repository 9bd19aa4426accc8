import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AccessLevel, ArtSizeId } from '@arte-gospel/domain';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { SESSION_COOKIE } from '../auth/session';
import type { DatabaseHandle } from '../db/database';
import { initials } from './compose';
import {
  MEDIA_CACHE_CONTROL,
  mediaRoutes,
  PENDING_MEDIA_CACHE_CONTROL,
  STAFF_MEDIA_CACHE_CONTROL,
} from './routes';

describe('initials', () => {
  it('takes initials without honorifics', () => {
    expect(initials('Pr. Carlos Eduardo Mendes')).toBe('CM');
    expect(initials('Tia Rose Cardoso')).toBe('RC');
    expect(initials('Ana')).toBe('A');
  });
});

// The web still of each size, 720 px wide (the fan-page cover is 820 wide: 720 too), in the
// size's own proportions (issue 17's table: 1080×1350, 1280×720, 820×312, 2480×3508, …).
const WEB_SIZES: Record<ArtSizeId, [number, number]> = {
  'feed-retrato': [720, 900],
  'feed-quadrado': [720, 720],
  stories: [720, 1280],
  'thumbnail-youtube': [720, 405],
  'capa-youtube': [720, 405],
  'capa-fanpage': [720, 274],
  'capa-playlist': [720, 720],
  telao: [720, 405],
  'a4-retrato': [720, 1018],
  'a4-paisagem': [720, 509],
  'envelope-dizimo': [720, 1440],
  carteirinha: [720, 454],
  'cartao-digital': [720, 1280],
};
const FORMAT_OF: Record<ArtSizeId, string> = {
  'feed-retrato': 'cartaz',
  'feed-quadrado': 'cartaz',
  stories: 'stories',
  'thumbnail-youtube': 'cartaz',
  'capa-youtube': 'cartaz',
  'capa-fanpage': 'cartaz',
  'capa-playlist': 'cartaz',
  telao: 'cartaz',
  'a4-retrato': 'a4',
  'a4-paisagem': 'a4',
  'envelope-dizimo': 'a4',
  carteirinha: 'carteirinha',
  'cartao-digital': 'cartao-digital',
};

describe('GET /media/*', () => {
  let handle: DatabaseHandle;
  let dataDir: string;
  let app: Hono;
  const generated: string[] = [];
  const formats = new Map<string, number>();
  let fileTypeId = 0;
  let categoryId = 0;

  async function insertArt(values: {
    format: string;
    sizeId: ArtSizeId;
    visible?: boolean;
    createdAt?: Date;
    texts?: Record<string, string>;
  }): Promise<number> {
    const row = await handle.db
      .insertInto('arts')
      .values({
        title: 'Culto da Família | Domingo 19h',
        search_text: 'culto da familia',
        image_url: '/media/arts/0.webp',
        format_id: formats.get(values.format) as number,
        file_type_id: fileTypeId,
        category_id: categoryId,
        is_visible: values.visible ?? true,
        size_id: values.sizeId,
        texts: values.texts ? JSON.stringify(values.texts) : null,
        ...(values.createdAt ? { created_at: values.createdAt } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function expectNotFound(url: string, headers: Record<string, string> = {}) {
    const res = await app.request(url, { headers });
    expect(res.status, url).toBe(404);
    expect(await res.json()).toEqual({ message: 'Arquivo não encontrado' });
  }

  async function sessionOf(nivelacesso: AccessLevel) {
    const token = randomBytes(32).toString('base64url');
    const user = await handle.db
      .insertInto('users')
      .values({
        name: nivelacesso,
        username: `${nivelacesso}-${token.slice(0, 6)}`.toLowerCase(),
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

  beforeAll(async () => {
    handle = await freshDatabase();
    for (const slug of [
      'cartaz',
      'stories',
      'story-animado',
      'a4',
      'carteirinha',
      'cartao-digital',
      'video-criativo',
    ]) {
      const row = await handle.db
        .insertInto('formats')
        .values({ name: slug, slug })
        .returning('id')
        .executeTakeFirstOrThrow();
      formats.set(slug, row.id);
    }
    fileTypeId = (
      await handle.db
        .insertInto('file_types')
        .values({ name: 'Canva', slug: 'canva' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    categoryId = (
      await handle.db
        .insertInto('categories')
        .values({ name: 'Culto da Família', slug: 'culto-da-familia' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await handle.db
      .insertInto('users')
      .values({
        name: 'Rafael Moreira',
        username: 'rafaelmoreira',
        email: 'rafael@demo.org',
        profileimageurl: '/media/avatars/rafaelmoreira.webp',
      })
      .execute();
    await handle.db
      .insertInto('testimonials')
      .values({
        rating: 5,
        quote: 'Ótimo',
        name: 'Pra. Ana Souza',
        avatar_url: '/media/testimonials/ana-souza.webp',
      })
      .execute();
    dataDir = await mkdtemp(path.join(tmpdir(), 'arte-gospel-media-'));
    app = new Hono();
    app.route(
      '/media',
      mediaRoutes({ db: handle.db, dataDir, onGenerate: (f) => generated.push(f) }),
    );
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('draws every size as a 720 px webp in its own proportions', async () => {
    for (const [sizeId, [width, height]] of Object.entries(WEB_SIZES) as [
      ArtSizeId,
      [number, number],
    ][]) {
      const id = await insertArt({ format: FORMAT_OF[sizeId], sizeId });
      const res = await app.request(`/media/arts/${id}.webp`);
      expect(res.status, sizeId).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.format, sizeId).toBe('webp');
      expect(meta.width, sizeId).toBe(width);
      expect(
        Math.abs((meta.height ?? 0) - height),
        `${sizeId} height ${meta.height}`,
      ).toBeLessThanOrEqual(1);
    }
  }, 120_000);

  it('makes a still once under concurrent requests and keeps it', async () => {
    const id = await insertArt({ format: 'cartaz', sizeId: 'feed-quadrado' });
    const before = generated.length;
    const responses = await Promise.all([1, 2, 3].map(() => app.request(`/media/arts/${id}.webp`)));
    const bodies = await Promise.all(
      responses.map(async (r) => Buffer.from(await r.arrayBuffer())),
    );
    for (const res of responses) expect(res.status).toBe(200);
    expect(bodies[1]?.equals(bodies[0] as Buffer)).toBe(true);
    expect(generated.slice(before)).toHaveLength(1);
    const again = Buffer.from(await (await app.request(`/media/arts/${id}.webp`)).arrayBuffer());
    expect(again.equals(bodies[0] as Buffer)).toBe(true);
    // The thumbnail of a still art is the same file.
    const thumb = Buffer.from(
      await (await app.request(`/media/arts/thumbnails/${id}.webp`)).arrayBuffer(),
    );
    expect(thumb.equals(bodies[0] as Buffer)).toBe(true);
    expect(generated.slice(before)).toHaveLength(1);
    const files = await readdir(path.join(dataDir, 'media', 'arts'));
    expect(files.filter((f) => f.startsWith(`${id}.`))).toHaveLength(1);
  });

  it('draws an edited art again (its files follow updated_at)', async () => {
    const id = await insertArt({
      format: 'cartaz',
      sizeId: 'feed-quadrado',
      texts: { title: 'Batismo nas Águas' },
    });
    const first = Buffer.from(await (await app.request(`/media/arts/${id}.webp`)).arrayBuffer());
    await handle.db
      .updateTable('arts')
      .set({
        texts: JSON.stringify({ title: 'Santa Ceia do Senhor' }),
        updated_at: new Date(Date.now() + 1000),
      })
      .where('id', '=', id)
      .execute();
    const second = Buffer.from(await (await app.request(`/media/arts/${id}.webp`)).arrayBuffer());
    expect(second.equals(first)).toBe(false);
  });

  it('serves an animated story: its still at once (briefly cached), then the looping animated webp', async () => {
    const id = await insertArt({ format: 'story-animado', sizeId: 'stories' });
    const first = await app.request(`/media/arts/${id}.webp`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    // Not immutable: the browser asks again once the animation is made.
    expect(first.headers.get('cache-control')).toBe(PENDING_MEDIA_CACHE_CONTROL);
    const firstBody = Buffer.from(await first.arrayBuffer());
    const pending = await sharp(firstBody, { animated: true }).metadata();
    expect(pending).toMatchObject({ format: 'webp', width: 720, height: 1280 });
    expect(pending.pages ?? 1).toBe(1);
    // The animation is made in the background, once.
    const animatedKey = new RegExp(`^arts/${id}\\.\\d+\\.animated\\.webp$`);
    await expect
      .poll(() => generated.filter((key) => animatedKey.test(key)).length, { timeout: 90_000 })
      .toBe(1);
    const res = await app.request(`/media/arts/${id}.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    const meta = await sharp(Buffer.from(await res.arrayBuffer()), { animated: true }).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.pages).toBe(24);
    expect(meta.loop).toBe(0);
    expect(meta.width).toBe(540);
    expect(meta.pageHeight).toBe(960);
    expect(meta.delay).toEqual(Array.from({ length: 24 }, () => 83));
    // The thumbnail is the still served first (the same file).
    const thumb = await app.request(`/media/arts/thumbnails/${id}.webp`);
    expect(thumb.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    expect(Buffer.from(await thumb.arrayBuffer()).equals(firstBody)).toBe(true);
    expect(generated.filter((key) => animatedKey.test(key))).toHaveLength(1);
    // The old GIF address is gone.
    await expectNotFound(`/media/arts/${id}.gif`);
  }, 120_000);

  it('answers a video not made yet with a 503 at once, makes it once, then serves it with byte ranges and a still poster', async () => {
    const id = await insertArt({ format: 'video-criativo', sizeId: 'telao' });
    const before = generated.length;
    const [res, other] = await Promise.all([
      app.request(`/media/arts/${id}.mp4`),
      app.request(`/media/arts/${id}.mp4`),
    ]);
    for (const pending of [res, other]) {
      expect(pending.status).toBe(503);
      expect(Number(pending.headers.get('retry-after'))).toBeGreaterThanOrEqual(5);
      expect(pending.headers.get('cache-control')).toBe('no-store');
      expect(await pending.json()).toEqual({
        message: 'O vídeo desta arte está sendo preparado. Tente novamente em alguns segundos.',
      });
    }
    const videoKey = new RegExp(`^arts/${id}\\.\\d+\\.mp4$`);
    await expect
      .poll(() => generated.slice(before).filter((key) => videoKey.test(key)).length, {
        timeout: 90_000,
      })
      .toBe(1);
    const made = await app.request(`/media/arts/${id}.mp4`);
    expect(made.status).toBe(200);
    expect(made.headers.get('content-type')).toBe('video/mp4');
    expect(made.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    expect(made.headers.get('accept-ranges')).toBe('bytes');
    const body = Buffer.from(await made.arrayBuffer());
    expect(body.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(body.includes(Buffer.from('avc1'))).toBe(true);
    expect(body.byteLength).toBeGreaterThan(1000);
    expect(generated.slice(before)).toEqual([expect.stringMatching(videoKey)]);
    const part = await app.request(`/media/arts/${id}.mp4`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${body.byteLength}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(body.subarray(0, 100))).toBe(true);
    const poster = await app.request(`/media/arts/thumbnails/${id}.webp`);
    expect(await sharp(Buffer.from(await poster.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 720,
      height: 405,
    });
    await expectNotFound(`/media/arts/${id}.webm`);
    // A still art has no video.
    await expectNotFound(
      `/media/arts/${await insertArt({ format: 'cartaz', sizeId: 'telao' })}.mp4`,
    );
  }, 120_000);

  describe('while animations and videos are being made', () => {
    let gatedDir: string;
    let gated: Hono;
    const made: string[] = [];
    /** Heavy renders that reached their slot, and the most at once. */
    const heavyStarted: string[] = [];
    let heavyInSlot = 0;
    let heavyMostAtOnce = 0;
    let openGate: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });

    beforeAll(async () => {
      gatedDir = await mkdtemp(path.join(tmpdir(), 'arte-gospel-media-gated-'));
      gated = new Hono();
      gated.route(
        '/media',
        mediaRoutes({
          db: handle.db,
          dataDir: gatedDir,
          onGenerate: (key) => made.push(key),
          // Holds every animation and video in its slot until the test opens the gate.
          beforeHeavyRender: async (key) => {
            heavyStarted.push(key);
            heavyInSlot += 1;
            heavyMostAtOnce = Math.max(heavyMostAtOnce, heavyInSlot);
            await gate;
            heavyInSlot -= 1;
          },
        }),
      );
    });
    afterAll(async () => {
      openGate();
      if (gatedDir) await rm(gatedDir, { recursive: true, force: true });
    });

    it('serves every still, the stills of animated stories and a 503 for videos under 30 concurrent first requests', async () => {
      const sizes: ArtSizeId[] = ['feed-retrato', 'feed-quadrado', 'stories', 'a4-retrato'];
      const stillIds: number[] = [];
      for (let i = 0; i < 24; i++) {
        const sizeId = sizes[i % sizes.length] as ArtSizeId;
        stillIds.push(await insertArt({ format: FORMAT_OF[sizeId], sizeId }));
      }
      const animatedIds = [
        await insertArt({ format: 'story-animado', sizeId: 'stories' }),
        await insertArt({ format: 'story-animado', sizeId: 'stories' }),
      ];
      const videoIds = [
        await insertArt({ format: 'video-criativo', sizeId: 'stories' }),
        await insertArt({ format: 'video-criativo', sizeId: 'telao' }),
      ];
      const urls = [
        ...stillIds.map((id) => `/media/arts/${id}.webp`),
        ...animatedIds.map((id) => `/media/arts/${id}.webp`),
        ...videoIds.map((id) => `/media/arts/${id}.mp4`),
        ...videoIds.map((id) => `/media/arts/thumbnails/${id}.webp`),
      ];
      expect(urls).toHaveLength(30);
      // The gate is closed: every answer below came without any animation or video made.
      const responses = await Promise.all(urls.map((url) => gated.request(url)));
      const byUrl = new Map(urls.map((url, i) => [url, responses[i] as Response]));
      for (const id of [...stillIds, ...videoIds]) {
        const url = stillIds.includes(id)
          ? `/media/arts/${id}.webp`
          : `/media/arts/thumbnails/${id}.webp`;
        const res = byUrl.get(url) as Response;
        expect(res.status, url).toBe(200);
        expect(res.headers.get('cache-control'), url).toBe(MEDIA_CACHE_CONTROL);
        expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe('webp');
      }
      for (const id of animatedIds) {
        const res = byUrl.get(`/media/arts/${id}.webp`) as Response;
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe(PENDING_MEDIA_CACHE_CONTROL);
        const meta = await sharp(Buffer.from(await res.arrayBuffer()), {
          animated: true,
        }).metadata();
        expect(meta).toMatchObject({ width: 720, height: 1280 });
        expect(meta.pages ?? 1).toBe(1);
      }
      for (const id of videoIds) {
        const res = byUrl.get(`/media/arts/${id}.mp4`) as Response;
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
        await res.arrayBuffer();
      }
      // 28 stills made (24 arts, the 2 animated stories' stills, the 2 videos' posters), no
      // animation or video.
      expect(made.filter((key) => key.endsWith('.animated.webp') || key.endsWith('.mp4'))).toEqual(
        [],
      );
      expect(made).toHaveLength(28);
      // One animation or video in its slot, the others waiting in line. Their requests started
      // them without waiting: the first may reach its slot after the last answer.
      await expect.poll(() => heavyStarted.length).toBe(1);
      expect(heavyMostAtOnce).toBe(1);

      // A still asked for while a video is being made is served at once too.
      const late = await insertArt({ format: 'cartaz', sizeId: 'feed-retrato' });
      const stillNow = await gated.request(`/media/arts/${late}.webp`);
      expect(stillNow.status).toBe(200);
      expect(stillNow.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
      await stillNow.arrayBuffer();
      // Asking again for a video being made does not queue it twice.
      const again = await gated.request(`/media/arts/${videoIds[0]}.mp4`);
      expect(again.status).toBe(503);
      await again.arrayBuffer();

      // Opened: the four are made one after the other, each once.
      openGate();
      await expect
        .poll(() => made.filter((key) => /\.(animated\.webp|mp4)$/.test(key)).length, {
          timeout: 100_000,
          interval: 250,
        })
        .toBe(4);
      expect(heavyMostAtOnce).toBe(1);
      expect(heavyStarted).toHaveLength(4);
      for (const id of animatedIds) {
        const res = await gated.request(`/media/arts/${id}.webp`);
        expect(res.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
        const meta = await sharp(Buffer.from(await res.arrayBuffer()), {
          animated: true,
        }).metadata();
        expect(meta.pages).toBeGreaterThan(1);
        expect((meta.delay ?? []).reduce((sum, ms) => sum + ms, 0)).toBe(24 * 83);
      }
      for (const id of videoIds) {
        const res = await gated.request(`/media/arts/${id}.mp4`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('video/mp4');
        await res.arrayBuffer();
      }
    }, 180_000);
  });

  it('serves unpublished and scheduled arts to staff only, never cacheable', async () => {
    const hidden = await insertArt({ format: 'cartaz', sizeId: 'feed-retrato', visible: false });
    const scheduled = await insertArt({
      format: 'cartaz',
      sizeId: 'feed-retrato',
      createdAt: new Date(Date.now() + 3 * 86_400_000),
    });
    const urls = [hidden, scheduled].flatMap((id) => [
      `/media/arts/${id}.webp`,
      `/media/arts/thumbnails/${id}.webp`,
    ]);
    const visitor = {};
    for (const headers of [
      visitor,
      await sessionOf('usuario'),
      await sessionOf('premium'),
      { cookie: `${SESSION_COOKIE}=inventado` },
    ]) {
      for (const url of urls) await expectNotFound(url, headers);
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
    // Its date come, the scheduled art is public.
    await handle.db
      .updateTable('arts')
      .set({ created_at: new Date(Date.now() - 1000) })
      .where('id', '=', scheduled)
      .execute();
    const res = await app.request(`/media/arts/${scheduled}.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
  }, 60_000);

  it('generates designer and testimonial avatars', async () => {
    const res = await app.request('/media/avatars/rafaelmoreira.webp');
    expect(res.status).toBe(200);
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });
    const t = await app.request('/media/testimonials/ana-souza.webp');
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
      '/media/arts/1.gif',
      '/media/arts/1.webm',
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
    const dotted = await app.request('/media/arts/../../package.json');
    expect(dotted.status).toBe(404);
    expect(await dotted.text()).not.toContain('workspaces');
  });
});
