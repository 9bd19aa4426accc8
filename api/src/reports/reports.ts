import { rm } from 'node:fs/promises';
import type { ReportForm } from '@arte-gospel/domain';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../auth/session';
import type { Database } from '../db/schema';
import { type DetectedEvidenceType, sanitiseOriginalName, storeEvidence } from './evidence';

export const REPORT_SENT_MESSAGE =
  'Relatório enviado com sucesso! Nossa equipe vai analisar o problema.';

export interface EvidenceUpload {
  bytes: Uint8Array;
  originalName: string;
  type: DetectedEvidenceType;
}

/**
 * platform §4.5, §6.3: a logged-in reporter is the session's user (a userId in the body is
 * never read) and the report keeps the account's email, with no other contact; an anonymous
 * reporter's email and WhatsApp are kept when filled.
 */
function reporterFields(report: ReportForm, user: SessionUser | null) {
  if (user) return { user_id: user.id, email: user.email, whatsapp: null };
  return {
    user_id: null,
    email: report.email || null,
    whatsapp: report.whatsapp?.trim() || null,
  };
}

/**
 * Stores a problem report and, when given, its evidence file (written first, removed again
 * if the database refuses the rows). Returns the report id.
 */
export async function createReport(
  db: Kysely<Database>,
  options: {
    report: ReportForm;
    /** The art the report is about (kept only when it exists). */
    artId?: number | undefined;
    user: SessionUser | null;
    evidence?: EvidenceUpload | undefined;
    evidenceDir: string;
  },
): Promise<number> {
  const { report, user, evidence, evidenceDir, artId } = options;
  const stored = evidence ? await storeEvidence(evidenceDir, evidence.bytes, evidence.type) : null;
  try {
    return await db.transaction().execute(async (trx) => {
      const art = artId
        ? await trx.selectFrom('arts').select('id').where('id', '=', artId).executeTakeFirst()
        : undefined;
      const row = await trx
        .insertInto('problem_reports')
        .values({
          report_type_id: report.reportTypeId,
          title: report.title,
          description: report.description,
          ...reporterFields(report, user),
          art_id: art?.id ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (evidence && stored) {
        await trx
          .insertInto('report_evidence')
          .values({
            report_id: row.id,
            stored_name: stored.storedName,
            original_name: sanitiseOriginalName(evidence.originalName),
            mime_type: evidence.type.mime,
            size_bytes: evidence.bytes.byteLength,
          })
          .execute();
      }
      return row.id;
    });
  } catch (error) {
    if (stored) await rm(stored.filePath, { force: true });
    throw error;
  }
}
