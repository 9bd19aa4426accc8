import { type Kysely, sql } from 'kysely';

// Issue 19, content: the video lessons behind /videoaulas (courses, each with its lessons in
// order), a category's cover image and colour theme, and the order staff give designers.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('courses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('lessons')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('course_id', 'integer', (c) =>
      c.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('video_url', 'text', (c) => c.notNull())
    .addColumn('duration_seconds', 'integer', (c) =>
      c.check(sql`duration_seconds is null or duration_seconds between 1 and 36000`),
    )
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_premium', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('lessons_course_order')
    .on('lessons')
    .columns(['course_id', 'sort_order', 'id'])
    .execute();

  await db.schema.alterTable('categories').addColumn('cover_image_url', 'text').execute();
  await db.schema.alterTable('categories').addColumn('theme', 'text').execute();
  await db.schema.alterTable('users').addColumn('designer_sort_order', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('designer_sort_order').execute();
  await db.schema.alterTable('categories').dropColumn('theme').execute();
  await db.schema.alterTable('categories').dropColumn('cover_image_url').execute();
  await db.schema.dropTable('lessons').execute();
  await db.schema.dropTable('courses').execute();
}
