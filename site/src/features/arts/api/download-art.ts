import { type DownloadResponse, DownloadResponseSchema } from '@arte-gospel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/keys';
import { parseResponse } from '../../../lib/queries/parse';

/**
 * POST /api/arts/:id/download (api/README.md): records the download and gives the edit and
 * download links with the month's counter; 403 with the server's message for a premium art
 * without a plan or a free account at its limit.
 */
export async function downloadArt(id: number): Promise<DownloadResponse> {
  return parseResponse(DownloadResponseSchema, await apiJson('POST', `/api/arts/${id}/download`));
}

export function useDownloadArt(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => downloadArt(id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.downloads });
      void client.invalidateQueries({ queryKey: queryKeys.userStats });
    },
  });
}
