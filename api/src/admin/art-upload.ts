import { randomBytes } from 'node:crypto';
import { type ART_SOURCE_TYPES, type ImageType, imageTypeOf } from '@arte-gospel/domain';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { type ArtVersionRow, servedArtUrl } from '../catalogue/art-urls';
import type { Storage } from '../storage/storage';

// Issue 19: an art uploaded by staff. A file is judged by its bytes, never by its name or
// the type the browser claims: an image must be PNG, JPEG or WebP that sharp can read; a
// source file SVG (sanitised: no scripts, no event handlers, no external references), PDF or
// ZIP. The image's web size and thumbnail are made here with sharp, once, and kept with the
// original in one folder of the uploads storage; the art's `upload_key` is the original's
// key, the other files are beside it.

export type SourceType = (typeof ART_SOURCE_TYPES)[number];

/** Width of the web still and of the thumbnail (the media routes' sizes for drawn arts). */
export const UPLOAD_WEB_WIDTH = 720;
export const UPLOAD_THUMB_WIDTH = 360;
/** sharp refuses images with more pixels than this (a decompression bomb). */
const MAX_INPUT_PIXELS = 100_000_000;

export class UploadRejected extends Error {}

export const NOT_AN_IMAGE_MESSAGE =
  'O arquivo da imagem não é um PNG, JPEG ou WebP válido. Envie a arte nesses formatos.';
export const BAD_SOURCE_MESSAGE = 'O arquivo-fonte deve ser um SVG, PDF ou ZIP válido.';
export const SVG_SCRIPT_MESSAGE =
  'O SVG enviado contém scripts ou referências externas e foi recusado.';

const startsWith = (data: Uint8Array, bytes: readonly number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((byte, i) => data[at + i] === byte);

export interface ProcessedImage {
  type: ImageType;
  original: Uint8Array;
  web: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
  /** '#rrggbb'. */
  dominantColor: string;
}

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/** Checks the image by its content and makes its sizes; UploadRejected when it is none. */
export async function processImage(data: Uint8Array): Promise<ProcessedImage> {
  const type = imageTypeOf(data);
  if (!type) throw new UploadRejected(NOT_AN_IMAGE_MESSAGE);
  const input = () => sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    const { info } = await input().toBuffer({ resolveWithObject: true });
    const stats = await input().stats();
    const web = await input()
      .resize({ width: Math.min(UPLOAD_WEB_WIDTH, info.width) })
      .webp({ quality: 82, effort: 2 })
      .toBuffer();
    const thumbnail = await input()
      .resize({ width: Math.min(UPLOAD_THUMB_WIDTH, info.width) })
      .webp({ quality: 78, effort: 2 })
      .toBuffer();
    const { r, g, b } = stats.dominant;
    return {
      type,
      original: data,
      web,
      thumbnail,
      width: info.width,
      height: info.height,
      dominantColor: `#${hex(r)}${hex(g)}${hex(b)}`,
    };
  } catch {
    throw new UploadRejected(NOT_AN_IMAGE_MESSAGE);
  }
}

const purify = createDOMPurify(new JSDOM('').window);

/** An SVG document's text, or null when the bytes are not one. */
function svgText(data: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return null;
  }
  const head = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*(<\?xml[^>]*>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*/i, '');
  return /^<svg[\s>]/i.test(head) ? text : null;
}

/** What in an SVG can run or fetch: refused outright rather than quietly changed. */
const SVG_ACTIVE =
  /<script\b|<foreignObject\b|\son[a-z]+\s*=|javascript:|<!ENTITY|(?:href|src)\s*=\s*["']\s*(?:https?:|\/\/|data:text)/i;

export interface ProcessedSource {
  type: SourceType;
  data: Uint8Array;
}

/** Checks a source file by its content (an SVG is sanitised too); UploadRejected if bad. */
export function processSource(data: Uint8Array): ProcessedSource {
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { type: 'pdf', data };
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return { type: 'zip', data };
  const svg = svgText(data);
  if (svg === null) throw new UploadRejected(BAD_SOURCE_MESSAGE);
  if (SVG_ACTIVE.test(svg)) throw new UploadRejected(SVG_SCRIPT_MESSAGE);
  const clean = purify.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['use'],
  });
  if (!/^<svg[\s>]/i.test(clean.trim())) throw new UploadRejected(BAD_SOURCE_MESSAGE);
  return { type: 'svg', data: new TextEncoder().encode(clean) };
}

const EXTENSION: Record<ImageType | SourceType, string> = {
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
  svg: 'svg',
  pdf: 'pdf',
  zip: 'zip',
};

/** The art's upload folder: a new one per upload, so a replaced image never reuses a key. */
export function newUploadFolder(artId: number): string {
  return `arts/${artId}/${randomBytes(6).toString('hex')}`;
}

const folderOf = (originalKey: string) => originalKey.slice(0, originalKey.lastIndexOf('/'));

/** The keys of an upload's files, from its folder or (web, thumbnail) its original's key. */
export const uploadFiles = {
  original: (folder: string, type: ImageType) => `${folder}/original.${EXTENSION[type]}`,
  web: (originalKey: string) => `${folderOf(originalKey)}/web.webp`,
  thumbnail: (originalKey: string) => `${folderOf(originalKey)}/thumb.webp`,
  source: (folder: string, type: SourceType) => `${folder}/source.${EXTENSION[type]}`,
};

export const extensionOf = (type: ImageType | SourceType) => EXTENSION[type];

/** Writes the image's files (original, web size, thumbnail) in `folder`; the original's key. */
export async function storeImage(
  storage: Storage,
  folder: string,
  image: ProcessedImage,
): Promise<string> {
  const uploadKey = uploadFiles.original(folder, image.type);
  await storage.write(uploadKey, image.original);
  await storage.write(uploadFiles.web(uploadKey), image.web);
  await storage.write(uploadFiles.thumbnail(uploadKey), image.thumbnail);
  return uploadKey;
}

/** Writes the source file in `folder`; its key. */
export async function storeSource(
  storage: Storage,
  folder: string,
  source: ProcessedSource,
): Promise<string> {
  const sourceKey = uploadFiles.source(folder, source.type);
  await storage.write(sourceKey, source.data);
  return sourceKey;
}

/** Writes the image's files (and the source's) in `folder`; their keys. */
export async function storeUpload(
  storage: Storage,
  folder: string,
  image: ProcessedImage,
  source: ProcessedSource | null,
): Promise<{ uploadKey: string; sourceKey: string | null }> {
  const uploadKey = await storeImage(storage, folder, image);
  return { uploadKey, sourceKey: source ? await storeSource(storage, folder, source) : null };
}

/** Every stored file of an uploaded image: the original, its web size and its thumbnail. */
export const imageFileKeys = (uploadKey: string) => [
  uploadKey,
  uploadFiles.web(uploadKey),
  uploadFiles.thumbnail(uploadKey),
];

/**
 * The addresses of an uploaded art's still and thumbnail. /media serves them as immutable,
 * so each upload's folder (new for every image) is their `?v=`: a replaced image gets new
 * addresses and no browser or proxy keeps showing the old one.
 */
export function uploadedImageUrls(artId: number, uploadKey: string) {
  const version = folderOf(uploadKey).split('/').pop();
  return {
    imageUrl: `/media/arts/${artId}.webp?v=${version}`,
    thumbnailUrl: `/media/arts/thumbnails/${artId}.webp?v=${version}`,
  };
}

/**
 * The small still of an art: an upload's own thumbnail, else the drawn one; either versioned
 * (the upload's folder, the drawn art's last change: catalogue/art-urls.ts).
 */
export function artThumbnailUrl(art: ArtVersionRow): string {
  return art.upload_key
    ? uploadedImageUrls(art.id, art.upload_key).thumbnailUrl
    : servedArtUrl(`/media/arts/thumbnails/${art.id}.webp`, art);
}

/**
 * Removes stored files once the change that dropped them has committed. A failure is
 * logged and left behind (an orphan file), never thrown: the change itself is done.
 */
export async function removeStoredFiles(
  storage: Storage,
  keys: readonly string[],
  log: (entry: Record<string, unknown>) => void,
): Promise<void> {
  for (const key of keys) {
    try {
      await storage.remove(key);
    } catch (error) {
      log({ level: 'error', msg: 'upload removal failed', key, error: String(error) });
    }
  }
}
