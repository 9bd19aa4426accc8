export const BAD_PATH_MESSAGE = 'Endereço inválido.';

export interface RequestTarget {
  /** Dot segments resolved and percent-encoded the way the WHATWG URL parser (and Hono) do. */
  pathname: string;
  /** '' or '?…' */
  search: string;
}

/** A segment that is a dot segment once percent-decoded, once or twice. */
const ENCODED_DOT_SEGMENT = /^(\.|%2e){1,2}$/i;

/**
 * The request target as the API will route it: `/media/%2e%2e/api/x` is `/api/x`, so the
 * BFF decides proxying and the cross-site check on what the upstream will see, and forwards
 * that. A target that still carries an encoded slash, backslash or NUL, or a segment that
 * decodes to a dot segment, would be read differently by whoever decodes it next: undefined
 * (refused).
 */
export function normaliseTarget(rawUrl: string): RequestTarget | undefined {
  const originForm = rawUrl.startsWith('/');
  let url: URL;
  try {
    url = new URL(originForm ? `http://bff.invalid${rawUrl}` : rawUrl);
  } catch {
    return undefined;
  }
  if (!originForm && url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const { pathname } = url;
  if (/%(2f|5c|00)/i.test(pathname)) return undefined;
  for (const segment of pathname.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return undefined; // a malformed escape
    }
    if (ENCODED_DOT_SEGMENT.test(decoded)) return undefined;
  }
  return { pathname, search: url.search };
}
