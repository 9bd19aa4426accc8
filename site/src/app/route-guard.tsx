import { FORBIDDEN_REDIRECT_PATH, LOGIN_REDIRECT_PATH, routeAccess } from '@arte-gospel/domain';
import { Spinner } from '@arte-gospel/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { userQueryOptions } from '../lib/session-query';

/**
 * The route guard (platform §2.2, §6.3): a spinner while the user loads, → /auth without a
 * user, → / when the route lists roles and the user's nivelacesso is not among them.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const user = useQuery(userQueryOptions);
  if (user.isPending) return <Spinner label="Carregando..." />;
  const access = routeAccess(user.data ?? null, location);
  if (access === 'login') return <Redirect to={LOGIN_REDIRECT_PATH} replace />;
  if (access === 'forbidden') return <Redirect to={FORBIDDEN_REDIRECT_PATH} replace />;
  return <>{children}</>;
}
