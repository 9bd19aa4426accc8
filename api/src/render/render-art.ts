import { createRequire } from 'node:module';
import path from 'node:path';
import {
  ART_SIZES,
  type ArtFormat,
  type ArtSize,
  type ArtSizeId,
  designFor,
  FONT_FACES,
  isArtSizeId,
  isSlotName,
  type RenderedArt,
  renderArtSvg,
  type SlotName,
} from '@arte-gospel/domain';
import { renderAsync } from '@resvg/resvg-js';
import type { Kysely } from 'kysely';
import sharp, { type Sharp } from 'sharp';
import type { Database } from '../db/schema';

// Issue 17: an art row of the database drawn by the domain's templates (the same design in
// the catalogue's previews and in the download files), and SVG → PNG with resvg and the
// project's own fonts (the @expo-google-fonts packages, never the machine's).

/** What drawing an art needs from its row (arts joined with its category and format). */
export interface ArtRenderRow {
  id: number;
  title: string;
  texts: Record<string, string> | null;
  size_id: string | null;
  template_id: string | null;
  palette_id: string | null;
  /** The category's slug: it picks the design when the row stores none. */
  category_slug: string | null;
  /** The format's slug: the size of a row without size_id. */
  format_slug?: string | null;
}

/**
 * An art's row as drawing it, its previews and its files need: the template's columns with
 * its category's and format's slugs, and what decides who may see it and when it changed.
 */
export function findArtToRender(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('arts as a')
    .innerJoin('formats as f', 'f.id', 'a.format_id')
    .leftJoin('categories as c', 'c.id', 'a.category_id')
    .where('a.id', '=', id)
    .select([
      'a.id',
      'a.title',
      'a.texts',
      'a.size_id',
      'a.template_id',
      'a.palette_id',
      'a.is_premium',
      'a.is_visible',
      'a.created_at',
      'a.updated_at',
      'a.upload_key',
      'a.source_key',
      'a.source_name',
      'f.slug as format_slug',
      'c.slug as category_slug',
    ])
    .executeTakeFirst();
}

/** The size of arts stored without one, by format. */
const SIZE_BY_FORMAT: Readonly<Record<ArtFormat, ArtSizeId>> = {
  cartaz: 'feed-retrato',
  stories: 'stories',
  'story-animado': 'stories',
  a4: 'a4-retrato',
  carteirinha: 'carteirinha',
  'cartao-digital': 'cartao-digital',
  'video-criativo': 'stories',
};

export function artSizeOf(row: Pick<ArtRenderRow, 'size_id' | 'format_slug'>): ArtSize {
  if (isArtSizeId(row.size_id)) return ART_SIZES[row.size_id];
  const byFormat = SIZE_BY_FORMAT[(row.format_slug ?? '') as ArtFormat];
  return ART_SIZES[byFormat ?? 'feed-retrato'];
}

/** The row's slot texts; without any, its title ('Título | Subtítulo'). */
export function artTexts(
  row: Pick<ArtRenderRow, 'title' | 'texts'>,
): Partial<Record<SlotName, string>> {
  const out: Partial<Record<SlotName, string>> = {};
  if (row.texts && typeof row.texts === 'object') {
    for (const [key, value] of Object.entries(row.texts)) {
      if (isSlotName(key) && typeof value === 'string') out[key] = value;
    }
    if (Object.keys(out).length > 0) return out;
  }
  const [title = '', ...rest] = row.title.split(' | ').map((part) => part.trim());
  if (title) out.title = title;
  const subtitle = rest.filter(Boolean).join(' · ');
  if (subtitle) out.subtitle = subtitle;
  return out;
}

/** The art's SVG document and what it uses (frame: of an animated art). */
export function artRowRender(row: ArtRenderRow, frame = 0): RenderedArt {
  const size = artSizeOf(row);
  const { template, palette } = designFor({
    id: row.id,
    categorySlug: row.category_slug,
    sizeId: size.id,
    templateId: row.template_id,
    paletteId: row.palette_id,
  });
  return renderArtSvg({
    templateId: template.id,
    paletteId: palette.id,
    sizeId: size.id,
    texts: artTexts(row),
    frame,
  });
}

/** The editable SVG of an art, at its full pixel size. */
export function artRowSvg(row: ArtRenderRow, frame = 0): string {
  return artRowRender(row, frame).svg;
}

let fontFiles: string[] | undefined;

/** The TTF files of FONT_FACES, resolved from the installed packages. */
export function fontFilePaths(): string[] {
  if (!fontFiles) {
    const require = createRequire(import.meta.url);
    fontFiles = FONT_FACES.map((face) =>
      path.join(path.dirname(require.resolve(`${face.package}/package.json`)), face.file),
    );
  }
  return fontFiles;
}

/** A rendered bitmap: RGBA pixels, premultiplied by alpha (tiny-skia's own layout). */
export interface RgbaImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The SVG drawn by resvg off the main thread, `width` px wide (default: its own size), as
 * raw pixels: nothing is encoded on the main thread (resvg's `asPng()` held the event loop
 * about 30 ms for a 720 px still and 340 ms for an A4).
 */
export async function renderRgba(svg: string, width?: number): Promise<RgbaImage> {
  const image = await renderAsync(svg, {
    fitTo: width ? { mode: 'width', value: Math.max(1, Math.round(width)) } : { mode: 'original' },
    font: { fontFiles: fontFilePaths(), loadSystemFonts: false, defaultFontFamily: 'Montserrat' },
  });
  return { data: image.pixels, width: image.width, height: image.height };
}

/** sharp's input options for raw pixels of renderRgba (pageHeight: frames stacked). */
export function rgbaInput(
  image: Pick<RgbaImage, 'width' | 'height'>,
  pageHeight?: number,
): {
  raw: { width: number; height: number; channels: 4; premultiplied: true; pageHeight?: number };
} {
  return {
    raw: {
      width: image.width,
      height: image.height,
      channels: 4,
      premultiplied: true,
      ...(pageHeight ? { pageHeight } : {}),
    },
  };
}

/**
 * The SVG drawn by resvg, `width` px wide (default: its own size), as a sharp pipeline over
 * its pixels: the caller resizes and encodes it (PNG, WebP, JPEG), off the main thread too.
 */
export async function renderSharp(svg: string, width?: number): Promise<Sharp> {
  const image = await renderRgba(svg, width);
  return sharp(image.data, rgbaInput(image));
}

/** The SVG as PNG, `width` px wide (default: its own size). */
export async function renderPng(svg: string, width?: number): Promise<Buffer> {
  return (await renderSharp(svg, width)).png().toBuffer();
}
