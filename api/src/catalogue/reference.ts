import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// Small reference tables the screens read (catalogue §7, platform §7): formats, file types,
// testimonials and the site-wide settings (which staff write).

/** Art formats, by id. */
export async function listFormats(db: Kysely<Database>) {
  return db.selectFrom('formats').select(['id', 'name']).orderBy('id').execute();
}

/** File types, by id. */
export async function listFileTypes(db: Kysely<Database>) {
  return db.selectFrom('file_types').select(['id', 'name', 'slug']).orderBy('id').execute();
}

/** The home's testimonials, in their sort order. */
export async function listTestimonials(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('testimonials')
    .select(['id', 'rating', 'quote', 'avatar_url', 'name', 'role', 'company'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    rating: Number(row.rating),
    quote: row.quote,
    avatarUrl: row.avatar_url,
    name: row.name,
    role: row.role,
    company: row.company,
  }));
}

/** The site-wide settings the site reads (null when unset). */
export async function readSiteSettings(db: Kysely<Database>) {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return {
    logoUrl: byKey.get('logoUrl') ?? null,
    faviconUrl: byKey.get('faviconUrl') ?? null,
    primaryColor: byKey.get('primaryColor') ?? null,
    // issue 19's app configuration (/admin/app-config): unset → the site's own defaults.
    siteName: byKey.get('siteName') ?? null,
    contactEmail: byKey.get('contactEmail') ?? null,
    contactWhatsapp: byKey.get('contactWhatsapp') ?? null,
    instagramUrl: byKey.get('instagramUrl') ?? null,
    facebookUrl: byKey.get('facebookUrl') ?? null,
    youtubeUrl: byKey.get('youtubeUrl') ?? null,
    tiktokUrl: byKey.get('tiktokUrl') ?? null,
  };
}

/** Writes the given settings (an undefined one is left as it is; null clears it). */
export async function saveSiteSettings(
  db: Kysely<Database>,
  settings: Record<string, string | null | undefined>,
) {
  for (const [key, value] of Object.entries(settings)) {
    if (value === undefined) continue;
    await db
      .insertInto('site_settings')
      .values({ key, value, updated_at: new Date() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: new Date() }))
      .execute();
  }
}
