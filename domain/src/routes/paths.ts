// Every route path of the site in one table (platform §2.1, catalogue §2), with href builders.
// Components build links with `paths.x.href(...)`, never with string paths of their own. The
// BFF reads the same table (site-routes.ts): which paths exist, their titles, the sitemap.
/** The query parameter of a lesson search on /videoaulas. */
export const VIDEO_LESSON_SEARCH_PARAM = 'busca';

/** The query parameter of /auth naming the page to go back to after signing in. */
export const AUTH_RETURN_PARAM = 'voltar';
const RETURN_PATH_MAX = 2048;

/**
 * The page /auth's `voltar` asks to go back to, when it is a path of this site (one leading
 * '/', no scheme or host, no backslash, not /auth itself); null otherwise (then: home).
 */
export function authReturnPath(search: string): string | null {
  const raw = new URLSearchParams(search).get(AUTH_RETURN_PARAM);
  if (!raw || raw.length > RETURN_PATH_MAX) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\s]/.test(raw)) return null;
  const bare = raw.split(/[?#]/)[0] ?? '';
  if (bare === '/auth' || bare.startsWith('/auth/')) return null;
  return raw;
}

export const paths = {
  home: { path: '/', href: (category?: number) => (category ? `/?category=${category}` : '/') },
  auth: {
    path: '/auth',
    /** `returnTo`: where a signed-in visitor goes next (a page that asked for the login). */
    href: (tab: 'login' | 'register' = 'login', returnTo?: string) =>
      returnTo
        ? `/auth?tab=${tab}&${AUTH_RETURN_PARAM}=${encodeURIComponent(returnTo)}`
        : `/auth?tab=${tab}`,
  },
  authSupabase: { path: '/auth/supabase', href: () => '/auth/supabase' },
  passwordForgot: { path: '/password/forgot', href: () => '/password/forgot' },
  passwordReset: {
    path: '/password/reset',
    href: (token?: string) =>
      token ? `/password/reset?token=${encodeURIComponent(token)}` : '/password/reset',
  },
  emailVerify: { path: '/email/verify', href: () => '/email/verify' },
  collections: { path: '/collections', href: () => '/collections' },
  categories: { path: '/categorias', href: () => '/categorias' },
  category: {
    path: '/categorias/:slug',
    href: (slug: string) => `/categorias/${encodeURIComponent(slug)}`,
  },
  arts: {
    path: '/artes',
    /** The listing, or its results for a search (`/artes?search=…`, catalogue §4). */
    href: (search?: string) => (search ? `/artes?search=${encodeURIComponent(search)}` : '/artes'),
  },
  art: {
    path: '/artes/:identifier',
    /** `identifier` is `{id}-{slug}` (catalogue §5, built by domain's artPath/artSlug). */
    href: (identifier: string) => `/artes/${identifier}`,
  },
  /** The online editor (issue 20): an art drawn from a template, or a saved edit of it. */
  artEditor: {
    path: '/artes/:id/editar',
    href: (artId: number, editId?: number) =>
      editId ? `/artes/${artId}/editar?edicao=${editId}` : `/artes/${artId}/editar`,
  },
  designers: { path: '/designers', href: () => '/designers' },
  designer: {
    path: '/designers/:username',
    href: (username: string) => `/designers/${encodeURIComponent(username)}`,
  },
  plans: { path: '/planos', href: () => '/planos' },
  /** The payment provider's thank-you redirect (issue 16); the BFF serves it noindex. */
  thankYou: { path: '/obrigado', href: () => '/obrigado' },
  videoLessons: {
    path: '/videoaulas',
    /** The list, or its lessons that match a search (the header's video search, §2.6). */
    href: (search?: string) =>
      search
        ? `/videoaulas?${VIDEO_LESSON_SEARCH_PARAM}=${encodeURIComponent(search)}`
        : '/videoaulas',
  },
  videoLesson: { path: '/videoaulas/:id', href: (id: string | number) => `/videoaulas/${id}` },
  tools: { path: '/ferramentas', href: () => '/ferramentas' },
  toolCategory: {
    path: '/ferramentas/categoria/:slug',
    href: (slug: string) => `/ferramentas/categoria/${encodeURIComponent(slug)}`,
  },
  socialGrowth: { path: '/crescimento-social', href: () => '/crescimento-social' },
  gospelCalendar: { path: '/calendario-gospel', href: () => '/calendario-gospel' },
  about: { path: '/sobre', href: () => '/sobre' },
  faq: { path: '/duvidas', href: () => '/duvidas' },
  terms: { path: '/termos', href: () => '/termos' },
  privacy: { path: '/privacidade', href: () => '/privacidade' },
  collaborators: { path: '/colaboradores', href: () => '/colaboradores' },
  affiliation: { path: '/afiliacao', href: () => '/afiliacao' },
  pv: { path: '/pv', href: () => '/pv' },
  /** Test pages of the original route table (platform §2.1), kept as 'Em breve' pages. */
  supabaseAuthTest: { path: '/supabase-auth-test', href: () => '/supabase-auth-test' },
  avatarTest: { path: '/avatar-test', href: () => '/avatar-test' },
  videoPerformanceTest: { path: '/video-performance-test', href: () => '/video-performance-test' },
  subscriptionSettingsTest: {
    path: '/test-subscription-settings',
    href: () => '/test-subscription-settings',
  },
  support: { path: '/suporte', href: () => '/suporte' },
  community: { path: '/comunidade', href: () => '/comunidade' },
  communityPost: {
    path: '/comunidade/post/:id',
    href: (id: string | number) => `/comunidade/post/${id}`,
  },
  communityCreate: { path: '/comunidade/criar', href: () => '/comunidade/criar' },
  profile: { path: '/profile', href: () => '/profile' },
  panel: { path: '/painel', href: () => '/painel' },
  panelHome: { path: '/painel/inicio', href: () => '/painel/inicio' },
  panelProfile: { path: '/painel/perfil', href: () => '/painel/perfil' },
  panelFavorites: { path: '/painel/favoritas', href: () => '/painel/favoritas' },
  panelSaved: { path: '/painel/salvos', href: () => '/painel/salvos' },
  panelFollowing: { path: '/painel/seguindo', href: () => '/painel/seguindo' },
  panelDownloads: { path: '/painel/downloads', href: () => '/painel/downloads' },
  panelSubscription: { path: '/painel/assinatura', href: () => '/painel/assinatura' },
  panelArts: { path: '/painel/artes', href: () => '/painel/artes' },
  admin: { path: '/admin', href: () => '/admin' },
  adminPage: { path: '/admin/:page', href: (page: string) => `/admin/${page}` },
  /** The BFF's checkout redirect (bff/src/checkout); attribution travels as a cookie. */
  checkout: {
    path: '/checkout/:plan',
    href: (plan: 'mensal' | 'anual' | 'vitalicio') => `/checkout/${plan}`,
  },
} as const;

/** Redirects of the route table (platform §2.1). The query string is kept where noted. */
export const redirects = [
  { from: '/login', to: () => paths.auth.href('login') },
  { from: '/register', to: () => paths.auth.href('register') },
  { from: '/reset-password', to: (search: string) => `${paths.passwordReset.path}${search}` },
  { from: '/email-verification', to: () => paths.emailVerify.path },
  { from: '/arts', to: (search: string) => `${paths.arts.path}${search}` },
  { from: '/support', to: () => paths.support.path },
  { from: '/painel', to: () => paths.panelHome.path },
] as const;
