import { createHash } from 'node:crypto';
import {
  CONTENT_IMAGE_KINDS,
  imageTypeOf,
  SITE_ASSET_KINDS,
  SITE_ASSET_MAX_BYTES,
  SITE_ASSET_MAX_SIDE,
  type SiteAssetKind,
  type SiteAssetType,
} from '@arte-gospel/domain';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';

// The site's own images (issue 19, /admin/logo-upload and /admin/app-config): the header's
// logo and the favicon. A file is recognised by its bytes (never its name or declared type),
// an SVG is sanitised (no scripts, handlers, foreign content or outside references), and it
// is kept through the storage module under a name made of its kind and content hash, served
// at /media/site/<name>.

export class SiteAssetRejected extends Error {}

export const SITE_ASSET_TYPE_MESSAGE = 'Envie uma imagem PNG, JPEG, WebP ou SVG.';
export const SITE_ASSET_SIZE_MESSAGE: Record<SiteAssetKind, string> = {
  logo: 'O logo deve ter no máximo 2 MB.',
  favicon: 'O favicon deve ter no máximo 512 KB.',
};
export const SITE_ASSET_DIMENSIONS_MESSAGE = `A imagem deve ter no máximo ${SITE_ASSET_MAX_SIDE} px de lado.`;
export const SITE_ASSET_EMPTY_MESSAGE = 'A imagem enviada está vazia ou não pôde ser lida.';

/** The storage folder of site images, and the path they are served at. */
export const SITE_ASSET_FOLDER = 'site';
export const SITE_ASSET_URL_PREFIX = '/media/site/';

const EXTENSION: Record<SiteAssetType, string> = {
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
  svg: 'svg',
};
export const SITE_ASSET_MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};
/**
 * A stored site image's file name: kind (a site image's or a content picture's, see
 * content-images.ts), 16 hex digits (its hash, or a random name), extension.
 */
export const SITE_ASSET_NAME = new RegExp(
  `^(${[...SITE_ASSET_KINDS, ...CONTENT_IMAGE_KINDS].join('|')})-[0-9a-f]{16}\\.(png|jpg|webp|svg)$`,
);

const purify = createDOMPurify(new JSDOM('').window);
// References that would make the browser fetch something when the logo is drawn: only
// fragments (#id) inside the document itself are kept.
purify.addHook('afterSanitizeAttributes', (node) => {
  for (const name of ['href', 'xlink:href', 'src']) {
    const value = node.getAttribute(name);
    if (value !== null && !value.trim().startsWith('#')) node.removeAttribute(name);
  }
  const style = node.getAttribute('style');
  if (style && /url\s*\(|@import|expression\s*\(/i.test(style)) node.removeAttribute('style');
});

/** The SVG document in the bytes, sanitised; null when the bytes are not one. */
export function sanitiseSvg(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const head = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*(<\?xml[^>]*>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*/i, '');
  if (!/^<svg[\s>]/i.test(head)) return null;
  const clean = purify
    .sanitize(head, {
      USE_PROFILES: { svg: true, svgFilters: true },
      FORBID_TAGS: ['style', 'foreignObject', 'script', 'a'],
    })
    .trim();
  return /^<svg[\s>]/i.test(clean) ? clean : null;
}

export interface CheckedSiteAsset {
  type: SiteAssetType;
  data: Uint8Array;
  /** The storage key ('site/logo-0123456789abcdef.png'). */
  key: string;
  /** Where the site reads it ('/media/site/logo-0123456789abcdef.png'). */
  url: string;
}

/** Checks an uploaded image by its content and size; SiteAssetRejected with a pt-BR reason. */
export async function checkSiteAsset(
  kind: SiteAssetKind,
  bytes: Uint8Array,
): Promise<CheckedSiteAsset> {
  if (bytes.length === 0) throw new SiteAssetRejected(SITE_ASSET_EMPTY_MESSAGE);
  if (bytes.length > SITE_ASSET_MAX_BYTES[kind]) {
    throw new SiteAssetRejected(SITE_ASSET_SIZE_MESSAGE[kind]);
  }
  let type: SiteAssetType | null = imageTypeOf(bytes);
  let data = bytes;
  if (type) {
    let size: { width?: number | undefined; height?: number | undefined };
    try {
      size = await sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 }).metadata();
      // Decoding the whole image proves it is one, not only a header.
      await sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 }).stats();
    } catch {
      throw new SiteAssetRejected(SITE_ASSET_TYPE_MESSAGE);
    }
    if (!size.width || !size.height) throw new SiteAssetRejected(SITE_ASSET_TYPE_MESSAGE);
    if (size.width > SITE_ASSET_MAX_SIDE || size.height > SITE_ASSET_MAX_SIDE) {
      throw new SiteAssetRejected(SITE_ASSET_DIMENSIONS_MESSAGE);
    }
  } else {
    const svg = sanitiseSvg(bytes);
    if (svg === null) throw new SiteAssetRejected(SITE_ASSET_TYPE_MESSAGE);
    type = 'svg';
    data = new TextEncoder().encode(svg);
  }
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
  const name = `${kind}-${hash}.${EXTENSION[type]}`;
  return {
    type,
    data,
    key: `${SITE_ASSET_FOLDER}/${name}`,
    url: `${SITE_ASSET_URL_PREFIX}${name}`,
  };
}

/** The storage key of a site image URL we made, or null for any other address. */
export function siteAssetKey(url: string | null | undefined): string | null {
  if (!url?.startsWith(SITE_ASSET_URL_PREFIX)) return null;
  const name = url.slice(SITE_ASSET_URL_PREFIX.length);
  return SITE_ASSET_NAME.test(name) ? `${SITE_ASSET_FOLDER}/${name}` : null;
}

// A category's cover also gives its page's share image (og:image, 1200×630 JPEG): served at
// /media/share/category-<16 hex>.jpg (media/routes.ts), made from the cover on its first
// request and kept next to it in the storage ('site/category-<16 hex>.share.jpg', a name
// /media/site never serves), so it goes when the cover does (removeContentImage).

const CATEGORY_COVER_URL = /^\/media\/site\/(category-[0-9a-f]{16})\.webp$/;
/** A cover share image's file name in its address; its match is the cover's name. */
export const COVER_SHARE_FILE = /^(category-[0-9a-f]{16})\.jpg$/;

/** The address of the share image made from a category's cover; null: no cover of ours. */
export function coverShareImagePath(coverUrl: string | null | undefined): string | null {
  const name = CATEGORY_COVER_URL.exec(coverUrl ?? '')?.[1];
  return name ? `/media/share/${name}.jpg` : null;
}

/** The storage keys of a cover (by its name, 'category-<16 hex>') and of its share image. */
export function coverKeys(name: string): { cover: string; share: string } {
  return {
    cover: `${SITE_ASSET_FOLDER}/${name}.webp`,
    share: `${SITE_ASSET_FOLDER}/${name}.share.jpg`,
  };
}

/** The share image kept for a stored cover's key, if it is a category's cover. */
export function coverShareKey(coverKey: string): string | null {
  const name = /^site\/(category-[0-9a-f]{16})\.webp$/.exec(coverKey)?.[1];
  return name ? coverKeys(name).share : null;
}
