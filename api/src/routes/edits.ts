import { randomBytes } from 'node:crypto';
import {
  designFor,
  EDIT_BODY_MAX_BYTES,
  EDIT_PHOTO_WEB_SIDE,
  EDITS_MESSAGES,
  EditCreateBodySchema,
  type EditExportResponse,
  type EditPhotoResponse,
  EditUpdateBodySchema,
} from '@arte-gospel/domain';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { contentImageBodyLimit, encodeWebImage, readUploadedImage } from '../admin/content-images';
import type { AppEnv, SignedInEnv } from '../app-env';
import { requireUser } from '../auth/session';
import { findVisibleArt } from '../catalogue/art-page';
import {
  addEditPhoto,
  createEdit,
  deleteEdit,
  EDIT_PHOTO_NAME,
  editHasPhoto,
  editPhotoFolder,
  editPhotoKey,
  editPhotoUrl,
  findEdit,
  findEditRow,
  listEdits,
  removeEditPhoto,
  type SaveResult,
  updateEdit,
} from '../edits/edits-repository';
import { countDownload } from '../library/download-access';
import { artSizeOf, findArtToRender } from '../render/render-art';
import type { Storage } from '../storage/storage';
import { validate } from '../validation';
import { ART_NOT_FOUND_MESSAGE } from './library';

/** The answer to an export of an edit whose catalogue art was removed. */
export const EDIT_ART_GONE_STATUS = 410;

const IdParamSchema = v.object({
  id: v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, EDITS_MESSAGES.notFound),
    v.transform(Number),
    v.minValue(1, EDITS_MESSAGES.notFound),
  ),
});
const PhotoParamSchema = v.object({
  id: IdParamSchema.entries.id,
  name: v.pipe(v.string(), v.maxLength(60, EDITS_MESSAGES.photoNotFound)),
});

/**
 * Issue 20, 'Minhas artes' (/painel/artes): the signed-in account's own edits, their photos
 * and the export, which counts as a download of the art (library/download-access.ts). Another
 * account's edit is a 404 on every call. The photos are read from `storage` (the uploads)
 * under edits/{userId}/{editId}/ and served only here, to their owner.
 */
export function editsRoutes({ storage }: { storage: Storage }) {
  const app = new Hono<AppEnv>().use('*', requireUser());
  const notFound = { message: EDITS_MESSAGES.notFound };

  /** The saved edit as GET answers it, with `status` (a save's answer). */
  const answerSaved = async (
    c: Context<AppEnv & SignedInEnv>,
    result: SaveResult,
    status: 200 | 201,
  ) => {
    if (!result.ok) return c.json({ message: result.message }, result.status);
    const edit = await findEdit(c.var.db, c.var.user.id, result.id);
    if (!edit) return c.json(notFound, 404);
    return c.json(edit, status);
  };

  app.get('/', async (c) => {
    c.header('Cache-Control', 'private, no-cache');
    return c.json(await listEdits(c.var.db, c.var.user.id));
  });

  app.get('/:id', validate('param', IdParamSchema), async (c) => {
    const edit = await findEdit(c.var.db, c.var.user.id, c.req.valid('param').id);
    if (!edit) return c.json(notFound, 404);
    c.header('Cache-Control', 'private, no-cache');
    return c.json(edit);
  });

  // A new edit of an art the user can see (premium arts too: editing is free, the export
  // follows the download's rules), in the art's own template and size.
  app.post(
    '/',
    validate('json', EditCreateBodySchema, { maxBytes: EDIT_BODY_MAX_BYTES }),
    async (c) => {
      const { artId, state, name } = c.req.valid('json');
      const { db, user } = c.var;
      const art = await findVisibleArt(db, artId, user);
      const drawn = art && (await findArtToRender(db, artId));
      if (!art || !drawn) return c.json({ message: ART_NOT_FOUND_MESSAGE }, 404);
      const size = artSizeOf(drawn);
      const { template } = designFor({
        id: drawn.id,
        categorySlug: drawn.category_slug,
        sizeId: size.id,
        templateId: drawn.template_id,
        paletteId: drawn.palette_id,
      });
      const result = await createEdit(
        db,
        user.id,
        { artId, state, name: name ?? art.title.slice(0, 80).trim() },
        { templateId: template.id, sizeId: size.id },
      );
      return answerSaved(c, result, 201);
    },
  );

  app.put(
    '/:id',
    validate('param', IdParamSchema),
    validate('json', EditUpdateBodySchema, { maxBytes: EDIT_BODY_MAX_BYTES }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { state, name } = c.req.valid('json');
      const result = await updateEdit(c.var.db, c.var.user.id, id, { state, name });
      return answerSaved(c, result, 200);
    },
  );

  app.delete('/:id', validate('param', IdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const userId = c.var.user.id;
    if (!(await deleteEdit(c.var.db, userId, id))) return c.json(notFound, 404);
    // The photo rows went with the row; their files go once that has committed.
    await storage.removePrefix(editPhotoFolder(userId, id)).catch(() => 0);
    return c.json({ success: true as const });
  });

  // The export: counts as a download of the art, by the download's own code path.
  app.post('/:id/export', validate('param', IdParamSchema), async (c) => {
    const { db, user } = c.var;
    const edit = await findEditRow(db, user.id, c.req.valid('param').id);
    if (!edit) return c.json(notFound, 404);
    if (edit.art_id === null)
      return c.json({ message: EDITS_MESSAGES.artGone }, EDIT_ART_GONE_STATUS);
    const art = await findVisibleArt(db, edit.art_id, user);
    if (!art) return c.json({ message: ART_NOT_FOUND_MESSAGE }, 404);
    const decision = await countDownload(db, user, art);
    if (!decision.allowed) return c.json({ message: decision.message }, decision.status);
    const answer: EditExportResponse = {
      allowed: true,
      counted: decision.record.counted,
      downloadsUsed: decision.record.used,
      downloadLimit: decision.limit,
    };
    return c.json(answer);
  });

  // A photo for the edit's photo slots (multipart, field `file`): checked by its bytes,
  // re-encoded upright to WebP without metadata, kept only for this edit.
  app.post('/:id/photos', validate('param', IdParamSchema), contentImageBodyLimit(), async (c) => {
    const { id } = c.req.valid('param');
    const { db, user } = c.var;
    if (!(await findEditRow(db, user.id, id))) return c.json(notFound, 404);
    const image = await readUploadedImage(c, (bytes) => encodeWebImage(bytes, EDIT_PHOTO_WEB_SIDE));
    if (image instanceof Response) return image;
    const name = `${randomBytes(16).toString('hex')}.webp`;
    const key = editPhotoKey(user.id, id, name);
    await storage.write(key, image.data);
    let added: Awaited<ReturnType<typeof addEditPhoto>>;
    try {
      added = await addEditPhoto(db, user.id, id, {
        name,
        width: image.width,
        height: image.height,
        bytes: image.data.length,
      });
    } catch (error) {
      await storage.remove(key).catch(() => {});
      throw error;
    }
    if (!added.ok) {
      await storage.remove(key).catch(() => {});
      return c.json({ message: added.message }, added.status);
    }
    for (const old of added.evicted) {
      await storage.remove(editPhotoKey(user.id, id, old)).catch(() => {});
    }
    const body: EditPhotoResponse = {
      success: true,
      name,
      key,
      url: editPhotoUrl(id, name),
      width: image.width,
      height: image.height,
    };
    return c.json(body, 201);
  });

  app.get('/:id/photos/:name', validate('param', PhotoParamSchema), async (c) => {
    const { id, name } = c.req.valid('param');
    const userId = c.var.user.id;
    const photoNotFound = { message: EDITS_MESSAGES.photoNotFound };
    if (!EDIT_PHOTO_NAME.test(name) || !(await editHasPhoto(c.var.db, userId, id, name)))
      return c.json(photoNotFound, 404);
    const data = await storage.read(editPhotoKey(userId, id, name));
    if (!data) return c.json(photoNotFound, 404);
    return c.body(new Uint8Array(data), 200, {
      'Content-Type': 'image/webp',
      // A name is never reused; private: no shared cache keeps a user's photo.
      'Cache-Control': 'private, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });

  app.delete('/:id/photos/:name', validate('param', PhotoParamSchema), async (c) => {
    const { id, name } = c.req.valid('param');
    const userId = c.var.user.id;
    if (!EDIT_PHOTO_NAME.test(name) || !(await removeEditPhoto(c.var.db, userId, id, name)))
      return c.json({ message: EDITS_MESSAGES.photoNotFound }, 404);
    await storage.remove(editPhotoKey(userId, id, name)).catch(() => {});
    return c.json({ success: true as const });
  });

  return app;
}
