import { describe, expect, it } from 'vitest';
import { IMAGE_TYPE_HEAD_BYTES, imageTypeOf } from './image-type';

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const bytes = (...parts: number[][]) => new Uint8Array(parts.flat());

// The signatures of the formats' specifications: PNG (ISO 15948 §5.2), JPEG's SOI and the
// marker after it (JFIF APP0 or Exif APP1), WebP's RIFF container with its 'WEBP' form type.
describe('imageTypeOf', () => {
  it('reads PNG, JPEG (JFIF and Exif) and WebP from their first bytes', () => {
    expect(imageTypeOf(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBe(
      'png',
    );
    expect(imageTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0], ascii('\0\x10JFIF\0')))).toBe('jpeg');
    expect(imageTypeOf(bytes([0xff, 0xd8, 0xff, 0xe1], ascii('\0\x16Exif\0')))).toBe('jpeg');
    expect(imageTypeOf(bytes(ascii('RIFF'), [0x24, 0x08, 0, 0], ascii('WEBP')))).toBe('webp');
  });

  it('refuses other files, whatever they are named or claim', () => {
    expect(imageTypeOf(bytes(ascii('GIF89a'), [1, 0, 1, 0, 0, 0]))).toBeNull();
    expect(imageTypeOf(bytes(ascii('%PDF-1.7\n%'), [0xe2, 0xe3]))).toBeNull();
    // A RIFF file that is not WebP (a WAV sound).
    expect(imageTypeOf(bytes(ascii('RIFF'), [0x24, 0x08, 0, 0], ascii('WAVE')))).toBeNull();
    // HEIC, what an iPhone's camera writes ('ftypheic'): not one of the three.
    expect(imageTypeOf(bytes([0, 0, 0, 0x18], ascii('ftypheic')))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
    // Cut short: a PNG signature missing its last byte.
    expect(imageTypeOf(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]))).toBeNull();
  });

  it('needs no more than its head bytes', () => {
    const webp = bytes(ascii('RIFF'), [0x24, 0x08, 0, 0], ascii('WEBP'), ascii('VP8 '));
    expect(imageTypeOf(webp.slice(0, IMAGE_TYPE_HEAD_BYTES))).toBe('webp');
  });
});
