import { describe, expect, it } from 'vitest';
import {
  BackgroundRemovalError,
  cappedSize,
  checkImageFile,
  REMOVAL_MESSAGES,
  removalErrorMessage,
} from './background-remover';

describe('background remover input limits', () => {
  // The bytes decide, not the type a picker reports.
  const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
  const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe1, 0, 0x16, 0x45, 0x78, 0x69, 0x66, 0, 0];
  const WEBP_HEAD = [0x52, 0x49, 0x46, 0x46, 0x24, 8, 0, 0, 0x57, 0x45, 0x42, 0x50];
  const image = (head: number[], type: string, size = head.length) =>
    new Blob([new Uint8Array(head), new Uint8Array(Math.max(0, size - head.length))], { type });

  it('accepts JPG, PNG and WebP up to 15 MB, whatever type the picker reports', async () => {
    for (const head of [JPEG_HEAD, PNG_HEAD, WEBP_HEAD]) {
      for (const type of ['image/jpeg', '']) {
        await expect(checkImageFile(image(head, type))).resolves.toBeUndefined();
      }
    }
  });

  it('refuses other files with the pt-BR message, even typed as images', async () => {
    const gif = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0];
    for (const [bytes, type] of [
      [gif, 'image/gif'],
      [[0x3c, 0x73, 0x76, 0x67, 0x20], 'image/png'],
      [[0x25, 0x50, 0x44, 0x46, 0x2d], 'image/jpeg'],
      [[0x78], 'text/plain'],
      [[], ''],
    ] as const) {
      await expect(checkImageFile(image([...bytes], type))).rejects.toThrow(REMOVAL_MESSAGES.type);
    }
  });

  it('refuses a file over 15 MB', async () => {
    await expect(
      checkImageFile(image(PNG_HEAD, 'image/png', 15 * 1024 * 1024 + 1)),
    ).rejects.toThrow('A imagem passa de 15 MB. Envie uma imagem menor.');
    await expect(
      checkImageFile(image(PNG_HEAD, 'image/png', 15 * 1024 * 1024)),
    ).resolves.toBeUndefined();
  });

  it('scales the longest side down to 2560 px, keeping the proportion', () => {
    expect(cappedSize(1200, 800)).toEqual({ width: 1200, height: 800 });
    expect(cappedSize(2560, 100)).toEqual({ width: 2560, height: 100 });
    // 5120×3840 is twice the cap on its long side: halved.
    expect(cappedSize(5120, 3840)).toEqual({ width: 2560, height: 1920 });
    // Portrait: 3000 tall → 2560, 2000 wide → 2000 × 2560 / 3000 ≈ 1706.7 → 1707.
    expect(cappedSize(2000, 3000)).toEqual({ width: 1707, height: 2560 });
    // A very thin image never goes below one pixel.
    expect(cappedSize(100_000, 10)).toEqual({ width: 2560, height: 1 });
  });

  it('shows its own messages and a generic one for anything else (no stack trace)', () => {
    expect(removalErrorMessage(new BackgroundRemovalError('Mensagem'))).toBe('Mensagem');
    expect(removalErrorMessage(new TypeError('x is undefined at foo.js:1'))).toBe(
      REMOVAL_MESSAGES.generic,
    );
  });
});
