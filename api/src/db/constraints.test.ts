import {
  ACCESS_LEVELS,
  POPUP_AUDIENCES,
  POPUP_EVENT_ACTIONS,
  POPUP_POSITIONS,
  POPUP_SIZES,
  PREMIUM_PLAN_TYPES,
  REPORT_STATUSES,
} from '@arte-gospel/domain';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../testing/database/fresh-database';
import type { DatabaseHandle } from './database';
import { CHECKED_VALUES } from './migrations/0006-check-constraints';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(async () => {
  await handle?.close();
});

async function run(statement: RawBuilder<unknown>) {
  return statement.execute(handle.db);
}

/** The database itself refuses the row (a CHECK constraint, not the API's validation). */
async function refused(statement: RawBuilder<unknown>) {
  await expect(run(statement)).rejects.toThrow(/check constraint/i);
}

describe('CHECK constraints (migration 0006)', () => {
  it('hold the lists the domain knows', () => {
    expect(CHECKED_VALUES['users.nivelacesso']).toEqual(ACCESS_LEVELS);
    expect(CHECKED_VALUES['users.tipoplano']).toEqual(PREMIUM_PLAN_TYPES);
    expect(CHECKED_VALUES['popups.position']).toEqual(POPUP_POSITIONS);
    expect(CHECKED_VALUES['popups.size']).toEqual(POPUP_SIZES);
    expect(CHECKED_VALUES['popups.audience']).toEqual(POPUP_AUDIENCES);
    expect(CHECKED_VALUES['popup_events.action']).toEqual(POPUP_EVENT_ACTIONS);
    expect(CHECKED_VALUES['problem_reports.status']).toEqual(REPORT_STATUSES);
  });

  it('takes every known access level and plan, and no plan', async () => {
    const accounts = [
      ...ACCESS_LEVELS.map((level) => ({ level, plan: null })),
      ...PREMIUM_PLAN_TYPES.map((plan) => ({ level: 'premium', plan })),
    ];
    for (const [index, { level, plan }] of accounts.entries()) {
      await run(sql`insert into users (name, username, email, nivelacesso, tipoplano)
        values ('Ana', ${`ana${index}`}, ${`ana${index}@igreja.org`}, ${level}, ${plan})`);
    }
    const rows = await handle.db
      .selectFrom('users')
      .select('id')
      .where('name', '=', 'Ana')
      .execute();
    expect(rows).toHaveLength(accounts.length);
  });

  it('refuses an unknown access level or plan', async () => {
    await refused(sql`insert into users (name, username, email, nivelacesso)
      values ('Bia', 'bia', 'bia@igreja.org', 'chefe')`);
    await refused(sql`insert into users (name, username, email, tipoplano)
      values ('Bia', 'bia', 'bia@igreja.org', 'gratis')`);
    await refused(sql`update users set nivelacesso = 'Admin'`);
  });

  it('refuses an unknown popup audience, position, size or event', async () => {
    await refused(sql`insert into popups (audience) values ('todos')`);
    await refused(sql`insert into popups (position) values ('meio')`);
    await refused(sql`insert into popups (size) values ('enorme')`);
    const { id } = await handle.db
      .insertInto('popups')
      .values({ audience: 'premium', position: null, size: 'small' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await run(
      sql`insert into popup_events (popup_id, session_id, action) values (${id}, 's', 'view')`,
    );
    await refused(
      sql`insert into popup_events (popup_id, session_id, action) values (${id}, 's', 'abrir')`,
    );
  });

  it('refuses an unknown report status and view kind', async () => {
    await refused(sql`insert into problem_reports (report_type_id, title, description, status)
      values (1, 'Erro', 'Link quebrado', 'fechado')`);
    await refused(sql`insert into daily_views (kind, item_id, visitor, day)
      values ('banner', 1, 'ip:10.0.0.1', '2025-03-01')`);
  });
});
