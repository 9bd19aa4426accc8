import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  PDFRawStream,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';
import sharp from 'sharp';

// The print-ready PDF of a print size (A4, certificates, ID cards, envelopes): one page of
// the exact print size, the full-resolution image placed full-bleed, and metadata that names
// the art and the fonts it uses. Dates come from the art (not the clock), so the same art
// gives the same bytes.
//
// The image goes in losslessly without being decoded in JavaScript: sharp (off the main
// thread) flattens the PNG to 8-bit RGB, and its compressed IDAT data is the PDF image
// stream as it is (FlateDecode with the PNG predictor). pdf-lib's embedPng decodes and
// re-deflates in JS, which held the event loop for 3–4 s on an A4 page.

/** Millimetres to PDF points (1 pt = 1/72 in). */
export function mmToPoints(mm: number): number {
  return (mm * 72) / 25.4;
}

export interface PrintPdfOptions {
  widthMm: number;
  heightMm: number;
  title: string;
  subject: string;
  /** Font families of the art, listed in the keywords. */
  fonts: readonly string[];
  /** The art's last change: the PDF's creation and modification date. */
  date: Date;
}

export const PDF_AUTHOR = 'Arte Gospel';
export const PDF_PRODUCER = 'Arte Gospel (pdf-lib)';

interface PngImage {
  width: number;
  height: number;
  /** The concatenated IDAT chunks: a zlib stream of predictor-tagged rows. */
  data: Uint8Array;
}

const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

/** The IDAT data of an 8-bit RGB, non-interlaced PNG, or null for any other PNG. */
export function rgbPngData(png: Uint8Array): PngImage | null {
  if (png.length < 33 || PNG_SIGNATURE.some((byte, i) => png[i] !== byte)) return null;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const parts: Uint8Array[] = [];
  let width = 0;
  let height = 0;
  let offset = 8;
  while (offset + 12 <= png.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    const start = offset + 8;
    if (start + length + 4 > png.length) return null;
    if (type === 'IHDR') {
      width = view.getUint32(start);
      height = view.getUint32(start + 4);
      const [depth, colour, , , interlace] = png.subarray(start + 8, start + 13);
      if (depth !== 8 || colour !== 2 || interlace !== 0) return null;
    } else if (type === 'IDAT') parts.push(png.subarray(start, start + length));
    else if (type === 'IEND') break;
    offset = start + length + 4;
  }
  if (!width || !height || parts.length === 0) return null;
  return { width, height, data: Buffer.concat(parts) };
}

/** The image as 8-bit RGB PNG data, flattened on white (print has no transparency). */
async function printImage(png: Uint8Array): Promise<PngImage> {
  const rgb = await sharp(png)
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 6, palette: false, progressive: false })
    .toBuffer();
  const image = rgbPngData(rgb);
  if (!image) throw new Error('sharp did not write an 8-bit RGB PNG');
  return image;
}

/** A one-page PDF of the print size with `png` full-bleed. */
export async function printPdf(png: Uint8Array, options: PrintPdfOptions): Promise<Uint8Array> {
  const image = await printImage(png);
  const doc = await PDFDocument.create();
  const width = mmToPoints(options.widthMm);
  const height = mmToPoints(options.heightMm);
  const stream = PDFRawStream.of(
    doc.context.obj({
      Type: 'XObject',
      Subtype: 'Image',
      Width: image.width,
      Height: image.height,
      ColorSpace: 'DeviceRGB',
      BitsPerComponent: 8,
      Filter: 'FlateDecode',
      DecodeParms: { Predictor: 15, Colors: 3, BitsPerComponent: 8, Columns: image.width },
    }),
    image.data,
  );
  const page = doc.addPage([width, height]);
  const name = page.node.newXObject('Image', doc.context.register(stream));
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(width, 0, 0, height, 0, 0),
    drawObject(name),
    popGraphicsState(),
  );
  doc.setTitle(options.title, { showInWindowTitleBar: true });
  doc.setAuthor(PDF_AUTHOR);
  doc.setSubject(options.subject);
  doc.setCreator('Arte Gospel');
  doc.setProducer(PDF_PRODUCER);
  doc.setKeywords(['arte gospel', ...options.fonts.map((font) => `fonte: ${font}`)]);
  doc.setLanguage('pt-BR');
  doc.setCreationDate(options.date);
  doc.setModificationDate(options.date);
  return doc.save();
}
