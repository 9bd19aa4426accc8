import { ToggleResponseSchema } from '@arte-gospel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/queries/parse';
import { toast } from '../../../lib/toast';
import { getSavedQueryOptions } from './get-saved';

/** DELETE /api/arts/:id/save (api/README.md). */
export async function removeSaved(artId: number) {
  return parseResponse(ToggleResponseSchema, await apiJson('DELETE', `/api/arts/${artId}/save`));
}

export function useRemoveSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSaved,
    onSuccess: async () => {
      toast({ title: 'Removida dos salvos', tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: getSavedQueryOptions().queryKey });
    },
    onError: (error) => {
      toast({ title: 'Não foi possível remover', description: error.message, tone: 'destructive' });
    },
  });
}
