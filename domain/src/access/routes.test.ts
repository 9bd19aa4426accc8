import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROUTE_ROLES,
  allowedRolesForPath,
  FORBIDDEN_REDIRECT_PATH,
  LOGIN_REDIRECT_PATH,
  requiresLogin,
  routeAccess,
} from './routes';

const ADMIN_ONLY_PAGES = [
  '/admin/financeiro',
  '/admin/storage-test',
  '/admin/logo-upload',
  '/admin/add-art-multi',
  '/admin/test-subscription-settings',
  '/admin/webhook-diagnostics',
  '/admin/webhooks',
  '/admin/analytics',
  '/admin/app-config',
];

const user = (nivelacesso: string) => ({ nivelacesso });

describe('ADMIN_ROUTE_ROLES (platform §6.3)', () => {
  it('maps every admin route of the route table', () => {
    expect(Object.keys(ADMIN_ROUTE_ROLES).sort()).toEqual(
      ['/admin', '/admin/gerenciar-cursos', ...ADMIN_ONLY_PAGES, '/admin/{page}'].sort(),
    );
    expect(ADMIN_ROUTE_ROLES['/admin']).toEqual(['admin', 'designer_adm', 'suporte']);
    expect(ADMIN_ROUTE_ROLES['/admin/gerenciar-cursos']).toEqual(['admin', 'designer_adm']);
    expect(ADMIN_ROUTE_ROLES['/admin/{page}']).toEqual(['admin', 'designer_adm']);
    for (const page of ADMIN_ONLY_PAGES) expect(ADMIN_ROUTE_ROLES[page]).toEqual(['admin']);
  });
});

describe('allowedRolesForPath (platform §6.3)', () => {
  it('finds listed pages, ignoring query, hash and trailing slash', () => {
    expect(allowedRolesForPath('/admin/')).toEqual(['admin', 'designer_adm', 'suporte']);
    expect(allowedRolesForPath('/admin/financeiro?x=1#y')).toEqual(['admin']);
  });

  it('gives the generic /admin/{page} roles to other admin paths', () => {
    expect(allowedRolesForPath('/admin/artes')).toEqual(['admin', 'designer_adm']);
    expect(allowedRolesForPath('/admin/artes/editar/3')).toEqual(['admin', 'designer_adm']);
  });

  it('returns null outside the admin area', () => {
    expect(allowedRolesForPath('/')).toBeNull();
    expect(allowedRolesForPath('/painel/inicio')).toBeNull();
    expect(allowedRolesForPath('/administracao')).toBeNull();
  });
});

describe('routeAccess (platform §2.2, §6.3)', () => {
  it('names the redirect targets', () => {
    expect(LOGIN_REDIRECT_PATH).toBe('/auth');
    expect(FORBIDDEN_REDIRECT_PATH).toBe('/');
  });

  it('allows public routes to everyone', () => {
    expect(routeAccess(null, '/')).toBe('allowed');
    expect(routeAccess(null, '/artes/12-culto')).toBe('allowed');
    expect(routeAccess(null, '/profile')).toBe('allowed');
    expect(requiresLogin('/planos')).toBe(false);
  });

  it('asks visitors to log in on panel and admin routes', () => {
    expect(routeAccess(null, '/painel')).toBe('login');
    expect(routeAccess(null, '/painel/downloads')).toBe('login');
    expect(routeAccess(undefined, '/admin')).toBe('login');
    expect(routeAccess(null, '/painelx')).toBe('allowed');
  });

  it('lets any logged-in user into the panel', () => {
    expect(routeAccess(user('usuario'), '/painel/assinatura')).toBe('allowed');
    expect(routeAccess({}, '/painel/inicio')).toBe('allowed');
  });

  it('lets suporte into /admin only', () => {
    expect(routeAccess(user('suporte'), '/admin')).toBe('allowed');
    expect(routeAccess(user('suporte'), '/admin/gerenciar-cursos')).toBe('forbidden');
    expect(routeAccess(user('suporte'), '/admin/qualquer')).toBe('forbidden');
  });

  it('lets designer_adm into /admin, /admin/{page} and /admin/gerenciar-cursos', () => {
    expect(routeAccess(user('designer_adm'), '/admin')).toBe('allowed');
    expect(routeAccess(user('designer_adm'), '/admin/qualquer')).toBe('allowed');
    expect(routeAccess(user('designer_adm'), '/admin/gerenciar-cursos')).toBe('allowed');
    for (const page of ADMIN_ONLY_PAGES) {
      expect(routeAccess(user('designer_adm'), page)).toBe('forbidden');
    }
  });

  it('lets admin everywhere and keeps others out', () => {
    for (const page of ['/admin', '/admin/qualquer', ...ADMIN_ONLY_PAGES]) {
      expect(routeAccess(user('admin'), page)).toBe('allowed');
      expect(routeAccess(user('designer'), page)).toBe('forbidden');
      expect(routeAccess(user('premium'), page)).toBe('forbidden');
      expect(routeAccess(user('usuario'), page)).toBe('forbidden');
    }
  });
});
