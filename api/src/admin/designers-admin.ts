import { type DesignerProfileInput, STAFF_ROLES } from '@arte-gospel/domain';
import type { Kysely } from 'kysely';
import * as designers from '../catalogue/designers';
import type { Database } from '../db/schema';
import { writeOrder } from './reorder';

// Staff's view of the designers (issue 19, /admin/designers): the accounts that sign arts in
// their public order, their profile texts and photo, and their reordering.

/** Every designer in the public order, with what staff edit. */
export async function listAdminDesigners(db: Kysely<Database>) {
  const [rows, extra] = await Promise.all([
    designers.list(db),
    db
      .selectFrom('users')
      .select(['id', 'nivelacesso', 'designer_sort_order'])
      .where('nivelacesso', 'in', STAFF_ROLES.designers)
      .execute(),
  ]);
  const byId = new Map(extra.map((row) => [row.id, row]));
  return {
    designers: rows.map((row) => ({
      id: row.id,
      name: row.name,
      username: row.username,
      bio: row.bio,
      profileimageurl: row.profileimageurl,
      nivelacesso: byId.get(row.id)?.nivelacesso ?? 'designer',
      sortOrder: byId.get(row.id)?.designer_sort_order ?? null,
      artCount: row.artCount,
      followers: row.followers,
    })),
  };
}

/** Writes a designer's name and bio; false when the id is no designer's. */
export async function updateDesignerProfile(
  db: Kysely<Database>,
  id: number,
  input: DesignerProfileInput,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ name: input.name, bio: input.bio, updated_at: new Date() })
    .where('id', '=', id)
    .where('nivelacesso', 'in', STAFF_ROLES.designers)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Sets a designer's photo (null removes it) in the caller's transaction: the address it
 * replaced, or undefined when the id is no designer's (nothing written).
 */
export async function setDesignerPhoto(
  db: Kysely<Database>,
  id: number,
  url: string | null,
): Promise<{ previous: string | null } | undefined> {
  const current = await db
    .selectFrom('users')
    .select('profileimageurl')
    .where('id', '=', id)
    .where('nivelacesso', 'in', STAFF_ROLES.designers)
    .forUpdate()
    .executeTakeFirst();
  if (!current) return undefined;
  await db
    .updateTable('users')
    .set({ profileimageurl: url, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
  return { previous: current.profileimageurl };
}

/**
 * Puts every designer in the order of `ids` (designer_sort_order 0, 1, 2…) in the caller's
 * transaction, rows locked first; null (nothing written) unless `ids` are exactly the
 * designers.
 */
export async function reorderDesigners(db: Kysely<Database>, ids: readonly number[]) {
  const current = await db
    .selectFrom('users')
    .select('id')
    .where('nivelacesso', 'in', STAFF_ROLES.designers)
    .orderBy('designer_sort_order', (ob) => ob.asc().nullsLast())
    .orderBy('name')
    .orderBy('id')
    .forUpdate()
    .execute();
  return writeOrder(
    current.map((row) => row.id),
    ids,
    (id, position) =>
      db.updateTable('users').set({ designer_sort_order: position }).where('id', '=', id).execute(),
  );
}
