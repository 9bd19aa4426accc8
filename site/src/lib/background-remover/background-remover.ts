// The background remover (issue 20), in the browser: a photo or logo in, a transparent PNG
// out. Callers (the tools page, 'Minha igreja', the editor's photo slots) import this module
// lazily; the person model's code is a further lazy chunk, loaded only in 'person' mode.
import { IMAGE_TYPE_HEAD_BYTES, imageTypeOf } from '@arte-gospel/domain';
import { removeBorderBackground } from './border-fill';
import {
  BackgroundRemovalError,
  MAX_FILE_BYTES,
  MAX_SIDE,
  REMOVAL_MESSAGES,
  type RemoveBackgroundOptions,
} from './errors';

export {
  BackgroundRemovalError,
  MAX_FILE_BYTES,
  MAX_SIDE,
  REMOVAL_MESSAGES,
  type RemovalMode,
  type RemovalProgress,
  type RemoveBackgroundOptions,
  removalErrorMessage,
} from './errors';

/**
 * Refuses what is not a JPG, PNG or WebP of at most 15 MB, before any decoding: judged by
 * the file's first bytes, not the type its picker reports (a phone's may report none).
 */
export async function checkImageFile(file: Blob): Promise<void> {
  if (file.size > MAX_FILE_BYTES) throw new BackgroundRemovalError(REMOVAL_MESSAGES.size);
  const head = new Uint8Array(await file.slice(0, IMAGE_TYPE_HEAD_BYTES).arrayBuffer());
  if (!imageTypeOf(head)) throw new BackgroundRemovalError(REMOVAL_MESSAGES.type);
}

/** The size an image is processed at: its own, or scaled so its longest side is MAX_SIDE. */
export function cappedSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The image drawn on a canvas at its capped size. */
async function decode(file: Blob): Promise<HTMLCanvasElement> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new BackgroundRemovalError(REMOVAL_MESSAGES.decode);
  }
  const { width, height } = cappedSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new BackgroundRemovalError(REMOVAL_MESSAGES.generic);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return canvas;
}

function toPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) =>
        blob ? resolve(blob) : reject(new BackgroundRemovalError(REMOVAL_MESSAGES.generic)),
      'image/png',
    );
  });
}

/** Yields to the browser so a progress state paints before a long synchronous step. */
const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * The image with its background removed, as a PNG of the same size (or scaled down to
 * MAX_SIDE). 'person': MediaPipe's selfie segmentation (a portrait, a speaker's photo);
 * 'logo': the flat colour connected to the borders (border-fill.ts). Throws
 * BackgroundRemovalError with a pt-BR message for what the user can fix.
 */
export async function removeBackground(
  file: Blob,
  options: RemoveBackgroundOptions,
): Promise<Blob> {
  await checkImageFile(file);
  const canvas = await decode(file);
  const context = canvas.getContext('2d');
  if (!context) throw new BackgroundRemovalError(REMOVAL_MESSAGES.generic);
  if (options.mode === 'logo') {
    options.onProgress?.({ stage: 'processing' });
    await nextFrame();
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    const cleared = removeBorderBackground(pixels.data, canvas.width, canvas.height);
    pixels.data.set(cleared);
    context.putImageData(pixels, 0, 0);
    return toPng(canvas);
  }
  const { personMask } = await import('./person-segmenter');
  const masked = await personMask(canvas, options.onProgress);
  return toPng(masked);
}
