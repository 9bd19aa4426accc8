import type { ART_IMAGE_TYPES } from '../contract/admin-arts';

// An image is judged by its bytes, never by its name or the type the browser claims: the API
// for every upload, the site before it decodes or sends a file (a phone's picker may report
// no type, or a wrong one).

export type ImageType = (typeof ART_IMAGE_TYPES)[number];

/** How many first bytes of a file `imageTypeOf` reads. */
export const IMAGE_TYPE_HEAD_BYTES = 12;

const startsWith = (data: Uint8Array, bytes: readonly number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((byte, i) => data[at + i] === byte);

/** The image type (PNG, JPEG or WebP) the file's first bytes show, or null. */
export function imageTypeOf(data: Uint8Array): ImageType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
}
