import { type Kysely, sql } from 'kysely';

// Issue 20: 'Minha igreja', the church profile an account keeps to pre-fill its arts (one per
// account, gone with it). The service times are a small JSON list ({ day, time, label }),
// read and written whole with the profile. The bounds repeat the contract's
// (domain/src/contract/church.ts) so no writer can store more; church-profile.test.ts
// checks both say the same.

/** The values the CHECK constraints allow, frozen as this migration wrote them. */
export const CHURCH_PROFILE_LIMITS = {
  name: [2, 80],
  address: 160,
  pastorName: 80,
  instagram: 30,
  whatsapp: 14,
  serviceTimes: 10,
  pixKeyTypes: ['cpf', 'cnpj', 'email', 'phone', 'evp'],
  pixKey: 77,
} as const;

const L = CHURCH_PROFILE_LIMITS;
const pixTypes = sql.join(L.pixKeyTypes.map((type) => sql.lit(type)));

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('church_profiles')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) =>
      c
        .notNull()
        .check(sql`char_length(name) between ${sql.lit(L.name[0])} and ${sql.lit(L.name[1])}`),
    )
    .addColumn('address', 'text', (c) =>
      c.check(sql`char_length(address) <= ${sql.lit(L.address)}`),
    )
    .addColumn('service_times', 'jsonb', (c) =>
      c
        .notNull()
        .defaultTo(sql`'[]'::jsonb`)
        .check(
          sql`jsonb_typeof(service_times) = 'array' and jsonb_array_length(service_times) <= ${sql.lit(L.serviceTimes)}`,
        ),
    )
    .addColumn('pastor_name', 'text', (c) =>
      c.check(sql`char_length(pastor_name) <= ${sql.lit(L.pastorName)}`),
    )
    .addColumn('instagram', 'text', (c) =>
      c.check(sql`instagram ~ ${sql.lit(`^[a-z0-9._]{1,${L.instagram}}$`)}`),
    )
    .addColumn('whatsapp', 'text', (c) => c.check(sql`whatsapp ~ '^\\+55[0-9]{10,11}$'`))
    .addColumn('pix_key_type', 'text', (c) => c.check(sql`pix_key_type in (${pixTypes})`))
    .addColumn('pix_key', 'text', (c) =>
      c.check(sql`char_length(pix_key) between 1 and ${sql.lit(L.pixKey)}`),
    )
    .addColumn('logo_url', 'text', (c) => c.check(sql`char_length(logo_url) <= 300`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // A key has its type, a type its key.
    .addCheckConstraint(
      'church_profiles_pix_key_pair',
      sql`(pix_key is null) = (pix_key_type is null)`,
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('church_profiles').execute();
}
