import { describe, expect, it } from 'vitest';
import { checkPhotoFile, keptSize, PHOTO_MESSAGES, slotBoxOf } from './editor-photo';

// Files as a phone's picker hands them: the bytes decide, not the reported type.
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const WEBP_HEAD = [0x52, 0x49, 0x46, 0x46, 0x24, 8, 0, 0, 0x57, 0x45, 0x42, 0x50];
const file = (head: number[], type: string, size = head.length) =>
  new Blob([new Uint8Array(head), new Uint8Array(Math.max(0, size - head.length))], { type });

describe('checkPhotoFile', () => {
  it('takes JPEG, PNG and WebP up to 15 MB, by their bytes', async () => {
    expect(await checkPhotoFile(file(JPEG_HEAD, 'image/jpeg'))).toEqual({ type: 'jpeg' });
    expect(await checkPhotoFile(file(PNG_HEAD, 'image/png', 15 * 1024 * 1024))).toEqual({
      type: 'png',
    });
    expect(await checkPhotoFile(file(WEBP_HEAD, 'image/webp'))).toEqual({ type: 'webp' });
    // A picker that reports no type, or a wrong one.
    expect(await checkPhotoFile(file(JPEG_HEAD, ''))).toEqual({ type: 'jpeg' });
    expect(await checkPhotoFile(file(PNG_HEAD, 'application/octet-stream'))).toEqual({
      type: 'png',
    });
  });

  it('refuses other files, empty files and larger ones in pt-BR', async () => {
    const heic = [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63];
    expect(await checkPhotoFile(file(heic, 'image/heic'))).toEqual({
      refusal: 'Envie uma foto em JPG, PNG ou WebP.',
    });
    // A PDF named and typed as a photo.
    const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25, 0xe2, 0xe3];
    expect(await checkPhotoFile(file(pdf, 'image/jpeg'))).toEqual({
      refusal: PHOTO_MESSAGES.type,
    });
    expect(await checkPhotoFile(new Blob([], { type: 'image/png' }))).toEqual({
      refusal: PHOTO_MESSAGES.empty,
    });
    expect(await checkPhotoFile(file(PNG_HEAD, 'image/png', 15 * 1024 * 1024 + 1))).toEqual({
      refusal: 'A foto deve ter no máximo 15 MB.',
    });
  });
});

describe('keptSize', () => {
  it('shrinks the long side to 2048 px and never enlarges', () => {
    // 4000×3000 → 2048 × 3000·(2048/4000) = 1536.
    expect(keptSize(4000, 3000)).toEqual({ width: 2048, height: 1536 });
    // Portrait 3024×4032 → 4032 → 2048; 3024·2048/4032 = 1536.
    expect(keptSize(3024, 4032)).toEqual({ width: 1536, height: 2048 });
    expect(keptSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('slotBoxOf', () => {
  it("reads the slot's box from the rendered SVG", () => {
    const svg =
      '<svg><g id="foto" data-photo-slot="foto" inkscape:label="Foto" data-box="75.83 151.6 262.86 364.3"></g></svg>';
    expect(slotBoxOf(svg, 'foto')).toEqual({ x: 75.83, y: 151.6, width: 262.86, height: 364.3 });
    expect(slotBoxOf(svg, 'outra')).toBe(null);
    expect(slotBoxOf('<g data-photo-slot="foto" data-box="1 2 0 4">', 'foto')).toBe(null);
  });
});
