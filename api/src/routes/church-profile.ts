import {
  ChurchProfileBodySchema,
  type ContentImageResponse,
  type FieldErrorsResponse,
  fieldMessages,
} from '@arte-gospel/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  contentImageBodyLimit,
  receiveContentImage,
  removeContentImage,
} from '../admin/content-images';
import type { AppEnv } from '../app-env';
import { requireUser } from '../auth/session';
import { findChurchProfile, saveChurchProfile, setChurchLogo } from '../church/church-repository';
import type { Storage } from '../storage/storage';
import { issueMessage, validate } from '../validation';

export const CHURCH_LOGO_NEEDS_PROFILE_MESSAGE = 'Salve os dados da igreja antes de enviar o logo.';

/** The largest PUT body: ten service times and every text at its longest fit many times. */
export const CHURCH_PROFILE_BODY_MAX_BYTES = 16 * 1024;

/**
 * Issue 20, 'Minha igreja' (/painel/perfil): GET and PUT /api/church-profile, POST and
 * DELETE /api/church-profile/logo. Always the signed-in account's own profile.
 */
export function churchProfileRoutes({ storage }: { storage: Storage }) {
  const app = new Hono<AppEnv>().use('*', requireUser());

  app.get('/', async (c) => c.json(await findChurchProfile(c.var.db, c.var.user.id)));

  // The body is bounded and must be JSON (validate); its fields are checked here, so a
  // refused save names every field at fault, not only the first.
  app.put(
    '/',
    validate('json', v.unknown(), { maxBytes: CHURCH_PROFILE_BODY_MAX_BYTES }),
    async (c) => {
      const parsed = v.safeParse(ChurchProfileBodySchema, c.req.valid('json'));
      if (!parsed.success) {
        const body: FieldErrorsResponse = {
          message: issueMessage(parsed.issues),
          fields: fieldMessages(parsed.issues),
        };
        return c.json(body, 400);
      }
      return c.json(await saveChurchProfile(c.var.db, c.var.user.id, parsed.output));
    },
  );

  // The logo (multipart, field `file`): stored as WebP (transparency kept), the row changed
  // in a transaction, the logo it replaced removed after the commit. A logo just stored is
  // removed again when there is no profile to hold it (409) or the write fails.
  app.post('/logo', contentImageBodyLimit(), async (c) => {
    const image = await receiveContentImage(c, storage, 'church');
    if (image instanceof Response) return image;
    let change: Awaited<ReturnType<typeof setChurchLogo>>;
    try {
      change = await c.var.db
        .transaction()
        .execute((db) => setChurchLogo(db, c.var.user.id, image.url));
    } catch (error) {
      await removeContentImage(storage, image.url);
      throw error;
    }
    if (!change) {
      await removeContentImage(storage, image.url);
      return c.json({ message: CHURCH_LOGO_NEEDS_PROFILE_MESSAGE }, 409);
    }
    if (change.previous !== image.url) await removeContentImage(storage, change.previous);
    const body: ContentImageResponse = { success: true, url: image.url };
    return c.json(body, 201);
  });

  app.delete('/logo', async (c) => {
    const change = await c.var.db
      .transaction()
      .execute((db) => setChurchLogo(db, c.var.user.id, null));
    if (change) await removeContentImage(storage, change.previous);
    const body: ContentImageResponse = { success: true, url: null };
    return c.json(body);
  });

  return app;
}
