import type { ArtFormat } from '@arte-gospel/domain';
import { type Gradient, gradientFor, hashString, personGradient } from './palette';

// SVG compositions of the generated media: a gradient in the category's colours, the art's
// title in large white text wrapped on lines, in the format's aspect ratio. Rendered by
// sharp (librsvg); text uses the system fonts through fontconfig.

export interface Size {
  width: number;
  height: number;
}

/** Pixel size per format: cartaz 4:5, stories 9:16, A4 1:√2, carteirinha ≈1.586:1. */
export const FORMAT_SIZES: Readonly<Record<ArtFormat, Size>> = {
  cartaz: { width: 800, height: 1000 },
  stories: { width: 720, height: 1280 },
  'story-animado': { width: 720, height: 1280 },
  a4: { width: 800, height: 1131 },
  carteirinha: { width: 1012, height: 638 },
  'cartao-digital': { width: 720, height: 1280 },
  'video-criativo': { width: 720, height: 1280 },
};
/** Animated GIFs are drawn at half size (still 9:16) to keep them small. */
export const GIF_SIZE: Size = { width: 360, height: 640 };
export const AVATAR_SIZE = 256;

export function sizeOf(format: string): Size {
  return FORMAT_SIZES[format as ArtFormat] ?? FORMAT_SIZES.cartaz;
}

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
// Average advance of DejaVu Sans Bold, in em, for mixed-case pt-BR text.
const CHAR_EM = 0.62;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Greedy word wrap to at most `maxChars` per line (a longer word keeps its own line). */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line === '') line = word;
    else if (line.length + 1 + word.length <= maxChars) line = `${line} ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

interface Block {
  lines: string[];
  fontSize: number;
}

/** The largest font size (from `start` down) at which `text` fits the box. */
function fitText(text: string, width: number, height: number, start: number): Block {
  let fontSize = start;
  for (;;) {
    const maxChars = Math.max(4, Math.floor(width / (fontSize * CHAR_EM)));
    const lines = wrapWords(text, maxChars);
    const longest = Math.max(0, ...lines.map((l) => l.length));
    const fits = longest <= maxChars && lines.length * fontSize * 1.15 <= height;
    if (fits || fontSize <= 14) return { lines, fontSize };
    fontSize = Math.floor(fontSize * 0.9);
  }
}

function textLines(
  block: Block,
  x: number,
  top: number,
  fill: string,
  weight: number,
  extra = '',
): string {
  const lineHeight = block.fontSize * 1.15;
  return block.lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${(top + block.fontSize + i * lineHeight).toFixed(1)}" text-anchor="middle" font-family="${FONT}" font-size="${block.fontSize}" font-weight="${weight}" fill="${fill}"${extra}>${escapeXml(line)}</text>`,
    )
    .join('');
}

function background(
  id: string,
  size: Size,
  gradient: Gradient,
  seed: number,
  frame: number,
): string {
  const { width, height } = size;
  const r = Math.min(width, height);
  // Decorative circles, placed by the seed; animated frames move the glow.
  const cx1 = ((seed % 100) / 100) * width;
  const cy1 = (((seed >> 8) % 100) / 100) * height * 0.4;
  const cx2 = width - (((seed >> 16) % 100) / 100) * width * 0.5;
  const glowX = width * (0.2 + 0.3 * frame);
  return [
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${gradient.from}"/><stop offset="1" stop-color="${gradient.to}"/>`,
    `</linearGradient><radialGradient id="${id}g"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.35"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>`,
    `<circle cx="${cx1.toFixed(0)}" cy="${cy1.toFixed(0)}" r="${(r * 0.45).toFixed(0)}" fill="#FFFFFF" fill-opacity="0.07"/>`,
    `<circle cx="${cx2.toFixed(0)}" cy="${(height * 0.92).toFixed(0)}" r="${(r * 0.6).toFixed(0)}" fill="#000000" fill-opacity="0.12"/>`,
    `<circle cx="${glowX.toFixed(0)}" cy="${(height * 0.3).toFixed(0)}" r="${(r * 0.5).toFixed(0)}" fill="url(#${id}g)"/>`,
  ].join('');
}

export interface ArtImageInput {
  id: number;
  title: string;
  categoryName: string | null;
  categorySlug: string | null;
  formatName: string | null;
  size: Size;
  /** Animation frame (0 for stills). */
  frame?: number;
}

/** The SVG of an art: category label, title (headline | subtitle), brand line. */
export function artSvg(input: ArtImageInput): string {
  const { size } = input;
  const { width, height } = size;
  const frame = input.frame ?? 0;
  const gradient = gradientFor(input.categorySlug ?? String(input.id));
  const seed = hashString(`${input.id}:${input.title}`);
  const unit = Math.min(width, height);
  const margin = Math.round(width * 0.08);
  const boxWidth = width - 2 * margin;

  const [headline = '', ...rest] = input.title.split('|').map((part) => part.trim());
  const subtitle = rest.filter(Boolean).join(' · ');
  const landscape = width > height;
  const headBox = height * (landscape ? 0.42 : 0.4);
  const head = fitText(headline || 'Arte Gospel', boxWidth, headBox, Math.round(unit * 0.12));
  const sub = subtitle
    ? fitText(subtitle, boxWidth, height * 0.16, Math.round(head.fontSize * 0.55))
    : null;
  const headHeight = head.lines.length * head.fontSize * 1.15;
  const subHeight = sub ? sub.lines.length * sub.fontSize * 1.15 + head.fontSize * 0.5 : 0;
  const top = (height - headHeight - subHeight) / 2;
  const center = width / 2;

  const labelSize = Math.round(unit * 0.035);
  const label = (input.categoryName ?? 'Arte Gospel').toUpperCase();
  const labelWidth = Math.min(boxWidth, label.length * labelSize * 0.72 + labelSize * 2);
  const labelY = Math.round(height * (landscape ? 0.08 : 0.07));
  const brandSize = Math.round(unit * 0.03);
  const subOpacity = frame === 1 ? 0.75 : 1;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    background(`bg${input.id}`, size, gradient, seed, frame),
    `<rect x="${(center - labelWidth / 2).toFixed(0)}" y="${labelY}" width="${labelWidth.toFixed(0)}" height="${Math.round(labelSize * 2)}" rx="${labelSize}" fill="#FFFFFF" fill-opacity="0.18"/>`,
    `<text x="${center}" y="${(labelY + labelSize * 1.38).toFixed(0)}" text-anchor="middle" font-family="${FONT}" font-size="${labelSize}" font-weight="700" letter-spacing="${(labelSize * 0.12).toFixed(1)}" fill="#FFFFFF">${escapeXml(label)}</text>`,
    textLines(
      head,
      center,
      top,
      '#FFFFFF',
      800,
      ' stroke="#000000" stroke-opacity="0.15" stroke-width="1"',
    ),
    sub
      ? textLines(
          sub,
          center,
          top + headHeight + head.fontSize * 0.5,
          gradient.accent,
          600,
          ` fill-opacity="${subOpacity}"`,
        )
      : '',
    `<rect x="${(center - unit * 0.08).toFixed(0)}" y="${(height - margin - brandSize * 2.2).toFixed(0)}" width="${(unit * 0.16).toFixed(0)}" height="${Math.max(2, Math.round(unit * 0.006))}" fill="${gradient.accent}"/>`,
    `<text x="${center}" y="${(height - margin).toFixed(0)}" text-anchor="middle" font-family="${FONT}" font-size="${brandSize}" font-weight="700" letter-spacing="${(brandSize * 0.25).toFixed(1)}" fill="#FFFFFF" fill-opacity="0.85">ARTE GOSPEL${input.formatName ? ` · ${escapeXml(input.formatName.toUpperCase())}` : ''}</text>`,
    '</svg>',
  ].join('');
}

const HONORIFICS = new Set(['pr.', 'pra.', 'diác.', 'diac.', 'ev.', 'tia', 'tio', 'dr.', 'dra.']);

/** Up to two initials, skipping honorifics ('Pr. Carlos Mendes' → 'CM'). */
export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((w) => w !== '' && !HONORIFICS.has(w.toLowerCase()))
    .filter((w) => /^\p{Lu}/u.test(w));
  const chosen = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return chosen.map((w) => (w ?? '').charAt(0)).join('') || '?';
}

/** A square avatar: gradient and the person's initials. */
export function avatarSvg(name: string): string {
  const s = AVATAR_SIZE;
  const gradient = personGradient(name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">`,
    `<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${gradient.from}"/><stop offset="1" stop-color="${gradient.to}"/></linearGradient></defs>`,
    `<rect width="${s}" height="${s}" fill="url(#a)"/>`,
    `<circle cx="${s * 0.8}" cy="${s * 0.2}" r="${s * 0.35}" fill="#FFFFFF" fill-opacity="0.08"/>`,
    `<text x="${s / 2}" y="${s / 2 + s * 0.125}" text-anchor="middle" font-family="${FONT}" font-size="${s * 0.36}" font-weight="700" fill="#FFFFFF">${escapeXml(initials(name))}</text>`,
    '</svg>',
  ].join('');
}
