import { CategorySlugParamsSchema } from '@arte-gospel/domain';
import { Hono } from 'hono';
import { type Kysely, sql } from 'kysely';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/schema';
import { validate } from '../validation';

/** Categories with their visible art count and last update (catalogue §3). */
function categoriesQuery(db: Kysely<Database>) {
  return db
    .selectFrom('categories as c')
    .leftJoin('arts as a', (join) =>
      join.onRef('a.category_id', '=', 'c.id').on('a.is_visible', '=', true),
    )
    .select([
      'c.id',
      'c.name',
      'c.slug',
      'c.description',
      'c.is_premium',
      'c.sort_order',
      'c.created_at',
      'c.updated_at',
      (eb) => eb.fn.count<number>('a.id').as('art_count'),
      sql<Date>`greatest(c.updated_at, max(a.created_at))`.as('last_update'),
    ])
    .groupBy('c.id');
}

type CategoryRow = Awaited<
  ReturnType<ReturnType<typeof categoriesQuery>['executeTakeFirstOrThrow']>
>;

function toCategory(row: CategoryRow) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    artCount: Number(row.art_count),
    lastUpdate: new Date(row.last_update ?? row.updated_at).toISOString(),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    isPremium: row.is_premium,
  };
}

/** GET /api/categories (catalogue §7). */
export function categoriesRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const rows = await categoriesQuery(c.var.db).orderBy('c.sort_order').orderBy('c.id').execute();
    c.header('Cache-Control', 'public, max-age=30');
    return c.json(rows.map(toCategory));
  });
  return app;
}

/** GET /api/categorias/slug/:slug (catalogue §7): one category, 404 when unknown. */
export function categoryBySlugRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/:slug', validate('param', CategorySlugParamsSchema), async (c) => {
    const row = await categoriesQuery(c.var.db)
      .where('c.slug', '=', c.req.valid('param').slug)
      .executeTakeFirst();
    if (!row) return c.json({ message: 'Categoria não encontrada' }, 404);
    c.header('Cache-Control', 'public, max-age=30');
    return c.json(toCategory(row));
  });
  return app;
}
