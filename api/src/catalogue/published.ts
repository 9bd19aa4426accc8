import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';

// Which arts every visitor sees (catalogue §3, §7): a published art is visible and its date
// has come (a scheduled art, dated in the future, is public from that date on). Staff see
// the others in their own places; every public listing, count and page asks this one rule.

/** The expressions of a query over `arts as a`. */
export type ArtsEb = ExpressionBuilder<Database & { a: Database['arts'] }, 'a'>;

/** The published-art condition over `arts as a`: `.where(isPublished)`. */
export const isPublished = (eb: ArtsEb) =>
  eb.and([eb('a.is_visible', '=', true), eb('a.created_at', '<=', sql<Date>`now()`)]);

/** The expressions of a query over `users as u`. */
type UsersEb = ExpressionBuilder<Database & { u: Database['users'] }, 'u'>;

/** How many published arts the designer `u` signs, as `art_count` (a correlated count). */
export const designerArtCount = (eb: UsersEb) =>
  eb
    .selectFrom('arts as a')
    .select(eb.fn.countAll<number>().as('n'))
    .whereRef('a.designer_id', '=', 'u.id')
    .where(isPublished)
    .as('art_count');
