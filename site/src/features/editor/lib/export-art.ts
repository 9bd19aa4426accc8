import type { ArtSizeId, RenderedArt } from '@arte-gospel/domain';
import { canvasSize, pdfPageSize } from './editor-model';
import { loadFaces, svgWithEmbeddedFonts } from './template-fonts';

// Issue 20: what you see is the file you get. The art's SVG (its faces inside) drawn on a
// canvas at the size's full pixel size, as PNG; for print sizes, that PNG on a PDF page of
// the size's millimetres (pdf-lib, loaded only when asked for).

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Não foi possível desenhar a arte.'));
    image.src = url;
  });
}

/** The art as a PNG at `sizeId`'s pixel size. */
export async function renderPng(art: RenderedArt, sizeId: ArtSizeId): Promise<Blob> {
  await loadFaces(art.fonts);
  const svg = await svgWithEmbeddedFonts(art.svg, art.fonts);
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = await loadImage(url);
    // The embedded faces are decoded with the image; give them a frame to settle.
    await image.decode().catch(() => undefined);
    const { width, height } = canvasSize(sizeId);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Seu navegador não conseguiu desenhar a arte.');
    context.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('Não foi possível gerar o PNG.'))),
        'image/png',
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The PNG on one PDF page of the print size (null: not a print size). */
export async function renderPdf(png: Blob, sizeId: ArtSizeId): Promise<Blob | null> {
  const page = pdfPageSize(sizeId);
  if (!page) return null;
  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(await png.arrayBuffer());
  pdf
    .addPage([page.width, page.height])
    .drawImage(image, { x: 0, y: 0, width: page.width, height: page.height });
  const bytes = await pdf.save();
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}

/** Saves `blob` as `fileName` (an <a download> clicked in place). */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Whether the system share sheet takes image files here (phones). */
export function canShareFiles(nav: Navigator | undefined = globalThis.navigator): boolean {
  if (!nav || typeof nav.canShare !== 'function' || typeof nav.share !== 'function') return false;
  try {
    return nav.canShare({
      files: [new File([new Uint8Array(1)], 'arte.png', { type: 'image/png' })],
    });
  } catch {
    return false;
  }
}
