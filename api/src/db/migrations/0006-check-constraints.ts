import { type Kysely, sql } from 'kysely';

// Issue 15: the columns that hold one of a few values refuse any other (the same on PGlite
// and PostgreSQL). The lists are written out, so this migration means the same forever;
// api/src/db/constraints.test.ts checks they still match the domain's lists.

export const CHECKED_VALUES = {
  'users.nivelacesso': ['usuario', 'premium', 'admin', 'designer_adm', 'designer', 'suporte'],
  'users.tipoplano': [
    'mensal',
    'anual',
    'vitalicio',
    'personalizado',
    'premium_mensal',
    'premium_anual',
    'premium_vitalicio',
  ],
  'popups.audience': ['all', 'visitor', 'free', 'premium'],
  'popups.position': ['center', 'top-left', 'top-right', 'bottom-left', 'bottom-right'],
  'popups.size': ['small', 'medium', 'large'],
  'popup_events.action': ['view', 'click', 'dismiss'],
  'problem_reports.status': ['aberto', 'em_analise', 'resolvido', 'descartado'],
  'daily_views.kind': ['art', 'popup'],
} as const;

function constraintName(column: string): string {
  return `${column.replace('.', '_')}_check`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, values] of Object.entries(CHECKED_VALUES)) {
    const [table, name] = column.split('.') as [string, string];
    // A null stays allowed where the column takes it (no plan, no position chosen).
    await db.schema
      .alterTable(table)
      .addCheckConstraint(
        constraintName(column),
        sql`${sql.ref(name)} in (${sql.join(values.map((value) => sql.lit(value)))})`,
      )
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of Object.keys(CHECKED_VALUES)) {
    await db.schema
      .alterTable(column.split('.')[0] as string)
      .dropConstraint(constraintName(column))
      .execute();
  }
}
