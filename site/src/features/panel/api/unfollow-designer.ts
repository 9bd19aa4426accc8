import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { getFollowingQueryOptions } from './get-following';

/** DELETE /api/designers/:username/follow (api/README.md). */
export async function unfollowDesigner(username: string): Promise<void> {
  await apiJson('DELETE', `/api/designers/${encodeURIComponent(username)}/follow`);
}

export function useUnfollowDesigner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unfollowDesigner,
    onSuccess: async () => {
      toast({ title: 'Você deixou de seguir o designer', tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: getFollowingQueryOptions().queryKey });
    },
    onError: (error) => {
      toast({
        title: 'Não foi possível deixar de seguir',
        description: error.message,
        tone: 'destructive',
      });
    },
  });
}
