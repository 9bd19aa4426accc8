// Route roles and the route guard's decision (platform §2.1, §2.2, §6.3).
import type { AccessLevel, AccessUser } from './levels';

export type RouteAccess = 'allowed' | 'login' | 'forbidden';

// platform §6.3: the generic admin page pattern, /admin/{page}.
export const ADMIN_PAGE_PATTERN = '/admin/{page}';

const ADMIN_ONLY = ['admin'] as const;

// platform §2.1, §6.3: allowed roles per admin route. /admin also allows suporte;
// /admin/gerenciar-cursos and /admin/{page} allow admin and designer_adm; the other
// listed admin pages are admin only.
export const ADMIN_ROUTE_ROLES: Readonly<Record<string, readonly AccessLevel[]>> = {
  '/admin': ['admin', 'designer_adm', 'suporte'],
  '/admin/gerenciar-cursos': ['admin', 'designer_adm'],
  '/admin/financeiro': ADMIN_ONLY,
  '/admin/storage-test': ADMIN_ONLY,
  '/admin/logo-upload': ADMIN_ONLY,
  '/admin/add-art-multi': ADMIN_ONLY,
  '/admin/test-subscription-settings': ADMIN_ONLY,
  '/admin/webhook-diagnostics': ADMIN_ONLY,
  '/admin/webhooks': ADMIN_ONLY,
  '/admin/analytics': ADMIN_ONLY,
  '/admin/app-config': ADMIN_ONLY,
  [ADMIN_PAGE_PATTERN]: ['admin', 'designer_adm'],
};

// platform §2.8, §6.3: the user panel; any logged-in user.
export const PANEL_PATH = '/painel';
// platform §2.2: where the guard sends a visitor.
export const LOGIN_REDIRECT_PATH = '/auth';
// platform §2.2: where the guard sends a user whose level is not allowed.
export const FORBIDDEN_REDIRECT_PATH = '/';

function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function isUnder(path: string, root: string): boolean {
  return path === root || path.startsWith(`${root}/`);
}

// platform §6.3: the roles a path allows, or null when the path has no role list. Any
// path under /admin that is not listed (including deeper ones) gets the /admin/{page}
// roles, so an unknown admin path is never more open than the generic one.
export function allowedRolesForPath(path: string): readonly AccessLevel[] | null {
  const clean = normalisePath(path);
  const listed = ADMIN_ROUTE_ROLES[clean];
  if (listed) return listed;
  if (isUnder(clean, '/admin')) return ADMIN_ROUTE_ROLES[ADMIN_PAGE_PATTERN] ?? null;
  return null;
}

// platform §2.2, §6.3: whether the route guard protects the path (admin and panel).
export function requiresLogin(path: string): boolean {
  const clean = normalisePath(path);
  return isUnder(clean, PANEL_PATH) || allowedRolesForPath(clean) !== null;
}

// platform §2.2: 'login' (send to /auth) for a visitor on a protected route, 'forbidden'
// (send to /) when the level is not among the allowed roles, else 'allowed'. Public
// routes are always allowed.
export function routeAccess(user: AccessUser | null | undefined, path: string): RouteAccess {
  if (!requiresLogin(path)) return 'allowed';
  if (!user) return 'login';
  const roles = allowedRolesForPath(path);
  if (!roles) return 'allowed';
  return (roles as readonly string[]).includes(user.nivelacesso ?? '') ? 'allowed' : 'forbidden';
}
