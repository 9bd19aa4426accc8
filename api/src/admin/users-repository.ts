import {
  type AccessLevel,
  ADMIN_USERS_PAGE_SIZE,
  type AdminUser,
  type AdminUsersQuery,
  type AdminUsersResponse,
  isStaff,
  MANUAL_SUBSCRIPTION_ORIGIN,
  MS_PER_DAY,
  type PremiumGrantBody,
} from '@arte-gospel/domain';
import { type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import { paged } from '../db/paging';
import type { Database, UsersTable } from '../db/schema';
import { reachedRow } from '../db/writes';

// Users as staff read and change them (issue 19, /admin/usuarios). Password hashes never
// leave this module: every select names its columns.

/** The start of the current day and month in São Paulo, as instants. */
const startOfToday = sql<Date>`(date_trunc('day', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo')`;
const startOfMonth = sql<Date>`(date_trunc('month', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo')`;

export { startOfToday };

/** `text` for a LIKE pattern, its wildcards taken literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A page of users, newest first, matching the search in name, username or e-mail. */
export async function searchUsers(
  db: Kysely<Database>,
  query: AdminUsersQuery,
): Promise<AdminUsersResponse> {
  let base = db.selectFrom('users as u');
  if (query.q) {
    const pattern = likePattern(query.q);
    base = base.where((eb) =>
      eb.or([
        eb('u.name', 'ilike', pattern),
        eb('u.email', 'ilike', pattern),
        eb('u.username', 'ilike', pattern),
      ]),
    );
  }
  const { rows, totalCount } = await paged(
    base,
    base
      .select((eb) => [
        'u.id',
        'u.name',
        'u.username',
        'u.email',
        'u.nivelacesso',
        'u.tipoplano',
        'u.acessovitalicio',
        'u.dataexpiracao',
        'u.origemassinatura',
        'u.email_verified',
        'u.created_at',
        eb
          .selectFrom('downloads as d')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .whereRef('d.user_id', '=', 'u.id')
          .where('d.created_at', '>=', startOfMonth)
          .as('downloads_month'),
        eb
          .selectFrom('downloads as d')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .whereRef('d.user_id', '=', 'u.id')
          .as('downloads_total'),
        eb
          .selectFrom('favorites as f')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .whereRef('f.user_id', '=', 'u.id')
          .as('favorites'),
        eb
          .selectFrom('purchases as p')
          .select(sql<string>`count(distinct p.transaction_id)`.as('n'))
          .whereRef('p.user_id', '=', 'u.id')
          .as('purchases'),
        eb
          .selectFrom('sessions as s')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .whereRef('s.user_id', '=', 'u.id')
          .where('s.expires_at', '>', sql<Date>`now()`)
          .as('sessions'),
      ])
      .orderBy('u.id', 'desc'),
    { page: query.page, limit: ADMIN_USERS_PAGE_SIZE },
  );
  return {
    users: rows.map(
      (row): AdminUser => ({
        id: row.id,
        name: row.name,
        username: row.username,
        email: row.email,
        nivelacesso: row.nivelacesso,
        tipoplano: row.tipoplano,
        acessovitalicio: row.acessovitalicio,
        dataexpiracao: row.dataexpiracao?.toISOString() ?? null,
        origemassinatura: row.origemassinatura,
        emailVerified: row.email_verified,
        createdAt: row.created_at.toISOString(),
        downloadsThisMonth: Number(row.downloads_month ?? 0),
        downloadsTotal: Number(row.downloads_total ?? 0),
        favorites: Number(row.favorites ?? 0),
        purchases: Number(row.purchases ?? 0),
        sessions: Number(row.sessions ?? 0),
      }),
    ),
    totalCount,
    page: query.page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
  };
}

type UserRow = Selectable<UsersTable>;

/** The account to act on (no secrets), or undefined. */
export async function findUserForStaff(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'name',
      'email',
      'nivelacesso',
      'tipoplano',
      'acessovitalicio',
      'dataexpiracao',
      'email_verified',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function setAccessLevel(db: Kysely<Database>, id: number, level: AccessLevel) {
  return reachedRow(
    db
      .updateTable('users')
      .set({ nivelacesso: level, updated_at: sql`now()` })
      .where('id', '=', id),
  );
}

/**
 * Makes the account with `email` an admin (`npm run admin`: the first admin of a database
 * started without the demo catalogue). Undefined when no account has that e-mail.
 */
export async function grantAdminByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<{ id: number; name: string; previous: AccessLevel } | undefined> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'nivelacesso'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
  if (!user) return undefined;
  await setAccessLevel(db, user.id, 'admin');
  return { id: user.id, name: user.name, previous: user.nivelacesso };
}

/**
 * The account changes a plan given by hand makes: days are added to the later of now and the
 * current end; 'until' sets the end; lifetime never ends. A free account becomes premium;
 * a staff level stays. origemassinatura says it was given by hand (no provider to manage it).
 */
export function manualGrantChange(
  user: Pick<UserRow, 'nivelacesso' | 'dataexpiracao'>,
  grant: PremiumGrantBody,
  now: Date,
): Updateable<UsersTable> {
  const level = isStaff(user) ? {} : { nivelacesso: 'premium' as const };
  const origin = { origemassinatura: MANUAL_SUBSCRIPTION_ORIGIN, ...level };
  if (grant.mode === 'lifetime') {
    return { tipoplano: 'vitalicio', acessovitalicio: true, dataexpiracao: null, ...origin };
  }
  if (grant.mode === 'until') {
    return { tipoplano: grant.plan, dataexpiracao: new Date(grant.until), ...origin };
  }
  const from = Math.max(now.getTime(), user.dataexpiracao?.getTime() ?? 0);
  return {
    tipoplano: grant.plan,
    dataexpiracao: new Date(from + grant.days * MS_PER_DAY),
    ...origin,
  };
}

/** The audit line of a grant: what was given and why. */
export function grantSummary(grant: PremiumGrantBody): string {
  const what =
    grant.mode === 'lifetime'
      ? 'Premium vitalício'
      : grant.mode === 'days'
        ? `Premium ${grant.plan} por ${grant.days} ${grant.days === 1 ? 'dia' : 'dias'}`
        : `Premium ${grant.plan} até ${grant.until.slice(0, 10)}`;
  return `${what}: ${grant.reason}`;
}

export async function applyUserChange(
  db: Kysely<Database>,
  id: number,
  change: Updateable<UsersTable>,
) {
  return reachedRow(
    db
      .updateTable('users')
      .set({ ...change, updated_at: sql`now()` })
      .where('id', '=', id),
  );
}

/** Ends every session of the account; how many there were. */
export async function endAllSessions(db: Kysely<Database>, userId: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
