import { describe, expect, it } from 'vitest';
import {
  BackgroundRemovalError,
  cappedSize,
  checkImageFile,
  REMOVAL_MESSAGES,
  removalErrorMessage,
} from './background-remover';

describe('background remover input limits', () => {
  it('accepts JPG, PNG and WebP up to 15 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(() => checkImageFile(new Blob([new Uint8Array(10)], { type }))).not.toThrow();
    }
  });

  it('refuses other types with the pt-BR message', () => {
    for (const type of ['image/gif', 'image/svg+xml', 'application/pdf', 'text/plain', '']) {
      expect(() => checkImageFile(new Blob(['x'], { type }))).toThrow(REMOVAL_MESSAGES.type);
    }
  });

  it('refuses a file over 15 MB', () => {
    const big = new Blob([new Uint8Array(15 * 1024 * 1024 + 1)], { type: 'image/png' });
    expect(() => checkImageFile(big)).toThrow('A imagem passa de 15 MB. Envie uma imagem menor.');
    const limit = new Blob([new Uint8Array(15 * 1024 * 1024)], { type: 'image/png' });
    expect(() => checkImageFile(limit)).not.toThrow();
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
