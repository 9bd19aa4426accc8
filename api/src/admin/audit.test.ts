import { ACCESS_LEVELS } from '@arte-gospel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../../testing/api/client';
import { insertAccounts, insertArtRefs } from '../../../testing/api/fixtures';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { AUDIT_SNAPSHOT_MAX, snapshotText } from './audit';

// Every staff change is written to the audit log (issue 19): who, what, when, the row
// before and after; only admin reads it.
let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let refs: { formatId: number; fileTypeId: number; categoryId: number };

async function as(level: string) {
  const client = testClient(app);
  const res = await client.call('POST', '/api/login', {
    username: `${level}@demo.org`,
    password: 'demo12345',
  });
  expect(res.status, level).toBe(200);
  return client;
}

interface AuditPage {
  entries: Array<{
    actor: { id: number | null; name: string; level: string };
    action: string;
    targetType: string;
    targetId: string | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    createdAt: string;
  }>;
  totalCount: number;
}

beforeAll(async () => {
  handle = await freshDatabase();
  app = createApp({ db: handle.db, log: () => {} });
  await insertAccounts(
    handle.db,
    ACCESS_LEVELS.map((level) => ({ name: `Conta ${level}`, username: level, nivelacesso: level })),
  );
  refs = await insertArtRefs(handle.db);
});
afterAll(async () => {
  await handle?.close();
});

describe('the staff audit log', () => {
  it('keeps who created, changed and deleted an art, when, and the row before and after', async () => {
    const started = Date.now();
    const designerAdm = await as('designer_adm');
    const created = await designerAdm.call('POST', '/api/admin/arts', {
      title: 'Culto da Família — Domingo 19h',
      categoryId: refs.categoryId,
      formatId: refs.formatId,
      fileTypeId: refs.fileTypeId,
      imageUrl: '/media/arts/novo.webp',
      isPremium: false,
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    expect(
      (
        await designerAdm.call('PUT', `/api/admin/arts/${id}`, {
          title: 'Culto da Família — Domingo 18h',
          categoryId: refs.categoryId,
          formatId: refs.formatId,
          fileTypeId: refs.fileTypeId,
          imageUrl: '/media/arts/novo.webp',
          isPremium: true,
        })
      ).status,
    ).toBe(200);
    expect((await designerAdm.call('DELETE', `/api/admin/arts/${id}`)).status).toBe(200);

    const admin = await as('admin');
    const log = await admin.call('GET', `/api/admin/audit?targetType=arts&targetId=${id}`);
    expect(log.status).toBe(200);
    const { entries, totalCount } = log.body as unknown as AuditPage;
    expect(totalCount).toBe(3);
    // Newest first.
    expect(entries.map((e) => e.action)).toEqual(['art.delete', 'art.update', 'art.create']);
    const [deleted, updated, createdEntry] = entries as [
      AuditPage['entries'][0],
      AuditPage['entries'][0],
      AuditPage['entries'][0],
    ];
    for (const entry of entries) {
      expect(entry.actor).toMatchObject({ name: 'Conta designer_adm', level: 'designer_adm' });
      expect(entry.targetId).toBe(String(id));
      expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(started - 1000);
    }
    expect(createdEntry.before).toBeNull();
    expect(createdEntry.after).toMatchObject({ title: 'Culto da Família — Domingo 19h' });
    expect(updated.before).toMatchObject({
      title: 'Culto da Família — Domingo 19h',
      is_premium: false,
    });
    expect(updated.after).toMatchObject({
      title: 'Culto da Família — Domingo 18h',
      is_premium: true,
    });
    expect(deleted.before).toMatchObject({ title: 'Culto da Família — Domingo 18h' });
    expect(deleted.after).toBeNull();
  });

  it('logs the site settings changed by admin, before and after', async () => {
    const admin = await as('admin');
    expect(
      (await admin.call('PUT', '/api/admin/site-settings', { primaryColor: '#112233' })).status,
    ).toBe(200);
    const log = (await admin.call('GET', '/api/admin/audit?targetType=site_settings'))
      .body as unknown as AuditPage;
    expect(log.entries[0]).toMatchObject({
      action: 'settings.update',
      actor: { level: 'admin' },
      after: { primaryColor: '#112233' },
    });
  });

  it('writes nothing for a change that found no row', async () => {
    const admin = await as('admin');
    const before = ((await admin.call('GET', '/api/admin/audit')).body as unknown as AuditPage)
      .totalCount;
    expect((await admin.call('DELETE', '/api/admin/arts/999999')).status).toBe(404);
    const after = ((await admin.call('GET', '/api/admin/audit')).body as unknown as AuditPage)
      .totalCount;
    expect(after).toBe(before);
  });

  it('is read by admin only, with bounded parameters', async () => {
    expect((await testClient(app).call('GET', '/api/admin/audit')).status).toBe(401);
    for (const level of ['usuario', 'premium', 'designer', 'designer_adm', 'suporte']) {
      expect((await (await as(level)).call('GET', '/api/admin/audit')).status, level).toBe(403);
    }
    const admin = await as('admin');
    for (const query of ['limit=0', 'limit=101', 'page=0', 'targetType=arts;drop', 'page=abc']) {
      const res = await admin.call('GET', `/api/admin/audit?${query}`);
      expect(res.status, query).toBe(400);
      expect((res.body as { message: string }).message.length).toBeGreaterThan(0);
    }
  });

  it('leaves secrets out of a snapshot and bounds its size', () => {
    const text = snapshotText({
      id: 1,
      email: 'a@b.c',
      password_hash: 'scrypt$abc',
      nested: { resetToken: 'x', hottok: 'y' },
    });
    expect(JSON.parse(text as string)).toEqual({
      id: 1,
      email: 'a@b.c',
      password_hash: '[omitido]',
      nested: { resetToken: '[omitido]', hottok: '[omitido]' },
    });
    const big = snapshotText({ text: 'x'.repeat(AUDIT_SNAPSHOT_MAX * 2) }) as string;
    expect(big.length).toBeLessThan(AUDIT_SNAPSHOT_MAX + 100);
    expect(JSON.parse(big)).toMatchObject({ truncated: true });
    expect(snapshotText(undefined)).toBeNull();
  });
});
