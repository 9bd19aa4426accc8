// Every route path of the site in one table (platform §2.1), with href builders.
export const paths = {
  home: { path: '/', href: () => '/' },
  categories: { path: '/categorias', href: () => '/categorias' },
  category: {
    path: '/categorias/:slug',
    href: (slug: string) => `/categorias/${encodeURIComponent(slug)}`,
  },
  arts: { path: '/artes', href: () => '/artes' },
  plans: { path: '/planos', href: () => '/planos' },
  auth: { path: '/auth', href: (tab: 'login' | 'register' = 'login') => `/auth?tab=${tab}` },
} as const;
