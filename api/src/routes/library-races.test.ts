import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../../../testing/api/client';
import { insertAccounts, insertNamed } from '../../../testing/api/fixtures';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';

// The free limits under parallel calls (issue 14 item 5): on PostgreSQL a count-then-insert
// outside one transaction let 17 of 40 parallel downloads through (limit 10). Run these with
// DATABASE_URL too.

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
const artIds: number[] = [];

const signedIn = (email: string) => signedInClient(app, email);

beforeAll(async () => {
  handle = await freshDatabase();
  const { db } = handle;
  app = createApp({ db, log: () => {} });
  await insertAccounts(db, [
    { name: 'Baixa', username: 'baixa' },
    { name: 'Coleciona', username: 'coleciona' },
  ]);
  const [format] = await insertNamed(db, 'formats', [{ name: 'Cartaz', slug: 'cartaz' }]);
  const [fileType] = await insertNamed(db, 'file_types', [{ name: 'Canva', slug: 'canva' }]);
  const rows = await db
    .insertInto('arts')
    .values(
      Array.from({ length: 45 }, (_, i) => ({
        title: `Arte ${i + 1}`,
        search_text: `arte ${i + 1}`,
        image_url: `/media/arts/${i + 1}.webp`,
        format_id: format!,
        file_type_id: fileType!,
        is_visible: true,
      })),
    )
    .returning('id')
    .execute();
  artIds.push(...rows.map((row) => row.id));
});
afterAll(async () => {
  await handle?.close();
});

describe('free limits under parallel calls', () => {
  it('40 parallel downloads of a free account: exactly 10 counted', async () => {
    const user = await signedIn('baixa@demo.org');
    const answers = await Promise.all(
      artIds.slice(0, 40).map((id) => user.call('POST', `/api/arts/${id}/download`)),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(10);
    expect(answers.filter((res) => res.status === 403)).toHaveLength(30);
    const used = answers
      .filter((res) => res.status === 200)
      .map((res) => res.body.downloadsUsed as number)
      .sort((a, b) => a - b);
    expect(used).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const stored = await handle.db
      .selectFrom('downloads')
      .innerJoin('users', 'users.id', 'downloads.user_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('users.username', '=', 'baixa')
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(10);
    const { total } = await handle.db
      .selectFrom('arts')
      .select((eb) => eb.fn.sum<number>('download_count').as('total'))
      .executeTakeFirstOrThrow();
    expect(Number(total)).toBe(10);
  });

  it('43 parallel favourites of a free account: exactly 20 kept', async () => {
    const user = await signedIn('coleciona@demo.org');
    const answers = await Promise.all(
      artIds.slice(0, 43).map((id) => user.call('POST', `/api/arts/${id}/favorite`)),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(20);
    expect(answers.filter((res) => res.status === 403)).toHaveLength(23);
    const counts = answers
      .filter((res) => res.status === 200)
      .map((res) => res.body.count as number)
      .sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const listed = await user.call<{ totalCount: number }>('GET', '/api/favorites');
    expect(listed.body.totalCount).toBe(20);
  });
});
