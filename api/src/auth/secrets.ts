import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// Single-use secrets sent by email: verification codes, verification links and password
// reset tokens. Only their hash is stored; each expires and is marked used.

export const VERIFICATION_CODE_TTL_MS = 15 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Tries one verification code allows; then it is dead and a new one must be requested. */
export const MAX_CODE_ATTEMPTS = 5;

type SecretTableName =
  | 'email_verification_codes'
  | 'email_verification_links'
  | 'password_reset_tokens';

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The token of an emailed link (reset, verification): 32 random bytes, 43 base64url characters. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The account a secret was made for, used or not, expired or not (a link opened twice can
 * then say the email is already verified); null for a secret never made.
 */
export async function secretOwner(
  db: Kysely<Database>,
  table: SecretTableName,
  secret: string,
): Promise<number | null> {
  const row = await db
    .selectFrom(table)
    .select('user_id')
    .where('secret_hash', '=', sha256(secret))
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Marks every unused secret of the user used (a new password also ends its reset links). */
export async function revokeSecrets(db: Kysely<Database>, table: SecretTableName, userId: number) {
  await db
    .updateTable(table)
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export async function storeSecret(
  db: Kysely<Database>,
  table: SecretTableName,
  userId: number,
  secret: string,
  ttlMs: number,
) {
  // A new secret replaces the unused ones.
  await revokeSecrets(db, table, userId);
  await db
    .insertInto(table)
    .values({
      user_id: userId,
      secret_hash: sha256(secret),
      expires_at: new Date(Date.now() + ttlMs),
    })
    .execute();
}

/**
 * Uses a secret: the user id it belongs to when it is known, unused and unexpired (and then
 * it is marked used), else null. `userId` narrows codes to the signed-in user.
 */
export async function consumeSecret(
  db: Kysely<Database>,
  table: SecretTableName,
  secret: string,
  userId?: number,
): Promise<number | null> {
  const hash = sha256(secret);
  let query = db
    .selectFrom(table)
    .select(['id', 'user_id', 'secret_hash'])
    .where('secret_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date());
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const row = await query.executeTakeFirst();
  if (!row || !timingSafeEqual(Buffer.from(row.secret_hash), Buffer.from(hash))) return null;
  const used = await db
    .updateTable(table)
    .set({ used_at: new Date() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? row.user_id : null;
}

/**
 * Checks a verification code against the user's live one: each try (right or wrong) is
 * counted in the database first, so only MAX_CODE_ATTEMPTS tries ever reach a code, even in
 * parallel; the code is marked used on success and dead after the last wrong try.
 */
export async function tryVerificationCode(
  db: Kysely<Database>,
  userId: number,
  code: string,
): Promise<boolean> {
  const now = new Date();
  const live = await db
    .updateTable('email_verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .returning(['id', 'secret_hash', 'attempts'])
    .execute();
  const hash = Buffer.from(sha256(code));
  for (const row of live) {
    const expected = Buffer.from(row.secret_hash);
    if (expected.length === hash.length && timingSafeEqual(expected, hash)) {
      const used = await db
        .updateTable('email_verification_codes')
        .set({ used_at: now })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(used.numUpdatedRows) === 1;
    }
  }
  const spent = live.filter((row) => row.attempts >= MAX_CODE_ATTEMPTS).map((row) => row.id);
  if (spent.length > 0) {
    await db
      .updateTable('email_verification_codes')
      .set({ used_at: now })
      .where('id', 'in', spent)
      .where('used_at', 'is', null)
      .execute();
  }
  return false;
}
