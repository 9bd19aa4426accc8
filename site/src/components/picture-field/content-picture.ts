import { type ContentImageResponse, ContentImageResponseSchema } from '@arte-gospel/domain';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../lib/api-client';
import { parseResponse } from '../../lib/queries/parse';
import { toast } from '../../lib/toast';

// A row's picture (api/README.md): POST <endpoint> sends it (multipart, field `file`),
// DELETE <endpoint> removes it; e.g. /api/admin/designers/:id/photo,
// /api/admin/testimonials/:id/avatar (issue 19), /api/church-profile/logo (issue 20).

/** Sends `file` as the row's picture, or removes the picture when `file` is null. */
export async function sendContentPicture(
  endpoint: string,
  file: File | null,
): Promise<ContentImageResponse> {
  if (!file) return parseResponse(ContentImageResponseSchema, await apiJson('DELETE', endpoint));
  const form = new FormData();
  form.set('file', file);
  return parseResponse(ContentImageResponseSchema, await apiJson('POST', endpoint, form));
}

/** The toasts after a send or a removal ('Foto enviada', 'Foto removida'). */
export interface PictureToasts {
  sent: string;
  removed: string;
}

/** Sends or removes the picture at `endpoint`, then reads the lists that show it again. */
export function useContentPicture(
  endpoint: string,
  invalidate: readonly QueryKey[],
  toasts: PictureToasts = { sent: 'Foto enviada', removed: 'Foto removida' },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => sendContentPicture(endpoint, file),
    onSuccess: async (answer) => {
      toast({ title: answer.url ? toasts.sent : toasts.removed, tone: 'success' });
      await Promise.all(invalidate.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}
