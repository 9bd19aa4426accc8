import { ToggleResponseSchema } from '@arte-gospel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/keys';
import { parseResponse } from '../../../lib/queries/parse';
import { getArtQueryOptions } from './get-art';

export type LibraryList = 'favorite' | 'save';

/** POST/DELETE /api/arts/:id/favorite and /save (api/README.md). */
export async function setInLibrary(id: number, list: LibraryList, active: boolean) {
  return parseResponse(
    ToggleResponseSchema,
    await apiJson(active ? 'POST' : 'DELETE', `/api/arts/${id}/${list}`),
  );
}

/** Toggles a favourite or a save; the art page and the panel lists refetch. */
export function useToggleLibrary(id: number, list: LibraryList) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) => setInLibrary(id, list, active),
    onSuccess: (answer) => {
      client.setQueryData(getArtQueryOptions(id).queryKey, (detail) =>
        detail
          ? { ...detail, [list === 'favorite' ? 'isFavorite' : 'isSaved']: answer.active }
          : detail,
      );
      void client.invalidateQueries({
        queryKey: list === 'favorite' ? queryKeys.favorites : queryKeys.saved,
      });
      void client.invalidateQueries({ queryKey: queryKeys.userStats });
    },
  });
}
