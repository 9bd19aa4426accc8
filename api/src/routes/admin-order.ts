import { type AccessLevel, ReorderInputSchema } from '@arte-gospel/domain';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { recordAudit } from '../admin/audit';
import type { Reordered } from '../admin/reorder';
import type { AppEnv } from '../app-env';
import { requireLevel } from '../auth/session';
import type { Database } from '../db/schema';
import { validate } from '../validation';

// The order route of a staff list (issue 19: categories, designers, testimonials): the new
// order and its audit entry (the ids before and after) in one transaction.

export interface OrderRoute {
  /** Who may reorder the list. */
  roles: readonly AccessLevel[];
  /** The audit entry's action and target ('category.reorder', 'categories'). */
  action: string;
  targetType: string;
  /** Writes the order in the given transaction; null when `ids` are not the list's rows. */
  reorder: (db: Kysely<Database>, ids: readonly number[]) => Promise<Reordered | null>;
  /** The 409's message when the list sent is not the current one. */
  mismatch: string;
}

/** PUT <path> { ids } on `app`: the list's new order, 409 when `ids` are not its rows. */
export function orderRoute(app: Hono<AppEnv>, path: string, spec: OrderRoute) {
  app.put(path, requireLevel(spec.roles), validate('json', ReorderInputSchema), async (c) => {
    const { ids } = c.req.valid('json');
    const done = await c.var.db.transaction().execute(async (db) => {
      const order = await spec.reorder(db, ids);
      if (order)
        await recordAudit(db, c.var.user, {
          action: spec.action,
          targetType: spec.targetType,
          before: order.before,
          after: order.after,
        });
      return order !== null;
    });
    return done ? c.json({ success: true }) : c.json({ message: spec.mismatch }, 409);
  });
}
