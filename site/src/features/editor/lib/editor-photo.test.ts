import { describe, expect, it } from 'vitest';
import {
  checkPhotoFile,
  fitWithinBytes,
  keptSize,
  PHOTO_MESSAGES,
  slotBoxOf,
} from './editor-photo';

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

describe('fitWithinBytes', () => {
  const MB = 1024 * 1024;
  /** A stand-in encoder whose file weighs `bytesPerPixel` for each pixel, recording each call. */
  function encoder(bytesPerPixel: number) {
    const calls: Array<{ width: number; height: number }> = [];
    const encodeAt = async (size: { width: number; height: number }) => {
      calls.push(size);
      return new Blob([new Uint8Array(Math.ceil(size.width * size.height * bytesPerPixel))]);
    };
    return { calls, encodeAt };
  }

  it('keeps the first encoding that weighs 8 MB or less', async () => {
    const { calls, encodeAt } = encoder(1);
    const fitted = await fitWithinBytes({ width: 2048, height: 1536 }, encodeAt);
    expect(calls).toEqual([{ width: 2048, height: 1536 }]);
    expect(fitted.size).toEqual({ width: 2048, height: 1536 });
    expect(fitted.blob.size).toBe(2048 * 1536);
  });

  it('draws a photo over 8 MB smaller, in its proportions, until it fits', async () => {
    // 4 bytes a pixel, as a noisy PNG cut-out: 2048 × 1800 weighs 14.06 MB.
    const { calls, encodeAt } = encoder(4);
    const fitted = await fitWithinBytes({ width: 2048, height: 1800 }, encodeAt);
    expect(calls).toHaveLength(2);
    expect(fitted.blob.size).toBeLessThanOrEqual(8 * MB);
    // Aimed at 90 % of the limit: 7.2 MB of 4-byte pixels, about 1,887,437 of them.
    expect(fitted.blob.size).toBeGreaterThan(7 * MB);
    expect(fitted.size.width).toBeLessThan(2048);
    expect(fitted.size.width / fitted.size.height).toBeCloseTo(2048 / 1800, 2);
  });

  it('gives up after five encodings with a pt-BR message', async () => {
    // An encoder whose files never shrink below 9 MB, whatever the size.
    const calls: number[] = [];
    const stubborn = async (size: { width: number; height: number }) => {
      calls.push(size.width);
      return new Blob([new Uint8Array(9 * MB)]);
    };
    await expect(fitWithinBytes({ width: 2048, height: 2048 }, stubborn)).rejects.toThrow(
      'Não foi possível reduzir essa foto para menos de 8 MB. Tente outra.',
    );
    expect(calls).toHaveLength(5);
    // Each try was smaller than the one before.
    for (let index = 1; index < calls.length; index++) {
      expect(calls[index]).toBeLessThan(calls[index - 1] as number);
    }
  });

  it('refuses a photo the browser cannot write', async () => {
    await expect(fitWithinBytes({ width: 10, height: 10 }, async () => null)).rejects.toThrow(
      PHOTO_MESSAGES.unreadable,
    );
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
