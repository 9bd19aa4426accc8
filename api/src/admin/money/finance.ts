import {
  ANNUAL_PRICE,
  type FinanceGrouping,
  type FinanceResponse,
  type FinanceRow,
  isCheckoutPlanSlug,
  MONTHLY_PRICE,
  type MoneyFigures,
  type PlanSlug,
} from '@arte-gospel/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { eventKind } from '../../purchases/postback';

// The finance page's figures (issue 19): sales, refunds and chargebacks from the purchase
// ledger, by day or month in Brazil's time and by plan, with the amounts the provider sent;
// the paying members and the monthly recurring revenue from the accounts. Only the
// provider's deliveries (and staff replays of them) count: tests and simulations do not.

export const BRAZIL_TIME_ZONE = 'America/Sao_Paulo';
const SALE_EVENTS = ['PURCHASE_APPROVED', 'PURCHASE_COMPLETE', 'approved', 'renewed'];
const REFUND_EVENTS = ['PURCHASE_REFUNDED', 'refunded'];
const CHARGEBACK_EVENTS = ['PURCHASE_CHARGEBACK', 'chargeback'];

type Movement = 'sale' | 'refund' | 'chargeback';

/** One money movement of the ledger: a sale (a transaction's first approval), a refund, a chargeback. */
export interface LedgerMovement {
  id: number;
  kind: Movement;
  /** The provider's time (else when it arrived). */
  at: Date;
  /** The day in Brazil, YYYY-MM-DD. */
  day: string;
  plan: PlanSlug | null;
  transactionId: string;
  email: string;
  event: string;
  amountCents: number | null;
  currency: string | null;
  result: string;
  userName: string | null;
  payload: string;
}

/** Today's date in Brazil, YYYY-MM-DD. */
export function brazilToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: BRAZIL_TIME_ZONE }).format(now);
}

/** The day `days` before `day` (both YYYY-MM-DD). */
export function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

const movementAt = sql<Date>`coalesce(p.event_at, p.created_at)`;
const movementDay = sql<string>`to_char(${movementAt} at time zone ${BRAZIL_TIME_ZONE}, 'YYYY-MM-DD')`;

/**
 * The period's movements, oldest first. A transaction is one sale however many approval
 * events it has (PURCHASE_COMPLETE follows PURCHASE_APPROVED), dated by the first; refunds
 * and chargebacks are one per event (the ledger keeps one row per transaction and event).
 */
export async function ledgerMovements(
  db: Kysely<Database>,
  from: string,
  to: string,
): Promise<LedgerMovement[]> {
  const rows = await db
    .selectFrom('purchases as p')
    .leftJoin('webhook_deliveries as d', 'd.id', 'p.delivery_id')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'p.id',
      'p.event',
      'p.plan',
      'p.transaction_id',
      'p.email',
      'p.amount_cents',
      'p.currency',
      'p.result',
      'p.payload',
      'u.name as user_name',
      movementAt.as('at'),
      movementDay.as('day'),
    ])
    .where('p.event', 'in', [...SALE_EVENTS, ...REFUND_EVENTS, ...CHARGEBACK_EVENTS])
    .where((eb) =>
      eb.or([eb('d.origin', 'is', null), eb('d.origin', 'in', ['provider', 'replay'])]),
    )
    .where(movementDay, '>=', from)
    .where(movementDay, '<=', to)
    .orderBy(movementAt)
    .orderBy('p.id')
    .execute();
  const sold = new Set<string>();
  const movements: LedgerMovement[] = [];
  for (const row of rows) {
    const kind: Movement = SALE_EVENTS.includes(row.event)
      ? 'sale'
      : REFUND_EVENTS.includes(row.event)
        ? 'refund'
        : 'chargeback';
    if (kind === 'sale') {
      if (sold.has(row.transaction_id)) continue;
      sold.add(row.transaction_id);
    }
    movements.push({
      id: row.id,
      kind,
      at: new Date(row.at),
      day: row.day,
      plan: row.plan && isCheckoutPlanSlug(row.plan) ? row.plan : null,
      transactionId: row.transaction_id,
      email: row.email,
      event: row.event,
      amountCents: row.amount_cents,
      currency: row.currency,
      result: row.result,
      userName: row.user_name,
      payload: row.payload,
    });
  }
  return movements;
}

const emptyFigures = (): MoneyFigures => ({
  sales: 0,
  salesCents: 0,
  refunds: 0,
  refundsCents: 0,
  chargebacks: 0,
  chargebacksCents: 0,
});

function add(figures: MoneyFigures, movement: LedgerMovement) {
  const amount = movement.amountCents ?? 0;
  if (movement.kind === 'sale') {
    figures.sales += 1;
    figures.salesCents += amount;
  } else if (movement.kind === 'refund') {
    figures.refunds += 1;
    figures.refundsCents += amount;
  } else {
    figures.chargebacks += 1;
    figures.chargebacksCents += amount;
  }
}

/** Movements summed by period (day or month), plan and currency, in period order. */
export function financeRows(movements: LedgerMovement[], groupBy: FinanceGrouping): FinanceRow[] {
  const rows = new Map<string, FinanceRow>();
  for (const movement of movements) {
    const period = groupBy === 'month' ? movement.day.slice(0, 7) : movement.day;
    const currency = movement.currency ?? 'BRL';
    const key = `${period}|${movement.plan ?? ''}|${currency}`;
    let row = rows.get(key);
    if (!row) {
      row = { period, plan: movement.plan, currency, ...emptyFigures() };
      rows.set(key, row);
    }
    add(row, movement);
  }
  const planOrder = (plan: PlanSlug | null) =>
    plan === null ? 3 : ['mensal', 'anual', 'vitalicio'].indexOf(plan);
  return [...rows.values()].sort(
    (a, b) =>
      a.period.localeCompare(b.period) ||
      planOrder(a.plan) - planOrder(b.plan) ||
      a.currency.localeCompare(b.currency),
  );
}

function totals(movements: LedgerMovement[]) {
  const byCurrency = new Map<string, MoneyFigures>();
  for (const movement of movements) {
    const currency = movement.currency ?? 'BRL';
    const figures = byCurrency.get(currency) ?? emptyFigures();
    add(figures, movement);
    byCurrency.set(currency, figures);
  }
  return [...byCurrency.entries()]
    .sort(([a], [b]) => (a === 'BRL' ? -1 : b === 'BRL' ? 1 : a.localeCompare(b)))
    .map(([currency, figures]) => ({ currency, ...figures }));
}

/** A plan's list price in cents (domain/src/plans), for a member without a BRL payment. */
const LIST_PRICE_CENTS: Readonly<Record<'mensal' | 'anual', number>> = {
  mensal: MONTHLY_PRICE * 100,
  anual: ANNUAL_PRICE * 100,
};

/**
 * The paying members now and the monthly recurring revenue. A recurring member is an
 * account whose mensal or anual plan came from the provider, is not over and was not
 * cancelled after its last payment; its price is that payment's (in BRL), else the plan's
 * list price. MRR = Σ mensal prices + Σ anual prices / 12, rounded to the cent at the end.
 */
export async function recurringRevenue(db: Kysely<Database>, now = new Date()) {
  const members = await db
    .selectFrom('users')
    .select(['id', 'tipoplano', 'acessovitalicio'])
    .where('origemassinatura', '=', 'hotmart')
    .where((eb) =>
      eb.or([
        eb('acessovitalicio', '=', true),
        eb.and([eb('tipoplano', 'in', ['mensal', 'anual']), eb('dataexpiracao', '>', now)]),
      ]),
    )
    .execute();
  const recurring = members.filter((member) => !member.acessovitalicio);
  const ids = recurring.map((member) => member.id);
  const rows = ids.length
    ? await db
        .selectFrom('purchases')
        .select(['user_id', 'event', 'amount_cents', 'currency', 'event_at', 'created_at', 'id'])
        .where('user_id', 'in', ids)
        .where('result', '=', 'applied')
        .execute()
    : [];
  const time = (row: (typeof rows)[number]) => (row.event_at ?? row.created_at).getTime();
  const counts = { mensal: 0, anual: 0, vitalicio: members.length - recurring.length };
  let mensalCents = 0;
  let anualCents = 0;
  for (const member of recurring) {
    const own = rows.filter((row) => row.user_id === member.id);
    const grants = own
      .filter((row) => eventKind(row.event) === 'grant')
      .sort((a, b) => time(a) - time(b) || a.id - b.id);
    const lastGrant = grants.at(-1);
    const cancelled = own.some(
      (row) => eventKind(row.event) === 'cancel' && (!lastGrant || time(row) > time(lastGrant)),
    );
    if (cancelled) continue;
    const plan = member.tipoplano as 'mensal' | 'anual';
    const paid =
      lastGrant?.currency === 'BRL' && lastGrant.amount_cents != null
        ? lastGrant.amount_cents
        : LIST_PRICE_CENTS[plan];
    counts[plan] += 1;
    if (plan === 'mensal') mensalCents += paid;
    else anualCents += paid;
  }
  return {
    subscribers: counts,
    activeSubscribers: counts.mensal + counts.anual,
    mrrCents: Math.round(mensalCents + anualCents / 12),
  };
}

export async function financeReport(
  db: Kysely<Database>,
  period: { from: string; to: string; groupBy: FinanceGrouping },
  now = new Date(),
): Promise<FinanceResponse> {
  const movements = await ledgerMovements(db, period.from, period.to);
  return {
    ...period,
    rows: financeRows(movements, period.groupBy),
    totals: totals(movements),
    ...(await recurringRevenue(db, now)),
  };
}

// ---- CSV -----------------------------------------------------------------------------

const MOVEMENT_LABELS: Readonly<Record<Movement, string>> = {
  sale: 'Venda',
  refund: 'Reembolso',
  chargeback: 'Chargeback',
};
const PLAN_LABELS: Readonly<Record<PlanSlug, string>> = {
  mensal: 'Mensal',
  anual: 'Anual',
  vitalicio: 'Vitalício',
};

/**
 * One CSV field: quoted when it holds the separator, a quote, a comma or a line break (a
 * quote doubled), except an amount ('47,00'); a text a spreadsheet would run as a formula (=, +, -, @, tab, CR) is
 * prefixed with an apostrophe.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  if (/^-?\d+,\d{2}$/.test(text)) return text; // an amount: its comma is the decimal mark
  return /[";,\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Cents as Brazilian decimals, without the symbol: 4700 → '47,00'. */
export function decimalBRL(cents: number | null): string {
  if (cents === null) return '';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** The buyer's name the provider sent (data.buyer.name), when the payload has one. */
function buyerName(payload: string): string | null {
  try {
    const name = JSON.parse(payload)?.data?.buyer?.name;
    return typeof name === 'string' && name.trim() ? name.trim().slice(0, 200) : null;
  } catch {
    return null;
  }
}

export const FINANCE_CSV_HEADER = [
  'Data',
  'Movimento',
  'Plano',
  'Transação',
  'Comprador',
  'E-mail',
  'Valor',
  'Moeda',
  'Resultado',
];

/**
 * The period's movements as CSV for a spreadsheet in Portuguese: a UTF-8 BOM (so Excel
 * reads the accents), ';' between fields (Excel's separator in pt-BR, where ',' is the
 * decimal mark), CRLF line ends.
 */
export function financeCsv(movements: LedgerMovement[]): string {
  const lines = [FINANCE_CSV_HEADER.map(csvField).join(';')];
  for (const movement of movements) {
    lines.push(
      [
        movement.day.split('-').reverse().join('/'),
        MOVEMENT_LABELS[movement.kind],
        movement.plan ? PLAN_LABELS[movement.plan] : 'Sem plano',
        movement.transactionId,
        buyerName(movement.payload) ?? movement.userName,
        movement.email,
        decimalBRL(movement.amountCents),
        movement.currency,
        movement.result,
      ]
        .map(csvField)
        .join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
