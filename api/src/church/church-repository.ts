import type { ChurchProfile, ChurchProfileInput } from '@arte-gospel/domain';
import type { Kysely, Selectable } from 'kysely';
import type { ChurchProfilesTable, Database } from '../db/schema';

// Issue 20: 'Minha igreja', one row per account in church_profiles (migration 0019). Every
// query is keyed by the signed-in user's id: one account never reads or writes another's.

type Row = Selectable<ChurchProfilesTable>;

function toProfile(row: Row): ChurchProfile {
  return {
    name: row.name,
    address: row.address,
    serviceTimes: row.service_times.map(({ day, time, label }) => ({
      day,
      time,
      label: label ?? null,
    })),
    pastorName: row.pastor_name,
    instagram: row.instagram,
    whatsapp: row.whatsapp,
    pixKey: row.pix_key && row.pix_key_type ? { type: row.pix_key_type, key: row.pix_key } : null,
    logoUrl: row.logo_url,
    primaryColor: row.primary_color,
    secondaryColor: row.secondary_color,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The account's profile, or null before its first save. */
export async function findChurchProfile(
  db: Kysely<Database>,
  userId: number,
): Promise<ChurchProfile | null> {
  const row = await db
    .selectFrom('church_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? toProfile(row) : null;
}

/** Creates or replaces the account's profile (the logo stays as it is). */
export async function saveChurchProfile(
  db: Kysely<Database>,
  userId: number,
  input: ChurchProfileInput,
): Promise<ChurchProfile> {
  const values = {
    name: input.name,
    address: input.address,
    service_times: JSON.stringify(input.serviceTimes),
    pastor_name: input.pastorName,
    instagram: input.instagram,
    whatsapp: input.whatsapp,
    pix_key_type: input.pixKey?.type ?? null,
    pix_key: input.pixKey?.key ?? null,
    primary_color: input.primaryColor,
    secondary_color: input.secondaryColor,
  };
  const row = await db
    .insertInto('church_profiles')
    .values({ user_id: userId, ...values })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ ...values, updated_at: new Date() }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return toProfile(row);
}

/**
 * Sets the logo (null removes it), the row locked: the URL it replaced, or undefined when the
 * account has no profile yet. Nothing is written when the logo is already `url`.
 */
export async function setChurchLogo(
  db: Kysely<Database>,
  userId: number,
  url: string | null,
): Promise<{ previous: string | null } | undefined> {
  const row = await db
    .selectFrom('church_profiles')
    .select('logo_url')
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.logo_url !== url) {
    await db
      .updateTable('church_profiles')
      .set({ logo_url: url, updated_at: new Date() })
      .where('user_id', '=', userId)
      .execute();
  }
  return { previous: row.logo_url };
}
