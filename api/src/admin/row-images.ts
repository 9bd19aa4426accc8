import type { ContentImageKind, ContentImageResponse } from '@arte-gospel/domain';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { SignedInEnv } from '../app-env';
import type { Database } from '../db/schema';
import type { Storage } from '../storage/storage';
import { type AuditedTable, recordAudit } from './audit';
import { receiveContentImage, removeContentImage } from './content-images';

// The upload and removal of one row's picture (issue 19: a category's cover, a popup's
// image), on top of content-images.ts. The row and its audit entry change in one
// transaction; the picture it replaced is removed only after the commit, and a picture just
// stored is removed again when the row is not there (404) or the write fails, so no upload
// leaves a file nothing names.

export interface RowImage {
  kind: ContentImageKind;
  table: AuditedTable;
  /** The row's column, as written in the audit entry ('cover_image_url'). */
  column: string;
  /** The audit actions' stem: `${action}.update`, `${action}.remove` ('category.cover'). */
  action: string;
  /** What the picture is, for the audit summary ('Capa da categoria'). */
  label: string;
  /**
   * Sets the picture (null removes it), row locked, writing nothing when it is already so:
   * the URL replaced, undefined for no row.
   */
  set: (
    db: Kysely<Database>,
    id: number,
    url: string | null,
  ) => Promise<{ previous: string | null } | undefined>;
}

const NOT_FOUND = { message: 'Registro não encontrado' };

/**
 * Writes the picture and its audit entry in one transaction: the URL replaced, or undefined
 * for no row. Nothing is logged when nothing changed (removing a picture the row lacks).
 */
async function write(c: Context<SignedInEnv>, spec: RowImage, id: number, url: string | null) {
  return c.var.db.transaction().execute(async (db) => {
    const change = await spec.set(db, id, url);
    if (!change || change.previous === url) return change;
    await recordAudit(db, c.var.user, {
      action: `${spec.action}.${url ? 'update' : 'remove'}`,
      targetType: spec.table,
      targetId: id,
      summary: url ? `${spec.label} enviada` : `${spec.label} removida`,
      before: { [spec.column]: change.previous },
      after: { [spec.column]: url },
    });
    return change;
  });
}

/** POST …/:id/<picture> (multipart, field `file`): 201 `{ success, url }`, 400, 404 or 413. */
export async function uploadRowImage(
  c: Context<SignedInEnv>,
  storage: Storage,
  spec: RowImage,
  id: number,
): Promise<Response> {
  const image = await receiveContentImage(c, storage, spec.kind);
  if (image instanceof Response) return image;
  let change: Awaited<ReturnType<typeof write>>;
  try {
    change = await write(c, spec, id, image.url);
  } catch (error) {
    await removeContentImage(storage, image.url);
    throw error;
  }
  if (!change) {
    await removeContentImage(storage, image.url);
    return c.json(NOT_FOUND, 404);
  }
  if (change.previous !== image.url) await removeContentImage(storage, change.previous);
  const body: ContentImageResponse = { success: true, url: image.url };
  return c.json(body, 201);
}

/** DELETE …/:id/<picture>: `{ success, url: null }`, or 404. No picture: nothing changes. */
export async function removeRowImage(
  c: Context<SignedInEnv>,
  storage: Storage,
  spec: RowImage,
  id: number,
): Promise<Response> {
  const change = await write(c, spec, id, null);
  if (!change) return c.json(NOT_FOUND, 404);
  await removeContentImage(storage, change.previous);
  const body: ContentImageResponse = { success: true, url: null };
  return c.json(body);
}
