import { PDFDocument } from 'pdf-lib';

// The print-ready PDF of a print size (A4, certificates, ID cards, envelopes): one page of
// the exact print size, the full-resolution PNG placed full-bleed, and metadata that names
// the art and the fonts it uses. Dates come from the art (not the clock), so the same art
// gives the same bytes.

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

/** A one-page PDF of the print size with `png` full-bleed. */
export async function printPdf(png: Uint8Array, options: PrintPdfOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const width = mmToPoints(options.widthMm);
  const height = mmToPoints(options.heightMm);
  const image = await doc.embedPng(png);
  const page = doc.addPage([width, height]);
  page.drawImage(image, { x: 0, y: 0, width, height });
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
