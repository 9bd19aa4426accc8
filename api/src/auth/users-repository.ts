import type { Insertable, Kysely } from 'kysely';
import type { Database, UsersTable } from '../db/schema';

// Accounts (the users table): found by email, created with a unique username, their email's
// verification read, their profile and password changed.

/** The account of this email, whatever its case. */
export async function findUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

/** Whether the account's email is verified (false for an account that does not exist). */
export async function isEmailVerified(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('email_verified')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.email_verified === true;
}

/** A username no account has, from the wanted one ('ana', 'ana2', 'ana3', …). */
export async function uniqueUsername(db: Kysely<Database>, wanted: string): Promise<string> {
  const base =
    wanted
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, 40) || 'usuario';
  const rows = await db
    .selectFrom('users')
    .select('username')
    .where('username', 'like', `${base}%`)
    .execute();
  const taken = new Set(rows.map((row) => row.username));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

/** Creates the account; its row (a taken email or username throws the unique violation). */
export async function insertUser(db: Kysely<Database>, values: Insertable<UsersTable>) {
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The profile fields a user edits (platform §3): an undefined one is left as it is, an empty one cleared. */
export interface ProfileChange {
  name: string;
  phone?: string | null | undefined;
  bio?: string | null | undefined;
}

/** Writes the profile; the account's row after it. */
export async function updateProfile(db: Kysely<Database>, userId: number, change: ProfileChange) {
  return db
    .updateTable('users')
    .set({
      name: change.name,
      ...(change.phone !== undefined ? { phone: change.phone || null } : {}),
      ...(change.bio !== undefined ? { bio: change.bio || null } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Stores the new password's hash and ends every other session of the account (all but
 * `keepSessionId`, the one that changed it, when there is one).
 */
export async function replacePassword(
  db: Kysely<Database>,
  userId: number,
  passwordHash: string,
  keepSessionId: string | null,
) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
  let others = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepSessionId) others = others.where('id', '!=', keepSessionId);
  await others.execute();
}
