import { type DownloadResponse, DownloadResponseSchema } from '@arte-gospel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/keys';
import { parseResponse } from '../../../lib/queries/parse';

/**
 * POST /api/arts/:id/download (api/README.md): records the download (an art counts once a
 * month; `counted` says whether this call used one) and gives the ZIP's address, the
 * staff-set editor link (null when none) and the month's counter; 403 with the server's
 * message for a premium art without a plan or a free account at its limit.
 */
export async function downloadArt(id: number): Promise<DownloadResponse> {
  return parseResponse(DownloadResponseSchema, await apiJson('POST', `/api/arts/${id}/download`));
}

export function useDownloadArt(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => downloadArt(id),
    // The month's counter (header menu, panel) reads these: keep them in step.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.downloads });
      void client.invalidateQueries({ queryKey: queryKeys.userStats });
      void client.invalidateQueries({ queryKey: queryKeys.user });
    },
  });
}

/** The host of an absolute http(s) URL, lowercase, or null. */
function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
      ? parsed.hostname.toLowerCase()
      : null;
  } catch {
    return null;
  }
}

const isHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/**
 * The edit button's words, from where the staff-set link leads: a Canva template 'Editar no
 * Canva', a Drive folder 'Abrir no Google Drive', anything else 'Abrir editor'.
 */
export function editLinkLabel(url: string): string {
  const host = hostOf(url) ?? '';
  if (isHost(host, 'canva.com')) return 'Editar no Canva';
  if (host === 'drive.google.com' || host === 'docs.google.com') return 'Abrir no Google Drive';
  return 'Abrir editor';
}

/** Only http(s) links become an edit button (never javascript:, data: or a relative path). */
export function isOpenableEditLink(url: string | null | undefined): url is string {
  return typeof url === 'string' && hostOf(url) !== null;
}

/** The last path segment of a URL, decoded when it can be ('' lets the server name it). */
function fileNameOf(url: string): string {
  const last = url.split(/[?#]/)[0]?.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/**
 * Starts the browser's download of a file the server sends as an attachment: an `<a
 * download>` clicked in place (same origin, so the session cookie goes with it and the
 * page stays where it is).
 */
export function startFileDownload(url: string, doc: Document = document): void {
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileNameOf(url);
  link.rel = 'noopener';
  link.hidden = true;
  doc.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
}
