import { describe, expect, it } from 'vitest';
import { checkPhotoFile, keptSize, PHOTO_MESSAGES, slotBoxOf } from './editor-photo';

describe('checkPhotoFile', () => {
  it('takes JPEG, PNG and WebP up to 15 MB', () => {
    expect(checkPhotoFile({ type: 'image/jpeg', size: 1 })).toBe(null);
    expect(checkPhotoFile({ type: 'image/png', size: 15 * 1024 * 1024 })).toBe(null);
    expect(checkPhotoFile({ type: 'image/webp', size: 10 })).toBe(null);
  });

  it('refuses other types, empty files and larger ones in pt-BR', () => {
    expect(checkPhotoFile({ type: 'image/heic', size: 10 })).toBe(
      'Envie uma foto em JPG, PNG ou WebP.',
    );
    expect(checkPhotoFile({ type: 'application/pdf', size: 10 })).toBe(PHOTO_MESSAGES.type);
    expect(checkPhotoFile({ type: 'image/png', size: 0 })).toBe(PHOTO_MESSAGES.empty);
    expect(checkPhotoFile({ type: 'image/png', size: 15 * 1024 * 1024 + 1 })).toBe(
      'A foto deve ter no máximo 15 MB.',
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
