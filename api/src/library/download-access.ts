import { ENTITLEMENT_MESSAGES, entitlements } from '@arte-gospel/domain';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../app-env';
import type { Database } from '../db/schema';
import { type DownloadRecord, recordDownload } from './library-repository';

// The download rule, one code path for POST /api/arts/:id/download and for the editor's
// export (POST /api/edits/:id/export, issue 20: an export counts as a download): premium arts
// need premium (domain entitlements), and a new art of the month counts against the account's
// monthly limit, once per art per month (recordDownload, under the account's lock).

export type DownloadDecision =
  | { allowed: true; record: DownloadRecord; limit: number | null }
  | { allowed: false; status: 403; message: string };

/** Checks and records a download of a visible `art` by `user`; a refusal says why, in pt-BR. */
export async function countDownload(
  db: Kysely<Database>,
  user: SessionUser,
  art: { id: number; is_premium: boolean },
): Promise<DownloadDecision> {
  const allowed = entitlements(user);
  if (art.is_premium && !allowed.premiumArts)
    return { allowed: false, status: 403, message: ENTITLEMENT_MESSAGES.premiumArt };
  const limit = allowed.downloadsPerMonth;
  const record = await recordDownload(db, user.id, art.id, limit);
  // null only when a limit was reached.
  if (record === null)
    return { allowed: false, status: 403, message: ENTITLEMENT_MESSAGES.downloadLimit(limit!) };
  return { allowed: true, record, limit };
}
