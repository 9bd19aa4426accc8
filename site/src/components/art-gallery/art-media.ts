import {
  type Art,
  GIF_THUMBNAIL_FOLDER,
  gifThumbnailUrl,
  mediaKind,
  withImageQuality,
} from '@arte-gospel/domain';

/** Width / height of each format (the sizes the media server renders). */
const FORMAT_RATIOS: Readonly<Record<string, number>> = {
  cartaz: 800 / 1000,
  stories: 720 / 1280,
  'story-animado': 720 / 1280,
  a4: 800 / 1131,
  carteirinha: 1012 / 638,
  'cartao-digital': 720 / 1280,
  'video-criativo': 720 / 1280,
};

/** How the formats read (catalogue §3 values). */
const FORMAT_LABELS: Readonly<Record<string, string>> = {
  cartaz: 'Cartaz',
  stories: 'Stories',
  'story-animado': 'Story animado',
  a4: 'A4',
  carteirinha: 'Carteirinha',
  'cartao-digital': 'Cartão digital',
  'video-criativo': 'Vídeo criativo',
};

export function formatLabel(format: string): string {
  return FORMAT_LABELS[format] ?? format;
}

export function formatAspectRatio(format: string | null | undefined): number {
  return FORMAT_RATIOS[format ?? ''] ?? 4 / 5;
}

/**
 * The art's own shape (width / height of its full-resolution file), so a 820×312 cover and a
 * 1080×1920 story keep theirs in the masonry; an art without a size falls back to its
 * format's ratio.
 */
export function artAspectRatio(
  art: Pick<Art, 'format'> & Partial<Pick<Art, 'width' | 'height'>>,
): number {
  const { width, height } = art;
  if (width && height && width > 0 && height > 0) return width / height;
  return formatAspectRatio(art.format);
}

/**
 * A video's still poster: a webp of the same name in the 'thumbnails' folder next to it
 * ('/media/arts/3.mp4?v=1' → '/media/arts/thumbnails/3.webp?v=1', query and hash kept).
 * Any other URL is returned unchanged.
 */
export function videoPosterUrl(url: string): string {
  if (mediaKind(url) !== 'video') return url;
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const rest = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = rest.indexOf('?');
  const base = queryAt >= 0 ? rest.slice(0, queryAt) : rest;
  const query = queryAt >= 0 ? rest.slice(queryAt) : '';
  const slash = base.lastIndexOf('/');
  const file = base.slice(slash + 1).replace(/\.(mp4|webm)$/i, '.webp');
  return `${base.slice(0, slash + 1)}${GIF_THUMBNAIL_FOLDER}/${file}${query}${hash}`;
}

/** What a card draws for an art (catalogue §5 media rules). */
export function artMedia(art: Pick<Art, 'imageUrl' | 'cdnUrl'>): {
  kind: 'image' | 'video' | 'gif';
  src: string;
} {
  const url = art.cdnUrl || art.imageUrl;
  const kind = mediaKind(url);
  if (kind === 'video') return { kind, src: url };
  if (kind === 'gif') return { kind, src: withImageQuality(gifThumbnailUrl(url)) };
  return { kind, src: withImageQuality(url) };
}

/**
 * A still image for places that never play video (mosaics, small cards, 'Seus designs
 * recentes'): a video's poster, a gif's webp thumbnail, an image itself (an animated webp
 * is an image and plays where it is drawn).
 */
export function artStill(imageUrl: string): string {
  const kind = mediaKind(imageUrl);
  if (kind === 'video') return withImageQuality(videoPosterUrl(imageUrl));
  return withImageQuality(kind === 'gif' ? gifThumbnailUrl(imageUrl) : imageUrl);
}
