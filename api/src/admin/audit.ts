import type { Kysely } from 'kysely';
import type { SessionUser } from '../app-env';
import { paged } from '../db/paging';
import type { Database } from '../db/schema';

// The staff audit log (issue 19): every change made through /api/admin is written here, in
// the same transaction as the change (auditedChange, auditedCreation). Rows are never edited.

/** What a change touched: 'art', 'category', 'user', 'report', 'popup', 'settings'... */
export type AuditTarget = string;

export interface AuditEntry {
  /** What was done, in a few words: 'art.update', 'user.premium.grant'. */
  action: string;
  targetType: AuditTarget;
  targetId?: string | number | null;
  /** A line for people ('Prêmio concedido por 30 dias: cortesia para o pastor'). */
  summary?: string | null;
  before?: unknown;
  after?: unknown;
}

/** A stored snapshot's largest size: a bigger one keeps its first part, marked cut. */
export const AUDIT_SNAPSHOT_MAX = 16_000;
const SECRET_KEY = /pass(word)?|hash|token|secret|hottok|cookie/i;

/** The JSON text of a snapshot, secrets out, bounded; null for nothing. */
export function snapshotText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = JSON.stringify(value, (key, item) =>
    key !== '' && SECRET_KEY.test(key) ? '[omitido]' : item,
  );
  if (text === undefined) return null;
  return text.length > AUDIT_SNAPSHOT_MAX
    ? JSON.stringify({ truncated: true, start: text.slice(0, AUDIT_SNAPSHOT_MAX) })
    : text;
}

/** Writes one change by `actor`. */
export async function recordAudit(
  db: Kysely<Database>,
  actor: Pick<SessionUser, 'id' | 'name' | 'username' | 'nivelacesso'>,
  entry: AuditEntry,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actor.id,
      actor_name: (actor.name ?? actor.username ?? `#${actor.id}`).slice(0, 200),
      actor_level: actor.nivelacesso ?? 'usuario',
      action: entry.action.slice(0, 80),
      target_type: entry.targetType.slice(0, 40),
      target_id: entry.targetId == null ? null : String(entry.targetId).slice(0, 80),
      summary: entry.summary?.slice(0, 500) ?? null,
      before: snapshotText(entry.before),
      after: snapshotText(entry.after),
    })
    .execute();
}

export interface AuditQuery {
  page: number;
  limit: number;
  targetType?: string | undefined;
  targetId?: string | undefined;
  actorId?: number | undefined;
}

/** A page of the log, newest first, with the total for the filter. */
export async function listAudit(db: Kysely<Database>, query: AuditQuery) {
  let base = db.selectFrom('audit_log');
  if (query.targetType) base = base.where('target_type', '=', query.targetType);
  if (query.targetId) base = base.where('target_id', '=', query.targetId);
  if (query.actorId !== undefined) base = base.where('actor_id', '=', query.actorId);
  const { rows, totalCount } = await paged(
    base,
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    query,
  );
  return {
    entries: rows.map((row) => ({
      id: row.id,
      actor: { id: row.actor_id, name: row.actor_name, level: row.actor_level },
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      summary: row.summary,
      before: parseSnapshot(row.before),
      after: parseSnapshot(row.after),
      createdAt: row.created_at.toISOString(),
    })),
    totalCount,
  };
}

function parseSnapshot(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The tables staff change a row of by its id. */
export type AuditedTable =
  | 'arts'
  | 'categories'
  | 'popups'
  | 'problem_reports'
  | 'users'
  | 'testimonials'
  | 'courses'
  | 'lessons';

/** A row as it is now, for the log's before or after (secrets are left out when written). */
export async function rowSnapshot(
  db: Kysely<Database>,
  table: AuditedTable,
  id: number,
): Promise<Record<string, unknown> | undefined> {
  return (await db
    .selectFrom(table as 'arts')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
}

type Actor = Parameters<typeof recordAudit>[1];

/**
 * Changes one row and writes it to the log in one transaction: the row before, the change
 * (`change` answers whether it found the row; nothing is logged when it did not), the row
 * after (none for a '.delete' action).
 */
export async function auditedChange(
  db: Kysely<Database>,
  actor: Actor,
  table: AuditedTable,
  id: number,
  action: string,
  change: (trx: Kysely<Database>) => Promise<boolean>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await rowSnapshot(trx, table, id);
    const found = await change(trx);
    if (found) {
      const after = action.endsWith('.delete') ? undefined : await rowSnapshot(trx, table, id);
      await recordAudit(trx, actor, { action, targetType: table, targetId: id, before, after });
    }
    return found;
  });
}

/** Creates a row and writes its creation to the log in one transaction; what `create` gave. */
export async function auditedCreation<T extends number | { id: number }>(
  db: Kysely<Database>,
  actor: Actor,
  table: AuditedTable,
  action: string,
  create: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const created = await create(trx);
    const id = typeof created === 'number' ? created : created.id;
    const after = await rowSnapshot(trx, table, id);
    await recordAudit(trx, actor, { action, targetType: table, targetId: id, after });
    return created;
  });
}
