import { SuccessResponseSchema } from '@arte-gospel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/queries/parse';
import { toast } from '../../../lib/toast';
import { getEditsQueryOptions } from './get-edits';

/** DELETE /api/edits/:id (api/README.md): the edit, its photos and their files. */
export async function deleteEdit(editId: number) {
  return parseResponse(SuccessResponseSchema, await apiJson('DELETE', `/api/edits/${editId}`));
}

/** Deletes a saved edit, says so and reads 'Minhas artes' again. */
export function useDeleteEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEdit,
    onSuccess: async () => {
      toast({ title: 'Arte excluída de Minhas artes', tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: getEditsQueryOptions().queryKey });
    },
    onError: (error) => {
      toast({ title: 'Não foi possível excluir', description: error.message, tone: 'destructive' });
    },
  });
}
