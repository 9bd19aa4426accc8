import {
  AdminArtsQuerySchema,
  ART_UPLOAD_MAX_BYTES,
  hasStaffRole,
  STAFF_ROLES,
} from '@arte-gospel/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import {
  newUploadFolder,
  type ProcessedSource,
  processImage,
  processSource,
  storeUpload,
  UploadRejected,
} from '../admin/art-upload';
import { createArt, listAdminArts, listArtSigners, setArtUpload } from '../admin/arts-repository';
import { auditedCreation } from '../admin/audit';
import { ArtUploadFieldsSchema } from '../admin/schemas';
import type { AppEnv } from '../app-env';
import { requireLevel } from '../auth/session';
import { clearArtCountCache } from '../catalogue/arts';
import type { Storage } from '../storage/storage';
import { issueMessage, readMultipartForm, validate } from '../validation';
import { PUBLISHING_FORBIDDEN_MESSAGE } from './admin';

// The staff console's arts (issue 19, api/README.md 'Staff endpoints'): the table of every
// art (admin, designer_adm) and the upload of an art with its image and an optional source
// file (the art managers; a designer's art is its own and hidden, as POST /arts).

export const UPLOAD_TOO_LARGE_MESSAGE = `O envio passa do limite de ${
  ART_UPLOAD_MAX_BYTES / 1024 / 1024
} MB (imagem e arquivo-fonte juntos). Reduza o arquivo e tente de novo.`;
export const MULTIPART_REQUIRED_MESSAGE = 'Envie a arte como formulário (multipart/form-data).';
export const MALFORMED_MULTIPART_MESSAGE = 'O formulário enviado está incompleto ou corrompido.';
export const IMAGE_REQUIRED_MESSAGE = 'Envie a imagem da arte (PNG, JPEG ou WebP).';

const TEXT_FIELDS = Object.keys(ArtUploadFieldsSchema.entries);

/** A file's name as people gave it, without folders, bounded. */
function fileName(file: File): string {
  return (file.name.split(/[\\/]/).pop() ?? '').slice(-200) || 'arquivo';
}

export function adminArtsRoutes(options: { uploads: Storage }) {
  const app = new Hono<AppEnv>();
  const { allArtsManagers, artManagers } = STAFF_ROLES;

  app.get(
    '/arts',
    requireLevel(allArtsManagers),
    validate('query', AdminArtsQuerySchema),
    async (c) => c.json(await listAdminArts(c.var.db, c.req.valid('query'))),
  );

  app.get('/arts/designers', requireLevel(allArtsManagers), async (c) =>
    c.json(await listArtSigners(c.var.db)),
  );

  app.post(
    '/arts/upload',
    requireLevel(artManagers),
    bodyLimit({
      maxSize: ART_UPLOAD_MAX_BYTES,
      onError: (c) => c.json({ message: UPLOAD_TOO_LARGE_MESSAGE }, 413),
    }),
    async (c) => {
      const form = await readMultipartForm(c, {
        required: MULTIPART_REQUIRED_MESSAGE,
        malformed: MALFORMED_MULTIPART_MESSAGE,
      });
      if (form instanceof Response) return form;
      const fields: Record<string, unknown> = {};
      for (const key of TEXT_FIELDS) if (typeof form[key] === 'string') fields[key] = form[key];
      const parsed = v.safeParse(ArtUploadFieldsSchema, fields);
      if (!parsed.success) return c.json({ message: issueMessage(parsed.issues) }, 400);
      const body = parsed.output;

      const user = c.var.user;
      const publisher = hasStaffRole(user, 'publishers');
      if (!publisher && body.isVisible)
        return c.json({ message: PUBLISHING_FORBIDDEN_MESSAGE }, 403);

      const image = form.image;
      if (!(image instanceof File) || image.size === 0)
        return c.json({ message: IMAGE_REQUIRED_MESSAGE }, 400);
      const sourceFile = form.source instanceof File && form.source.size > 0 ? form.source : null;
      let processed: Awaited<ReturnType<typeof processImage>>;
      let source: ProcessedSource | null = null;
      try {
        processed = await processImage(new Uint8Array(await image.arrayBuffer()));
        if (sourceFile) source = processSource(new Uint8Array(await sourceFile.arrayBuffer()));
      } catch (error) {
        if (error instanceof UploadRejected) return c.json({ message: error.message }, 400);
        throw error;
      }

      const id = await auditedCreation(c.var.db, user, 'arts', 'art.create', async (trx) => {
        const artId = await createArt(trx, user.id, {
          title: body.title,
          categoryId: body.categoryId ?? null,
          formatId: body.formatId,
          fileTypeId: body.fileTypeId,
          imageUrl: '/media/arts/upload.webp',
          editUrl: body.editUrl ?? null,
          isPremium: body.isPremium,
          tags: body.tags ?? [],
          isVisible: body.isVisible,
          // Publishers only: the date and who signs it (a designer's art is its own, now).
          ...(publisher
            ? {
                ...(body.publishAt ? { publishAt: body.publishAt } : {}),
                ...(body.designerId ? { designerId: body.designerId } : {}),
              }
            : {}),
        });
        const keys = await storeUpload(options.uploads, newUploadFolder(artId), processed, source);
        await setArtUpload(trx, artId, {
          ...keys,
          sourceName: sourceFile ? fileName(sourceFile) : null,
          width: processed.width,
          height: processed.height,
          dominantColor: processed.dominantColor,
        });
        return artId;
      });
      clearArtCountCache(c.var.db);
      return c.json({ success: true as const, id }, 201);
    },
  );

  return app;
}
