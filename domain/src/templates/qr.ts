import type { PixCode, QrMatrix } from './pix-code';
import { attrs, num } from './svg';

// Issue 20: the PIX QR code a tithe envelope or a digital card carries, drawn from its matrix
// (pix-code.ts makes it) as one <path> of its dark modules, on a white rounded square that
// leaves the 4-module quiet zone the standard asks.

/** Light modules around the symbol (ISO/IEC 18004). */
export const QR_QUIET_ZONE = 4;
/** The id of the <path> of dark modules. */
export const PIX_QR_ID = 'pix-qr';

/**
 * The dark modules as path data in module units (origin: the symbol's top-left module), one
 * closed rectangle per horizontal run of dark modules in a row.
 */
export function qrPathData(matrix: QrMatrix): string {
  const { size, modules } = matrix;
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (modules[row * size + col] !== 1) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && modules[row * size + col] === 1) col++;
      const run = col - start;
      parts.push(`M${start} ${row}h${run}v1h-${run}z`);
    }
  }
  return parts.join('');
}

/**
 * The QR of a PIX 'copia e cola' in a square box (side in px, top-left x, y): the white rounded
 * square with the quiet zone, then the path. Modules are whole pixels, so the symbol may be a
 * little smaller than the box (it is centred in it).
 */
export function pixQrCode(code: PixCode, x: number, y: number, side: number): string {
  const { matrix } = code;
  const total = matrix.size + 2 * QR_QUIET_ZONE;
  const module = Math.max(1, Math.floor(side / total));
  const drawn = module * total;
  const left = Math.round(x + (side - drawn) / 2);
  const top = Math.round(y + (side - drawn) / 2);
  const square = `<rect${attrs({ x: left, y: top, width: drawn, height: drawn, rx: module * 1.5, fill: '#FFFFFF' })}/>`;
  const path = `<path${attrs({
    id: PIX_QR_ID,
    'data-modules': matrix.size,
    transform: `translate(${num(left + QR_QUIET_ZONE * module)} ${num(top + QR_QUIET_ZONE * module)}) scale(${module})`,
    d: qrPathData(matrix),
    fill: '#000000',
    'shape-rendering': 'crispEdges',
  })}/>`;
  return square + path;
}
