// Access levels, plan types and the user fields the access rules read (platform §3, §4.4, §6).

// platform §6.1: the access levels carried in nivelacesso; usuario is the free level.
export const ACCESS_LEVELS = [
  'usuario',
  'premium',
  'admin',
  'designer_adm',
  'designer',
  'suporte',
] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

// platform §6.1: the free level.
export const FREE_LEVEL = 'usuario' satisfies AccessLevel;

// platform §6.2: staff levels — unlimited use, counted as lifetime premium.
export const STAFF_LEVELS = ['admin', 'designer_adm', 'designer', 'suporte'] as const;

// platform §4.4, §6.2: levels that are premium by themselves (staff plus premium).
export const PREMIUM_LEVELS = [...STAFF_LEVELS, 'premium'] as const;

// platform §2.6, §6.2: levels that see the 'Admin' button.
export const ADMIN_BUTTON_LEVELS = ['admin', 'designer_adm', 'suporte'] as const;

// What each staff level may do on the server (not in the specs, which leave "what the server
// enforces per role" open; api/README.md lists the endpoints). The API checks these lists;
// the site reads `designers` for the panel's arts page.
export type StaffRole =
  | 'artManagers'
  | 'allArtsManagers'
  | 'publishers'
  | 'categoryManagers'
  | 'courseManagers'
  | 'contentManagers'
  | 'support'
  | 'admins'
  | 'designers'
  | 'userManagers';
export const STAFF_ROLES: Readonly<Record<StaffRole, readonly AccessLevel[]>> = {
  // Create, edit and delete arts (a designer only their own).
  artManagers: ['admin', 'designer_adm', 'designer'],
  // Edit and delete every art; the other art managers (a designer) only the arts they created.
  allArtsManagers: ['admin', 'designer_adm'],
  // Publish (is_visible) and feature (featured_rank) arts, announce them by push.
  publishers: ['admin', 'designer_adm'],
  categoryManagers: ['admin', 'designer_adm'],
  // Courses and video lessons (/admin/gerenciar-cursos, platform §6.3).
  courseManagers: ['admin', 'designer_adm'],
  // The designers' profiles and order and the home's testimonials (/admin/designers,
  // /admin/depoimentos: /admin/{page}, platform §6.3).
  contentManagers: ['admin', 'designer_adm'],
  // Read and settle problem reports.
  support: ['admin', 'designer_adm', 'suporte'],
  // Popups, the logo and the other site-wide settings.
  admins: ['admin'],
  // Who signs arts: the designers' directory and their own list in the panel.
  designers: ['designer', 'designer_adm'],
  // Read accounts, give premium by hand, resend verification, end sessions (issue 19);
  // changing an account's level is for admins only.
  userManagers: ['admin', 'designer_adm'],
};

// platform §4.4, catalogue §6: tipoplano values that make a user premium.
export const PREMIUM_PLAN_TYPES = [
  'mensal',
  'anual',
  'vitalicio',
  'personalizado',
  'premium_mensal',
  'premium_anual',
  'premium_vitalicio',
] as const;
export type PremiumPlanType = (typeof PREMIUM_PLAN_TYPES)[number];

// platform §3: the user fields the access rules read. All optional and nullable because
// the API may omit them; dataexpiracao comes as an ISO string over JSON or a Date in code.
export interface AccessUser {
  nivelacesso?: string | null;
  tipoplano?: string | null;
  acessovitalicio?: boolean | null;
  dataexpiracao?: string | Date | null;
}

function includes(list: readonly string[], value: string | null | undefined): boolean {
  return typeof value === 'string' && list.includes(value);
}

// platform §6.2: staff = admin, designer_adm, designer, suporte.
export function isStaff(user: AccessUser | null | undefined): boolean {
  return includes(STAFF_LEVELS, user?.nivelacesso);
}

// Whether the user's level holds a staff role (STAFF_ROLES).
export function hasStaffRole(user: AccessUser | null | undefined, role: StaffRole): boolean {
  return includes(STAFF_ROLES[role], user?.nivelacesso);
}

// platform §6.2: "anyone with a plan" — any non-blank tipoplano.
export function hasPlan(user: AccessUser | null | undefined): boolean {
  return typeof user?.tipoplano === 'string' && user.tipoplano.trim() !== '';
}

// platform §4.4, catalogue §6: premium by plan type, lifetime flag or level.
export function isPremium(user: AccessUser | null | undefined): boolean {
  if (!user) return false;
  return (
    includes(PREMIUM_PLAN_TYPES, user.tipoplano) ||
    user.acessovitalicio === true ||
    includes(PREMIUM_LEVELS, user.nivelacesso)
  );
}

// platform §4.4: lifetime (never expires) by flag or staff level.
export function isLifetime(user: AccessUser | null | undefined): boolean {
  if (!user) return false;
  return user.acessovitalicio === true || isStaff(user);
}
