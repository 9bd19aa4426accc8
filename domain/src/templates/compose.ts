import { BACKGROUNDS, texture } from './backgrounds';
import { type DrawContext, radial, rect, softCircle, symbol } from './context';
import { logoImage, logoMark, logoStrip } from './logo';
import type { Template } from './model';
import { type PhotoInput, photoPlacement } from './photo-crop';
import type { PixCode } from './pix-code';
import { pixQrCode } from './qr';
import type { ArtSizeId } from './sizes';
import type { SlotName } from './slots';
import { attrs, escapeXml, num } from './svg';
import {
  type Box,
  FACES,
  type PlacedSlot,
  placeSlot,
  type StackItem,
  type StackResult,
  stack,
  staticText,
  type TextStyle,
  type Typography,
} from './text';
import { TYPOGRAPHY } from './typography';

// The compositions: where each template kind puts its background, symbols, photo slot and
// texts for a size. Returns the layers' content and the placed slots.

export type Texts = Readonly<Partial<Record<SlotName, string>>>;
/** Photo slot id → its href (centred, covering the slot) or the photo with its size and crop. */
export type Photos = Readonly<Partial<Record<string, string | PhotoInput>>>;

export interface Composition {
  background: string;
  texture: string;
  frame: string;
  symbols: string;
  photo: string;
  labels: string;
  placed: PlacedSlot[];
  /** The PIX QR code (envelopes and digital cards given a payload). */
  pix?: string;
  /** The church's logo (given a logo href), in a box none of the texts' boxes meets. */
  logo?: string;
}

type Aspect = 'tall' | 'portrait' | 'square' | 'landscape' | 'banner';

function aspectOf(width: number, height: number): Aspect {
  const r = width / height;
  if (r < 0.68) return 'tall';
  if (r < 0.9) return 'portrait';
  if (r <= 1.15) return 'square';
  if (r <= 2.2) return 'landscape';
  return 'banner';
}

/** Where texts may go: margins, and the platforms' safe areas (YouTube banner, Stories). */
function contentBox(sizeId: ArtSizeId, w: number, h: number): Box {
  if (sizeId === 'capa-youtube')
    return { x: (w - 1546) / 2, y: (h - 423) / 2, width: 1546, height: 423 };
  if (sizeId === 'capa-fanpage')
    return { x: w * 0.14, y: h * 0.1, width: w * 0.72, height: h * 0.8 };
  if (sizeId === 'stories') return { x: w * 0.08, y: h * 0.12, width: w * 0.84, height: h * 0.72 };
  const m = Math.min(w, h) * 0.075;
  return { x: m, y: m, width: w - 2 * m, height: h - 2 * m };
}

const inset = (b: Box, d: number): Box => ({
  x: b.x + d,
  y: b.y + d,
  width: b.width - 2 * d,
  height: b.height - 2 * d,
});

const PRIMARY: readonly StackItem[] = [
  { kind: 'slot', slot: 'churchName', share: 0.07, gap: 0 },
  { kind: 'slot', slot: 'title', share: 0.3, gap: 2.2 },
  { kind: 'slot', slot: 'subtitle', share: 0.12, gap: 1 },
  { kind: 'slot', slot: 'speaker', share: 0.07, gap: 2.4 },
];
const SECONDARY: readonly StackItem[] = [
  { kind: 'row', slots: ['date', 'time'], share: 0.08, gap: 0 },
  { kind: 'slot', slot: 'verse', share: 0.15, gap: 3 },
  { kind: 'slot', slot: 'verseRef', share: 0.04, gap: 0.8 },
  { kind: 'slot', slot: 'address', share: 0.06, gap: 2.5 },
];
const SYMBOL_ITEM: StackItem = { kind: 'symbol', share: 0.09, gap: 0 };
const RULE: StackItem = { kind: 'rule', gap: 3 };

function shiftGap(items: readonly StackItem[], gap: number): StackItem[] {
  return items.map((item, i) => (i === 0 ? { ...item, gap } : item));
}

function decorations(
  c: DrawContext,
  t: Template,
  result: StackResult,
  symbolColor: string,
): string {
  const parts: string[] = [];
  if (result.symbolBox) {
    const b = result.symbolBox;
    parts.push(
      softCircle(c, b.x + b.width / 2, b.y + b.height / 2, b.width * 0.9, c.palette.glow, 0.35),
    );
    parts.push(
      symbol(t.symbol, b.x + b.width / 2, b.y + b.height / 2, b.width, { fill: symbolColor }),
    );
  }
  for (const r of result.rules)
    parts.push(
      rect(r.x, r.y, r.width, r.height, {
        fill: c.palette.accent,
        rx: r.width < r.height ? r.width / 2 : r.height / 2,
      }),
    );
  return parts.join('');
}

function photoGroup(
  c: DrawContext,
  t: Template,
  box: Box,
  shape: 'rect' | 'circle',
  photos: Photos,
  decorate: boolean,
): string {
  const spec = t.photoSlots[0];
  if (!spec) return '';
  const clip = c.id('clip');
  const { x, y, width: w, height: h } = box;
  const shapeEl =
    shape === 'circle'
      ? `<circle${attrs({ cx: x + w / 2, cy: y + h / 2, r: Math.min(w, h) / 2 })}/>`
      : rect(x, y, w, h, { rx: c.u * (t.kind === 'poster' ? 0 : 2) });
  c.defs.push(`<clipPath id="${clip}">${shapeEl}</clipPath>`);
  const photo = photos[spec.id];
  const href = typeof photo === 'string' ? photo : photo?.href;
  // A crop places the image by the photo's own size (photo-crop.ts); without one the image
  // covers the slot, centred, as always.
  const placed =
    typeof photo === 'object' && photo.crop ? photoPlacement(box, photo, photo.crop) : null;
  let content = '';
  if (href && placed) {
    content = `<image${attrs({ href, x: placed.x, y: placed.y, width: placed.width, height: placed.height, preserveAspectRatio: 'xMidYMid slice', 'clip-path': `url(#${clip})` })}/>`;
  } else if (href) {
    content = `<image${attrs({ href, x, y, width: w, height: h, preserveAspectRatio: 'xMidYMid slice', 'clip-path': `url(#${clip})` })}/>`;
  } else if (decorate) {
    // The design's own decoration fills an empty photo slot.
    const p = c.palette;
    const fill = radial(c, x + w / 2, y + h * 0.45, Math.max(w, h) * 0.75, [
      { offset: 0, color: p.background[2] },
      { offset: 0.6, color: p.background[1] },
      { offset: 1, color: p.background[0] },
    ]);
    const s = Math.min(w, h) * 0.5;
    content = `<g clip-path="url(#${clip})">${rect(x, y, w, h, { fill })}${softCircle(c, x + w / 2, y + h / 2, Math.max(w, h) * 0.5, p.glow, 0.55)}${symbol(t.symbol, x + w / 2, y + h / 2, s, { fill: p.dark ? p.ink : p.accent, opacity: 0.85 })}</g>`;
  }
  return `<g${attrs({ id: spec.id, 'data-photo-slot': spec.id, 'inkscape:label': spec.label, 'data-box': `${num(x)} ${num(y)} ${num(w)} ${num(h)}` })}>${content}</g>`;
}

export function composePoster(
  c: DrawContext,
  t: Template,
  sizeId: ArtSizeId,
  texts: Texts,
  photos: Photos,
  logo?: string,
): Composition {
  const { width: w, height: h, u, palette: p } = c;
  const aspect = aspectOf(w, h);
  const typo: Typography = TYPOGRAPHY[t.typography];
  const content = contentBox(sizeId, w, h);
  const wide = aspect === 'landscape' || aspect === 'banner';
  const symbolColor = p.accent;
  const out: Composition = {
    background: BACKGROUNDS[t.background](c),
    texture: texture(c),
    frame: '',
    symbols: '',
    photo: '',
    labels: '',
    placed: [],
  };
  const symbols: string[] = [];
  const watermark = (cx: number, cy: number, size: number) =>
    symbol(t.symbol, cx, cy, size, { fill: p.dark ? p.ink : p.accent, opacity: 0.1 });
  // With a logo, the texts' column gives its top to it (and the logo stands in for the
  // design's symbol above the texts).
  // On a wide art (short columns) the logo stands at the column's left instead.
  const withLogo = (col: Box, anchor: 'start' | 'middle'): Box => {
    if (!logo || out.logo !== undefined) return col;
    if (wide) {
      const side = Math.min(col.width * 0.13, col.height * 0.6);
      out.logo = logoMark(
        logo,
        { x: col.x, y: col.y, width: side, height: col.height },
        'middle',
        p.dark,
      );
      return { ...col, x: col.x + side + u * 4, width: col.width - side - u * 4 };
    }
    const strip = logoStrip(col, Math.min(u * 10, col.height * 0.16), u * 3);
    out.logo = logoMark(logo, strip.logo, anchor, p.dark);
    return strip.rest;
  };

  const single = (
    column: Box,
    anchor: 'start' | 'middle',
    align: 'start' | 'middle' | 'end',
    symbolAbove: boolean,
  ) => {
    const col = withLogo(column, anchor);
    const withSymbol = symbolAbove && !logo;
    const items = [
      ...(withSymbol ? [SYMBOL_ITEM, ...shiftGap(PRIMARY, 2)] : PRIMARY),
      RULE,
      ...shiftGap(SECONDARY, 2.5),
    ];
    const r = stack(c, items, texts, typo, col, anchor, align);
    symbols.push(decorations(c, t, r, symbolColor));
    out.placed.push(...r.placed);
  };
  const double = (column: Box, anchor: 'start' | 'middle', symbolAbove: boolean) => {
    const col = withLogo(column, anchor);
    const withSymbol = symbolAbove && !logo;
    const gap = col.width * 0.05;
    const left: Box = { ...col, width: col.width * 0.58 };
    const right: Box = { ...col, x: col.x + left.width + gap, width: col.width - left.width - gap };
    const a = stack(
      c,
      withSymbol ? [SYMBOL_ITEM, ...shiftGap(PRIMARY, 2)] : PRIMARY,
      texts,
      typo,
      left,
      anchor,
      'middle',
    );
    const b = stack(c, SECONDARY, texts, typo, right, 'start', 'middle');
    symbols.push(decorations(c, t, a, symbolColor), decorations(c, t, b, symbolColor));
    if (a.placed.length > 0 && b.placed.length > 0) {
      symbols.push(
        rect(
          col.x + left.width + gap / 2 - u * 0.15,
          col.y + col.height * 0.15,
          u * 0.3,
          col.height * 0.7,
          { fill: p.accent, opacity: 0.7 },
        ),
      );
    }
    out.placed.push(...a.placed, ...b.placed);
  };

  if (t.arrangement === 'center') {
    if (wide) double(content, 'middle', aspect === 'landscape');
    else single(content, 'middle', 'middle', true);
  } else if (t.arrangement === 'left') {
    if (wide) {
      symbols.push(watermark(w * 0.8, h * 0.5, Math.min(w, h) * 0.9));
      double(content, 'start', false);
    } else {
      symbols.push(watermark(w * 0.78, h * 0.2, Math.min(w, h) * 0.55));
      symbols.push(rect(content.x, content.y, u * 10, u * 0.6, { fill: p.accent }));
      single(
        { ...content, y: content.y + u * 3, height: content.height - u * 3 },
        'start',
        'end',
        false,
      );
    }
  } else if (t.arrangement === 'split') {
    if (wide) {
      const photo: Box = { x: 0, y: 0, width: w * 0.4, height: h };
      out.photo = photoGroup(c, t, photo, 'rect', photos, true);
      symbols.push(rect(photo.width, 0, u * 0.8, h, { fill: p.accent }));
      const col: Box = { ...content, x: Math.max(content.x, photo.width + u * 5) };
      col.width = content.x + content.width - col.x;
      single(col, 'start', 'middle', false);
    } else {
      const photoH = h * (aspect === 'tall' ? 0.42 : 0.4);
      const photo: Box = { x: 0, y: 0, width: w, height: photoH };
      out.photo = photoGroup(c, t, photo, 'rect', photos, true);
      symbols.push(rect(0, photoH, w, u * 0.8, { fill: p.accent }));
      const top = photoH + u * 5;
      const bottom = content.y + content.height;
      single(
        { x: content.x, y: top, width: content.width, height: bottom - top },
        'middle',
        'middle',
        false,
      );
    }
  } else {
    // panel: a card over the background (the photo slot is the whole canvas behind it).
    out.photo = photoGroup(c, t, { x: 0, y: 0, width: w, height: h }, 'rect', photos, false);
    const card = wide ? content : inset(content, u * 1);
    symbols.push(
      rect(card.x, card.y, card.width, card.height, {
        fill: p.dark ? p.background[0] : '#FFFFFF',
        opacity: p.dark ? 0.55 : 0.72,
        rx: u * 2,
      }),
      rect(card.x + u * 1.5, card.y + u * 1.5, card.width - u * 3, card.height - u * 3, {
        fill: 'none',
        stroke: p.accent,
        'stroke-width': u * 0.25,
        opacity: 0.8,
        rx: u * 1.2,
      }),
    );
    const inner = inset(card, u * 5);
    if (wide) double(inner, 'middle', aspect === 'landscape');
    else single(inner, 'middle', 'middle', true);
  }
  out.symbols = symbols.join('');
  return out;
}

// ---- print pieces -------------------------------------------------------------------------

function fieldLine(c: DrawContext, label: string, x: number, y: number, width: number): string {
  const size = c.u * 2.6;
  return [
    staticText(label, x, y - size * 0.5, size, FACES.sansBold, c.palette.soft, 'start', 0.12),
    rect(x, y + size * 0.6, width, Math.max(1, c.u * 0.2), { fill: c.palette.soft, opacity: 0.8 }),
  ].join('');
}

function ornamentFrame(c: DrawContext): string {
  const { width: w, height: h, u, palette: p } = c;
  const a = u * 3.5;
  const b = u * 5;
  const corners: string[] = [];
  for (const [cx, cy] of [
    [b, b],
    [w - b, b],
    [b, h - b],
    [w - b, h - b],
  ] as const) {
    corners.push(
      `<rect${attrs({ x: cx - u * 1.2, y: cy - u * 1.2, width: u * 2.4, height: u * 2.4, fill: p.accent, transform: `rotate(45 ${num(cx)} ${num(cy)})` })}/>`,
    );
  }
  return [
    rect(a, a, w - 2 * a, h - 2 * a, { fill: 'none', stroke: p.accent, 'stroke-width': u * 0.6 }),
    rect(b, b, w - 2 * b, h - 2 * b, {
      fill: 'none',
      stroke: p.accent,
      'stroke-width': u * 0.2,
      opacity: 0.8,
    }),
    corners.join(''),
  ].join('');
}

export function composeCertificate(
  c: DrawContext,
  t: Template,
  texts: Texts,
  logo?: string,
): Composition {
  const { width: w, height: h, u, palette: p } = c;
  const base = TYPOGRAPHY[t.typography];
  const typo: Typography = {
    ...base,
    title: {
      ...(base.title as TextStyle),
      max: Math.min((base.title as TextStyle).max, 11),
      lines: 2,
    },
    subtitle: { face: FACES.bookItalic, max: 3.2, min: 1.6, lines: 3, lh: 1.4, color: 'soft' },
    recipient: { face: FACES.script, max: 10, min: 4, lines: 1, lh: 1.25, color: 'ink' },
    date: { face: FACES.sansBold, max: 2.4, min: 1.3, lines: 1, lh: 1.3, ls: 0.1, color: 'soft' },
  };
  const items: StackItem[] = [
    ...(logo ? [] : [{ kind: 'symbol', share: 0.08, gap: 0 } as const]),
    { kind: 'slot', slot: 'churchName', share: 0.06, gap: 2 },
    { kind: 'slot', slot: 'title', share: 0.2, gap: 1.5 },
    { kind: 'slot', slot: 'subtitle', share: 0.12, gap: 2 },
    { kind: 'slot', slot: 'recipient', share: 0.13, gap: 1.5 },
    { kind: 'rule', gap: 1 },
    { kind: 'slot', slot: 'verse', share: 0.1, gap: 2.5 },
    { kind: 'slot', slot: 'verseRef', share: 0.035, gap: 0.6 },
    { kind: 'slot', slot: 'date', share: 0.04, gap: 2.5 },
  ];
  const sigTop = h - u * 17;
  const whole: Box = { x: u * 12, y: u * 9, width: w - u * 24, height: sigTop - u * 11 };
  // A logo takes the symbol's place, at the top of the column.
  const strip = logo ? logoStrip(whole, Math.min(u * 10, whole.height * 0.14), u * 2) : null;
  const col = strip ? strip.rest : whole;
  const r = stack(c, items, texts, typo, col, 'middle', 'middle');
  // Signature lines: the pastor (speaker, if given) and the secretary.
  const lineW = Math.min(w * 0.3, u * 45);
  const labels: string[] = [];
  const placed = [...r.placed];
  const sigY = h - u * 11;
  const centres = [w / 2 - lineW * 0.75 - u * 4, w / 2 + lineW * 0.75 + u * 4];
  const captions = ['Pastor(a) Presidente', 'Secretário(a)'];
  centres.forEach((cx, i) => {
    labels.push(
      rect(cx - lineW / 2, sigY, lineW, Math.max(1, u * 0.2), { fill: p.ink, opacity: 0.7 }),
    );
    labels.push(
      staticText(
        captions[i] as string,
        cx,
        sigY + u * 3,
        u * 2,
        FACES.sansBold,
        p.soft,
        'middle',
        0.12,
      ),
    );
  });
  if ((texts.speaker ?? '').trim() !== '') {
    const style: TextStyle = {
      face: FACES.script,
      max: 4.5,
      min: 2,
      lines: 1,
      lh: 1.2,
      color: 'ink',
    };
    placed.push(
      placeSlot(
        c,
        'speaker',
        texts.speaker as string,
        style,
        { x: (centres[0] as number) - lineW / 2, y: sigY - u * 6.2, width: lineW, height: u * 5.8 },
        'middle',
      ),
    );
  }
  return {
    background: BACKGROUNDS[t.background](c),
    texture: texture(c),
    frame: ornamentFrame(c),
    symbols: decorations(c, t, r, p.accent),
    photo: '',
    labels: labels.join(''),
    placed,
    ...(logo && strip ? { logo: logoMark(logo, strip.logo, 'middle', p.dark) } : {}),
  };
}

export function composeEnvelope(
  c: DrawContext,
  t: Template,
  texts: Texts,
  pix?: PixCode,
  logo?: string,
): Composition {
  const { width: w, height: h, u, palette: p } = c;
  const base = TYPOGRAPHY[t.typography];
  const typo: Typography = {
    ...base,
    title: { ...(base.title as TextStyle), max: 11, lines: 3 },
    pixKey: { face: FACES.sansBlack, max: 3.6, min: 1.8, lines: 2, lh: 1.25, color: 'ink' },
    phone: { face: FACES.sansBold, max: 3, min: 1.6, lines: 1, lh: 1.3, color: 'soft' },
    address: { face: FACES.sans, max: 2.6, min: 1.4, lines: 3, lh: 1.35, color: 'soft' },
  };
  const m = u * 9;
  // A logo takes the symbol's place, at the top of the upper half.
  const upper: Box = { x: m, y: h * 0.05, width: w - 2 * m, height: h * 0.45 };
  const strip = logo ? logoStrip(upper, u * 14, u * 3) : null;
  const top = stack(
    c,
    [
      ...(logo ? [] : [{ kind: 'symbol', share: 0.12, gap: 0 } as const]),
      { kind: 'slot', slot: 'churchName', share: 0.08, gap: 3 },
      { kind: 'slot', slot: 'title', share: 0.34, gap: 2 },
      { kind: 'slot', slot: 'subtitle', share: 0.12, gap: 1.5 },
      { kind: 'rule', gap: 3 },
      { kind: 'slot', slot: 'verse', share: 0.2, gap: 3 },
      { kind: 'slot', slot: 'verseRef', share: 0.05, gap: 1 },
    ],
    texts,
    typo,
    strip ? strip.rest : upper,
    'middle',
    'middle',
  );
  // The form a member fills by hand.
  const formTop = h * 0.54;
  const panelH = h * 0.2;
  const labels = [
    rect(m - u * 3, formTop - u * 4, w - 2 * m + u * 6, panelH + u * 4, {
      fill: p.dark ? '#FFFFFF' : p.background[1],
      opacity: p.dark ? 0.08 : 0.7,
      rx: u * 2,
    }),
  ];
  ['Nome', 'Valor R$', 'Data'].forEach((label, i) => {
    labels.push(fieldLine(c, label, m, formTop + u * 4 + i * (panelH / 3.4), w - 2 * m));
  });
  const boxY = formTop + panelH - u * 4.5;
  ['Dízimo', 'Oferta', 'Missões'].forEach((label, i) => {
    const x = m + i * ((w - 2 * m) / 3);
    labels.push(
      rect(x, boxY - u * 2.4, u * 2.8, u * 2.8, {
        fill: 'none',
        stroke: p.accent,
        'stroke-width': u * 0.3,
        rx: u * 0.4,
      }),
    );
    labels.push(staticText(label, x + u * 4.2, boxY, u * 2.6, FACES.sansBold, p.soft));
  });
  // With a PIX payload the QR code takes the bottom's left and the texts go beside it.
  const filled = (slot: SlotName) => (texts[slot] ?? '').trim() !== '';
  const anyBottom = filled('pixKey') || filled('phone') || filled('address');
  const qrSide = h * 0.18;
  const qrGap = u * 4;
  let qr: string | undefined;
  if (pix) {
    const qrX = anyBottom ? m : (w - qrSide) / 2;
    qr = pixQrCode(pix, qrX, h * 0.775, qrSide);
  }
  const bottomBox: Box = pix
    ? { x: m + qrSide + qrGap, y: h * 0.775, width: w - 2 * m - qrSide - qrGap, height: qrSide }
    : { x: m, y: h * 0.8, width: w - 2 * m, height: h * 0.15 };
  const bottomAnchor = pix ? 'start' : 'middle';
  const bottom = stack(
    c,
    [
      { kind: 'slot', slot: 'pixKey', share: 0.3, gap: 0 },
      { kind: 'slot', slot: 'phone', share: 0.2, gap: 2 },
      { kind: 'slot', slot: 'address', share: 0.3, gap: 2 },
    ],
    texts,
    typo,
    bottomBox,
    bottomAnchor,
    'middle',
  );
  if ((texts.pixKey ?? '').trim() !== '') {
    const pixKey = bottom.placed.find((s) => s.slot === 'pixKey');
    if (pixKey)
      labels.push(
        staticText(
          'PIX',
          pix ? pixKey.box.x : w / 2,
          pixKey.box.y - u * 1.2,
          u * 2.4,
          FACES.sansBold,
          p.accent,
          bottomAnchor,
          0.3,
        ),
      );
  }
  return {
    background: BACKGROUNDS[t.background](c),
    texture: texture(c),
    frame: rect(u * 3, u * 3, w - u * 6, h - u * 6, {
      fill: 'none',
      stroke: p.accent,
      'stroke-width': u * 0.4,
      rx: u * 2,
    }),
    symbols: decorations(c, t, top, p.accent),
    photo: '',
    labels: labels.join(''),
    placed: [...top.placed, ...bottom.placed],
    ...(qr ? { pix: qr } : {}),
    ...(logo && strip ? { logo: logoMark(logo, strip.logo, 'middle', p.dark) } : {}),
  };
}

export function composeIdCard(
  c: DrawContext,
  t: Template,
  texts: Texts,
  photos: Photos,
  logo?: string,
): Composition {
  const { width: w, height: h, u, palette: p } = c;
  const bandH = h * 0.24;
  const typo: Typography = {
    churchName: {
      face: FACES.sansBlack,
      max: 5,
      min: 2.4,
      lines: 1,
      lh: 1.2,
      upper: true,
      ls: 0.04,
      color: 'ink',
    },
    title: {
      face: FACES.sansBold,
      max: 3.4,
      min: 2,
      lines: 1,
      lh: 1.2,
      upper: true,
      ls: 0.2,
      color: 'accent',
    },
    memberName: {
      face: t.typography === 'classic' ? FACES.serif : FACES.sansBlack,
      max: 7,
      min: 3,
      lines: 2,
      lh: 1.1,
      color: 'ink',
    },
    role: {
      face: FACES.sansBold,
      max: 4,
      min: 2.2,
      lines: 1,
      lh: 1.2,
      upper: true,
      ls: 0.12,
      color: 'accent',
    },
    memberSince: { face: FACES.sansBold, max: 4.2, min: 2.2, lines: 1, lh: 1.2, color: 'ink' },
    memberId: { face: FACES.sansBold, max: 4.2, min: 2.2, lines: 1, lh: 1.2, color: 'ink' },
    address: { face: FACES.sans, max: 2.8, min: 1.6, lines: 1, lh: 1.2, color: 'soft' },
  };
  const m = u * 5;
  const symbolSize = bandH * 0.6;
  const header = stack(
    c,
    [
      { kind: 'slot', slot: 'churchName', share: 0.55, gap: 0 },
      { kind: 'slot', slot: 'title', share: 0.35, gap: 0.8 },
    ],
    texts,
    typo,
    {
      x: m + symbolSize + u * 3,
      y: u * 2,
      width: w - 2 * m - symbolSize - u * 3,
      height: bandH - u * 4,
    },
    'start',
    'middle',
  );
  const photoBox: Box = {
    x: m,
    y: bandH + u * 5,
    width: w * 0.26,
    height: h - bandH - u * 5 - h * 0.15,
  };
  const colX = photoBox.x + photoBox.width + u * 6;
  const colW = w - colX - m;
  const main = stack(
    c,
    [
      { kind: 'slot', slot: 'memberName', share: 0.42, gap: 0 },
      { kind: 'slot', slot: 'role', share: 0.14, gap: 1.5 },
    ],
    texts,
    typo,
    { x: colX, y: bandH + u * 5, width: colW, height: h * 0.3 },
    'start',
    'start',
  );
  const fieldsY = bandH + u * 5 + h * 0.34;
  const labels: string[] = [];
  const placed = [...header.placed, ...main.placed];
  (['memberSince', 'memberId'] as const).forEach((slot, i) => {
    const x = colX + i * (colW / 2);
    labels.push(
      staticText(
        slot === 'memberSince' ? 'MEMBRO DESDE' : 'MATRÍCULA',
        x,
        fieldsY,
        u * 2.4,
        FACES.sansBold,
        p.soft,
        'start',
        0.14,
      ),
    );
    if ((texts[slot] ?? '').trim() !== '') {
      placed.push(
        placeSlot(
          c,
          slot,
          texts[slot] as string,
          typo[slot] as TextStyle,
          { x, y: fieldsY + u * 1.5, width: colW / 2 - u * 2, height: u * 6 },
          'start',
        ),
      );
    }
  });
  const footH = h * 0.1;
  if ((texts.address ?? '').trim() !== '') {
    placed.push(
      placeSlot(
        c,
        'address',
        texts.address as string,
        typo.address as TextStyle,
        { x: m, y: h - footH + u * 1.5, width: w - 2 * m, height: footH - u * 3 },
        'middle',
      ),
    );
  }
  return {
    background: BACKGROUNDS[t.background](c),
    texture: texture(c),
    frame: [
      rect(0, 0, w, bandH, {
        fill: p.dark ? p.background[0] : p.background[2],
        opacity: p.dark ? 0.75 : 0.55,
      }),
      rect(0, bandH, w, u * 0.7, { fill: p.accent }),
      rect(0, h - footH, w, footH, {
        fill: p.dark ? p.background[0] : p.background[2],
        opacity: 0.6,
      }),
    ].join(''),
    // A logo takes the symbol's place in the band, left of the church's name.
    symbols: logo
      ? ''
      : symbol(t.symbol, m + symbolSize / 2, bandH / 2, symbolSize, { fill: p.accent }),
    photo: photoGroup(c, t, photoBox, 'rect', photos, true),
    labels: labels.join(''),
    placed,
    ...(logo
      ? {
          // The band is the palette's darkest colour on a dark art.
          logo: logoMark(
            logo,
            { x: m, y: (bandH - symbolSize) / 2, width: symbolSize, height: symbolSize },
            'middle',
            p.dark,
          ),
        }
      : {}),
  };
}

export function composeDigitalCard(
  c: DrawContext,
  t: Template,
  texts: Texts,
  photos: Photos,
  pix?: PixCode,
  logo?: string,
): Composition {
  const { width: w, height: h, u, palette: p } = c;
  const base = TYPOGRAPHY[t.typography];
  const photoSize = w * 0.4;
  const photoBox: Box = {
    x: (w - photoSize) / 2,
    y: h * 0.08,
    width: photoSize,
    height: photoSize,
  };
  const head = stack(
    c,
    [
      { kind: 'slot', slot: 'churchName', share: 0.2, gap: 0 },
      { kind: 'slot', slot: 'title', share: 0.5, gap: 1.5 },
      { kind: 'slot', slot: 'subtitle', share: 0.25, gap: 1 },
    ],
    texts,
    { ...base, title: { ...(base.title as TextStyle), max: 10, lines: 2 } },
    { x: w * 0.08, y: photoBox.y + photoSize + u * 5, width: w * 0.84, height: h * 0.2 },
    'middle',
    'middle',
  );
  const rows: [SlotName, string][] = [
    ['time', 'CULTOS'],
    ['address', 'ENDEREÇO'],
    ['phone', 'TELEFONE / WHATSAPP'],
    ['instagram', 'INSTAGRAM'],
    ['pixKey', 'PIX'],
  ];
  const valueStyle: TextStyle = {
    face: FACES.sansBold,
    max: 4,
    min: 2,
    lines: 2,
    lh: 1.25,
    color: 'ink',
  };
  const live = rows.filter(([slot]) => (texts[slot] ?? '').trim() !== '');
  const listTop = h * 0.56;
  const rowH = Math.min((h * 0.36) / Math.max(1, live.length), u * 18);
  const labels: string[] = [];
  const placed = [...head.placed];
  // With a PIX payload the QR code stands at the list's right, the rows narrower beside it.
  const qrSide = w * 0.3;
  const rowW = pix && live.length > 0 ? w * 0.8 - qrSide - u * 2 : w * 0.8;
  const valueW = pix ? rowW - w * 0.08 : w * 0.72;
  let qr: string | undefined;
  if (pix)
    qr = pixQrCode(pix, live.length > 0 ? w * 0.9 - qrSide : (w - qrSide) / 2, listTop, qrSide);
  live.forEach(([slot, label], i) => {
    const y = listTop + i * rowH;
    labels.push(
      rect(w * 0.1, y, rowW, rowH - u * 1.5, {
        fill: p.dark ? '#FFFFFF' : p.background[1],
        opacity: p.dark ? 0.08 : 0.8,
        rx: u * 2,
      }),
    );
    labels.push(
      staticText(label, w * 0.14, y + u * 4, u * 2.2, FACES.sansBold, p.accent, 'start', 0.16),
    );
    placed.push(
      placeSlot(
        c,
        slot,
        texts[slot] as string,
        valueStyle,
        { x: w * 0.14, y: y + u * 5.5, width: valueW, height: rowH - u * 7 },
        'start',
      ),
    );
  });
  // The logo: in the round slot ('Foto ou logo') on a white disc while it has no photo,
  // else small under the list.
  const photoSlot = t.photoSlots[0];
  const emptySlot = !photoSlot || !photos[photoSlot.id];
  let logoLayer: string | undefined;
  if (logo && emptySlot) {
    const cx = w / 2;
    const cy = photoBox.y + photoSize / 2;
    const side = photoSize * 0.62;
    logoLayer =
      `<circle${attrs({ cx, cy, r: photoSize / 2, fill: '#FFFFFF' })}/>` +
      logoImage(logo, { x: cx - side / 2, y: cy - side / 2, width: side, height: side });
  } else if (logo) {
    const rowsEnd = live.length > 0 ? listTop + live.length * rowH : listTop;
    const below = Math.max(rowsEnd, pix ? listTop + qrSide : listTop) + u * 2;
    const height = Math.min(u * 12, h - u * 3 - below);
    if (height > u * 3) {
      logoLayer = logoMark(
        logo,
        { x: w * 0.3, y: below, width: w * 0.4, height },
        'middle',
        p.dark,
      );
    }
  }
  return {
    background: BACKGROUNDS[t.background](c),
    texture: texture(c),
    frame: `<circle${attrs({ cx: w / 2, cy: photoBox.y + photoSize / 2, r: photoSize / 2 + u * 1.5, fill: 'none', stroke: p.accent, 'stroke-width': u * 0.6 })}/>`,
    symbols: '',
    photo: photoGroup(c, t, photoBox, 'circle', photos, !(logo && emptySlot)),
    labels: labels.join(''),
    placed,
    ...(qr ? { pix: qr } : {}),
    ...(logoLayer ? { logo: logoLayer } : {}),
  };
}

export { escapeXml };
