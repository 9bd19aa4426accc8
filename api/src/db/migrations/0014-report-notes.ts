import { type Kysely, sql } from 'kysely';

// Issue 19, the reports queue: staff keep a note on a report (bounded), and a report filed
// from an art's page names the art, so staff can open it and unpublish it from the report.
// Support finds the open reports first (index on status).

export const REPORT_NOTE_MAX = 2000;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('problem_reports')
    .addColumn('staff_note', 'text')
    .addColumn('art_id', 'integer', (c) => c.references('arts.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('problem_reports')
    .addCheckConstraint(
      'problem_reports_staff_note_length',
      sql`char_length(staff_note) <= ${sql.lit(REPORT_NOTE_MAX)}`,
    )
    .execute();
  await db.schema
    .createIndex('problem_reports_status')
    .on('problem_reports')
    .columns(['status', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('problem_reports_status').execute();
  await db.schema
    .alterTable('problem_reports')
    .dropConstraint('problem_reports_staff_note_length')
    .execute();
  await db.schema
    .alterTable('problem_reports')
    .dropColumn('staff_note')
    .dropColumn('art_id')
    .execute();
}
