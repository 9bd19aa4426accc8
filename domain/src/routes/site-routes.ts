// What each route of the site is, for the site and the BFF alike: its title (every page
// sets its own, 'Santa Ceia do Senhor — Arte Gospel'), whether search engines may list it,
// and which request paths exist at all (the BFF answers 404 for any other).
import { paths, redirects } from './paths';

export type RouteKey = keyof typeof paths;

export const SITE_NAME = 'Arte Gospel';
/** The home's title, also the title of the HTML before any page has set its own. */
export const HOME_TITLE = 'Arte Gospel — artes editáveis para igrejas';
/** The longest page name kept in a title (an art title is at most 100 characters). */
const MAX_TITLE_NAME = 120;

/** 'Santa Ceia do Senhor — Arte Gospel'; the home's title without a name. */
export function pageTitle(name?: string | null): string {
  const clean = (name ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_TITLE_NAME);
  return clean ? `${clean} — ${SITE_NAME}` : HOME_TITLE;
}

/**
 * How a route is seen from outside:
 * - `public`: a page anyone can land on from a search or a shared link (sitemap, indexed);
 * - `utility`: a page of a flow (sign-in, password reset, thank-you), reachable, not listed;
 * - `private`: behind the login (panel, admin); never listed, robots.txt disallows it;
 * - `redirect`: the BFF answers it with a redirect (the checkout), not a page.
 */
export type RouteVisibility = 'public' | 'utility' | 'private' | 'redirect';

export interface RouteInfo {
  /**
   * The page's name in its title. A page whose name comes from its data (an art, a
   * category, a designer) replaces it once the data is there; this one shows meanwhile.
   */
  title: string | null;
  visibility: RouteVisibility;
}

/** Every route of `paths` with its title: a route without one fails to compile (and a test). */
export const ROUTE_INFO: Readonly<Record<RouteKey, RouteInfo>> = {
  home: { title: null, visibility: 'public' },
  auth: { title: 'Entrar ou criar conta', visibility: 'utility' },
  authSupabase: { title: 'Entrando', visibility: 'utility' },
  passwordForgot: { title: 'Esqueci minha senha', visibility: 'utility' },
  passwordReset: { title: 'Redefinir senha', visibility: 'utility' },
  emailVerify: { title: 'Verificar e-mail', visibility: 'utility' },
  collections: { title: 'Coleções', visibility: 'public' },
  categories: { title: 'Categorias', visibility: 'public' },
  category: { title: 'Categoria', visibility: 'public' },
  arts: { title: 'Todos os Designs', visibility: 'public' },
  art: { title: 'Design', visibility: 'public' },
  artEditor: { title: 'Editar arte', visibility: 'utility' },
  designers: { title: 'Designers', visibility: 'public' },
  designer: { title: 'Designer', visibility: 'public' },
  plans: { title: 'Planos', visibility: 'public' },
  thankYou: { title: 'Obrigado pela sua compra', visibility: 'utility' },
  videoLessons: { title: 'Videoaulas', visibility: 'public' },
  videoLesson: { title: 'Videoaula', visibility: 'public' },
  tools: { title: 'Ferramentas', visibility: 'public' },
  toolCategory: { title: 'Categoria de ferramentas', visibility: 'public' },
  socialGrowth: { title: 'Crescimento Social', visibility: 'public' },
  gospelCalendar: { title: 'Calendário Gospel', visibility: 'public' },
  about: { title: 'Sobre a Arte Gospel', visibility: 'public' },
  faq: { title: 'Dúvidas frequentes', visibility: 'public' },
  terms: { title: 'Termos de uso', visibility: 'public' },
  privacy: { title: 'Política de privacidade', visibility: 'public' },
  collaborators: { title: 'Seja um designer colaborador', visibility: 'public' },
  affiliation: { title: 'Programa de afiliados', visibility: 'public' },
  pv: { title: 'Assine o Premium', visibility: 'public' },
  supabaseAuthTest: { title: 'Teste de autenticação', visibility: 'utility' },
  avatarTest: { title: 'Teste de avatar', visibility: 'utility' },
  videoPerformanceTest: { title: 'Teste de desempenho de vídeo', visibility: 'utility' },
  subscriptionSettingsTest: {
    title: 'Teste de configurações de assinatura',
    visibility: 'utility',
  },
  support: { title: 'Suporte', visibility: 'public' },
  community: { title: 'Comunidade', visibility: 'public' },
  communityPost: { title: 'Publicação da comunidade', visibility: 'public' },
  communityCreate: { title: 'Criar publicação', visibility: 'utility' },
  profile: { title: 'Meu perfil', visibility: 'utility' },
  panel: { title: 'Painel', visibility: 'private' },
  panelHome: { title: 'Painel', visibility: 'private' },
  panelProfile: { title: 'Meu perfil', visibility: 'private' },
  panelFavorites: { title: 'Favoritas', visibility: 'private' },
  panelSaved: { title: 'Salvos', visibility: 'private' },
  panelFollowing: { title: 'Designers que sigo', visibility: 'private' },
  panelDownloads: { title: 'Meus downloads', visibility: 'private' },
  panelSubscription: { title: 'Minha assinatura', visibility: 'private' },
  panelArts: { title: 'Minhas artes', visibility: 'private' },
  admin: { title: 'Administração', visibility: 'private' },
  adminPage: { title: 'Administração', visibility: 'private' },
  checkout: { title: null, visibility: 'redirect' },
};

/** Path prefixes no search engine may crawl (robots.txt): the panel, the staff area, the API. */
export const DISALLOWED_PATH_PREFIXES = ['/painel', '/admin', '/api/', '/checkout/'] as const;

export interface RouteMatch {
  key: RouteKey;
  /** The pattern's `:name` segments, decoded. */
  params: Readonly<Record<string, string>>;
}

/** Longest a path may be to be matched at all (a longer one is simply not a page). */
const MAX_PATH_LENGTH = 2048;

function segments(path: string): string[] {
  return path.split('/').filter((part) => part !== '');
}

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const wanted = segments(pattern);
  const given = segments(path);
  if (wanted.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const actual = given[index] ?? '';
    if (part.startsWith(':')) {
      const value = decode(actual);
      if (value === undefined || value === '') return undefined;
      params[part.slice(1)] = value;
    } else if (part !== actual) {
      return undefined;
    }
  }
  return params;
}

// Static patterns first, so '/admin' never reads as '/admin/:page' and the like.
const ORDERED = (Object.keys(paths) as RouteKey[]).sort(
  (a, b) => Number(paths[a].path.includes(':')) - Number(paths[b].path.includes(':')),
);

/**
 * The route a request path (no query string) belongs to, or undefined when the site has no
 * such page. A trailing slash is ignored; a dot in a segment is data ('joao.silva').
 */
export function matchSiteRoute(path: string): RouteMatch | undefined {
  if (path.length > MAX_PATH_LENGTH || !path.startsWith('/')) return undefined;
  for (const key of ORDERED) {
    const params = matchPattern(paths[key].path, path);
    if (params) return { key, params };
  }
  return undefined;
}

/** Is `path` a page of the site (a route of the table or one of its redirects)? */
export function isSitePath(path: string): boolean {
  if (matchSiteRoute(path)) return true;
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return redirects.some((redirect) => redirect.from === bare);
}

/** The title of a page at `path` before its data is known (unknown paths: the 404's). */
export function routeTitle(path: string): string {
  const match = matchSiteRoute(path);
  if (!match) return pageTitle(NOT_FOUND_TITLE);
  return pageTitle(ROUTE_INFO[match.key].title);
}

/** The 404 page's heading and title name (platform §2.4). */
export const NOT_FOUND_TITLE = 'Página não encontrada';
/** An art link whose id is not (or no longer) in the catalogue. */
export const ART_NOT_FOUND_TITLE = 'Design não encontrado';
/** A designer link whose username is not (or no longer) on the site. */
export const DESIGNER_NOT_FOUND_TITLE = 'Designer não encontrado';
/** A category link whose slug is not in the catalogue. */
export const CATEGORY_NOT_FOUND_TITLE = 'Categoria não encontrada';
