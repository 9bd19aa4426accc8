import {
  CONTENT_IMAGE_MAX_BYTES,
  EDIT_PHOTO_WEB_SIDE,
  IMAGE_TYPE_HEAD_BYTES,
  type ImageType,
  imageTypeOf,
} from '@arte-gospel/domain';
import { PhotoError } from './photo-error';

// Issue 20: a photo chosen for a photo slot. It stays in the browser (a data: URL, so the
// preview and the export's canvas draw it without tainting) until the edit is saved: then,
// and only then, it is sent to the edit's own photos (POST /api/edits/:id/photos). Every
// photo is shrunk to EDIT_PHOTO_WEB_SIDE px on its long side before it is kept.

/** The file input's accept: phones offer the camera for image/*. */
export const PHOTO_ACCEPT = 'image/*';
export const PHOTO_FILE_MAX_MB = 15;
export const PHOTO_FILE_MAX_BYTES = PHOTO_FILE_MAX_MB * 1024 * 1024;
/** A photo of more pixels is refused before it is drawn (a phone's memory). */
export const PHOTO_PIXELS_MAX = 60_000_000;
export const PHOTO_SIDE_MAX = EDIT_PHOTO_WEB_SIDE;
/** The most a kept photo may weigh: what the edit's photos take (POST /api/edits/:id/photos). */
export const PHOTO_KEPT_MAX_BYTES = CONTENT_IMAGE_MAX_BYTES;
/** Encodings tried before a photo that stays over PHOTO_KEPT_MAX_BYTES is refused. */
const ENCODINGS_MAX = 5;

export const PHOTO_MESSAGES = {
  type: 'Envie uma foto em JPG, PNG ou WebP.',
  size: `A foto deve ter no máximo ${PHOTO_FILE_MAX_MB} MB.`,
  empty: 'O arquivo da foto está vazio.',
  pixels: `Essa foto tem pixels demais. Envie uma foto menor (até ${PHOTO_PIXELS_MAX / 1_000_000} megapixels).`,
  unreadable: 'Não foi possível abrir essa foto. Tente outra.',
  heavy: `Não foi possível reduzir essa foto para menos de ${PHOTO_KEPT_MAX_BYTES / 1024 / 1024} MB. Tente outra.`,
  savedUnreadable: 'Não foi possível carregar a foto salva.',
} as const;

/** A photo kept in the browser: what the preview draws and what a save sends. */
export interface LocalPhoto {
  /** data: URL of `blob`. */
  dataUrl: string;
  blob: Blob;
  width: number;
  height: number;
}

/**
 * A chosen file's image type (JPG, PNG or WebP), read from its first bytes, or its pt-BR
 * refusal. Never the type the picker reports: a phone's may report none, or a wrong one.
 */
export async function checkPhotoFile(
  file: Blob,
): Promise<{ type: ImageType } | { refusal: string }> {
  if (file.size === 0) return { refusal: PHOTO_MESSAGES.empty };
  if (file.size > PHOTO_FILE_MAX_BYTES) return { refusal: PHOTO_MESSAGES.size };
  let type: ImageType | null = null;
  try {
    type = imageTypeOf(new Uint8Array(await file.slice(0, IMAGE_TYPE_HEAD_BYTES).arrayBuffer()));
  } catch {
    return { refusal: PHOTO_MESSAGES.unreadable };
  }
  return type ? { type } : { refusal: PHOTO_MESSAGES.type };
}

/** The size a photo is kept at: at most PHOTO_SIDE_MAX on its long side, never enlarged. */
export function keptSize(width: number, height: number): { width: number; height: number } {
  const ratio = Math.min(1, PHOTO_SIDE_MAX / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * ratio)),
    height: Math.max(1, Math.round(height * ratio)),
  };
}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  close: () => void;
}

async function decode(blob: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
      return {
        source: bitmap,
        width: bitmap.width,
        height: bitmap.height,
        close: () => bitmap.close(),
      };
    } catch {
      // Some browsers refuse the options: the <img> way below.
    }
  }
  const url = URL.createObjectURL(blob);
  try {
    const image = new Image();
    image.decoding = 'async';
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new PhotoError(PHOTO_MESSAGES.unreadable));
      image.src = url;
    });
    return {
      source: image,
      width: image.naturalWidth,
      height: image.naturalHeight,
      close: () => undefined,
    };
  } finally {
    URL.revokeObjectURL(url);
  }
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new PhotoError(PHOTO_MESSAGES.unreadable));
    reader.readAsDataURL(blob);
  });
}

/** Whether every pixel drawn on the canvas is opaque (no cut-out, no transparent PNG). */
function isOpaque(context: CanvasRenderingContext2D, width: number, height: number): boolean {
  const { data } = context.getImageData(0, 0, width, height);
  for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha] !== 255) return false;
  return true;
}

/**
 * The canvas encoded: WebP where the browser writes it. Safari writes no WebP (its toBlob
 * answers PNG for a type it lacks): there an opaque photo becomes a JPEG and one with
 * transparency (a cut-out) stays that PNG, which for a photo can weigh several times the
 * JPEG. `opaque` is asked once per photo (a JPEG is opaque without reading its pixels).
 */
async function encode(canvas: HTMLCanvasElement, opaque: () => boolean): Promise<Blob | null> {
  const webp = await toBlob(canvas, 'image/webp', 0.9);
  if (webp?.type === 'image/webp') return webp;
  if (opaque()) return toBlob(canvas, 'image/jpeg', 0.9);
  return webp?.type === 'image/png' ? webp : toBlob(canvas, 'image/png');
}

/** `size` scaled by `ratio` (< 1), at least 1 px a side. */
function scaled(size: Size, ratio: number): Size {
  return {
    width: Math.max(1, Math.floor(size.width * ratio)),
    height: Math.max(1, Math.floor(size.height * ratio)),
  };
}

interface Size {
  width: number;
  height: number;
}

/**
 * The first encoding at most PHOTO_KEPT_MAX_BYTES, starting at `size`: one over it is made
 * again smaller, its pixels cut by the share of bytes to shed (aiming at 90 % of the limit,
 * since the bytes go with the pixels), for at most ENCODINGS_MAX encodings in all. Throws
 * PhotoError: `heavy` when none fits, `unreadable` when the browser writes nothing.
 */
export async function fitWithinBytes(
  size: Size,
  encodeAt: (size: Size) => Promise<Blob | null>,
): Promise<{ blob: Blob; size: Size }> {
  for (let encoding = 1; ; encoding++) {
    const blob = await encodeAt(size);
    if (!blob) throw new PhotoError(PHOTO_MESSAGES.unreadable);
    if (blob.size <= PHOTO_KEPT_MAX_BYTES) return { blob, size };
    if (encoding === ENCODINGS_MAX) throw new PhotoError(PHOTO_MESSAGES.heavy);
    size = scaled(size, Math.sqrt((PHOTO_KEPT_MAX_BYTES * 0.9) / blob.size));
  }
}

/**
 * The chosen file, checked, upright, shrunk to PHOTO_SIDE_MAX and re-encoded (encode above).
 * A photo still over PHOTO_KEPT_MAX_BYTES (in any browser; in practice a PNG cut-out on
 * Safari) is drawn smaller until it fits, so its save is never refused for its size.
 * Throws PhotoError with a pt-BR message.
 */
export async function preparePhoto(file: Blob): Promise<LocalPhoto> {
  const checked = await checkPhotoFile(file);
  if ('refusal' in checked) throw new PhotoError(checked.refusal);
  let decoded: Decoded;
  try {
    decoded = await decode(file);
  } catch {
    throw new PhotoError(PHOTO_MESSAGES.unreadable);
  }
  try {
    if (!(decoded.width > 0 && decoded.height > 0)) throw new PhotoError(PHOTO_MESSAGES.unreadable);
    if (decoded.width * decoded.height > PHOTO_PIXELS_MAX) {
      throw new PhotoError(PHOTO_MESSAGES.pixels);
    }
    // One canvas, resized at each pass: iOS caps the memory of all canvases together.
    const canvas = document.createElement('canvas');
    try {
      let opaque: boolean | undefined = checked.type === 'jpeg' ? true : undefined;
      const { blob, size } = await fitWithinBytes(
        keptSize(decoded.width, decoded.height),
        (size) => {
          canvas.width = size.width;
          canvas.height = size.height;
          const context = canvas.getContext('2d');
          if (!context) throw new PhotoError(PHOTO_MESSAGES.unreadable);
          context.imageSmoothingQuality = 'high';
          context.drawImage(decoded.source, 0, 0, size.width, size.height);
          return encode(canvas, () => {
            opaque ??= isOpaque(context, size.width, size.height);
            return opaque;
          });
        },
      );
      return { dataUrl: await blobToDataUrl(blob), blob, ...size };
    } finally {
      canvas.width = 0;
      canvas.height = 0;
    }
  } finally {
    decoded.close();
  }
}

/** A saved edit's photo (its owner's session reads it), kept as a data: URL like a new one. */
export async function loadSavedPhoto(url: string, signal?: AbortSignal): Promise<LocalPhoto> {
  let blob: Blob;
  try {
    const response = await fetch(url, { credentials: 'include', signal });
    if (!response.ok) throw new PhotoError(PHOTO_MESSAGES.savedUnreadable);
    blob = await response.blob();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new PhotoError(PHOTO_MESSAGES.savedUnreadable);
  }
  if (blob.size === 0 || blob.size > PHOTO_FILE_MAX_BYTES) {
    throw new PhotoError(PHOTO_MESSAGES.savedUnreadable);
  }
  let decoded: Decoded;
  try {
    decoded = await decode(blob);
  } catch {
    throw new PhotoError(PHOTO_MESSAGES.savedUnreadable);
  }
  decoded.close();
  return { dataUrl: await blobToDataUrl(blob), blob, width: decoded.width, height: decoded.height };
}

/** The slot's box in the art (the renderer writes it on the slot's group as data-box). */
export function slotBoxOf(
  svg: string,
  slotId: string,
): { x: number; y: number; width: number; height: number } | null {
  const escaped = slotId.replace(/[^A-Za-z0-9_-]/g, '');
  const match = svg.match(new RegExp(`data-photo-slot="${escaped}"[^>]*data-box="([^"]+)"`));
  const parts = match?.[1]?.split(' ').map(Number) ?? [];
  const [x, y, width, height] = parts;
  if (
    parts.length !== 4 ||
    x === undefined ||
    y === undefined ||
    !(width !== undefined && width > 0) ||
    !(height !== undefined && height > 0)
  ) {
    return null;
  }
  return { x, y, width, height };
}
