import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { MEDIA_CACHE_CONTROL, mediaService } from './routes';
import { FIRST_SCREEN_CALLS, firstScreenMedia, mediaPathsIn, warmFirstScreen } from './warm';

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

describe('firstScreenMedia', () => {
  const art = (id: number, categoryId: number, format: string, groupId: string | null = null) => ({
    id,
    title: `Arte ${id}`,
    imageUrl: format === 'video-criativo' ? `/media/arts/${id}.mp4` : `/media/arts/${id}.webp`,
    categoryId,
    format,
    groupId,
    designer: id === 1 ? { name: 'Ana', profileimageurl: '/media/avatars/ana.webp' } : null,
  });

  it("lists the gallery's, the featured mosaics', /artes' and the testimonials' media in page order", async () => {
    const answers: Record<string, unknown> = {
      [FIRST_SCREEN_CALLS.gallery]: {
        arts: [art(1, 10, 'cartaz'), art(2, 10, 'story-animado'), art(3, 10, 'video-criativo')],
        totalCount: 3,
      },
      [FIRST_SCREEN_CALLS.categories]: [
        {
          id: 10,
          name: 'Santa Ceia',
          artCount: 6,
          previews: [
            art(1, 10, 'cartaz'),
            art(4, 10, 'cartaz', 'g'),
            art(5, 10, 'cartaz', 'g'),
            art(6, 10, 'stories'),
            art(7, 10, 'cartaz'),
            art(8, 10, 'cartaz'),
          ],
        },
        {
          id: 20,
          name: 'Batismo',
          artCount: 2,
          previews: [art(21, 20, 'cartaz'), art(22, 20, 'cartaz')],
        },
        { id: 30, name: 'Vigília', artCount: 0, previews: [] },
      ],
      [FIRST_SCREEN_CALLS.listing]: { arts: [art(9, 10, 'video-criativo')], totalCount: 1 },
      [FIRST_SCREEN_CALLS.testimonials]: [
        { name: 'Rose', avatarUrl: '/media/testimonials/rose.webp' },
      ],
    };
    const calls: string[] = [];
    const media = await firstScreenMedia(async (call) => {
      calls.push(call);
      return call in answers
        ? Response.json(answers[call])
        : Response.json({ message: 'Não encontrado' }, { status: 404 });
    });
    // One call for every category's mosaic (Vigília has no art, so no tile).
    expect(calls).toEqual([
      FIRST_SCREEN_CALLS.gallery,
      FIRST_SCREEN_CALLS.categories,
      FIRST_SCREEN_CALLS.listing,
      FIRST_SCREEN_CALLS.testimonials,
    ]);
    expect(media.stills).toEqual([
      // The gallery, with its designer's avatar.
      '/media/arts/1.webp',
      '/media/avatars/ana.webp',
      '/media/arts/2.webp',
      '/media/arts/3.mp4',
      // Santa Ceia's mosaic: the story first, then one art per group, four in all (1 is
      // already listed).
      '/media/arts/6.webp',
      '/media/arts/4.webp',
      '/media/arts/7.webp',
      // Batismo's, /artes, the testimonial.
      '/media/arts/21.webp',
      '/media/arts/22.webp',
      '/media/arts/9.mp4',
      '/media/testimonials/rose.webp',
    ]);
    // What galleries play: every art of the gallery and /artes (warmMotion skips stills).
    expect(media.motion).toEqual([
      '/media/arts/1.webp',
      '/media/arts/2.webp',
      '/media/arts/3.mp4',
      '/media/arts/9.mp4',
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
      warmMotion: media.warmMotion,
    });
    // A visitor's first request while the warm runs.
    const visitor = await media.routes.request(`/arts/${ids.other[5]}.webp`);
    expect(visitor.status).toBe(200);
    await visitor.arrayBuffer();
    const visitorMadeAt = made.findIndex((key) => key.startsWith(`arts/${ids.other[5]}.`));
    const report = await warming;
    // The first screens' own calls, the categories' mosaics in one.
    expect(requested).toEqual([
      FIRST_SCREEN_CALLS.gallery,
      FIRST_SCREEN_CALLS.categories,
      FIRST_SCREEN_CALLS.listing,
      FIRST_SCREEN_CALLS.testimonials,
    ]);
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
    // Then the animation and the video, after every still.
    expect(report.motion).toBe(2);
    const firstMotion = made.findIndex((key) => /\.(animated\.webp|mp4)$/.test(key));
    const motion = made.slice(firstMotion);
    expect(motion).toHaveLength(2);
    expect(motion).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^arts/${ids.animated}\\.\\d+\\.animated\\.webp$`)),
        expect.stringMatching(new RegExp(`^arts/${ids.video}\\.\\d+\\.mp4$`)),
      ]),
    );
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
    expect(report).toMatchObject({ paths: 0, warmed: 0, motion: 0 });
  });
});
