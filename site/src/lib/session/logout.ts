import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { logoutRequest } from '../api-client';
import { userQueryOptions } from '../session-query';
import { toast } from '../toast';

const PRIVATE_KEYS = [
  '/api/users/stats',
  '/api/downloads',
  '/api/favorites',
  '/api/saved',
  '/api/following',
] as const;

/**
 * 'Sair' (platform §4.1, §7): POST /api/logout aborted after 3 s; the user is cleared
 * locally at once whatever the server answers, 'Logout realizado' shows and the browser
 * goes to /auth.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async () => {
      const request = logoutRequest().catch(() => undefined);
      queryClient.setQueryData(userQueryOptions.queryKey, null);
      // The account's own lists must not show to the next person who signs in here.
      for (const key of PRIVATE_KEYS) queryClient.removeQueries({ queryKey: [key] });
      toast({ title: 'Logout realizado' });
      navigate(paths.auth.href('login'));
      await request;
    },
  });
}
