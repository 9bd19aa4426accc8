import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { logoutRequest } from '../api-client';
import { forgetOfflineCopy } from '../pwa/keep-offline';
import { PRIVATE_QUERY_KEYS } from '../queries/keys';
import { userQueryOptions } from '../session-query';
import { toast } from '../toast';

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
      for (const queryKey of PRIVATE_QUERY_KEYS) queryClient.removeQueries({ queryKey });
      // And the copy this phone kept for offline use ('Minhas artes', the editor).
      void forgetOfflineCopy();
      toast({ title: 'Logout realizado' });
      navigate(paths.auth.href('login'));
      await request;
    },
  });
}
