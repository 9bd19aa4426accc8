/**
 * The query key of each server resource the site reads (platform §7: the first element is
 * the GET path). A factory builds its key here, and a mutation invalidates by the same key,
 * so two features never name one resource twice.
 */
export const queryKeys = {
  user: ['/api/user'] as const,
  userStats: ['/api/users/stats'] as const,
  downloads: ['/api/downloads'] as const,
  favorites: ['/api/favorites'] as const,
  saved: ['/api/saved'] as const,
  following: ['/api/following'] as const,
  /** GET /api/me/subscription: the plan, its status and the purchases (/painel/assinatura). */
  subscription: ['/api/me/subscription'] as const,
  /** GET /api/church-profile: 'Minha igreja', the account's church profile or null. */
  churchProfile: ['/api/church-profile'] as const,
  /** Not a GET: the church logo read as a data: URL for the editor (its address follows). */
  churchLogo: ['church-logo-data'] as const,
  /** GET /api/edits: 'Minhas artes', the account's saved edits, last changed first. */
  edits: ['/api/edits'] as const,
  /** GET /api/edits/:id: one saved edit, under 'Minhas artes' (refreshing the list refreshes it). */
  edit: (id: number) => ['/api/edits', id, 'detail'] as const,
  siteSettings: ['/api/site-settings'] as const,
  /** GET /api/checkout-links: the link each plan is bought through now (null: none). */
  checkoutLinks: ['/api/checkout-links'] as const,
  /** GET /api/arts with its params (a page of arts and its total). */
  arts: (params: object) => ['/api/arts', params] as const,
  /** GET /api/arts pages read one after another (a category's infinite gallery). */
  artsInfinite: (params: object) => ['/api/arts', params, 'infinite'] as const,
  art: (id: number) => ['/api/arts', id, 'detail'] as const,
  designers: ['/api/designers'] as const,
  designer: (username: string) => ['/api/designers', username] as const,
  /** GET /api/designers/{username}/arts read page after page (the designer's profile). */
  designerArts: (username: string) => ['/api/designers', username, 'arts'] as const,
  /** GET /api/designers/{username}/arts, one page with these params (the panel's arts). */
  designerArtsPage: (username: string, params: object) =>
    ['/api/designers', username, 'arts', params] as const,
  suggestions: (q: string) => ['/api/search/suggestions', { q }] as const,
  formats: ['/api/formats'] as const,
  fileTypes: ['/api/fileTypes'] as const,
  categoryBySlug: (slug: string) => ['/api/categorias/slug', slug] as const,
  /** GET /api/categories/overview: the categories with their preview arts. */
  categoryOverview: ['/api/categories/overview'] as const,
  /** GET /api/categories/{slug}/stats: a category's statistics. */
  categoryStats: (slug: string) => ['/api/categories', slug, 'stats'] as const,
  /** GET /api/testimonials: the church leaders' words on the home. */
  testimonials: ['/api/testimonials'] as const,
  /** GET /api/collections: the kits, page by page (/collections). */
  collections: ['/api/collections'] as const,
  /**
   * GET /api/popups/active for a page name and a viewer (userKey: a login or logout is a
   * new audience, so a new query).
   */
  activePopup: (page: string, userKey: string) => ['/api/popups/active', page, userKey] as const,
  /** GET /api/video-lessons: the courses and their lessons (/videoaulas). */
  videoLessons: ['/api/video-lessons'] as const,
  /** GET /api/video-lessons/{id} for a viewer (a premium lesson is locked or not by who asks). */
  videoLesson: (id: number, viewer: string) => ['/api/video-lessons', id, viewer] as const,
  /** GET /api/admin/courses: staff's courses with every lesson and its video address. */
  adminCourses: ['/api/admin/courses'] as const,
  /** GET /api/admin/designers: the designers in their public order with their profiles. */
  adminDesigners: ['/api/admin/designers'] as const,
  /** GET /api/admin/testimonials: the home's testimonials in order. */
  adminTestimonials: ['/api/admin/testimonials'] as const,
  /** GET /api/admin/categories: every category in order with its art counts. */
  adminCategories: ['/api/admin/categories'] as const,
  /** GET /api/admin/users with its params (the staff console's accounts, issue 19). */
  adminUsers: (params: object) => ['/api/admin/users', params] as const,
  /** GET /api/admin/analytics with its period (the staff console's analytics, admin only). */
  adminAnalytics: (params: object) => ['/api/admin/analytics', params] as const,
  /** GET /api/admin/reports with its params (the problem reports queue). */
  adminReports: (params: object) => ['/api/admin/reports', params] as const,
  /** GET /api/admin/summary: the admin home's figures for the level signed in. */
  adminSummary: ['/api/admin/summary'] as const,
  /** GET /api/admin/finance with its period (the staff console's finance page). */
  adminFinance: (params: object) => ['/api/admin/finance', params] as const,
  /** GET /api/admin/webhooks/deliveries with its filters; /:id is one delivery. */
  adminDeliveries: (params: object) => ['/api/admin/webhooks/deliveries', params] as const,
  adminDelivery: (id: number) => ['/api/admin/webhooks/deliveries', id] as const,
  /** GET /api/admin/webhooks/unmatched: purchases no plan matched. */
  adminUnmatched: (params: object) => ['/api/admin/webhooks/unmatched', params] as const,
  /** GET /api/admin/webhooks/accounts?q: accounts to give a purchase or simulate for. */
  adminMoneyAccounts: (q: string) => ['/api/admin/webhooks/accounts', q] as const,
  /** GET /api/admin/webhooks/diagnostics. */
  adminWebhookDiagnostics: ['/api/admin/webhooks/diagnostics'] as const,
  /** GET /api/admin/subscription-tests: what can be simulated (403 in production). */
  adminSubscriptionTests: ['/api/admin/subscription-tests'] as const,
  /** GET /api/admin/arts with its filters (the staff console's table of every art). */
  adminArts: (params: object) => ['/api/admin/arts', params] as const,
  /** GET /api/admin/arts/designers: who may sign an art. */
  adminArtSigners: ['/api/admin/arts/designers'] as const,
  /** GET /api/admin/app-config: the app configuration and the checkout defaults (issue 19). */
  adminAppConfig: ['/api/admin/app-config'] as const,
  /** GET /api/admin/popups: every popup with its figures (issue 19). */
  adminPopups: ['/api/admin/popups'] as const,
  /** Not a GET: whether this device has a push subscription (the browser's PushManager). */
  pushSubscription: ['push-subscription'] as const,
};

/** The account's own resources: dropped from the cache when the user signs out. */
export const PRIVATE_QUERY_KEYS = [
  queryKeys.userStats,
  queryKeys.downloads,
  queryKeys.favorites,
  queryKeys.saved,
  queryKeys.following,
  queryKeys.subscription,
  queryKeys.edits,
  queryKeys.churchProfile,
  queryKeys.churchLogo,
] as const;
