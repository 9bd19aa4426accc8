import type { ReportStatus } from '@arte-gospel/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { reachedRow } from '../db/writes';

// Problem reports as support reads and settles them (filing one is reports/reports.ts).

/** The latest 500 reports, newest first, with the reporting account's email and name. */
export async function listReports(db: Kysely<Database>) {
  return db
    .selectFrom('problem_reports as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.report_type_id',
      'r.title',
      'r.description',
      'r.email',
      'r.whatsapp',
      'r.status',
      'r.created_at',
      'u.email as user_email',
      'u.name as user_name',
    ])
    .orderBy('r.id', 'desc')
    .limit(500)
    .execute();
}

/** Moves the report to `status`; false when there is none with this id. */
export async function setReportStatus(db: Kysely<Database>, id: number, status: ReportStatus) {
  return reachedRow(db.updateTable('problem_reports').set({ status }).where('id', '=', id));
}
