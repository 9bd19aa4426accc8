/// <reference path="./qrcode-core.d.ts" />
import qrcodeCore from 'qrcode/lib/core/qrcode.js';
import { verifyPixPayload } from '../pix/pix-payload';

// Issue 20: a church's PIX 'copia e cola' made ready to draw: the payload, checked, and its QR
// matrix from the `qrcode` package's pure core (error correction M). Apart from the renderer
// (qr.ts draws a PixCode): the encoder is the one large piece only tithe envelopes and digital
// cards need, so the editor loads this module when it opens one of those (site
// features/editor/lib/pix-code.ts) and every other art's editor does without it.

declare const PIX_CODE: unique symbol;

export interface QrMatrix {
  /** Modules per side. */
  size: number;
  /** Row-major, 1 for a dark module: modules[row * size + column]. */
  modules: Uint8Array;
}

/** A valid BR Code and its QR matrix: made only by pixCode(). */
export interface PixCode {
  readonly payload: string;
  readonly matrix: QrMatrix;
  readonly [PIX_CODE]: true;
}

export function qrMatrix(text: string): QrMatrix {
  const qr = qrcodeCore.create(text, { errorCorrectionLevel: 'M' });
  return { size: qr.modules.size, modules: Uint8Array.from(qr.modules.data) };
}

/** The QR code of a PIX payload. Throws on a payload that is not a valid BR Code. */
export function pixCode(payload: string): PixCode {
  if (!verifyPixPayload(payload)) throw new Error('Invalid PIX payload');
  return { payload, matrix: qrMatrix(payload) } as PixCode;
}
