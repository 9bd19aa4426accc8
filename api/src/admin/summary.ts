import { type AdminSummary, hasStaffRole } from '@arte-gospel/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { EVENT_KINDS } from '../purchases/postback';
import { startOfToday } from './users-repository';

// The admin home (issue 19): what each level needs first. admin: today's sales, sign-ups and
// failed postbacks; admin and designer_adm: the arts waiting; everyone: the open reports.

/** Postback results that mean something went wrong and a person should look. */
export const FAILED_DELIVERY_RESULTS = ['invalid', 'refused', 'unmatched'] as const;

/** The events that are a sale (a payment that grants access). */
const SALE_EVENTS = Object.keys(EVENT_KINDS).filter((event) => EVENT_KINDS[event] === 'grant');

const count = (row: { n: string | number | bigint } | undefined) => Number(row?.n ?? 0);

export async function adminSummary(
  db: Kysely<Database>,
  level: string | null | undefined,
): Promise<AdminSummary> {
  const user = { nivelacesso: level };
  const openReports = count(
    await db
      .selectFrom('problem_reports')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', 'in', ['aberto', 'em_analise'])
      .executeTakeFirst(),
  );
  const summary: AdminSummary = { openReports };
  if (hasStaffRole(user, 'publishers')) {
    const arts = await db
      .selectFrom('arts')
      .select([
        sql<string>`count(*) filter (where not is_visible)`.as('hidden'),
        sql<string>`count(*) filter (where is_visible and created_at > now())`.as('scheduled'),
      ])
      .executeTakeFirstOrThrow();
    summary.arts = { hidden: Number(arts.hidden), scheduled: Number(arts.scheduled) };
  }
  if (hasStaffRole(user, 'admins')) {
    const [sales, signUps, errors] = await Promise.all([
      db
        .selectFrom('purchases')
        .select([
          sql<string>`count(distinct transaction_id)`.as('n'),
          sql<string>`coalesce(sum(amount_cents), 0)`.as('cents'),
        ])
        .where('result', '=', 'applied')
        .where('applied_at', '>=', startOfToday)
        .where('event', 'in', SALE_EVENTS)
        .executeTakeFirst(),
      db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('created_at', '>=', startOfToday)
        .executeTakeFirst(),
      db
        .selectFrom('webhook_deliveries')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('result', 'in', [...FAILED_DELIVERY_RESULTS])
        .where('received_at', '>=', startOfToday)
        .executeTakeFirst(),
    ]);
    summary.today = {
      sales: count(sales),
      salesCents: Number(sales?.cents ?? 0),
      signUps: count(signUps),
      errors: count(errors),
    };
  }
  return summary;
}
