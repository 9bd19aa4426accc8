import type { PasswordChangeBodySchema } from '@arte-gospel/domain';
import { useMutation } from '@tanstack/react-query';
import type * as v from 'valibot';
import { apiJson } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

export type PasswordChangeBody = v.InferInput<typeof PasswordChangeBodySchema>;

/** platform §8 fallback when the server gives no message. */
export const PASSWORD_UPDATE_FALLBACK = 'Erro ao atualizar senha.';

/**
 * POST /api/profile/password (api/README.md): { currentPassword, newPassword }; the other
 * sessions of the account end, this one stays.
 */
export async function changePassword(body: PasswordChangeBody): Promise<void> {
  await apiJson('POST', '/api/profile/password', body);
}

/** platform §8 toasts: 'Senha atualizada com sucesso!' / 'Falha ao atualizar senha'. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      toast({ title: 'Senha atualizada com sucesso!', tone: 'success' });
    },
    onError: (error) => {
      toast({
        title: 'Falha ao atualizar senha',
        description: error.message || PASSWORD_UPDATE_FALLBACK,
        tone: 'destructive',
      });
    },
  });
}
