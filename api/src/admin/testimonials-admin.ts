import type { TestimonialInput } from '@arte-gospel/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { writeOrder } from './reorder';

// Staff's testimonials (issue 19, /admin/depoimentos): the words the home shows to
// non-subscribers (GET /api/testimonials reads them in this order), written, deleted and put
// in order here.

/** Every testimonial in its order, with its place. */
export async function listAdminTestimonials(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('testimonials')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return {
    testimonials: rows.map((row) => ({
      id: row.id,
      rating: Number(row.rating),
      quote: row.quote,
      avatarUrl: row.avatar_url,
      name: row.name,
      role: row.role,
      company: row.company,
      sortOrder: row.sort_order,
    })),
  };
}

const columns = (input: TestimonialInput) => ({
  rating: input.rating,
  quote: input.quote,
  name: input.name,
  role: input.role,
  company: input.company,
});

/** A new testimonial, after the others; its id. */
export async function createTestimonial(db: Kysely<Database>, input: TestimonialInput) {
  const last = await db
    .selectFrom('testimonials')
    .select((eb) => eb.fn.max('sort_order').as('last'))
    .executeTakeFirst();
  const row = await db
    .insertInto('testimonials')
    .values({ ...columns(input), sort_order: last?.last == null ? 0 : Number(last.last) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Rewrites a testimonial's texts and rating; false when there is none with the id. */
export async function updateTestimonial(
  db: Kysely<Database>,
  id: number,
  input: TestimonialInput,
): Promise<boolean> {
  const result = await db
    .updateTable('testimonials')
    .set(columns(input))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes a testimonial: its avatar's address (to remove after commit), or undefined. */
export async function deleteTestimonial(
  db: Kysely<Database>,
  id: number,
): Promise<{ avatarUrl: string | null } | undefined> {
  const row = await db
    .deleteFrom('testimonials')
    .where('id', '=', id)
    .returning('avatar_url')
    .executeTakeFirst();
  return row && { avatarUrl: row.avatar_url };
}

/**
 * Sets a testimonial's avatar (null removes it) in the caller's transaction: the address it
 * replaced, or undefined when there is no testimonial with the id (nothing written).
 */
export async function setTestimonialAvatar(
  db: Kysely<Database>,
  id: number,
  url: string | null,
): Promise<{ previous: string | null } | undefined> {
  const current = await db
    .selectFrom('testimonials')
    .select('avatar_url')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!current) return undefined;
  await db.updateTable('testimonials').set({ avatar_url: url }).where('id', '=', id).execute();
  return { previous: current.avatar_url };
}

/**
 * Puts every testimonial in the order of `ids` (sort_order 0, 1, 2…) in the caller's
 * transaction, rows locked first; null (nothing written) unless `ids` are exactly the
 * testimonials.
 */
export async function reorderTestimonials(db: Kysely<Database>, ids: readonly number[]) {
  const current = await db
    .selectFrom('testimonials')
    .select('id')
    .orderBy('sort_order')
    .orderBy('id')
    .forUpdate()
    .execute();
  return writeOrder(
    current.map((row) => row.id),
    ids,
    (id, position) =>
      db.updateTable('testimonials').set({ sort_order: position }).where('id', '=', id).execute(),
  );
}
