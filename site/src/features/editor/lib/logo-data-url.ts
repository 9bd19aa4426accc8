import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/queries/keys';

// Issue 20: the church logo drawn in the art. The export draws the art's SVG on a canvas
// through an <img>: an image inside it at another address would not be drawn (an SVG image
// loads nothing of its own) or would taint the canvas, so the logo goes in as a data: URL.

/** A logo the server answered for, but not with the file (a 404: it was replaced). */
export class LogoFileError extends Error {
  constructor(readonly status: number) {
    super(`Não foi possível carregar o logo (${status}).`);
  }
}

/** The file at `url` (same site) as a data: URL. */
export async function fetchDataUrl(url: string, signal?: AbortSignal): Promise<string> {
  if (url.startsWith('data:')) return url;
  const res = await fetch(url, { signal, credentials: 'same-origin' });
  if (!res.ok) throw new LogoFileError(res.status);
  const blob = await res.blob();
  return await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('Não foi possível ler o logo.'));
    reader.readAsDataURL(blob);
  });
}

/** The logo at `url` as a data: URL (null while it loads, when it fails, or without a url). */
export function useLogoDataUrl(url: string | null): { href: string | null; failed: boolean } {
  const query = useQuery({
    queryKey: [...queryKeys.churchLogo, url],
    queryFn: ({ signal }) => fetchDataUrl(url as string, signal),
    enabled: url !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
    // Once more after a network failure or a server error; a missing file is missing.
    retry: (failures, error) =>
      failures < 1 && !(error instanceof LogoFileError && error.status < 500),
  });
  return { href: url ? (query.data ?? null) : null, failed: query.isError };
}
