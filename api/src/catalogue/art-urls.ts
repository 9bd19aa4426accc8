// The addresses an art's pictures are served at. /media serves them as immutable
// (media/routes.ts), so an address has to change when its picture does. An uploaded art's
// carry its upload folder as `?v=` (admin/art-upload.ts uploadedImageUrls, kept in the row);
// a drawn art's (made from its template on request) carry its last change, `updated_at` in
// base 36: the instant the media route keys its drawn files by, so an edited title is a new
// address with the new drawing behind it. The version is added when the row is read, never
// stored: any address other than the art's own media path (an outside address, another
// path) is served as stored.

export interface ArtVersionRow {
  id: number;
  upload_key: string | null;
  updated_at: Date;
}

/** `/media/arts/{id}.webp|mp4` or `/media/arts/thumbnails/{id}.webp`, with a `?v=` or not. */
const OWN_MEDIA =
  /^\/media\/arts\/(thumbnails\/)?([1-9][0-9]{0,9})\.(webp|mp4)(?:\?v=[0-9a-z_-]{1,40})?$/i;

/** A drawn art's version: its last change, in base 36. */
export function drawnArtVersion(updatedAt: Date): string {
  return updatedAt.getTime().toString(36);
}

/** `url` as served for `art`: its own drawn media path gets the art's version as `?v=`. */
export function servedArtUrl(url: string, art: ArtVersionRow): string;
export function servedArtUrl(url: string | null, art: ArtVersionRow): string | null;
export function servedArtUrl(url: string | null, art: ArtVersionRow): string | null {
  if (url === null || art.upload_key !== null) return url;
  const match = OWN_MEDIA.exec(url);
  if (!match || Number(match[2]) !== art.id) return url;
  const [, thumbnails = '', id, extension] = match;
  return `/media/arts/${thumbnails}${id}.${extension}?v=${drawnArtVersion(art.updated_at)}`;
}

/**
 * An address as stored: without the `?v=` of an art's media path (an edit form sends back
 * the address it was shown; the version is the row's, added on every read).
 */
export function storedArtUrl(url: string): string {
  return OWN_MEDIA.test(url) ? (url.split('?', 1)[0] ?? url) : url;
}
