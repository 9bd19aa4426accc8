import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../testing/database/fresh-database';
import type { DatabaseHandle } from '../db/database';
import { brazilDay, recordView, viewerKey } from './views';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(async () => {
  await handle?.close();
});

describe('daily views', () => {
  it('names the visitor by account, else by address', () => {
    expect(viewerKey({ id: 7 }, '10.0.0.1')).toBe('user:7');
    expect(viewerKey(null, '10.0.0.1')).toBe('ip:10.0.0.1');
  });

  it('uses the calendar day in Brazil (UTC−3)', () => {
    expect(brazilDay(new Date('2025-03-02T02:59:00Z'))).toBe('2025-03-01');
    expect(brazilDay(new Date('2025-03-02T03:00:00Z'))).toBe('2025-03-02');
  });

  it('counts the first view of a day only, again the next day, and purges past days', async () => {
    const { db } = handle;
    const view = { kind: 'art' as const, itemId: 1, visitor: 'ip:10.0.0.9' };
    const day1 = new Date('2025-03-01T15:00:00Z');
    expect(await recordView(db, view, day1)).toBe(true);
    expect(await recordView(db, view, day1)).toBe(false);
    expect(await recordView(db, { ...view, kind: 'popup' }, day1)).toBe(true);
    expect(await recordView(db, { ...view, itemId: 2 }, day1)).toBe(true);
    const day2 = new Date('2025-03-02T15:00:00Z');
    expect(await recordView(db, view, day2)).toBe(true);
    // The first call of day 2 purged day 1's rows (purges run at most hourly).
    const rows = await db.selectFrom('daily_views').select(['kind', 'item_id']).execute();
    expect(rows).toEqual([{ kind: 'art', item_id: 1 }]);
  });
});
