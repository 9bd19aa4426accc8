import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEMO_CATEGORIES } from './categories';

/**
 * Deterministic demo catalogue, written once into an empty database so that a fresh
 * `npm start` shows a real home. Running it again changes nothing.
 */
export async function seedDemoCatalogue(db: Kysely<Database>): Promise<{ seeded: boolean }> {
  const existing = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return { seeded: false };
  // Fixed timestamps keep the seed deterministic; 'updated_at' spreads over recent weeks
  // so that the 'Atualizadas recentemente' chip has something to show.
  const base = Date.UTC(2026, 0, 1);
  await db
    .insertInto('categories')
    .values(
      DEMO_CATEGORIES.map((category, index) => ({
        name: category.name,
        slug: category.slug,
        description: category.description,
        is_premium: category.isPremium ?? false,
        sort_order: index,
        created_at: new Date(base + index * 86_400_000),
        updated_at: new Date(base + index * 86_400_000),
      })),
    )
    .execute();
  return { seeded: true };
}
