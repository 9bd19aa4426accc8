import { SHARE_IMAGE, SITE_NAME } from '@arte-gospel/domain';
import sharp from 'sharp';
import {
  type ArtRenderRow,
  artRowSvg,
  artSizeOf,
  renderRgba,
  renderSharp,
} from '../render/render-art';

// Share images (og:image, issue 18): 1200×630 JPEG, the size WhatsApp and Facebook preview
// large (WhatsApp wants JPEG or PNG under 300 KB). An art is drawn whole, centred on a
// blurred, darkened copy of itself; pages without an art share the brand's image.

const { width: W, height: H } = SHARE_IMAGE;
/** Space around the art on the canvas. */
const MARGIN = 28;
/** The background's copy is drawn this wide, then stretched and blurred (cheap). */
const BACKGROUND_WIDTH = 160;
const JPEG = { quality: 80, mozjpeg: true, chromaSubsampling: '4:2:0' } as const;

/** The art contained in the canvas (less its margins): its drawn width and height. */
export function shareArtBox(row: Pick<ArtRenderRow, 'size_id' | 'format_slug'>) {
  const size = artSizeOf(row);
  const scale = Math.min((W - 2 * MARGIN) / size.width, (H - 2 * MARGIN) / size.height);
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/**
 * The share image of an art uploaded by staff (issue 19): its own web still, contained in the
 * canvas on a blurred, darkened copy of itself, as a drawn art's. A category's cover gives
 * its page's share image the same way.
 */
export async function renderUploadShareJpeg(still: Buffer): Promise<Buffer> {
  const art = await sharp(still)
    .resize(W - 2 * MARGIN, H - 2 * MARGIN, { fit: 'inside' })
    .png()
    .toBuffer({ resolveWithObject: true });
  const background = await sharp(still)
    .resize(BACKGROUND_WIDTH)
    .resize(W, H, { fit: 'cover' })
    .removeAlpha()
    .blur(18)
    .modulate({ brightness: 0.55 })
    .toBuffer();
  return sharp(background)
    .composite([
      {
        input: art.data,
        left: Math.round((W - art.info.width) / 2),
        top: Math.round((H - art.info.height) / 2),
      },
    ])
    .jpeg(JPEG)
    .toBuffer();
}

export async function renderArtShareJpeg(row: ArtRenderRow): Promise<Buffer> {
  const svg = artRowSvg(row);
  const box = shareArtBox(row);
  const [art, small] = await Promise.all([
    renderRgba(svg, box.width),
    renderSharp(svg, BACKGROUND_WIDTH),
  ]);
  const background = await small
    .resize(W, H, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const opaque = (info: { width: number; height: number }) => ({
    raw: { width: info.width, height: info.height, channels: 3 as const },
  });
  const blurred = await sharp(background.data, opaque(background.info))
    .blur(18)
    .modulate({ brightness: 0.55 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(blurred.data, opaque(blurred.info))
    .composite([
      {
        input: art.data,
        raw: { width: art.width, height: art.height, channels: 4, premultiplied: true },
        left: Math.round((W - art.width) / 2),
        top: Math.round((H - art.height) / 2),
      },
    ])
    .jpeg(JPEG)
    .toBuffer();
}

/** The brand's share image: the site's name and what it offers on its indigo. */
export function defaultShareSvg(): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    '<stop offset="0" stop-color="#312E81"/><stop offset="0.55" stop-color="#4F46E5"/><stop offset="1" stop-color="#7C3AED"/>',
    '</linearGradient></defs>',
    `<rect width="${W}" height="${H}" fill="url(#g)"/>`,
    `<circle cx="${W - 140}" cy="110" r="260" fill="#FFFFFF" fill-opacity="0.07"/>`,
    `<circle cx="120" cy="${H - 40}" r="180" fill="#FFFFFF" fill-opacity="0.05"/>`,
    // A cross, the brand's mark.
    '<g fill="#FFFFFF"><rect x="565" y="118" width="70" height="190" rx="10"/><rect x="515" y="165" width="170" height="62" rx="10"/></g>',
    `<text x="${W / 2}" y="420" text-anchor="middle" font-family="Montserrat" font-size="92" font-weight="700" fill="#FFFFFF">${SITE_NAME}</text>`,
    `<text x="${W / 2}" y="490" text-anchor="middle" font-family="Montserrat" font-size="36" font-weight="500" fill="#E0E7FF">Artes editáveis para igrejas e ministérios</text>`,
    '</svg>',
  ].join('');
}

export async function renderDefaultShareJpeg(): Promise<Buffer> {
  return (await renderSharp(defaultShareSvg(), W)).removeAlpha().jpeg(JPEG).toBuffer();
}
