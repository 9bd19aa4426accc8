import { ToggleResponseSchema } from '@arte-gospel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/queries/parse';
import { getUserStatsQueryOptions } from '../../../lib/session/user-stats';
import { toast } from '../../../lib/toast';
import { getFavoritesQueryOptions } from './get-favorites';

/** DELETE /api/arts/:id/favorite (api/README.md). */
export async function removeFavorite(artId: number) {
  return parseResponse(
    ToggleResponseSchema,
    await apiJson('DELETE', `/api/arts/${artId}/favorite`),
  );
}

export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: async () => {
      toast({ title: 'Removida das favoritas', tone: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getFavoritesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getUserStatsQueryOptions().queryKey }),
      ]);
    },
    onError: (error) => {
      toast({ title: 'Não foi possível remover', description: error.message, tone: 'destructive' });
    },
  });
}
