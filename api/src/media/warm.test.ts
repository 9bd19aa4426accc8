import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { freshDatabase } from '../test/fresh-database';
import { MEDIA_CACHE_CONTROL, mediaService } from './routes';
import { FIRST_SCREEN_CALLS, mediaPathsIn, warmFirstScreen } from './warm';

describe('mediaPathsIn', () => {
  it("collects every '/media/…' string once, in order, without its query", () => {
    const listing = {
      arts: [
        {
          id: 3,
          imageUrl: '/media/arts/3.webp',
          designer: { profileimageurl: '/media/avatars/ana.webp' },
        },
        { id: 4, imageUrl: '/media/arts/4.mp4?v=2', cdnUrl: null, designer: null },
        { id: 5, imageUrl: '/media/arts/3.webp', title: 'Culto /media/arts/9.webp' },
      ],
      totalCount: 3,
      next: 'https://exemplo.org/media/arts/7.webp',
    };
    expect([...mediaPathsIn(listing)]).toEqual([
      '/media/arts/3.webp',
      '/media/avatars/ana.webp',
      '/media/arts/4.mp4',
    ]);
    expect([...mediaPathsIn([{ avatarUrl: '/media/testimonials/rose.webp' }, 12, null])]).toEqual([
      '/media/testimonials/rose.webp',
    ]);
  });
});

describe('warmFirstScreen', () => {
  let handle: DatabaseHandle;
  let dataDir: string;
  const made: string[] = [];
  const ids = { still: 0, animated: 0, video: 0, hidden: 0, scheduled: 0, other: [] as number[] };

  beforeAll(async () => {
    handle = await freshDatabase();
    const formats = new Map<string, number>();
    for (const slug of ['cartaz', 'story-animado', 'video-criativo']) {
      const row = await handle.db
        .insertInto('formats')
        .values({ name: slug, slug })
        .returning('id')
        .executeTakeFirstOrThrow();
      formats.set(slug, row.id);
    }
    const fileType = await handle.db
      .insertInto('file_types')
      .values({ name: 'Canva', slug: 'canva' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const category = await handle.db
      .insertInto('categories')
      .values({ name: 'Culto da Família', slug: 'culto-da-familia' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const insert = async (
      format: string,
      sizeId: string,
      extension: 'webp' | 'mp4',
      extra: { is_visible?: boolean; created_at?: Date } = {},
    ) => {
      const { id } = await handle.db
        .insertInto('arts')
        .values({
          title: 'Santa Ceia | Domingo 19h',
          search_text: 'santa ceia',
          image_url: '/media/arts/0.webp',
          format_id: formats.get(format) as number,
          file_type_id: fileType.id,
          category_id: category.id,
          size_id: sizeId,
          created_at: new Date(Date.now() - 86_400_000),
          ...extra,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await handle.db
        .updateTable('arts')
        .set({ image_url: `/media/arts/${id}.${extension}` })
        .where('id', '=', id)
        .execute();
      return id;
    };
    ids.still = await insert('cartaz', 'feed-retrato', 'webp');
    ids.animated = await insert('story-animado', 'stories', 'webp');
    ids.video = await insert('video-criativo', 'stories', 'mp4');
    ids.hidden = await insert('cartaz', 'feed-quadrado', 'webp', { is_visible: false });
    ids.scheduled = await insert('cartaz', 'feed-quadrado', 'webp', {
      created_at: new Date(Date.now() + 3 * 86_400_000),
    });
    for (let i = 0; i < 6; i++) ids.other.push(await insert('cartaz', 'feed-quadrado', 'webp'));
    await handle.db
      .insertInto('testimonials')
      .values({
        rating: 5,
        quote: 'As artes chegam prontas para o culto.',
        name: 'Pra. Ana Souza',
        avatar_url: '/media/testimonials/ana-souza.webp',
      })
      .execute();
    dataDir = await mkdtemp(path.join(tmpdir(), 'arte-gospel-warm-'));
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("makes the first screens' previews at low priority, public arts only, and a visitor's still is not held behind them", async () => {
    // The API that lists, and the media service that warms (the same data folder).
    const api = createApp({ db: handle.db, mediaDir: dataDir, log: () => {} });
    const media = mediaService({ db: handle.db, dataDir, onGenerate: (key) => made.push(key) });
    const requested: string[] = [];
    const warming = warmFirstScreen({
      request: async (call) => {
        requested.push(call);
        return api.request(call);
      },
      warm: media.warm,
    });
    // A visitor's first request while the warm runs.
    const visitor = await media.routes.request(`/arts/${ids.other[5]}.webp`);
    expect(visitor.status).toBe(200);
    await visitor.arrayBuffer();
    const visitorMadeAt = made.findIndex((key) => key.startsWith(`arts/${ids.other[5]}.`));
    const report = await warming;
    expect(requested).toEqual([...FIRST_SCREEN_CALLS]);
    // 9 public arts and the testimonial's avatar.
    expect(report.warmed).toBe(10);
    // Made ahead of the warm's end: the warm's stills wait behind it.
    expect(visitorMadeAt).toBeGreaterThanOrEqual(0);
    expect(visitorMadeAt).toBeLessThan(made.filter((key) => key.endsWith('.webp')).length - 1);
    const stills = made.filter((key) => /^arts\/\d+\.\d+\.webp$/.test(key));
    for (const id of [ids.still, ids.animated, ids.video, ...ids.other]) {
      expect(
        stills.filter((key) => key.startsWith(`arts/${id}.`)),
        `art ${id}`,
      ).toHaveLength(1);
    }
    for (const id of [ids.hidden, ids.scheduled]) {
      expect(
        made.some((key) => key.startsWith(`arts/${id}.`)),
        `art ${id}`,
      ).toBe(false);
    }
    expect(made).toContain('testimonials/ana-souza.webp');
    // The animation and the video follow in the background.
    await expect
      .poll(() => made.filter((key) => /\.(animated\.webp|mp4)$/.test(key)).length, {
        timeout: 90_000,
        interval: 250,
      })
      .toBe(2);
    // Served from the storage: nothing is made again.
    const before = made.length;
    const animated = await media.routes.request(`/arts/${ids.animated}.webp`);
    expect(animated.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    const meta = await sharp(Buffer.from(await animated.arrayBuffer()), {
      animated: true,
    }).metadata();
    // An animation (libwebp merges identical neighbouring frames): the 2 s loop of 24 frames.
    expect(meta.pages).toBeGreaterThan(1);
    expect((meta.delay ?? []).reduce((sum, ms) => sum + ms, 0)).toBe(24 * 83);
    const video = await media.routes.request(`/arts/${ids.video}.mp4`);
    expect(video.status).toBe(200);
    await video.arrayBuffer();
    const still = await media.routes.request(`/arts/${ids.still}.webp`);
    expect(still.status).toBe(200);
    await still.arrayBuffer();
    expect(made.length).toBe(before);
  }, 120_000);

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const calls: string[] = [];
    const report = await warmFirstScreen({
      request: async (call) => {
        calls.push(call);
        return Response.json({});
      },
      warm: async () => true,
      signal: controller.signal,
    });
    expect(calls).toEqual([]);
    expect(report).toMatchObject({ paths: 0, warmed: 0 });
  });
});
