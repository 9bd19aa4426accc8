import { ProfileResponseSchema, type ProfileUpdateBodySchema } from '@arte-gospel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { apiJson } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/queries/parse';
import { userQueryOptions } from '../../../lib/session-query';
import { toast } from '../../../lib/toast';

export type ProfileUpdateBody = v.InferInput<typeof ProfileUpdateBodySchema>;

/** PUT /api/profile (api/README.md): { name, phone?, bio? } → the user. */
export async function updateProfile(body: ProfileUpdateBody) {
  return parseResponse(ProfileResponseSchema, await apiJson('PUT', '/api/profile', body));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions.queryKey, user);
      toast({ title: 'Perfil atualizado com sucesso!', tone: 'success' });
    },
    onError: (error) => {
      toast({
        title: 'Falha ao atualizar perfil',
        description: error.message || 'Erro ao atualizar perfil.',
        tone: 'destructive',
      });
    },
  });
}
