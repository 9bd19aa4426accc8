import { type Kysely, sql } from 'kysely';

// Every table of the reference API (issue: the system of record). Names are English except
// the spec's own user fields (platform §3: nivelacesso, tipoplano, …).

export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;

  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('profileimageurl', 'text')
    .addColumn('bio', 'text')
    .addColumn('nivelacesso', 'text', (c) => c.notNull().defaultTo('usuario'))
    .addColumn('tipoplano', 'text')
    .addColumn('acessovitalicio', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('dataexpiracao', 'timestamptz')
    .addColumn('origemassinatura', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`CREATE UNIQUE INDEX users_email_lower ON users (lower(email))`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey()) // sha-256 of the cookie token
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('persistent', 'boolean', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  for (const table of ['email_verification_codes', 'password_reset_tokens']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('secret_hash', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
  }

  await db.schema
    .createTable('outbox_emails')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('formats')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable('file_types')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('arts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull()) // lowercase, accents stripped
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('cdn_url', 'text')
    .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('format_id', 'integer', (c) => c.notNull().references('formats.id'))
    .addColumn('file_type_id', 'integer', (c) => c.notNull().references('file_types.id'))
    .addColumn('group_id', 'text')
    .addColumn('designer_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('is_premium', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_visible', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('featured_rank', 'integer')
    .addColumn('edit_url', 'text')
    .addColumn('download_url', 'text')
    .addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`CREATE INDEX arts_category_created ON arts (category_id, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX arts_created ON arts (created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX arts_downloads ON arts (download_count DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX arts_group ON arts (group_id)`.execute(db);
  await sql`CREATE INDEX arts_designer ON arts (designer_id)`.execute(db);

  for (const table of ['favorites', 'saved_arts']) {
    await db.schema
      .createTable(table)
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('art_id', 'integer', (c) => c.notNull().references('arts.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addPrimaryKeyConstraint(`${table}_pk`, ['user_id', 'art_id'])
      .execute();
  }
  await db.schema
    .createTable('downloads')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('art_id', 'integer', (c) => c.notNull().references('arts.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`CREATE INDEX downloads_user_created ON downloads (user_id, created_at DESC)`.execute(
    db,
  );
  await db.schema
    .createTable('follows')
    .addColumn('follower_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('designer_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'designer_id'])
    .execute();

  await db.schema
    .createTable('testimonials')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('rating', 'numeric(2, 1)', (c) => c.notNull())
    .addColumn('quote', 'text', (c) => c.notNull())
    .addColumn('avatar_url', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text')
    .addColumn('company', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('popups')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text')
    .addColumn('content', 'text') // sanitised HTML
    .addColumn('image_url', 'text')
    .addColumn('button_text', 'text')
    .addColumn('button_url', 'text')
    .addColumn('background_color', 'text')
    .addColumn('text_color', 'text')
    .addColumn('button_color', 'text')
    .addColumn('button_text_color', 'text')
    .addColumn('button_radius', 'integer')
    .addColumn('button_width', 'text')
    .addColumn('position', 'text')
    .addColumn('size', 'text')
    .addColumn('animation', 'text')
    .addColumn('delay', 'integer')
    .addColumn('target_pages', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('audience', 'text', (c) => c.notNull().defaultTo('all'))
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('popup_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('popup_id', 'integer', (c) =>
      c.notNull().references('popups.id').onDelete('cascade'),
    )
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`CREATE INDEX popup_events_session ON popup_events (session_id, popup_id, action)`.execute(
    db,
  );

  await db.schema
    .createTable('problem_reports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('report_type_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('whatsapp', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('aberto'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('report_evidence')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('report_id', 'integer', (c) =>
      c.notNull().references('problem_reports.id').onDelete('cascade'),
    )
    .addColumn('stored_name', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('purchases')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('plan', 'text')
    .addColumn('amount_cents', 'integer')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('applied_at', 'timestamptz')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('purchases_transaction_event', ['transaction_id', 'event'])
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'rate_limits',
    'purchases',
    'site_settings',
    'push_subscriptions',
    'report_evidence',
    'problem_reports',
    'popup_events',
    'popups',
    'testimonials',
    'follows',
    'downloads',
    'saved_arts',
    'favorites',
    'arts',
    'file_types',
    'formats',
    'outbox_emails',
    'password_reset_tokens',
    'email_verification_codes',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
