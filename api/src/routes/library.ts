import {
  type DownloadResponse,
  ENTITLEMENT_MESSAGES,
  entitlements,
  isStaff,
  ToggleResponseSchema,
} from '@arte-gospel/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../app-env';
import { requireUser } from '../auth/session';
import { artPage, countArtView, findVisibleArt } from '../catalogue/art-page';
import { type ArtFiles, artZipName, artZipPath, filesArt } from '../files/art-files';
import { QueueFullError } from '../files/queue';
import { countDownload } from '../library/download-access';
import {
  addToList,
  downloadedThisMonth,
  listArtsIn,
  listDownloads,
  removeFromList,
} from '../library/library-repository';
import { viewerKey } from '../library/views';
import { validate } from '../validation';

export const ART_NOT_FOUND_MESSAGE = 'Arte não encontrada';
export const FILES_FORBIDDEN_MESSAGE =
  'Baixe esta arte pela página dela para liberar os arquivos deste mês.';
export const FILE_NOT_FOUND_MESSAGE = 'Arquivo não encontrado';

const IdParamSchema = v.object({
  id: v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, 'Identificador de arte inválido'),
    v.transform(Number),
  ),
});

const FilesParamSchema = v.object({
  id: IdParamSchema.entries.id,
  name: v.pipe(v.string(), v.maxLength(200, FILE_NOT_FOUND_MESSAGE)),
});

export interface LibraryRoutesOptions {
  /** The art files a download gives (files/art-files.ts). */
  files: ArtFiles;
}

/** Art page, downloads, favourites and saves (calls the screens need; api/README.md). */
export function libraryRoutes(options: LibraryRoutesOptions) {
  const app = new Hono<AppEnv>();

  app.get('/arts/:id', validate('param', IdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const { db, user } = c.var;
    const art = await findVisibleArt(db, id, user);
    if (!art) return c.json({ message: ART_NOT_FOUND_MESSAGE }, 404);
    await countArtView(db, id, viewerKey(user, c.var.clientIp));
    c.header('Cache-Control', 'private, no-cache');
    return c.json(await artPage(db, art, user));
  });

  /**
   * Records a download and gives the ZIP's address: an art counts against the month's limit
   * once (a re-download in the same month is free); premium arts for premium accounts.
   */
  app.post('/arts/:id/download', requireUser(), validate('param', IdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const { db, user } = c.var;
    const art = await findVisibleArt(db, id, user);
    if (!art) return c.json({ message: ART_NOT_FOUND_MESSAGE }, 404);
    const decision = await countDownload(db, user, art);
    if (!decision.allowed) return c.json({ message: decision.message }, decision.status);
    const { record, limit } = decision;
    const answer: DownloadResponse = {
      success: true,
      downloadUrl: artZipPath(art),
      editUrl: art.edit_url || null,
      downloadsUsed: record.used,
      downloadLimit: limit,
      counted: record.counted,
    };
    return c.json(answer);
  });

  /**
   * The art's ZIP (SVG, PNG, print PDF, LEIA-ME, LICENCA), made on the first request and
   * kept: for a user who downloaded the art this month (POST …/download), or staff.
   */
  app.get(
    '/arts/:id/files/:name',
    requireUser(),
    validate('param', FilesParamSchema),
    async (c) => {
      const { id, name } = c.req.valid('param');
      const { db, user } = c.var;
      const art = await findVisibleArt(db, id, user);
      if (!art || name !== artZipName(art)) return c.json({ message: FILE_NOT_FOUND_MESSAGE }, 404);
      if (!isStaff(user) && !(await downloadedThisMonth(db, user.id, id)))
        return c.json({ message: FILES_FORBIDDEN_MESSAGE }, 403);
      const row = await filesArt(db, id);
      if (!row) return c.json({ message: FILE_NOT_FOUND_MESSAGE }, 404);
      let zip: { name: string; data: Buffer };
      try {
        zip = await options.files.zip(row, c.var.publicOrigin);
      } catch (error) {
        if (!(error instanceof QueueFullError)) throw error;
        c.header('Retry-After', String(error.retryAfterSeconds));
        return c.json({ message: error.message }, 503);
      }
      return c.body(new Uint8Array(zip.data), 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${zip.name}"`,
        'Content-Length': String(zip.data.byteLength),
        'Cache-Control': 'private, no-store',
      });
    },
  );

  /** GET /api/downloads (catalogue §7): the user's downloads, newest first. */
  app.get('/downloads', requireUser(), async (c) => {
    c.header('Cache-Control', 'private, no-cache');
    return c.json(await listDownloads(c.var.db, c.var.user.id));
  });

  for (const [path, table, listPath] of [
    ['favorite', 'favorites', '/favorites'],
    ['save', 'saved_arts', '/saved'],
  ] as const) {
    app.post(`/arts/:id/${path}`, requireUser(), validate('param', IdParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      const { db, user } = c.var;
      if (!(await findVisibleArt(db, id, user)))
        return c.json({ message: ART_NOT_FOUND_MESSAGE }, 404);
      const limit = table === 'favorites' ? entitlements(user).favourites : null;
      const count = await addToList(db, table, user.id, id, limit);
      if (count === null)
        return c.json({ message: ENTITLEMENT_MESSAGES.favoriteLimit(limit!) }, 403);
      return c.json(v.parse(ToggleResponseSchema, { success: true, active: true, count }));
    });
    app.delete(`/arts/:id/${path}`, requireUser(), validate('param', IdParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      const count = await removeFromList(c.var.db, table, c.var.user.id, id);
      return c.json({ success: true as const, active: false, count });
    });
    app.get(listPath, requireUser(), async (c) => {
      c.header('Cache-Control', 'private, no-cache');
      return c.json(await listArtsIn(c.var.db, table, c.var.user.id));
    });
  }
  return app;
}
