import { readFileSync } from 'node:fs';
import {
  ART_SIZES,
  designFor,
  FONT_FACES,
  faceKey,
  renderArtSvg,
  textWidth,
} from '@arte-gospel/domain';
import opentype from 'opentype.js';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  type ArtRenderRow,
  artRowRender,
  artRowSvg,
  artSizeOf,
  artTexts,
  fontFilePaths,
  renderPng,
} from './render-art';

const row: ArtRenderRow = {
  id: 41,
  title: 'Santa Ceia do Senhor | Domingo 19h',
  texts: null,
  size_id: 'feed-quadrado',
  template_id: null,
  palette_id: null,
  category_slug: 'culto-de-ceia',
  format_slug: 'cartaz',
};

describe('font files and metrics', () => {
  it('resolves one installed TTF per face', () => {
    const files = fontFilePaths();
    expect(files).toHaveLength(FONT_FACES.length);
    for (const file of files)
      expect(readFileSync(file).subarray(0, 4).toString('hex')).toBe('00010000');
  });

  it('measures like the TTFs: the domain table matches opentype.js advances of each face', () => {
    const sample = 'Culto da Família — Ação de Graças, 19h30! ÇÃÕÉÊÍÓÚ àâêô';
    FONT_FACES.forEach((face, i) => {
      const buffer = readFileSync(fontFilePaths()[i] as string);
      const font = opentype.parse(
        buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength),
      );
      let units = 0;
      for (const ch of sample) units += font.charToGlyph(ch).advanceWidth ?? 0;
      const expected = (units / font.unitsPerEm) * 100;
      // The table rounds each advance to 1/1000 em.
      expect(Math.abs(textWidth(sample, face, 100) - expected), faceKey(face)).toBeLessThan(
        [...sample].length * 0.05,
      );
    });
  });
});

describe('an art row drawn by the templates', () => {
  it('takes the texts of the row, else its title split on " | "', () => {
    expect(artTexts(row)).toEqual({ title: 'Santa Ceia do Senhor', subtitle: 'Domingo 19h' });
    expect(artTexts({ title: 'Batismo nas Águas', texts: null })).toEqual({
      title: 'Batismo nas Águas',
    });
    expect(
      artTexts({
        title: 'x',
        texts: { title: 'Noite de Louvor', verseRef: 'Salmos 150:6', outra: 'y' },
      }),
    ).toEqual({ title: 'Noite de Louvor', verseRef: 'Salmos 150:6' });
  });

  it('has its stored size, else its format size', () => {
    expect(artSizeOf(row)).toBe(ART_SIZES['feed-quadrado']);
    expect(artSizeOf({ size_id: null, format_slug: 'carteirinha' })).toBe(ART_SIZES.carteirinha);
    expect(artSizeOf({ size_id: 'nada', format_slug: 'story-animado' })).toBe(ART_SIZES.stories);
    expect(artSizeOf({ size_id: null, format_slug: null })).toBe(ART_SIZES['feed-retrato']);
  });

  it('is the SVG of its design (designFor), at full size', () => {
    const { template, palette } = designFor({
      id: 41,
      categorySlug: 'culto-de-ceia',
      sizeId: 'feed-quadrado',
    });
    const expected = renderArtSvg({
      templateId: template.id,
      paletteId: palette.id,
      sizeId: 'feed-quadrado',
      texts: { title: 'Santa Ceia do Senhor', subtitle: 'Domingo 19h' },
    }).svg;
    expect(artRowSvg(row)).toBe(expected);
    expect(artRowRender(row)).toMatchObject({ width: 1080, height: 1080 });
    expect(artRowSvg(row, 5)).not.toBe(expected);
  });

  it('rasterises at the asked width or its own size', async () => {
    const web = await sharp(await renderPng(artRowSvg(row), 360)).metadata();
    expect(web).toMatchObject({ format: 'png', width: 360, height: 360 });
    const card = { ...row, size_id: 'carteirinha', format_slug: 'carteirinha' };
    const full = await sharp(await renderPng(artRowSvg(card))).metadata();
    expect(full).toMatchObject({ width: 1011, height: 638 });
  });

  it('draws text with the project fonts only (an unknown family falls back to Montserrat)', async () => {
    const svg = (family: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120"><rect width="400" height="120" fill="#fff"/><text x="10" y="80" font-family="${family}" font-size="60" fill="#000">Graça</text></svg>`;
    const raw = async (family: string) =>
      (
        await sharp(await renderPng(svg(family)))
          .raw()
          .toBuffer()
      ).toString('hex');
    const montserrat = await raw('Montserrat');
    expect(await raw('DejaVu Sans')).toBe(montserrat);
    expect(await raw('Great Vibes')).not.toBe(montserrat);
    // Text was drawn at all: not a blank canvas.
    expect(montserrat).toMatch(/00000000|000000ff/);
  });
});
