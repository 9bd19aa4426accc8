import {
  ADMIN_REPORTS_PAGE_SIZE,
  type AdminReport,
  type AdminReportsQuery,
  type AdminReportsResponse,
  REPORT_STATUSES,
  type ReportStatus,
  type ReportUpdateBody,
} from '@arte-gospel/domain';
import { type Kysely, sql } from 'kysely';
import { servedArtUrl } from '../catalogue/art-urls';
import { paged } from '../db/paging';
import type { Database } from '../db/schema';
import { reachedRow } from '../db/writes';

// Problem reports as support reads and settles them (filing one is reports/reports.ts).

/** Where staff open a report's evidence (never a public address). */
export const evidenceUrl = (reportId: number, evidenceId: number) =>
  `/api/admin/reports/${reportId}/evidence/${evidenceId}`;

/** A page of the queue, newest first, with the reporter, the art and the evidence. */
export async function listReports(
  db: Kysely<Database>,
  query: AdminReportsQuery,
): Promise<AdminReportsResponse> {
  let base = db.selectFrom('problem_reports as r');
  if (query.status === 'pendentes') base = base.where('r.status', 'in', ['aberto', 'em_analise']);
  else if (query.status !== 'todos') base = base.where('r.status', '=', query.status);
  const [{ rows, totalCount }, counts] = await Promise.all([
    paged(
      base,
      base
        .leftJoin('users as u', 'u.id', 'r.user_id')
        .leftJoin('arts as a', 'a.id', 'r.art_id')
        .select([
          'r.id',
          'r.report_type_id',
          'r.title',
          'r.description',
          'r.email',
          'r.whatsapp',
          'r.status',
          'r.staff_note',
          'r.created_at',
          'u.id as user_id',
          'u.email as user_email',
          'u.name as user_name',
          'u.username as user_username',
          'a.id as art_id',
          'a.title as art_title',
          'a.is_visible as art_visible',
          'a.image_url as art_image',
          'a.upload_key as art_upload_key',
          'a.updated_at as art_updated_at',
        ])
        .orderBy('r.id', 'desc'),
      { page: query.page, limit: ADMIN_REPORTS_PAGE_SIZE },
    ),
    db
      .selectFrom('problem_reports')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('status')
      .execute(),
  ]);
  const ids = rows.map((row) => row.id);
  const evidence =
    ids.length === 0
      ? []
      : await db
          .selectFrom('report_evidence')
          .select(['id', 'report_id', 'original_name', 'mime_type', 'size_bytes'])
          .where('report_id', 'in', ids)
          .orderBy('id')
          .execute();
  const countOf = Object.fromEntries(REPORT_STATUSES.map((status) => [status, 0])) as Record<
    ReportStatus,
    number
  >;
  for (const row of counts) countOf[row.status] = Number(row.n);
  return {
    reports: rows.map(
      (row): AdminReport => ({
        id: row.id,
        reportTypeId: row.report_type_id,
        title: row.title,
        description: row.description,
        status: row.status,
        staffNote: row.staff_note,
        email: row.email,
        whatsapp: row.whatsapp,
        createdAt: row.created_at.toISOString(),
        reporter:
          row.user_id === null
            ? null
            : {
                id: row.user_id,
                name: row.user_name ?? '',
                username: row.user_username ?? '',
                email: row.user_email ?? '',
              },
        art:
          row.art_id === null
            ? null
            : {
                id: row.art_id,
                title: row.art_title ?? '',
                isVisible: row.art_visible ?? false,
                imageUrl:
                  row.art_image === null || row.art_updated_at === null
                    ? (row.art_image ?? '')
                    : servedArtUrl(row.art_image, {
                        id: row.art_id,
                        upload_key: row.art_upload_key,
                        updated_at: row.art_updated_at,
                      }),
              },
        evidence: evidence
          .filter((item) => item.report_id === row.id)
          .map((item) => ({
            id: item.id,
            originalName: item.original_name,
            mimeType: item.mime_type,
            sizeBytes: item.size_bytes,
            url: evidenceUrl(row.id, item.id),
          })),
      }),
    ),
    totalCount,
    page: query.page,
    pageSize: ADMIN_REPORTS_PAGE_SIZE,
    counts: countOf,
  };
}

/** Moves the report to a status and/or sets its note; false when there is none with this id. */
export async function updateReport(db: Kysely<Database>, id: number, change: ReportUpdateBody) {
  return reachedRow(
    db
      .updateTable('problem_reports')
      .set({
        ...(change.status ? { status: change.status } : {}),
        ...(change.note !== undefined ? { staff_note: change.note || null } : {}),
      })
      .where('id', '=', id),
  );
}

/** The art a report names, or undefined (no report, or a report about no art). */
export async function reportedArt(db: Kysely<Database>, reportId: number) {
  const row = await db
    .selectFrom('problem_reports')
    .select('art_id')
    .where('id', '=', reportId)
    .executeTakeFirst();
  return row ? { artId: row.art_id } : undefined;
}

/** Hides an art from the public (it stays for staff); false when there is none. */
export async function hideArt(db: Kysely<Database>, artId: number) {
  return reachedRow(
    db
      .updateTable('arts')
      .set({ is_visible: false, updated_at: sql`now()` })
      .where('id', '=', artId),
  );
}

/** A report's evidence file as stored, or undefined. */
export async function findEvidence(db: Kysely<Database>, reportId: number, evidenceId: number) {
  return db
    .selectFrom('report_evidence')
    .select(['stored_name', 'mime_type', 'original_name'])
    .where('id', '=', evidenceId)
    .where('report_id', '=', reportId)
    .executeTakeFirst();
}
