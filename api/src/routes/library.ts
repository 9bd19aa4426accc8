import { ENTITLEMENT_MESSAGES, entitlements, ToggleResponseSchema } from '@arte-gospel/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../app-env';
import { requireUser } from '../auth/session';
import { artPage, countArtView, findVisibleArt } from '../catalogue/art-page';
import {
  addToList,
  listArtsIn,
  listDownloads,
  recordDownload,
  removeFromList,
} from '../library/library-repository';
import { viewerKey } from '../library/views';
import { validate } from '../validation';

export const ART_NOT_FOUND_MESSAGE = 'Arte não encontrada';

const IdParamSchema = v.object({
  id: v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, 'Identificador de arte inválido'),
    v.transform(Number),
  ),
});

/** Art page, downloads, favourites and saves (calls the screens need; api/README.md). */
export function libraryRoutes() {
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

  /** Records a download (free limit per month; premium arts for premium accounts). */
  app.post('/arts/:id/download', requireUser(), validate('param', IdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const { db, user } = c.var;
    const art = await findVisibleArt(db, id, user);
    if (!art) return c.json({ message: ART_NOT_FOUND_MESSAGE }, 404);
    const allowed = entitlements(user);
    if (art.is_premium && !allowed.premiumArts)
      return c.json({ message: ENTITLEMENT_MESSAGES.premiumArt }, 403);
    const limit = allowed.downloadsPerMonth;
    const used = await recordDownload(db, user.id, id, limit);
    // null only when a limit was reached.
    if (used === null) return c.json({ message: ENTITLEMENT_MESSAGES.downloadLimit(limit!) }, 403);
    return c.json({
      success: true as const,
      editUrl: art.edit_url,
      downloadUrl: art.download_url,
      downloadsUsed: used,
      downloadLimit: limit,
    });
  });

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
