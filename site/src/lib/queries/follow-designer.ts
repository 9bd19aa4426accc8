import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../api-client';
import { queryKeys } from './keys';

/** POST/DELETE /api/designers/:username/follow (api/README.md). */
export async function setFollowing(username: string, follow: boolean): Promise<boolean> {
  const path = `/api/designers/${encodeURIComponent(username)}/follow`;
  const answer = await apiJson<{ following?: boolean }>(follow ? 'POST' : 'DELETE', path);
  return answer?.following ?? follow;
}

/** Follows or unfollows; the designer's profile and the follow list refetch. */
export function useFollowDesigner(username: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => setFollowing(username, follow),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.designer(username) });
      void client.invalidateQueries({ queryKey: queryKeys.following });
    },
  });
}
