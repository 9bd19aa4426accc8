import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../testing/database/fresh-database';
import { createApp } from './app';
import type { DatabaseHandle } from './db/database';
import { seedDemoCatalogue } from './seed';
import { DEMO_CATEGORIES } from './seed/categories';

describe('api on a fresh database', () => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  const logged: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    handle = await freshDatabase();
    app = createApp({ db: handle.db, log: (entry) => logged.push(entry) });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('seeds every category slug once and is a no-op the second time', async () => {
    expect(await seedDemoCatalogue(handle.db)).toEqual({ seeded: true });
    expect(await seedDemoCatalogue(handle.db)).toEqual({ seeded: false });
    const rows = await handle.db.selectFrom('categories').select('slug').execute();
    expect(rows.map((r) => r.slug).sort()).toEqual(DEMO_CATEGORIES.map((c) => c.slug).sort());
  });

  it('GET /api/categories lists the categories from the database', async () => {
    await handle.db
      .updateTable('categories')
      .set({ name: 'Agendas da Igreja' })
      .where('slug', '=', 'agendas')
      .execute();
    const res = await app.request('/api/categories');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Array<Record<string, unknown>>;
    expect(body).toHaveLength(DEMO_CATEGORIES.length);
    expect(body[0]).toMatchObject({ slug: 'agendas', name: 'Agendas da Igreja', isPremium: false });
    expect(Object.keys(body[0] ?? {})).toEqual(
      expect.arrayContaining([
        'id',
        'name',
        'slug',
        'artCount',
        'lastUpdate',
        'createdAt',
        'updatedAt',
        'isPremium',
      ]),
    );
  });

  it('answers an unknown /api path with a JSON 404 in pt-BR', async () => {
    const res = await app.request('/api/nao-existe');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ message: 'Recurso não encontrado' });
  });

  it('hides internal errors behind a pt-BR message, without a stack trace', async () => {
    const broken = createApp({
      db: new Proxy(handle.db, {
        get: () => {
          throw new Error('database exploded at secret/path.ts:12');
        },
      }),
      log: (entry) => logged.push(entry),
    });
    const res = await broken.request('/api/categories');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      message: 'Erro interno do servidor. Tente novamente mais tarde.',
    });
    expect(text).not.toContain('secret/path.ts');
    expect(logged.some((entry) => String(entry.error).includes('database exploded'))).toBe(true);
  });
});
