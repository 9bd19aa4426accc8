import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import {
  buildPixPayload,
  layoutArt,
  PIX_QR_ID,
  pixCode,
  QR_QUIET_ZONE,
  qrMatrix,
  type RenderArtInput,
  renderArtSvg,
  type SlotName,
  TEMPLATES,
  textWidth,
} from '../index';
import { hashString } from './svg';

// Issue 20: tithe envelopes and digital cards draw the church's PIX QR code. The domain only
// writes SVG (no rasteriser here), so the test reads the module grid back from the drawn
// <path>, compares it with the `qrcode` matrix, paints that grid into pixels itself and has
// an independent decoder (jsQR) read the payload back.

function payloadOf(key: string, name: string, city: string): string {
  const result = buildPixPayload({ key, merchantName: name, merchantCity: city });
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.payload;
}

const PAYLOAD = payloadOf(
  'tesouraria@igrejaesperanca.org.br',
  'Igreja Batista Esperança',
  'São Paulo',
);

const TEXTS: Partial<Record<SlotName, string>> = {
  churchName: 'Igreja Batista Esperança',
  title: 'Dízimos e Ofertas',
  subtitle: 'Trazei todos os dízimos',
  verse: 'Cada um dê conforme determinou em seu coração',
  verseRef: '2 Coríntios 9:7',
  time: 'Domingo · 9h e 19h | Quartas · 19h30',
  address: 'Rua das Oliveiras, 120 — Centro, São Paulo',
  phone: '(11) 98765-4321',
  instagram: '@igrejaesperanca',
  pixKey: 'tesouraria@igrejaesperanca.org.br',
};

const QR_KINDS = TEMPLATES.filter((t) => t.kind === 'envelope' || t.kind === 'digitalcard');

interface DrawnQr {
  x: number;
  y: number;
  module: number;
  size: number;
  /** Row-major, 1 for a dark module. */
  grid: Uint8Array;
  dark: number;
  /** The white square behind it. */
  square: { x: number; y: number; width: number; height: number };
}

/** Reads the QR <path> (and its white square) back from an SVG document. */
function readQr(svg: string): DrawnQr {
  const path = new RegExp(`<path id="${PIX_QR_ID}"[^>]*/>`).exec(svg)?.[0];
  if (!path) throw new Error('no QR path');
  const attr = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(path)?.[1] ?? '';
  const size = Number(attr('data-modules'));
  const t = /^translate\(([\d.]+) ([\d.]+)\) scale\((\d+)\)$/.exec(attr('transform'));
  if (!t) throw new Error(`transform ${attr('transform')}`);
  const grid = new Uint8Array(size * size);
  let dark = 0;
  const d = attr('d');
  const runs = [...d.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)];
  expect(runs.map((r) => r[0]).join('')).toBe(d); // nothing else in the path
  for (const [, col, row, run, back] of runs) {
    expect(back).toBe(run);
    for (let i = 0; i < Number(run); i++) {
      const index = Number(row) * size + Number(col) + i;
      expect(grid[index], 'a module drawn twice').toBe(0);
      grid[index] = 1;
      dark++;
    }
  }
  const before = svg.slice(0, svg.indexOf(path));
  const rect =
    /<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" rx="[\d.]+" fill="#FFFFFF"\/>$/.exec(
      before,
    );
  if (!rect) throw new Error('no white square before the QR path');
  return {
    x: Number(t[1]),
    y: Number(t[2]),
    module: Number(t[3]),
    size,
    grid,
    dark,
    square: {
      x: Number(rect[1]),
      y: Number(rect[2]),
      width: Number(rect[3]),
      height: Number(rect[4]),
    },
  };
}

/** The grid painted as black-on-white pixels with the quiet zone, for a decoder. */
function paint(
  grid: Uint8Array,
  size: number,
  scale = 4,
): { data: Uint8ClampedArray; side: number } {
  const side = (size + 2 * QR_QUIET_ZONE) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (grid[row * size + col] !== 1) continue;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const px = (col + QR_QUIET_ZONE) * scale + dx;
          const py = (row + QR_QUIET_ZONE) * scale + dy;
          data.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
        }
      }
    }
  }
  return { data, side };
}

function render(templateId: string, texts = TEXTS, payload: string | null = PAYLOAD) {
  const t = TEMPLATES.find((x) => x.id === templateId);
  if (!t) throw new Error(templateId);
  const input: RenderArtInput = {
    templateId,
    paletteId: t.palettes[0]?.id as string,
    sizeId: t.sizes[0] as RenderArtInput['sizeId'],
    texts,
    ...(payload ? { pix: pixCode(payload) } : {}),
  };
  return { input, out: renderArtSvg(input) };
}

describe('PIX QR code in the art', () => {
  it('draws exactly the qrcode matrix as one path of dark modules, which decodes to the payload', () => {
    const matrix = qrMatrix(PAYLOAD);
    const matrixDark = matrix.modules.reduce((sum, m) => sum + m, 0);
    for (const t of QR_KINDS) {
      const { out } = render(t.id);
      expect(out.svg.match(new RegExp(`id="${PIX_QR_ID}"`, 'g')), t.id).toHaveLength(1);
      const qr = readQr(out.svg);
      expect(qr.size, t.id).toBe(matrix.size);
      expect(qr.dark, t.id).toBe(matrixDark);
      expect([...qr.grid], t.id).toEqual([...matrix.modules]);
      const { data, side } = paint(qr.grid, qr.size);
      expect(jsQR(data, side, side)?.data, t.id).toBe(PAYLOAD);
      // The white square leaves the quiet zone around the symbol and stays in the art.
      const zone = QR_QUIET_ZONE * qr.module;
      expect(qr.square.x, t.id).toBe(qr.x - zone);
      expect(qr.square.y, t.id).toBe(qr.y - zone);
      expect(qr.square.width, t.id).toBe((qr.size + 2 * QR_QUIET_ZONE) * qr.module);
      expect(qr.square.x + qr.square.width).toBeLessThanOrEqual(out.width);
      expect(qr.square.y + qr.square.height).toBeLessThanOrEqual(out.height);
      expect(qr.module, `${t.id} module px`).toBeGreaterThanOrEqual(5);
    }
  });

  it('decodes other payloads too: a CPF key with an amount, a random key', () => {
    for (const payload of [
      buildPixPayload({
        key: '123.456.789-09',
        merchantName: 'Comunidade Cristã Vida Nova',
        merchantCity: 'Belo Horizonte',
        amount: 50,
      }),
      buildPixPayload({
        key: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
        merchantName: 'Igreja',
        merchantCity: 'Recife',
      }),
    ]) {
      if (!payload.ok) throw new Error(JSON.stringify(payload));
      const qr = readQr(render('envelope-semeador', TEXTS, payload.payload).out.svg);
      const { data, side } = paint(qr.grid, qr.size);
      expect(jsQR(data, side, side)?.data).toBe(payload.payload);
    }
  });

  it('keeps the texts beside the code, inside the art, and never over the QR square', () => {
    for (const t of QR_KINDS) {
      const { input, out } = render(t.id);
      const qr = readQr(out.svg);
      const layout = layoutArt(input);
      for (const p of layout.composition.placed) {
        const where = `${t.id} ${p.slot}`;
        for (const line of p.fitted.lines) {
          expect(
            textWidth(line, p.style.face, p.fitted.size, p.style.ls ?? 0),
            where,
          ).toBeLessThanOrEqual(p.box.width + 0.01);
        }
        expect(p.box.x + p.box.width, where).toBeLessThanOrEqual(layout.width + 0.01);
        expect(p.box.y + p.box.height, where).toBeLessThanOrEqual(layout.height + 0.01);
        const s = qr.square;
        const overlaps =
          p.box.x < s.x + s.width &&
          s.x < p.box.x + p.box.width &&
          p.box.y < s.y + s.height &&
          s.y < p.box.y + p.box.height;
        expect(overlaps, `${where} over the QR`).toBe(false);
      }
      // Every slot of the template is still there as live text.
      for (const slot of t.slots) {
        expect(out.svg, `${t.id} ${slot.name}`).toContain(`data-slot="${slot.name}"`);
      }
    }
  });

  it('centres the code when the bottom has no texts, and leaves other kinds alone', () => {
    for (const t of QR_KINDS) {
      const { out } = render(t.id, { churchName: 'Igreja Vida' });
      const qr = readQr(out.svg);
      expect(Math.abs(qr.square.x + qr.square.width / 2 - out.width / 2), t.id).toBeLessThanOrEqual(
        1,
      );
    }
    const poster = render('santa-ceia');
    expect(poster.out.svg).not.toContain(PIX_QR_ID);
    expect(poster.out.svg).toBe(render('santa-ceia', TEXTS, null).out.svg);
  });

  it('renders byte-identical without a payload (an empty one included)', () => {
    // FNV-1a of each render before the QR code existed (the seeded catalogue's images): the
    // renderer of 7a11f54's parent with the later changes to backgrounds.ts applied (a dark
    // palette's halo centre kept off the texts; without them, 'cartao-igreja' 2661340436).
    const BEFORE: Record<string, number> = {
      'envelope-semeador': 1740258135,
      'envelope-gratidao': 2502361663,
      'cartao-igreja': 348338887,
      'cartao-ministerio': 3324195019,
    };
    for (const t of QR_KINDS) {
      expect(hashString(render(t.id, TEXTS, null).out.svg), t.id).toBe(BEFORE[t.id]);
      const without = render(t.id, TEXTS, null).out.svg;
      expect(without).not.toContain('pix-qr');
      expect(render(t.id).out.svg).not.toBe(without);
    }
  });

  it('refuses a payload that is not a valid BR Code', () => {
    const broken = `${PAYLOAD.slice(0, -4)}0000`;
    expect(() => render('envelope-semeador', TEXTS, broken)).toThrow(/PIX/);
    expect(() => pixCode('')).toThrow(/PIX/);
  });
});
