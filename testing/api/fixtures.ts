import type { Insertable, Kysely } from 'kysely';
import { hashPassword } from '../../api/src/auth/password';
import type { Database, UsersTable } from '../../api/src/db/schema';

/** The password of every account the fixtures make. */
export const TEST_PASSWORD = 'demo12345';

/** Rows of a name/slug table (formats, file types, categories); their ids, in order. */
export async function insertNamed(
  db: Kysely<Database>,
  table: 'formats' | 'file_types' | 'categories',
  rows: ReadonlyArray<{ name: string; slug: string }>,
): Promise<number[]> {
  const inserted = await db
    .insertInto(table)
    .values([...rows])
    .returning('id')
    .execute();
  return inserted.map((row) => row.id);
}

/** One format (Stories), file type (Canva) and category (Ceia), for arts made by staff. */
export async function insertArtRefs(db: Kysely<Database>) {
  const [formatId] = await insertNamed(db, 'formats', [{ name: 'Stories', slug: 'stories' }]);
  const [fileTypeId] = await insertNamed(db, 'file_types', [{ name: 'Canva', slug: 'canva' }]);
  const [categoryId] = await insertNamed(db, 'categories', [
    { name: 'Ceia', slug: 'culto-de-ceia' },
  ]);
  return { formatId, fileTypeId, categoryId } as {
    formatId: number;
    fileTypeId: number;
    categoryId: number;
  };
}

type Account = Omit<Insertable<UsersTable>, 'email' | 'password_hash'> & { email?: string };

/**
 * Accounts that sign in with TEST_PASSWORD (email `<username>@demo.org` unless given); their
 * ids by username.
 */
export async function insertAccounts(
  db: Kysely<Database>,
  accounts: readonly Account[],
): Promise<Record<string, number>> {
  const password_hash = await hashPassword(TEST_PASSWORD);
  const rows = await db
    .insertInto('users')
    .values(
      accounts.map((account) => ({
        ...account,
        email: account.email ?? `${account.username}@demo.org`,
        password_hash,
      })),
    )
    .returning(['id', 'username'])
    .execute();
  return Object.fromEntries(rows.map((row) => [row.username, row.id]));
}
