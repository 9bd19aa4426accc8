// Small, dependency-free query-string helpers (domain/ has no DOM or Node types).

/** Anything with URLSearchParams' get(): URLSearchParams itself, or a test double. */
export interface SearchParamsLike {
  get(name: string): string | null;
}

function decode(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

// catalogue §7: the (name, value) pairs of a query string, as URLSearchParams reads them:
// a leading '?' or anything up to the first '?' (a whole URL) is skipped, the hash is
// ignored, '+' is a space, malformed escapes are kept as written.
export function parseQuery(search: string): [string, string][] {
  const noHash = search.split('#')[0] ?? '';
  const queryAt = noHash.indexOf('?');
  const query = queryAt >= 0 ? noHash.slice(queryAt + 1) : noHash;
  const pairs: [string, string][] = [];
  for (const part of query.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const name = decode(eq >= 0 ? part.slice(0, eq) : part);
    const value = decode(eq >= 0 ? part.slice(eq + 1) : '');
    pairs.push([name, value]);
  }
  return pairs;
}
