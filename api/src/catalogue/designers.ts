import { STAFF_ROLES } from '@arte-gospel/domain';
import type { InferResult, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { designerArtCount } from './published';

// The designers' directory and who follows them (users who sign arts, and follows); read
// as a namespace: designers.find, designers.follow, …

/** Designers with their visible art count and followers. */
function designersQuery(db: Kysely<Database>) {
  return db
    .selectFrom('users as u')
    .where('u.nivelacesso', 'in', STAFF_ROLES.designers)
    .select((eb) => [
      'u.id',
      'u.name',
      'u.username',
      'u.profileimageurl',
      'u.bio',
      designerArtCount(eb),
      eb
        .selectFrom('follows as f')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('f.designer_id', '=', 'u.id')
        .as('followers'),
    ]);
}

/** A designer as the API answers it. */
function toDesigner({
  art_count,
  followers,
  ...row
}: InferResult<ReturnType<typeof designersQuery>>[number]) {
  return { ...row, artCount: Number(art_count ?? 0), followers: Number(followers ?? 0) };
}

export type Designer = ReturnType<typeof toDesigner>;

/**
 * Every designer in the order staff gave (/admin/designers); those not placed yet after
 * them, by name.
 */
export async function list(db: Kysely<Database>): Promise<Designer[]> {
  const rows = await designersQuery(db)
    .orderBy('u.designer_sort_order', (ob) => ob.asc().nullsLast())
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
  return rows.map(toDesigner);
}

/** The designer with this username, if any. */
export async function find(db: Kysely<Database>, username: string): Promise<Designer | undefined> {
  const row = await designersQuery(db).where('u.username', '=', username).executeTakeFirst();
  return row && toDesigner(row);
}

/** The designers the user follows, most recently followed first (a tie: the newer account first). */
export async function listFollowedBy(
  db: Kysely<Database>,
  followerId: number,
): Promise<Designer[]> {
  const rows = await designersQuery(db)
    .innerJoin('follows as fl', 'fl.designer_id', 'u.id')
    .where('fl.follower_id', '=', followerId)
    .orderBy('fl.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .execute();
  return rows.map(toDesigner);
}

/** Does the user follow the designer? */
export async function isFollowing(db: Kysely<Database>, followerId: number, designerId: number) {
  const row = await db
    .selectFrom('follows')
    .select('designer_id')
    .where('follower_id', '=', followerId)
    .where('designer_id', '=', designerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Follows the designer (following twice is one follow). */
export async function follow(db: Kysely<Database>, followerId: number, designerId: number) {
  await db
    .insertInto('follows')
    .values({ follower_id: followerId, designer_id: designerId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Stops following the designer. */
export async function unfollow(db: Kysely<Database>, followerId: number, designerId: number) {
  await db
    .deleteFrom('follows')
    .where('follower_id', '=', followerId)
    .where('designer_id', '=', designerId)
    .execute();
}
