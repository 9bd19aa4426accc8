import type { ServerEnv } from '@arte-gospel/domain/config';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../db/schema';

// catalogue §7: GET /api/push/vapid-key hands the public key to the browser, which
// subscribes with it; notify.ts signs every push with the private key.

export const DEFAULT_VAPID_SUBJECT = 'mailto:contato@artegospel.com.br';
/** The site_settings keys that keep generated keys across restarts (never served). */
export const VAPID_PUBLIC_SETTING = 'vapidPublicKey';
export const VAPID_PRIVATE_SETTING = 'vapidPrivateKey';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact the push services may use (RFC 8292). */
  subject: string;
}

type Env = Partial<Pick<ServerEnv, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>>;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function decodedLength(value: string): number {
  return BASE64URL.test(value) ? Buffer.from(value, 'base64url').length : -1;
}

/** A P-256 public key (65-byte uncompressed point) and private key (32 bytes), base64url. */
export function isValidVapidPair(publicKey: string, privateKey: string): boolean {
  return (
    decodedLength(publicKey) === 65 &&
    Buffer.from(publicKey, 'base64url')[0] === 0x04 &&
    decodedLength(privateKey) === 32
  );
}

function subjectFrom(env: Env): string {
  const subject = env.VAPID_SUBJECT?.trim() || DEFAULT_VAPID_SUBJECT;
  if (!/^(mailto:|https:\/\/)/.test(subject)) {
    throw new Error('VAPID_SUBJECT deve ser uma URL mailto: ou https://');
  }
  return subject;
}

async function storedPair(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('site_settings')
    .select(['key', 'value'])
    .where('key', 'in', [VAPID_PUBLIC_SETTING, VAPID_PRIVATE_SETTING])
    .execute();
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return {
    publicKey: byKey.get(VAPID_PUBLIC_SETTING) ?? null,
    privateKey: byKey.get(VAPID_PRIVATE_SETTING) ?? null,
  };
}

/**
 * The VAPID keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set (a half-set or
 * malformed pair is a configuration error, never silently replaced); otherwise the pair
 * kept in site_settings, generated with web-push on the first start. Two instances starting
 * together on one database agree: the pair is inserted in one statement that does nothing
 * when the keys already exist, and what the database holds is read back.
 */
export async function loadVapidKeys(db: Kysely<Database>, env: Env): Promise<VapidKeys> {
  const subject = subjectFrom(env);
  const envPublic = env.VAPID_PUBLIC_KEY?.trim() || '';
  const envPrivate = env.VAPID_PRIVATE_KEY?.trim() || '';
  if (envPublic || envPrivate) {
    if (!envPublic || !envPrivate) {
      throw new Error('VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY devem ser definidas juntas');
    }
    if (!isValidVapidPair(envPublic, envPrivate)) {
      throw new Error('VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY inválidas (P-256 em base64url)');
    }
    return { publicKey: envPublic, privateKey: envPrivate, subject };
  }

  const existing = await storedPair(db);
  if (
    existing.publicKey &&
    existing.privateKey &&
    isValidVapidPair(existing.publicKey, existing.privateKey)
  ) {
    return { publicKey: existing.publicKey, privateKey: existing.privateKey, subject };
  }

  const generated = webpush.generateVAPIDKeys();
  const rows = [
    { key: VAPID_PUBLIC_SETTING, value: generated.publicKey, updated_at: new Date() },
    { key: VAPID_PRIVATE_SETTING, value: generated.privateKey, updated_at: new Date() },
  ];
  if (existing.publicKey || existing.privateKey) {
    // Half a pair (or a damaged one) cannot sign anything: replace both.
    await db
      .insertInto('site_settings')
      .values(rows)
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          value: eb.ref('excluded.value'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  } else {
    await db
      .insertInto('site_settings')
      .values(rows)
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }
  const stored = await storedPair(db);
  if (!stored.publicKey || !stored.privateKey) throw new Error('Chaves VAPID não gravadas');
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}
