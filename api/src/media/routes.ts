import path from 'node:path';
import { isStaff } from '@arte-gospel/domain';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Kysely } from 'kysely';
import { uploadFiles } from '../admin/art-upload';
import { COVER_SHARE_FILE, coverKeys } from '../admin/site-assets';
import { findSessionUser, SESSION_COOKIE } from '../auth/session';
import type { Database } from '../db/schema';
import {
  createRenderQueue,
  QueueFullError,
  type RenderQueue,
  type RunOptions,
} from '../files/queue';
import { type ArtRenderRow, findArtToRender } from '../render/render-art';
import { fileStorage, type Storage } from '../storage/storage';
import { renderArtAnimatedWebp, renderArtMp4, renderArtWebp, renderAvatarWebp } from './render';
import { renderArtShareJpeg, renderDefaultShareJpeg, renderUploadShareJpeg } from './share';

// GET /media/arts/{id}.webp (the web still; for an animated story the looping animated webp),
// /media/arts/{id}.mp4 (a creative video: a short H.264 clip, byte ranges served),
// /media/arts/thumbnails/{id}.webp (the still of an animated or video art, catalogue §5),
// /media/avatars/{username}.webp, /media/testimonials/{name}.webp; the share images (og:image,
// 1200×630 JPEG): /media/arts/{id}/share.jpg of a published art, /media/share/default.jpg,
// /media/share/category-{hex}.jpg of a category's cover (kept next to the cover).
// Every file is drawn by the domain's templates on its first request, kept in the storage
// under {dataDir}/media and served as immutable; an edited art (updated_at) gets new files.
// An unpublished or scheduled art (created_at ahead) is served to staff only, never cached.
// An art uploaded by staff (upload_key set) is not drawn: its still and thumbnail are the
// web size and thumbnail made at upload (admin/art-upload.ts), read from the uploads storage.
//
// No request waits for an animation or a video (seconds of work): the first request of an
// animated story gets its still at once (a short Cache-Control) and the first of a video a
// 503 with Retry-After (a <video> shows its poster), while the file is made in the
// background, one at a time. Stills have their own queue, and the frames of an animation
// wait while stills are being drawn, so a page's previews come first.

export const MEDIA_NOT_FOUND_MESSAGE = 'Arquivo não encontrado';
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Unpublished arts, seen by staff: nothing may keep them. */
export const STAFF_MEDIA_CACHE_CONTROL = 'private, no-store';
/** The still served in place of an animation not made yet: kept briefly, then asked again. */
export const PENDING_MEDIA_CACHE_CONTROL = 'public, max-age=60';
/**
 * Share images keep their address when an art is edited (the page names it with `?v=`, its
 * version; a crawler may ask without it): kept a day, not for ever.
 */
export const SHARE_MEDIA_CACHE_CONTROL = 'public, max-age=86400';
export const VIDEO_PENDING_MESSAGE =
  'O vídeo desta arte está sendo preparado. Tente novamente em alguns segundos.';
/** Seconds one animation or video takes on the 2-core machine (for Retry-After). */
const HEAVY_RENDER_SECONDS = 8;
/** Longest a still waits for its turn: the BFF's default upstream time-out (15 s). */
const STILL_MAX_WAIT_MS = 15_000;
/** Longest an animation frame waits for the stills queue to be idle. */
const STILLS_FIRST_MAX_WAIT_MS = 2_000;
/** A background render that failed is not tried again for this long. */
const FAILED_RETRY_MS = 60_000;

const ART_FILE = /^([1-9][0-9]{0,9})\.(webp|mp4)$/;
const THUMBNAIL_FILE = /^([1-9][0-9]{0,9})\.webp$/;
const PERSON_FILE = /^[a-z0-9][a-z0-9._-]{0,79}\.webp$/;
/** A media path `warm` knows: its folder and file. */
const WARM_PATH = /^\/media\/(arts|arts\/thumbnails|avatars|testimonials)\/([^/]+)$/;
const MAX_ID = 2_147_483_647;

export interface MediaRoutesOptions {
  db: Kysely<Database>;
  /** Files are kept under {dataDir}/media (use a temp folder for memory:// databases). */
  dataDir: string;
  /** Called each time a file is made (not served from the storage); for tests and logs. */
  onGenerate?: (key: string) => void;
  /** Clock for the scheduled arts (tests). */
  now?: () => Date;
  /** Where staff uploads are kept (default {dataDir}/uploads). */
  uploads?: Storage;
  /**
   * Awaited in the background queue's slot before an animation or a video is drawn (tests
   * hold it to see what is served meanwhile).
   */
  beforeHeavyRender?: (key: string) => Promise<void>;
  /** Where background render failures are written (default: stderr as JSON). */
  log?: (entry: Record<string, unknown>) => void;
}

function notFound(c: Context) {
  return c.json({ message: MEDIA_NOT_FOUND_MESSAGE }, 404);
}

function busy(c: Context, error: QueueFullError) {
  c.header('Retry-After', String(error.retryAfterSeconds));
  return c.json({ message: error.message }, 503);
}

function sendWebp(c: Context, body: Uint8Array, cacheControl: string) {
  return c.body(new Uint8Array(body), 200, {
    'Content-Type': 'image/webp',
    'Cache-Control': cacheControl,
    'Content-Length': String(body.byteLength),
  });
}

function sendJpeg(c: Context, body: Uint8Array) {
  return c.body(new Uint8Array(body), 200, {
    'Content-Type': 'image/jpeg',
    'Cache-Control': SHARE_MEDIA_CACHE_CONTROL,
    'Content-Length': String(body.byteLength),
  });
}

/** The brand's share image in the storage (its version: change it when the SVG changes). */
const DEFAULT_SHARE_KEY = 'share/default.v1.jpg';

/** Serves a video, honouring a single byte range (Safari asks for one). */
function sendVideo(c: Context, video: Buffer, cacheControl: string) {
  const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header('range') ?? '');
  const headers: Record<string, string> = {
    'Content-Type': 'video/mp4',
    'Cache-Control': cacheControl,
    'Accept-Ranges': 'bytes',
  };
  if (range && (range[1] || range[2])) {
    const size = video.byteLength;
    let start = range[1] ? Number(range[1]) : size - Number(range[2]);
    let end = range[1] && range[2] ? Number(range[2]) : size - 1;
    start = Math.max(0, start);
    end = Math.min(end, size - 1);
    if (start > end || start >= size) {
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` });
    }
    const part = video.subarray(start, end + 1);
    return c.body(new Uint8Array(part), 206, {
      ...headers,
      'Content-Range': `bytes ${start}-${end}/${size}`,
      'Content-Length': String(part.byteLength),
    });
  }
  return c.body(new Uint8Array(video), 200, {
    ...headers,
    'Content-Length': String(video.byteLength),
  });
}

export interface MediaService {
  /** The sub-app; mount it with `app.route('/media', media.routes)`. */
  routes: Hono;
  /**
   * Makes the still a public media path (`/media/arts/12.webp`, `/media/arts/3.mp4`,
   * `/media/arts/thumbnails/3.webp`, `/media/avatars/x.webp`, …) serves, ahead of its
   * first request and at low priority: behind every still a visitor asks for. Resolves once
   * it is stored; false for a path that serves no public file.
   */
  warm(mediaPath: string): Promise<boolean>;
  /**
   * The animation or video of an art's path (`/media/arts/5.webp`, `/media/arts/3.mp4`), at
   * low priority: in the background line, its frames waiting while visitors' stills are
   * drawn. Resolves once made (or given up); false when the path has none.
   */
  warmMotion(mediaPath: string): Promise<boolean>;
}

/** The media sub-app; mount it with `app.route('/media', mediaRoutes({ db, dataDir }))`. */
export function mediaRoutes(options: MediaRoutesOptions): Hono {
  return mediaService(options).routes;
}

/** The media sub-app and its warming (see MediaService). */
export function mediaService(options: MediaRoutesOptions): MediaService {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const storage = fileStorage(path.resolve(options.dataDir, 'media'), {
    onCreate: options.onGenerate,
  });
  const uploads = options.uploads ?? fileStorage(path.resolve(options.dataDir, 'uploads'));
  const log = options.log ?? ((entry) => console.error(JSON.stringify(entry)));
  // Stills (~0.1 s each): two at a time, a home's worth and more may wait, the newest asked
  // first (the cards on screen now before those of a page scrolled past or closed, which
  // could hold a phone's first row for half a minute), and none made for a request older
  // than the BFF waits for. Animations and videos (24 frames, 4–10 s): one at a time in the
  // background, a bounded line.
  const stills: RenderQueue = createRenderQueue({
    concurrency: 2,
    maxWaiting: 200,
    order: 'lifo',
    maxWaitMs: STILL_MAX_WAIT_MS,
  });
  const heavy: RenderQueue = createRenderQueue({ concurrency: 1, maxWaiting: 32 });
  const failedAt = new Map<string, number>();

  /** Before each frame of an animation: let the stills being asked for go first. */
  async function stillsFirst(): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      stills.idle(),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, STILLS_FIRST_MAX_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
  }

  /**
   * Starts making `key` in the background (once: concurrent calls share it). The returned
   * promise (never rejected) settles once it is made or given up; requests do not wait for
   * it. A full line or a recent failure skips it; a later request asks again.
   */
  function makeInBackground(
    key: string,
    make: () => Promise<Buffer>,
    runOptions: RunOptions = {},
  ): Promise<void> {
    const failed = failedAt.get(key);
    if (failed !== undefined && Date.now() - failed < FAILED_RETRY_MS) return Promise.resolve();
    return storage
      .getOrCreate(key, () =>
        heavy.run(async () => {
          await options.beforeHeavyRender?.(key);
          return make();
        }, runOptions),
      )
      .then(
        () => {
          failedAt.delete(key);
        },
        (error: unknown) => {
          if (error instanceof QueueFullError) return;
          failedAt.set(key, Date.now());
          log({ level: 'error', msg: 'media render failed', key, error: String(error) });
        },
      );
  }

  /** Seconds until a video asked for now is likely made. */
  function videoRetryAfter(): number {
    const { running, waiting } = heavy.stats();
    return Math.min(60, Math.max(5, HEAVY_RENDER_SECONDS * (running + waiting)));
  }

  const findArt = (id: number) => findArtToRender(db, id);
  type ArtRow = NonNullable<Awaited<ReturnType<typeof findArt>>> & ArtRenderRow;

  /**
   * The Cache-Control to serve an art with, or null when this viewer may not see it: a
   * published art (visible, its date come) is public; otherwise only for a staff session.
   */
  const isPublic = (art: ArtRow) => art.is_visible && art.created_at.getTime() <= now().getTime();

  async function artAccess(c: Context, art: ArtRow): Promise<string | null> {
    if (isPublic(art)) return MEDIA_CACHE_CONTROL;
    const token = getCookie(c, SESSION_COOKIE);
    if (!token || token.length > 100) return null;
    const session = await findSessionUser(db, token);
    return session && isStaff(session.user) ? STAFF_MEDIA_CACHE_CONTROL : null;
  }

  /** Keys hold the art's version, so an edited art is drawn again. */
  const version = (art: ArtRow) => art.updated_at.getTime();
  // An uploaded art is its still image, whatever its format.
  const isAnimated = (art: ArtRow) => !art.upload_key && art.format_slug === 'story-animado';
  const isVideo = (art: ArtRow) => !art.upload_key && art.format_slug === 'video-criativo';

  class MissingUpload extends Error {}
  /** A stored file of an uploaded art (web size or thumbnail). */
  async function uploaded(key: string): Promise<Buffer> {
    const data = await uploads.read(key);
    if (!data) throw new MissingUpload(key);
    return data;
  }

  const stillKey = (art: ArtRow) => `arts/${art.id}.${version(art)}.webp`;
  const animatedKey = (art: ArtRow) => `arts/${art.id}.${version(art)}.animated.webp`;
  const videoKey = (art: ArtRow) => `arts/${art.id}.${version(art)}.mp4`;

  const still = (art: ArtRow, runOptions: RunOptions = {}) =>
    art.upload_key
      ? uploaded(uploadFiles.web(art.upload_key))
      : storage.getOrCreate(stillKey(art), () => stills.run(() => renderArtWebp(art), runOptions));
  // A visitor's animation waits for the stills at most STILLS_FIRST_MAX_WAIT_MS a frame; a
  // warmed one (background) for as long as visitors' stills are being drawn.
  const frameOptions = (runOptions: RunOptions) => ({
    beforeFrame: runOptions.background ? () => stills.idle() : stillsFirst,
  });
  const makeAnimation = (art: ArtRow, runOptions: RunOptions = {}) =>
    makeInBackground(
      animatedKey(art),
      () => renderArtAnimatedWebp(art, frameOptions(runOptions)),
      runOptions,
    );
  const makeVideo = (art: ArtRow, runOptions: RunOptions = {}) =>
    makeInBackground(videoKey(art), () => renderArtMp4(art, frameOptions(runOptions)), runOptions);

  async function loadArt(c: Context, file: string, pattern: RegExp) {
    const match = pattern.exec(file);
    const id = Number(match?.[1]);
    if (!match || id > MAX_ID) return null;
    const art = (await findArt(id)) as ArtRow | undefined;
    if (!art) return null;
    const cacheControl = await artAccess(c, art);
    return cacheControl ? { art, cacheControl, extension: match[2] } : null;
  }

  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof QueueFullError) return busy(c, error);
    if (error instanceof MissingUpload) return notFound(c);
    throw error;
  });

  app.get('/arts/thumbnails/:file', async (c) => {
    const found = await loadArt(c, c.req.param('file'), THUMBNAIL_FILE);
    if (!found) return notFound(c);
    const { art } = found;
    if (art.upload_key)
      return sendWebp(c, await uploaded(uploadFiles.thumbnail(art.upload_key)), found.cacheControl);
    return sendWebp(c, await still(art), found.cacheControl);
  });

  app.get('/arts/:file', async (c) => {
    const found = await loadArt(c, c.req.param('file'), ART_FILE);
    if (!found) return notFound(c);
    const { art, cacheControl } = found;
    if (found.extension === 'mp4') {
      if (!isVideo(art)) return notFound(c);
      const video = await storage.read(videoKey(art));
      if (video) return sendVideo(c, video, cacheControl);
      void makeVideo(art);
      c.header('Retry-After', String(videoRetryAfter()));
      c.header('Cache-Control', 'no-store');
      return c.json({ message: VIDEO_PENDING_MESSAGE }, 503);
    }
    if (isAnimated(art)) {
      const animated = await storage.read(animatedKey(art));
      if (animated) return sendWebp(c, animated, cacheControl);
      void makeAnimation(art);
      const pending =
        cacheControl === MEDIA_CACHE_CONTROL ? PENDING_MEDIA_CACHE_CONTROL : cacheControl;
      return sendWebp(c, await still(art), pending);
    }
    return sendWebp(c, await still(art), cacheControl);
  });

  // A share image is for everyone: a published art only (crawlers have no session).
  app.get('/arts/:id/share.jpg', async (c) => {
    const id = Number(/^[1-9][0-9]{0,9}$/.exec(c.req.param('id'))?.[0]);
    if (!id || id > MAX_ID) return notFound(c);
    const art = (await findArt(id)) as ArtRow | undefined;
    if (!art || !isPublic(art)) return notFound(c);
    const jpeg = await storage.getOrCreate(`arts/${art.id}.${version(art)}.share.jpg`, () =>
      stills.run(async () =>
        art.upload_key
          ? renderUploadShareJpeg(await uploaded(uploadFiles.web(art.upload_key)))
          : renderArtShareJpeg(art),
      ),
    );
    return sendJpeg(c, jpeg);
  });

  app.get('/share/default.jpg', async (c) => {
    const jpeg = await storage.getOrCreate(DEFAULT_SHARE_KEY, () =>
      stills.run(renderDefaultShareJpeg),
    );
    return sendJpeg(c, jpeg);
  });

  // A category's share image, made from its cover (admin/site-assets.ts): while the cover is
  // kept, whichever row names it.
  app.get('/share/:file', async (c) => {
    const name = COVER_SHARE_FILE.exec(c.req.param('file'))?.[1];
    if (!name) return notFound(c);
    const keys = coverKeys(name);
    const jpeg = await uploads.getOrCreate(keys.share, async () => {
      const cover = await uploaded(keys.cover);
      return stills.run(() => renderUploadShareJpeg(cover));
    });
    return sendJpeg(c, jpeg);
  });

  /** A person's name by their avatar's address (designers, testimonials), or null. */
  async function personName(folder: 'avatars' | 'testimonials', file: string) {
    if (!PERSON_FILE.test(file)) return null;
    const url = `/media/${folder}/${file}`;
    const row =
      folder === 'avatars'
        ? await db
            .selectFrom('users')
            .select('name')
            .where('profileimageurl', '=', url)
            .executeTakeFirst()
        : await db
            .selectFrom('testimonials')
            .select('name')
            .where('avatar_url', '=', url)
            .executeTakeFirst();
    return row?.name ?? null;
  }

  const avatar = (
    folder: 'avatars' | 'testimonials',
    file: string,
    name: string,
    runOptions: RunOptions = {},
  ) =>
    storage.getOrCreate(`${folder}/${file}`, () =>
      stills.run(() => renderAvatarWebp(name), runOptions),
    );

  for (const folder of ['avatars', 'testimonials'] as const) {
    app.get(`/${folder}/:file`, async (c) => {
      const file = c.req.param('file');
      const name = await personName(folder, file);
      if (name === null) return notFound(c);
      return sendWebp(c, await avatar(folder, file, name), MEDIA_CACHE_CONTROL);
    });
  }

  // A sub-app's notFound is not used once mounted: a catch-all answers other paths.
  app.all('*', (c) => notFound(c));

  const LOW: RunOptions = { background: true };

  /** The public art a media path of an art names, or null. */
  async function publicArtOf(folder: string, file: string): Promise<ArtRow | null> {
    const id = Number((folder === 'arts' ? ART_FILE : THUMBNAIL_FILE).exec(file)?.[1]);
    if (!id || id > MAX_ID) return null;
    const art = (await findArt(id)) as ArtRow | undefined;
    // Only what every visitor sees: a staff-only art waits for its first request.
    return art && isPublic(art) ? art : null;
  }

  const parseWarmPath = (mediaPath: string) => {
    const match = WARM_PATH.exec(mediaPath.split(/[?#]/)[0] ?? '');
    return match ? { folder: match[1] ?? '', file: match[2] ?? '' } : null;
  };

  async function warm(mediaPath: string): Promise<boolean> {
    const parsed = parseWarmPath(mediaPath);
    if (!parsed) return false;
    const { folder, file } = parsed;
    if (folder === 'avatars' || folder === 'testimonials') {
      const name = await personName(folder, file);
      if (name === null) return false;
      await avatar(folder, file, name, LOW);
      return true;
    }
    const art = await publicArtOf(folder, file);
    if (!art) return false;
    await still(art, LOW);
    return true;
  }

  async function warmMotion(mediaPath: string): Promise<boolean> {
    const parsed = parseWarmPath(mediaPath);
    if (parsed?.folder !== 'arts') return false;
    const art = await publicArtOf(parsed.folder, parsed.file);
    if (!art) return false;
    if (isAnimated(art)) await makeAnimation(art, LOW);
    else if (isVideo(art)) await makeVideo(art, LOW);
    else return false;
    return true;
  }

  return { routes: app, warm, warmMotion };
}
