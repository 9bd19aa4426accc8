import { randomBytes } from 'node:crypto';
import {
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_WEB_SIDE,
  type ContentImageKind,
  imageTypeOf,
} from '@arte-gospel/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import sharp from 'sharp';
import type { Storage } from '../storage/storage';
import { readMultipartForm } from '../validation';
import {
  coverShareKey,
  SITE_ASSET_FOLDER,
  SITE_ASSET_URL_PREFIX,
  siteAssetKey,
} from './site-assets';

// The pictures of the site's content (issue 19): a designer's photo, a testimonial's avatar,
// a category's cover, a popup's image. Judged by their bytes (PNG, JPEG or WebP that sharp
// decodes whole), turned upright, shrunk to the kind's web size and re-encoded to WebP, which
// also drops their metadata. Each upload gets a name of its own (`designer-<16 hex>.webp`),
// never shared with another row, so removing a replaced picture cannot break another one.
// Served with the site's images at /media/site/<name> (routes/admin-site.ts).

export const CONTENT_IMAGE_TYPE_MESSAGE = 'Envie uma imagem PNG, JPEG ou WebP.';
export const CONTENT_IMAGE_SIZE_MESSAGE = `A imagem deve ter no máximo ${CONTENT_IMAGE_MAX_BYTES / 1024 / 1024} MB.`;
export const CONTENT_IMAGE_EMPTY_MESSAGE = 'A imagem enviada está vazia ou não pôde ser lida.';
const MULTIPART_MESSAGE = 'Envie a imagem como multipart/form-data, no campo file.';
/** sharp refuses images with more pixels than this (a decompression bomb). */
const MAX_INPUT_PIXELS = 50_000_000;

export class ContentImageRejected extends Error {}

export interface ContentImage {
  /** The storage key ('site/designer-0123456789abcdef.webp'). */
  key: string;
  /** Where the site reads it ('/media/site/designer-0123456789abcdef.webp'). */
  url: string;
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Checks a picture by its content (PNG, JPEG or WebP that sharp decodes whole) and re-encodes
 * it upright to WebP without metadata, its longest side at most `side`; ContentImageRejected
 * with a reason. The content pictures below and the editor's photos (issue 20) use it.
 */
export async function encodeWebImage(
  bytes: Uint8Array,
  side: number,
): Promise<{ data: Buffer; width: number; height: number }> {
  if (bytes.length === 0) throw new ContentImageRejected(CONTENT_IMAGE_EMPTY_MESSAGE);
  if (bytes.length > CONTENT_IMAGE_MAX_BYTES)
    throw new ContentImageRejected(CONTENT_IMAGE_SIZE_MESSAGE);
  if (!imageTypeOf(bytes)) throw new ContentImageRejected(CONTENT_IMAGE_TYPE_MESSAGE);
  try {
    const { data, info } = await sharp(bytes, {
      failOn: 'error',
      limitInputPixels: MAX_INPUT_PIXELS,
    })
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new ContentImageRejected(CONTENT_IMAGE_TYPE_MESSAGE);
  }
}

/** Checks a picture by its content and makes its web copy; ContentImageRejected with a reason. */
export async function makeContentImage(
  kind: ContentImageKind,
  bytes: Uint8Array,
): Promise<ContentImage> {
  const image = await encodeWebImage(bytes, CONTENT_IMAGE_WEB_SIDE[kind]);
  const name = `${kind}-${randomBytes(8).toString('hex')}.webp`;
  return { key: `${SITE_ASSET_FOLDER}/${name}`, url: `${SITE_ASSET_URL_PREFIX}${name}`, ...image };
}

/** The body limit of a picture upload: the picture and the form's own bytes. */
export function contentImageBodyLimit(): MiddlewareHandler {
  return bodyLimit({
    maxSize: CONTENT_IMAGE_MAX_BYTES + 64 * 1024,
    onError: (c) => c.json({ message: CONTENT_IMAGE_SIZE_MESSAGE }, 413),
  });
}

/**
 * Reads the `file` field of a multipart upload, checks it and stores its web copy: the
 * stored picture, or the pt-BR 400/413 answer to send instead. The caller saves the URL in
 * its row (and audits it) and then calls removeContentImage for the picture it replaced.
 */
export async function receiveContentImage(
  c: Context,
  storage: Storage,
  kind: ContentImageKind,
): Promise<ContentImage | Response> {
  const image = await readUploadedImage(c, (bytes) => makeContentImage(kind, bytes));
  if (image instanceof Response) return image;
  await storage.write(image.key, image.data);
  return image;
}

/**
 * Reads the `file` field of a multipart upload and hands its bytes to `make` (which checks
 * and re-encodes them, throwing ContentImageRejected): what it made, or the pt-BR 400/413
 * answer to send instead. Nothing is stored.
 */
export async function readUploadedImage<T>(
  c: Context,
  make: (bytes: Uint8Array) => Promise<T>,
): Promise<T | Response> {
  const form = await readMultipartForm(c, {
    required: MULTIPART_MESSAGE,
    malformed: MULTIPART_MESSAGE,
  });
  if (form instanceof Response) return form;
  const file = form.file;
  if (!(file instanceof File)) return c.json({ message: CONTENT_IMAGE_TYPE_MESSAGE }, 400);
  if (file.size > CONTENT_IMAGE_MAX_BYTES)
    return c.json({ message: CONTENT_IMAGE_SIZE_MESSAGE }, 413);
  try {
    return await make(new Uint8Array(await file.arrayBuffer()));
  } catch (error) {
    if (error instanceof ContentImageRejected) return c.json({ message: error.message }, 400);
    throw error;
  }
}

/**
 * Removes a picture we stored (a URL of another site, or null, is left alone). Called after
 * the row that named it changed; a failure leaves an unused file, never a broken row.
 */
export async function removeContentImage(
  storage: Storage,
  url: string | null | undefined,
): Promise<void> {
  const key = siteAssetKey(url);
  if (!key) return;
  await storage.remove(key).catch(() => {});
  // A category cover's share image, made from it (site-assets.ts), goes with it.
  const share = coverShareKey(key);
  if (share) await storage.remove(share).catch(() => {});
}
