import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// Single-use secrets sent by email: verification codes and password reset tokens. Only
// their hash is stored; each expires and is marked used.

export const VERIFICATION_CODE_TTL_MS = 15 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

type SecretTableName = 'email_verification_codes' | 'password_reset_tokens';

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function storeSecret(
  db: Kysely<Database>,
  table: SecretTableName,
  userId: number,
  secret: string,
  ttlMs: number,
) {
  // A new secret replaces the unused ones.
  await db
    .updateTable(table)
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
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
