import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStaff } from '@arte-gospel/domain';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Kysely } from 'kysely';
import { findSessionUser, SESSION_COOKIE } from '../auth/session';
import type { Database } from '../db/schema';
import { sizeOf } from './compose';
import { renderArtGif, renderArtWebp, renderAvatarWebp } from './render';

// GET /media/arts/{id}.webp|.gif|.webm, /media/arts/thumbnails/{id}.webp (the still of a gif,
// catalogue §5 gifThumbnailUrl), /media/avatars/{username}.webp, /media/testimonials/{name}.webp.
// Images are generated on the first request from the database row, cached under
// {dataDir}/media/… and served as immutable. Every .webm art plays the one bundled clip.
// An unpublished art (is_visible false) is served to staff only, never cacheable by others.

export const MEDIA_NOT_FOUND_MESSAGE = 'Arquivo não encontrado';
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Unpublished arts, seen by staff: nothing may keep them. */
export const STAFF_MEDIA_CACHE_CONTROL = 'private, no-store';
const DEMO_VIDEO = fileURLToPath(new URL('./assets/demo-video.webm', import.meta.url));

const ART_FILE = /^([1-9][0-9]{0,9})\.(webp|gif|webm)$/;
const THUMBNAIL_FILE = /^([1-9][0-9]{0,9})\.webp$/;
const PERSON_FILE = /^[a-z0-9][a-z0-9._-]{0,79}\.webp$/;
const MAX_ID = 2_147_483_647;

const CONTENT_TYPES = { webp: 'image/webp', gif: 'image/gif', webm: 'video/webm' } as const;
type Extension = keyof typeof CONTENT_TYPES;

export interface MediaRoutesOptions {
  db: Kysely<Database>;
  /** The cache is written under {dataDir}/media (use a temp folder for memory:// databases). */
  dataDir: string;
  /** Called each time an image is generated (not served from the cache); for tests and logs. */
  onGenerate?: (file: string) => void;
}

function notFound(c: Context) {
  return c.json({ message: MEDIA_NOT_FOUND_MESSAGE }, 404);
}

function send(
  c: Context,
  body: Uint8Array,
  extension: Extension,
  cacheControl = MEDIA_CACHE_CONTROL,
) {
  return c.body(new Uint8Array(body), 200, {
    'Content-Type': CONTENT_TYPES[extension],
    'Cache-Control': cacheControl,
    'Content-Length': String(body.byteLength),
  });
}

async function readCached(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Writes through a temp name and a rename, so a reader never sees half a file. */
async function writeCached(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

/** Serves the bundled clip, honouring a single byte range (Safari asks for one). */
function sendVideo(c: Context, video: Buffer, cacheControl: string) {
  const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header('range') ?? '');
  const headers: Record<string, string> = {
    'Content-Type': CONTENT_TYPES.webm,
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

/** The media sub-app; mount it with `app.route('/media', mediaRoutes({ db, dataDir }))`. */
export function mediaRoutes(options: MediaRoutesOptions) {
  const { db } = options;
  const root = path.resolve(options.dataDir, 'media');
  const inFlight = new Map<string, Promise<Buffer>>();
  let video: Promise<Buffer> | undefined;

  /** The cached file, or generate it once (concurrent requests share the work). */
  function cachedOrGenerate(relative: string, generate: () => Promise<Buffer>): Promise<Buffer> {
    const file = path.join(root, relative);
    const pending = inFlight.get(file);
    if (pending) return pending;
    const work = (async () => {
      const cached = await readCached(file);
      if (cached) return cached;
      const data = await generate();
      await writeCached(file, data);
      options.onGenerate?.(relative);
      return data;
    })().finally(() => inFlight.delete(file));
    inFlight.set(file, work);
    return work;
  }

  function findArt(id: number) {
    return db
      .selectFrom('arts as a')
      .innerJoin('formats as f', 'f.id', 'a.format_id')
      .leftJoin('categories as c', 'c.id', 'a.category_id')
      .where('a.id', '=', id)
      .select([
        'a.id',
        'a.title',
        'a.image_url',
        'f.slug as format',
        'f.name as format_name',
        'c.slug as category_slug',
        'c.name as category_name',
        'a.is_visible',
      ])
      .executeTakeFirst();
  }

  /**
   * The Cache-Control to serve an art with, or null when this viewer may not see it: a
   * published art is public; an unpublished one only for a staff session (like the art page).
   */
  async function artAccess(c: Context, art: { is_visible: boolean }): Promise<string | null> {
    if (art.is_visible) return MEDIA_CACHE_CONTROL;
    const token = getCookie(c, SESSION_COOKIE);
    if (!token || token.length > 100) return null;
    const session = await findSessionUser(db, token);
    return session && isStaff(session.user) ? STAFF_MEDIA_CACHE_CONTROL : null;
  }

  type ArtRow = NonNullable<Awaited<ReturnType<typeof findArt>>>;
  const imageInput = (art: ArtRow) => ({
    id: art.id,
    title: art.title,
    categoryName: art.category_name,
    categorySlug: art.category_slug,
    formatName: art.format_name,
    size: sizeOf(art.format),
  });

  const app = new Hono();

  app.get('/arts/thumbnails/:file', async (c) => {
    const match = THUMBNAIL_FILE.exec(c.req.param('file'));
    const id = Number(match?.[1]);
    if (!match || id > MAX_ID) return notFound(c);
    const art = await findArt(id);
    const cacheControl = art && (await artAccess(c, art));
    if (!art || !cacheControl) return notFound(c);
    const data = await cachedOrGenerate(`arts/thumbnails/${id}.webp`, () =>
      renderArtWebp(imageInput(art)),
    );
    return send(c, data, 'webp', cacheControl);
  });

  app.get('/arts/:file', async (c) => {
    const match = ART_FILE.exec(c.req.param('file'));
    const id = Number(match?.[1]);
    const extension = match?.[2] as Extension | undefined;
    if (!match || !extension || id > MAX_ID) return notFound(c);
    const art = await findArt(id);
    // Every art has a webp still; a gif or webm only when that is its media.
    if (!art || (extension !== 'webp' && !art.image_url.endsWith(`/${id}.${extension}`))) {
      return notFound(c);
    }
    const cacheControl = await artAccess(c, art);
    if (!cacheControl) return notFound(c);
    if (extension === 'webm') {
      video ??= readFile(DEMO_VIDEO);
      return sendVideo(c, await video, cacheControl);
    }
    const data = await cachedOrGenerate(`arts/${id}.${extension}`, () =>
      extension === 'gif' ? renderArtGif(imageInput(art)) : renderArtWebp(imageInput(art)),
    );
    return send(c, data, extension, cacheControl);
  });

  app.get('/avatars/:file', async (c) => {
    const file = c.req.param('file');
    if (!PERSON_FILE.test(file)) return notFound(c);
    const user = await db
      .selectFrom('users')
      .select('name')
      .where('profileimageurl', '=', `/media/avatars/${file}`)
      .executeTakeFirst();
    if (!user) return notFound(c);
    return send(
      c,
      await cachedOrGenerate(`avatars/${file}`, () => renderAvatarWebp(user.name)),
      'webp',
    );
  });

  app.get('/testimonials/:file', async (c) => {
    const file = c.req.param('file');
    if (!PERSON_FILE.test(file)) return notFound(c);
    const row = await db
      .selectFrom('testimonials')
      .select('name')
      .where('avatar_url', '=', `/media/testimonials/${file}`)
      .executeTakeFirst();
    if (!row) return notFound(c);
    return send(
      c,
      await cachedOrGenerate(`testimonials/${file}`, () => renderAvatarWebp(row.name)),
      'webp',
    );
  });

  // A sub-app's notFound is not used once mounted: a catch-all answers other paths.
  app.all('*', (c) => notFound(c));
  return app;
}
