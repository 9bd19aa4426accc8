// Media kind detection and image URLs (catalogue §4, §5, §9).

export type MediaKind = 'video' | 'gif' | 'image';

// catalogue §5: images from the storage provider or relative URLs get quality=90.
export const IMAGE_QUALITY = 90;
// catalogue §5: gif thumbnails live in this folder next to the gif.
export const GIF_THUMBNAIL_FOLDER = 'thumbnails';
// catalogue §5: hosts of the storage provider whose images get quality=90 (the host
// itself or any subdomain). The spec does not name the provider; the platform's second
// auth flow is Supabase (platform §7, /api/auth/supabase/*), so its storage domain is the
// default. Callers pass their own list when the images live elsewhere.
export const STORAGE_HOSTS: readonly string[] = ['supabase.co'];
// catalogue §4: failed media texts and the manual retry button.
export const MEDIA_TEXTS = {
  videoError: 'Erro ao carregar vídeo',
  imageError: 'Erro ao carregar imagem',
  retry: 'Tentar novamente',
} as const;

interface UrlParts {
  base: string;
  query: string;
  hash: string;
}

function splitUrl(url: string): UrlParts {
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const rest = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = rest.indexOf('?');
  return {
    base: queryAt >= 0 ? rest.slice(0, queryAt) : rest,
    query: queryAt >= 0 ? rest.slice(queryAt + 1) : '',
    hash,
  };
}

// catalogue §5: video when the URL's path ends in .webm or .mp4, gif for .gif, else
// image. Case-insensitive; the query string and hash are ignored, so signed URLs work.
export function mediaKind(url: string | null | undefined): MediaKind {
  const path = splitUrl(url ?? '').base.toLowerCase();
  if (path.endsWith('.webm') || path.endsWith('.mp4')) return 'video';
  if (path.endsWith('.gif')) return 'gif';
  return 'image';
}

// catalogue §5: a gif's thumbnail is a webp in a 'thumbnails' folder next to the file:
// '/media/arts/abc.gif?v=1' → '/media/arts/thumbnails/abc.webp?v=1' (query and hash
// kept). A URL that is not a gif is returned unchanged.
export function gifThumbnailUrl(url: string): string {
  if (mediaKind(url) !== 'gif') return url;
  const { base, query, hash } = splitUrl(url);
  const slash = base.lastIndexOf('/');
  const folder = base.slice(0, slash + 1);
  const file = base.slice(slash + 1).replace(/\.gif$/i, '.webp');
  return `${folder}${GIF_THUMBNAIL_FOLDER}/${file}${query ? `?${query}` : ''}${hash}`;
}

const ABSOLUTE = /^([a-z][a-z0-9+.-]*:)?\/\/([^/?#]*)/i;

function hostOf(url: string): string | null {
  const match = ABSOLUTE.exec(url);
  if (!match) return null;
  const authority = match[2] ?? '';
  const host = authority.slice(authority.lastIndexOf('@') + 1).replace(/:\d*$/, '');
  return host.toLowerCase();
}

// catalogue §5: adds quality=90 to relative URLs ('/media/…', 'img/…') and to URLs whose
// host is one of storageHosts or a subdomain of one. Other hosts, data:/blob: URLs, empty
// URLs and URLs that already carry a quality parameter are returned unchanged (never
// added twice).
export function withImageQuality(
  url: string,
  storageHosts: readonly string[] = STORAGE_HOSTS,
): string {
  if (url.trim() === '' || /^[a-z][a-z0-9+.-]*:(?!\/\/)/i.test(url)) return url;
  const host = hostOf(url);
  if (host !== null) {
    const onStorage = storageHosts.some((storage) => {
      const s = storage.toLowerCase();
      return s !== '' && (host === s || host.endsWith(`.${s}`));
    });
    if (!onStorage) return url;
  }
  const { base, query: rawQuery, hash } = splitUrl(url);
  const query = rawQuery.replace(/&+$/, '');
  const names = query.split('&').map((pair) => pair.split('=')[0]);
  if (names.includes('quality')) return url;
  const param = `quality=${IMAGE_QUALITY}`;
  return `${base}?${query ? `${query}&` : ''}${param}${hash}`;
}
