import { ART_FORMATS, type ArtFormat } from '@arte-gospel/domain';
import { type Insertable, type Kysely, sql } from 'kysely';
import { hashPassword } from '../auth/password';
import type { Database, PopupsTable, UsersTable } from '../db/schema';
import { generateArts, PAST_DAYS } from './arts';
import { MS_PER_DAY } from './calendar';
import { DEMO_CATEGORIES } from './categories';
import {
  avatarUrl,
  DEMO_ACCOUNTS,
  DEMO_DESIGNERS,
  DEMO_PASSWORD,
  DEMO_PREMIUM_EXPIRY,
  DEMO_TESTIMONIALS,
  testimonialAvatarUrl,
} from './people';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './people';

/**
 * The default demo: about 5,300 published arts (more than the popup's 5.000 once the few
 * unpublished ones are left out) and 312 scheduled over the next 26 weeks.
 */
export const DEFAULT_ART_COUNT = 5600;
/** Categories, accounts, the popup and the settings date from a month before the first art. */
const BASE_DAYS_BEFORE = PAST_DAYS + 30;

/** When the demo's categories, accounts, popup and settings were created, for a first start. */
export function demoBaseDate(referenceDate: Date): Date {
  return new Date(referenceDate.getTime() - BASE_DAYS_BEFORE * MS_PER_DAY);
}
/**
 * The demo promotional popup opens 20 s into a visit to the home: a visitor who stayed that
 * long is looking around, and one who came to search is not interrupted while the page
 * loads (a popup at 3 s covered the loading page: Lighthouse's Speed Index went 2.3 → 6.2 s).
 */
export const DEMO_POPUP_DELAY_SECONDS = 20;
/** The demo promotional popup: on the home, for everyone, leading to the plans. */
export const DEMO_POPUP = {
  title: 'Conheça o Premium',
  content:
    '<p>Mais de <strong>5.000 artes editáveis</strong> para a sua igreja, com novidades toda semana.</p><p>Assine e baixe sem limites.</p>',
  button_text: 'Conhecer planos',
  button_url: '/planos',
  button_color: '#4F46E5',
  button_text_color: '#FFFFFF',
  target_pages: ['home'],
  audience: 'all',
  delay: DEMO_POPUP_DELAY_SECONDS,
  animation: 'zoom',
  position: 'center',
  size: 'medium',
  is_active: true,
} satisfies Insertable<PopupsTable>;
const BATCH_SIZE = 1000;

export const DEMO_FORMAT_NAMES: Readonly<Record<ArtFormat, string>> = {
  cartaz: 'Cartaz',
  stories: 'Stories',
  'story-animado': 'Story animado',
  a4: 'A4',
  carteirinha: 'Carteirinha',
  'cartao-digital': 'Cartão digital',
  'video-criativo': 'Vídeo criativo',
};

// The file types say what a demo art's download holds (api/src/files): every ZIP has the
// editable SVG and the full-size PNG; print sizes (A4, certificates, ID cards, envelopes)
// add the print PDF. Staff may add others (an art with a Canva or Drive link, say).
export const DEMO_FILE_TYPES = [
  { name: 'Digital (SVG + PNG)', slug: 'svg-png' },
  { name: 'Impressão (SVG + PNG + PDF)', slug: 'impressao-pdf' },
] as const;

export interface SeedOptions {
  /** How many arts (default 5600), about 6% of them (at most 312) scheduled. */
  artCount?: number;
  /**
   * The first start (default now): arts are dated over the 18 months before it and
   * scheduled over the 26 weeks after it, so the demo stays current as it ages.
   */
  referenceDate?: Date;
  /** A precomputed hash of DEMO_PASSWORD (saves the ~0.3 s scrypt run, e.g. in tests). */
  passwordHash?: string;
  /** Called after each batch of arts is written. */
  onProgress?: (written: number, total: number) => void;
}

/**
 * Deterministic demo catalogue, written once into an empty database so that a fresh
 * `npm start` shows a real home. Running it again changes nothing (it checks for
 * categories). Everything is written in one transaction.
 *
 * The demo accounts share one password; it is hashed once (scrypt with a random salt) and
 * the same hash string is stored for all of them, so only the salt differs between runs.
 */
export async function seedDemoCatalogue(
  db: Kysely<Database>,
  options: SeedOptions = {},
): Promise<{ seeded: boolean }> {
  const existing = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return { seeded: false };
  const artCount = options.artCount ?? DEFAULT_ART_COUNT;
  const referenceDate = options.referenceDate ?? new Date();
  const baseDate = demoBaseDate(referenceDate);
  const base = baseDate.getTime();
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));

  await db.transaction().execute(async (trx) => {
    // Categories; their updated_at follows their latest published art (set below).
    const categories = await trx
      .insertInto('categories')
      .values(
        DEMO_CATEGORIES.map((category, index) => ({
          name: category.name,
          slug: category.slug,
          description: category.description,
          is_premium: category.isPremium,
          sort_order: index,
          created_at: new Date(base + index * 60_000),
          updated_at: new Date(base + index * 60_000),
        })),
      )
      .returning(['id', 'slug'])
      .execute();

    const formats = await trx
      .insertInto('formats')
      .values(ART_FORMATS.map((slug) => ({ slug, name: DEMO_FORMAT_NAMES[slug] })))
      .returning(['id', 'slug'])
      .execute();
    const formatIds = Object.fromEntries(formats.map((f) => [f.slug, f.id])) as Record<
      ArtFormat,
      number
    >;
    const fileTypes = await trx
      .insertInto('file_types')
      .values(DEMO_FILE_TYPES.map((t) => ({ ...t })))
      .returning(['id', 'slug'])
      .execute();

    const designerInfo = new Map(DEMO_DESIGNERS.map((d) => [d.username, d]));
    const accountUsers = DEMO_ACCOUNTS.map((account, index): Insertable<UsersTable> => {
      const designer = designerInfo.get(account.username);
      return {
        name: account.name,
        username: account.username,
        email: account.email,
        nivelacesso: account.level,
        tipoplano: account.plan ?? null,
        acessovitalicio: account.plan === 'vitalicio',
        dataexpiracao: account.plan === 'mensal' ? DEMO_PREMIUM_EXPIRY : null,
        origemassinatura: account.plan ? 'demo' : null,
        bio: designer?.bio ?? null,
        profileimageurl: designer ? avatarUrl(designer.username) : null,
        password_hash: passwordHash,
        email_verified: true,
        created_at: new Date(base + index * 60_000),
        updated_at: new Date(base + index * 60_000),
      };
    });
    const accountNames = new Set(DEMO_ACCOUNTS.map((a) => a.username));
    const designerUsers = DEMO_DESIGNERS.filter((d) => !accountNames.has(d.username)).map(
      (designer, index): Insertable<UsersTable> => ({
        name: designer.name,
        username: designer.username,
        email: `${designer.username}@designers.demo.artegospel.com.br`,
        nivelacesso: 'designer',
        bio: designer.bio,
        profileimageurl: avatarUrl(designer.username),
        // No password: these designers only sign arts.
        password_hash: null,
        email_verified: true,
        created_at: new Date(base + MS_PER_DAY + index * 60_000),
        updated_at: new Date(base + MS_PER_DAY + index * 60_000),
      }),
    );
    const users = await trx
      .insertInto('users')
      .values([...accountUsers, ...designerUsers])
      .returning(['id', 'username'])
      .execute();
    const userIds = new Map(users.map((u) => [u.username, u.id]));
    const designers = DEMO_DESIGNERS.map((d) => ({
      id: userIds.get(d.username) as number,
      username: d.username,
    }));

    await trx
      .insertInto('testimonials')
      .values(
        DEMO_TESTIMONIALS.map((t, index) => ({
          rating: t.rating,
          quote: t.quote,
          name: t.name,
          role: t.role,
          company: t.company,
          avatar_url: t.avatar ? testimonialAvatarUrl(t.avatar) : null,
          sort_order: index,
        })),
      )
      .execute();

    await trx
      .insertInto('popups')
      .values({ ...DEMO_POPUP, created_at: baseDate })
      .execute();

    await trx
      .insertInto('site_settings')
      .values([
        { key: 'logoUrl', value: '/images/logo.svg', updated_at: baseDate },
        { key: 'faviconUrl', value: '/favicon.svg', updated_at: baseDate },
        { key: 'primaryColor', value: '#4F46E5', updated_at: baseDate },
      ])
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();

    const maxArt = await trx
      .selectFrom('arts')
      .select((eb) => eb.fn.max<number | null>('id').as('max'))
      .executeTakeFirstOrThrow();
    const rows = generateArts({
      artCount,
      categories,
      formatIds,
      fileTypes,
      designers,
      firstId: Number(maxArt.max ?? 0) + 1,
      referenceDate,
    });
    for (let start = 0; start < rows.length; start += BATCH_SIZE) {
      const batch = rows.slice(start, start + BATCH_SIZE);
      await trx.insertInto('arts').values(batch).execute();
      options.onProgress?.(start + batch.length, rows.length);
    }
    // Ids were explicit: move the serial past them.
    await sql`SELECT setval(pg_get_serial_sequence('arts', 'id'), (SELECT max(id) FROM arts))`.execute(
      trx,
    );
    // A category was last updated when its latest art (before the first start) came out.
    await sql`UPDATE categories c SET updated_at = latest.at
      FROM (SELECT category_id, max(created_at) AS at FROM arts
            WHERE created_at <= ${referenceDate} GROUP BY category_id) latest
      WHERE latest.category_id = c.id`.execute(trx);
  });
  return { seeded: true };
}
