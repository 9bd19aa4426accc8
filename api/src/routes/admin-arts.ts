import {
  AdminArtsQuerySchema,
  ART_UPLOAD_MAX_BYTES,
  type ArtFileField,
  hasStaffRole,
  STAFF_ROLES,
} from '@arte-gospel/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import {
  artThumbnailUrl,
  imageFileKeys,
  newUploadFolder,
  type ProcessedImage,
  type ProcessedSource,
  processImage,
  processSource,
  removeStoredFiles,
  storeImage,
  storeSource,
  storeUpload,
  UploadRejected,
  uploadFiles,
} from '../admin/art-upload';
import {
  createArt,
  findArtFiles,
  listAdminArts,
  listArtSigners,
  setArtUpload,
} from '../admin/arts-repository';
import { auditedCreation, recordAudit, rowSnapshot } from '../admin/audit';
import { ArtFilesFieldsSchema, ArtUploadFieldsSchema } from '../admin/schemas';
import type { AppEnv } from '../app-env';
import { FORBIDDEN_MESSAGE, requireLevel } from '../auth/session';
import { servedArtUrl } from '../catalogue/art-urls';
import { clearArtCountCache } from '../catalogue/arts';
import type { DerivedArtFiles } from '../files/derived-files';
import type { Storage } from '../storage/storage';
import { issueMessage, readMultipartForm, validate } from '../validation';
import { NOT_FOUND, ownArtsOnly, PUBLISHING_FORBIDDEN_MESSAGE } from './admin';
import { IdParam } from './admin-params';

// The staff console's arts (issue 19, api/README.md 'Staff endpoints'): the table of every
// art (admin, designer_adm), the upload of an art with its image and an optional source
// file (the art managers; a designer's art is its own and hidden, as POST /arts) and the
// replacement of an art's files (whoever may edit the art, as PUT /arts/:id).

export const UPLOAD_TOO_LARGE_MESSAGE = `O envio passa do limite de ${
  ART_UPLOAD_MAX_BYTES / 1024 / 1024
} MB (imagem e arquivo-fonte juntos). Reduza o arquivo e tente de novo.`;
export const MULTIPART_REQUIRED_MESSAGE = 'Envie a arte como formulário (multipart/form-data).';
export const MALFORMED_MULTIPART_MESSAGE = 'O formulário enviado está incompleto ou corrompido.';
export const IMAGE_REQUIRED_MESSAGE = 'Envie a imagem da arte (PNG, JPEG ou WebP).';
export const FILES_REQUIRED_MESSAGE =
  'Envie uma nova imagem ou um novo arquivo-fonte, ou peça para remover o arquivo-fonte.';
export const SOURCE_CONFLICT_MESSAGE =
  'Envie um novo arquivo-fonte ou remova o atual: os dois ao mesmo tempo não.';
export const DRAWN_ART_SOURCE_MESSAGE =
  'Esta arte ainda não tem imagem enviada: envie a imagem junto com o arquivo-fonte.';
export const STORAGE_FAILED_MESSAGE =
  'Não foi possível guardar os arquivos agora. Tente de novo em alguns instantes.';

const TEXT_FIELDS = Object.keys(ArtUploadFieldsSchema.entries);

/** A file's name as people gave it, without folders, bounded. */
function fileName(file: File): string {
  return (file.name.split(/[\\/]/).pop() ?? '').slice(-200) || 'arquivo';
}

/** A non-empty file of the form, or null. */
const formFile = (value: unknown) => (value instanceof File && value.size > 0 ? value : null);

/** 'Imagem substituída; arquivo-fonte removido': the audit line of a files change. */
function filesSummary(image: boolean, source: 'new' | 'removed' | null): string {
  return [
    image ? 'Imagem substituída' : null,
    source === 'new' ? 'arquivo-fonte substituído' : null,
    source === 'removed' ? 'arquivo-fonte removido' : null,
  ]
    .filter(Boolean)
    .join('; ')
    .replace(/^./, (first) => first.toUpperCase());
}

export function adminArtsRoutes(options: {
  uploads: Storage;
  /** What was made from an art (ZIPs, drawings, share images): removed when it changes. */
  derived: DerivedArtFiles;
  /** Where failed storage writes and removals are written (default: stderr as JSON). */
  log?: (entry: Record<string, unknown>) => void;
}) {
  const app = new Hono<AppEnv>();
  const { allArtsManagers, artManagers } = STAFF_ROLES;
  const log = options.log ?? ((entry) => console.error(JSON.stringify(entry)));
  /** Image and source file together, as one request: under the BFF's body limit. */
  const uploadLimit = bodyLimit({
    maxSize: ART_UPLOAD_MAX_BYTES,
    onError: (c) => c.json({ message: UPLOAD_TOO_LARGE_MESSAGE }, 413),
  });

  app.get(
    '/arts',
    requireLevel(allArtsManagers),
    validate('query', AdminArtsQuerySchema),
    async (c) => c.json(await listAdminArts(c.var.db, c.req.valid('query'))),
  );

  app.get('/arts/designers', requireLevel(allArtsManagers), async (c) =>
    c.json(await listArtSigners(c.var.db)),
  );

  app.post('/arts/upload', requireLevel(artManagers), uploadLimit, async (c) => {
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
    if (!publisher && body.isVisible) return c.json({ message: PUBLISHING_FORBIDDEN_MESSAGE }, 403);

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
        image: {
          uploadKey: keys.uploadKey,
          width: processed.width,
          height: processed.height,
          dominantColor: processed.dominantColor,
        },
        source:
          keys.sourceKey && sourceFile
            ? { sourceKey: keys.sourceKey, sourceName: fileName(sourceFile) }
            : null,
      });
      return artId;
    });
    clearArtCountCache(c.var.db);
    return c.json({ success: true as const, id }, 201);
  });

  // An art's files replaced: a new image (its sizes made again, its measures and address
  // new), a new source file, or the source file removed. New files go to a new folder
  // first; the row and its audit change in one transaction; the files it no longer names
  // are removed only once that has committed.
  app.post(
    '/arts/:id/files',
    requireLevel(artManagers),
    validate('param', IdParam),
    uploadLimit,
    async (c) => {
      const id = c.req.valid('param').id;
      const form = await readMultipartForm(c, {
        required: MULTIPART_REQUIRED_MESSAGE,
        malformed: MALFORMED_MULTIPART_MESSAGE,
      });
      if (form instanceof Response) return form;
      const parsed = v.safeParse(
        ArtFilesFieldsSchema,
        typeof form.removeSource === 'string' ? { removeSource: form.removeSource } : {},
      );
      if (!parsed.success) return c.json({ message: issueMessage(parsed.issues) }, 400);
      const { removeSource } = parsed.output;
      const imageFile = formFile(form.image);
      const sourceFile = formFile(form.source);
      if (!imageFile && !sourceFile && !removeSource)
        return c.json({ message: FILES_REQUIRED_MESSAGE }, 400);
      if (sourceFile && removeSource) return c.json({ message: SOURCE_CONFLICT_MESSAGE }, 400);

      const user = c.var.user;
      const ownerId = ownArtsOnly(user);
      const art = await findArtFiles(c.var.db, id);
      if (!art) return c.json(NOT_FOUND, 404);
      if (ownerId !== undefined && art.designer_id !== ownerId)
        return c.json({ message: FORBIDDEN_MESSAGE }, 403);
      // A drawn art's download is its template's: a source file needs an uploaded image.
      if (!imageFile && !art.upload_key && sourceFile)
        return c.json({ message: DRAWN_ART_SOURCE_MESSAGE }, 400);

      let image: ProcessedImage | null = null;
      let source: ProcessedSource | null = null;
      // Which file a refusal is about, for the form to show it under that field.
      let field: ArtFileField = 'image';
      try {
        if (imageFile) image = await processImage(new Uint8Array(await imageFile.arrayBuffer()));
        field = 'source';
        if (sourceFile) source = processSource(new Uint8Array(await sourceFile.arrayBuffer()));
      } catch (error) {
        if (error instanceof UploadRejected) return c.json({ message: error.message, field }, 400);
        throw error;
      }

      const folder = newUploadFolder(id);
      const newKeys = [
        ...(image ? imageFileKeys(uploadFiles.original(folder, image.type)) : []),
        ...(source ? [uploadFiles.source(folder, source.type)] : []),
      ];
      const dropNewFiles = () => removeStoredFiles(options.uploads, newKeys, log);
      let uploadKey: string | null = null;
      let sourceKey: string | null = null;
      try {
        if (image) uploadKey = await storeImage(options.uploads, folder, image);
        if (source) sourceKey = await storeSource(options.uploads, folder, source);
      } catch (error) {
        log({ level: 'error', msg: 'upload write failed', artId: id, error: String(error) });
        await dropNewFiles();
        return c.json({ message: STORAGE_FAILED_MESSAGE }, 503);
      }

      const replace = () =>
        c.var.db.transaction().execute(async (trx) => {
          // Locked: two replacements of one art each remove what the other wrote over.
          const current = await findArtFiles(trx, id, true);
          if (!current || (ownerId !== undefined && current.designer_id !== ownerId)) return null;
          const before = await rowSnapshot(trx, 'arts', id);
          await setArtUpload(trx, id, {
            ...(image && uploadKey
              ? {
                  image: {
                    uploadKey,
                    width: image.width,
                    height: image.height,
                    dominantColor: image.dominantColor,
                  },
                }
              : {}),
            ...(sourceKey && sourceFile
              ? { source: { sourceKey, sourceName: fileName(sourceFile) } }
              : removeSource
                ? { source: null }
                : {}),
          });
          const after = await rowSnapshot(trx, 'arts', id);
          await recordAudit(trx, user, {
            action: 'art.files',
            targetType: 'arts',
            targetId: id,
            summary: filesSummary(
              image !== null,
              sourceFile ? 'new' : removeSource && current.source_key ? 'removed' : null,
            ),
            before,
            after,
          });
          const row = await trx
            .selectFrom('arts')
            .select([
              'id',
              'image_url',
              'upload_key',
              'updated_at',
              'width',
              'height',
              'dominant_color',
              'source_name',
            ])
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          const replaced = [
            ...(image && current.upload_key ? imageFileKeys(current.upload_key) : []),
            ...((sourceFile || removeSource) && current.source_key ? [current.source_key] : []),
          ];
          return { row, replaced };
        });
      let outcome: Awaited<ReturnType<typeof replace>>;
      try {
        outcome = await replace();
      } catch (error) {
        await dropNewFiles();
        throw error;
      }
      if (!outcome) {
        await dropNewFiles();
        return c.json(NOT_FOUND, 404);
      }
      // Committed: the files the art no longer names go (a failure is logged, not fatal).
      await removeStoredFiles(options.uploads, outcome.replaced, log);
      // So do the ZIPs and share images made from the old version (made again on request).
      await options.derived.remove(id);
      const { row } = outcome;
      return c.json({
        success: true as const,
        imageUrl: servedArtUrl(row.image_url, row),
        thumbnailUrl: artThumbnailUrl(row),
        width: row.width,
        height: row.height,
        dominantColor: row.dominant_color,
        sourceName: row.source_name,
      });
    },
  );

  return app;
}
