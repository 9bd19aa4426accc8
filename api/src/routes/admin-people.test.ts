import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAddress, testClient } from '../../../testing/api/client';
import { insertAccounts, insertArtRefs } from '../../../testing/api/fixtures';
import { lastEmailTo } from '../../../testing/api/outbox';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { SELF_DEMOTION_MESSAGE } from './admin-people';

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let ids: Record<string, number>;
let evidenceDir: string;
let artId: number;

const LEVELS = ['admin', 'designer_adm', 'suporte', 'designer', 'premium', 'usuario'] as const;

async function as(username: string) {
  const client = testClient(app);
  const res = await client.call('POST', '/api/login', {
    username: `${username}@demo.org`,
    password: 'demo12345',
  });
  expect(res.status, username).toBe(200);
  return client;
}

async function auditRows(targetType: string, targetId: number) {
  return handle.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', targetType)
    .where('target_id', '=', String(targetId))
    .orderBy('id')
    .execute();
}

async function insertReport(values: { title: string; art_id?: number | null; status?: string }) {
  const row = await handle.db
    .insertInto('problem_reports')
    .values({
      report_type_id: 3,
      title: values.title,
      description: 'Conteúdo impróprio na arte.',
      user_id: ids.usuario!,
      art_id: values.art_id ?? null,
      status: (values.status ?? 'aberto') as 'aberto',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  handle = await freshDatabase();
  evidenceDir = await mkdtemp(path.join(tmpdir(), 'evidence-'));
  app = createApp({ db: handle.db, log: () => {}, evidenceDir });
  ids = await insertAccounts(handle.db, [
    ...LEVELS.map((level) => ({ name: `Conta ${level}`, username: level, nivelacesso: level })),
    { name: 'Maria Lúcia Prado', username: 'maria', nivelacesso: 'usuario' as const },
    { name: 'Outro Admin', username: 'admin2', nivelacesso: 'admin' as const },
    { name: 'Sessões Abertas', username: 'sessoes', nivelacesso: 'usuario' as const },
  ]);
  const refs = await insertArtRefs(handle.db);
  const art = await handle.db
    .insertInto('arts')
    .values({
      title: 'Culto de Ceia',
      search_text: 'culto de ceia',
      image_url: '/media/arts/ceia.webp',
      format_id: refs.formatId,
      file_type_id: refs.fileTypeId,
      category_id: refs.categoryId,
      is_visible: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  artId = art.id;
  await handle.db
    .insertInto('downloads')
    .values([
      { user_id: ids.maria!, art_id: artId },
      { user_id: ids.maria!, art_id: artId, created_at: new Date('2020-01-05T12:00:00Z') },
    ])
    .execute();
  await handle.db.insertInto('favorites').values({ user_id: ids.maria!, art_id: artId }).execute();
});
afterAll(async () => {
  await handle?.close();
  if (evidenceDir) await rm(evidenceDir, { recursive: true, force: true });
});

describe('who may call each people endpoint', () => {
  it('answers 401 without a session and 403 to the levels outside each call', async () => {
    const reportId = await insertReport({ title: 'Matriz de papéis', art_id: null });
    const target = ids.maria!;
    const calls = [
      ['GET', '/api/admin/users', undefined, ['admin', 'designer_adm']],
      ['PUT', `/api/admin/users/${target}/level`, { nivelacesso: 'usuario' }, ['admin']],
      ['POST', `/api/admin/users/${target}/premium`, { mode: 'x' }, ['admin', 'designer_adm']],
      [
        'POST',
        `/api/admin/users/${target}/verification-email`,
        undefined,
        ['admin', 'designer_adm'],
      ],
      ['DELETE', `/api/admin/users/${target}/sessions`, undefined, ['admin', 'designer_adm']],
      ['GET', '/api/admin/reports', undefined, ['admin', 'designer_adm', 'suporte']],
      [
        'PATCH',
        `/api/admin/reports/${reportId}`,
        { status: 'x' },
        ['admin', 'designer_adm', 'suporte'],
      ],
      [
        'POST',
        `/api/admin/reports/${reportId}/unpublish-art`,
        undefined,
        ['admin', 'designer_adm', 'suporte'],
      ],
      ['GET', '/api/admin/summary', undefined, ['admin', 'designer_adm', 'suporte']],
    ] as const;
    const visitor = testClient(app);
    for (const [method, url, body] of calls) {
      expect((await visitor.call(method, url, body)).status, `visitante ${method} ${url}`).toBe(
        401,
      );
    }
    for (const level of LEVELS) {
      const client = await as(level);
      for (const [method, url, body, allowed] of calls) {
        const { status } = await client.call(method, url, body);
        if ((allowed as readonly string[]).includes(level)) {
          expect(status, `${level} ${method} ${url}`).not.toBe(403);
          expect(status, `${level} ${method} ${url}`).not.toBe(401);
        } else {
          expect(status, `${level} ${method} ${url}`).toBe(403);
        }
      }
    }
  });
});

describe('users', () => {
  it('searches by name or e-mail with the counts, and never sends a password hash', async () => {
    const admin = await as('admin');
    const res = await admin.call<{
      users: Array<Record<string, unknown>>;
      totalCount: number;
      pageSize: number;
    }>('GET', '/api/admin/users?q=lúcia');
    expect(res.status).toBe(200);
    expect(res.body.totalCount).toBe(1);
    expect(res.body.pageSize).toBe(20);
    expect(res.body.users[0]).toMatchObject({
      id: ids.maria,
      name: 'Maria Lúcia Prado',
      email: 'maria@demo.org',
      nivelacesso: 'usuario',
      tipoplano: null,
      downloadsThisMonth: 1,
      downloadsTotal: 2,
      favorites: 1,
      purchases: 0,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash|scrypt/i);
    const byEmail = await admin.call<{ users: Array<{ id: number }> }>(
      'GET',
      '/api/admin/users?q=MARIA@DEMO',
    );
    expect(byEmail.body.users.map((user) => user.id)).toEqual([ids.maria]);
    // A LIKE wildcard is a literal character.
    const wildcard = await admin.call<{ totalCount: number }>('GET', '/api/admin/users?q=%25');
    expect(wildcard.body.totalCount).toBe(0);
  });

  it('bounds the search and the page', async () => {
    const admin = await as('admin');
    expect((await admin.call('GET', `/api/admin/users?q=${'a'.repeat(101)}`)).body).toEqual({
      message: 'A busca deve ter no máximo 100 caracteres',
    });
    expect((await admin.call('GET', '/api/admin/users?page=0')).status).toBe(400);
    expect((await admin.call('GET', '/api/admin/users?page=10001')).status).toBe(400);
  });

  it('lets only an admin change a level, never their own, and audits it', async () => {
    const admin = await as('admin');
    expect(
      (await admin.call('PUT', `/api/admin/users/${ids.admin}/level`, { nivelacesso: 'usuario' }))
        .body,
    ).toEqual({ message: SELF_DEMOTION_MESSAGE });
    expect(
      (await admin.call('PUT', `/api/admin/users/${ids.maria}/level`, { nivelacesso: 'rei' })).body,
    ).toEqual({ message: 'Nível de acesso inválido' });
    expect(
      (await admin.call('PUT', '/api/admin/users/999999/level', { nivelacesso: 'suporte' })).status,
    ).toBe(404);
    const res = await admin.call('PUT', `/api/admin/users/${ids.designer}/level`, {
      nivelacesso: 'suporte',
    });
    expect(res.body).toEqual({ success: true });
    const [row] = await auditRows('users', ids.designer!);
    expect(row).toMatchObject({ action: 'user.level', actor_id: ids.admin, actor_level: 'admin' });
    expect(JSON.parse(row!.before!)).toMatchObject({ nivelacesso: 'designer' });
    expect(JSON.parse(row!.after!)).toMatchObject({
      nivelacesso: 'suporte',
      password_hash: '[omitido]',
    });
    // The other admin may lower this one (two admins: no lock-out).
    const other = await as('admin2');
    expect(
      (
        await other.call('PUT', `/api/admin/users/${ids.designer}/level`, {
          nivelacesso: 'designer',
        })
      ).status,
    ).toBe(200);
  });

  it('gives premium by hand for days, until a date or for life, with the reason in the log', async () => {
    const designerAdm = await as('designer_adm');
    const start = Date.now();
    expect(
      (
        await designerAdm.call('POST', `/api/admin/users/${ids.maria}/premium`, {
          mode: 'days',
          plan: 'mensal',
          days: 30,
          reason: 'Cortesia para o pastor',
        })
      ).body,
    ).toEqual({ success: true });
    const user = await handle.db
      .selectFrom('users')
      .select(['nivelacesso', 'tipoplano', 'dataexpiracao', 'origemassinatura', 'acessovitalicio'])
      .where('id', '=', ids.maria!)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      nivelacesso: 'premium',
      tipoplano: 'mensal',
      origemassinatura: 'manual',
      acessovitalicio: false,
    });
    const thirtyDays = 30 * 24 * 60 * 60 * 1000;
    expect(user.dataexpiracao!.getTime()).toBeGreaterThanOrEqual(start + thirtyDays);
    expect(user.dataexpiracao!.getTime()).toBeLessThan(start + thirtyDays + 60_000);

    // Extending adds to the current end.
    await designerAdm.call('POST', `/api/admin/users/${ids.maria}/premium`, {
      mode: 'days',
      plan: 'mensal',
      days: 10,
      reason: 'Mais dez dias de cortesia',
    });
    const extended = await handle.db
      .selectFrom('users')
      .select('dataexpiracao')
      .where('id', '=', ids.maria!)
      .executeTakeFirstOrThrow();
    expect(extended.dataexpiracao!.getTime() - user.dataexpiracao!.getTime()).toBe(
      10 * 24 * 60 * 60 * 1000,
    );

    await designerAdm.call('POST', `/api/admin/users/${ids.maria}/premium`, {
      mode: 'until',
      plan: 'anual',
      until: '2099-12-31T00:00:00.000Z',
      reason: 'Parceria com o ministério',
    });
    await designerAdm.call('POST', `/api/admin/users/${ids.maria}/premium`, {
      mode: 'lifetime',
      reason: 'Doação ao projeto',
    });
    const rows = (await auditRows('users', ids.maria!)).filter(
      (row) => row.action === 'user.premium.grant',
    );
    expect(rows.map((row) => row.summary)).toEqual([
      'Premium mensal por 30 dias: Cortesia para o pastor',
      'Premium mensal por 10 dias: Mais dez dias de cortesia',
      'Premium anual até 2099-12-31: Parceria com o ministério',
      'Premium vitalício: Doação ao projeto',
    ]);
    expect(JSON.parse(rows[0]!.before!)).toMatchObject({ tipoplano: null, nivelacesso: 'usuario' });
    expect(JSON.parse(rows[3]!.after!)).toMatchObject({
      tipoplano: 'vitalicio',
      acessovitalicio: true,
      dataexpiracao: null,
      origemassinatura: 'manual',
    });
    expect(rows[0]!.actor_level).toBe('designer_adm');

    // The account's own subscription page reads it as given here (no provider to manage it).
    const maria = await as('maria');
    expect((await maria.call('GET', '/api/me/subscription')).body).toMatchObject({
      plan: 'vitalicio',
      status: 'lifetime',
      manageUrl: null,
    });

    // The admin's audit listing has it.
    const audit = await (await as('admin')).call<{ entries: Array<{ summary: string }> }>(
      'GET',
      `/api/admin/audit?targetType=users&targetId=${ids.maria}`,
    );
    expect(audit.body.entries[0]).toMatchObject({
      summary: 'Premium vitalício: Doação ao projeto',
    });
  });

  it('refuses a grant without a reason, out of bounds or for no account', async () => {
    const admin = await as('admin');
    const url = `/api/admin/users/${ids.usuario}/premium`;
    expect(
      (await admin.call('POST', url, { mode: 'days', plan: 'mensal', days: 30, reason: ' ' })).body,
    ).toEqual({ message: 'Escreva o motivo (pelo menos 5 caracteres)' });
    expect(
      (
        await admin.call('POST', url, {
          mode: 'days',
          plan: 'mensal',
          days: 3651,
          reason: 'Motivo válido',
        })
      ).body,
    ).toEqual({ message: 'Os dias deve ser no máximo 3650' });
    expect(
      (
        await admin.call('POST', url, {
          mode: 'days',
          plan: 'mensal',
          days: 0,
          reason: 'Motivo válido',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await admin.call('POST', url, {
          mode: 'days',
          plan: 'ouro',
          days: 3,
          reason: 'Motivo válido',
        })
      ).body,
    ).toEqual({ message: 'Plano inválido' });
    expect(
      (
        await admin.call('POST', url, {
          mode: 'until',
          plan: 'anual',
          until: '2001-01-01T00:00:00.000Z',
          reason: 'Motivo válido',
        })
      ).body,
    ).toEqual({ message: 'Escolha uma data final no futuro' });
    expect(
      (await admin.call('POST', url, { mode: 'lifetime', reason: 'x'.repeat(301) })).body,
    ).toEqual({ message: 'O motivo deve ter no máximo 300 caracteres' });
    expect(
      (
        await admin.call('POST', '/api/admin/users/999999/premium', {
          mode: 'lifetime',
          reason: 'Motivo válido',
        })
      ).status,
    ).toBe(404);
    expect(
      (await auditRows('users', ids.usuario!)).filter((row) => row.action === 'user.premium.grant'),
    ).toEqual([]);
  });

  it('resends the verification e-mail and ends every session of an account', async () => {
    const admin = await as('admin');
    const res = await admin.call('POST', `/api/admin/users/${ids.usuario}/verification-email`);
    expect(res.body).toEqual({ success: true, message: 'E-mail de verificação reenviado' });
    const mail = await lastEmailTo(handle.db, 'usuario@demo.org');
    expect(mail.body_text).toMatch(/\/email\/verify\?token=/);
    expect((await admin.call('POST', '/api/admin/users/999999/verification-email')).status).toBe(
      404,
    );

    const user = await as('sessoes');
    await as('sessoes');
    const ended = await admin.call('DELETE', `/api/admin/users/${ids.sessoes}/sessions`);
    expect(ended.body).toEqual({ success: true, ended: 2 });
    expect((await user.call('GET', '/api/user')).status).toBe(401);
    const [row] = (await auditRows('users', ids.sessoes!)).filter(
      (entry) => entry.action === 'user.sessions.end',
    );
    expect(row).toMatchObject({ summary: '2 sessões encerradas', actor_id: ids.admin });
    expect((await admin.call('DELETE', '/api/admin/users/999999/sessions')).status).toBe(404);
  });
});

describe('reports', () => {
  it('lists the queue by status with the art, the reporter, the note and the evidence', async () => {
    const withArt = await insertReport({ title: 'Imagem imprópria', art_id: artId });
    await insertReport({ title: 'Já resolvido', status: 'resolvido' });
    await handle.db
      .insertInto('report_evidence')
      .values({
        report_id: withArt,
        stored_name: 'abc123.png',
        original_name: 'print.png',
        mime_type: 'image/png',
        size_bytes: 4,
      })
      .execute();
    await writeFile(path.join(evidenceDir, 'abc123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const support = await as('suporte');
    const res = await support.call<{
      reports: Array<Record<string, unknown>>;
      counts: Record<string, number>;
    }>('GET', '/api/admin/reports');
    expect(res.body.reports.map((report) => report.title)).not.toContain('Já resolvido');
    const report = res.body.reports.find((item) => item.id === withArt)!;
    expect(report).toMatchObject({
      status: 'aberto',
      staffNote: null,
      reporter: { id: ids.usuario, name: 'Conta usuario', email: 'usuario@demo.org' },
      art: { id: artId, title: 'Culto de Ceia', isVisible: true },
      evidence: [
        {
          originalName: 'print.png',
          mimeType: 'image/png',
          url: expect.stringMatching(new RegExp(`^/api/admin/reports/${withArt}/evidence/\\d+$`)),
        },
      ],
    });
    expect(res.body.counts.resolvido).toBeGreaterThanOrEqual(1);
    const resolved = await support.call<{ reports: Array<{ title: string }> }>(
      'GET',
      '/api/admin/reports?status=resolvido',
    );
    expect(resolved.body.reports.map((item) => item.title)).toContain('Já resolvido');
    expect((await support.call('GET', '/api/admin/reports?status=feito')).status).toBe(400);

    // Evidence: the file for staff, nothing for others.
    const url = (report.evidence as Array<{ url: string }>)[0]!.url;
    const file = await app.request(
      url,
      { headers: { cookie: support.cookie() } },
      fromAddress('10.9.0.1'),
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const customer = await as('premium');
    expect((await customer.call('GET', url)).status).toBe(403);
    expect(
      (await support.call('GET', `/api/admin/reports/${withArt}/evidence/999999`)).status,
    ).toBe(404);
  });

  it('keeps a bounded note and a status, audited', async () => {
    const id = await insertReport({ title: 'Para anotar', art_id: artId });
    const support = await as('suporte');
    expect(
      (await support.call('PATCH', `/api/admin/reports/${id}`, { note: 'x'.repeat(2001) })).body,
    ).toEqual({ message: 'A nota deve ter no máximo 2000 caracteres' });
    expect((await support.call('PATCH', `/api/admin/reports/${id}`, {})).body).toEqual({
      message: 'Informe o status ou a nota',
    });
    expect(
      (
        await support.call('PATCH', `/api/admin/reports/${id}`, {
          status: 'em_analise',
          note: 'Pedi o arquivo original ao designer.',
        })
      ).body,
    ).toEqual({ success: true });
    expect(
      (await support.call('PATCH', '/api/admin/reports/999999', { status: 'resolvido' })).status,
    ).toBe(404);
    const [row] = await auditRows('problem_reports', id);
    expect(row).toMatchObject({ action: 'report.status', actor_level: 'suporte' });
    expect(JSON.parse(row!.before!)).toMatchObject({ status: 'aberto', staff_note: null });
    expect(JSON.parse(row!.after!)).toMatchObject({
      status: 'em_analise',
      staff_note: 'Pedi o arquivo original ao designer.',
    });
  });

  it("lets support unpublish the reported art, which the public then can't open", async () => {
    const id = await insertReport({ title: 'Despublicar', art_id: artId });
    const withoutArt = await insertReport({ title: 'Sem arte', art_id: null });
    const support = await as('suporte');
    expect((await testClient(app).call('GET', `/api/arts/${artId}`)).status).toBe(200);
    expect(
      (await support.call('POST', `/api/admin/reports/${withoutArt}/unpublish-art`)).body,
    ).toEqual({
      message: 'Esta denúncia não indica uma arte.',
    });
    expect((await support.call('POST', '/api/admin/reports/999999/unpublish-art')).status).toBe(
      404,
    );
    expect((await support.call('POST', `/api/admin/reports/${id}/unpublish-art`)).body).toEqual({
      success: true,
    });
    expect((await testClient(app).call('GET', `/api/arts/${artId}`)).status).toBe(404);
    const [row] = (await auditRows('arts', artId)).filter(
      (entry) => entry.action === 'art.unpublish',
    );
    expect(row).toMatchObject({ actor_level: 'suporte' });
    expect(JSON.parse(row!.before!)).toMatchObject({ is_visible: true });
    expect(JSON.parse(row!.after!)).toMatchObject({ is_visible: false });
    await handle.db.updateTable('arts').set({ is_visible: true }).where('id', '=', artId).execute();
  });
});

describe('the admin home summary', () => {
  it('gives each level its part: admin today, designer_adm the arts waiting, support the reports', async () => {
    await handle.db
      .insertInto('arts')
      .values({
        title: 'Agendada',
        search_text: 'agendada',
        image_url: '/media/arts/agendada.webp',
        format_id: (await handle.db.selectFrom('formats').select('id').executeTakeFirstOrThrow())
          .id,
        file_type_id: (
          await handle.db.selectFrom('file_types').select('id').executeTakeFirstOrThrow()
        ).id,
        is_visible: true,
        created_at: sql<Date>`now() + interval '3 days'`,
      })
      .execute();
    await handle.db
      .insertInto('webhook_deliveries')
      .values([
        { result: 'invalid', payload: '{}' },
        { result: 'unmatched', payload: '{}' },
        { result: 'applied', payload: '{}' },
        { result: 'refused', payload: '{}', received_at: new Date('2020-01-01T12:00:00Z') },
      ])
      .execute();
    await handle.db
      .insertInto('purchases')
      .values([
        {
          transaction_id: 'HP-HOJE-1',
          event: 'PURCHASE_APPROVED',
          email: 'maria@demo.org',
          amount_cents: 2990,
          result: 'applied',
          applied_at: new Date(),
          payload: '{}',
        },
        {
          transaction_id: 'HP-ANTIGA',
          event: 'PURCHASE_APPROVED',
          email: 'maria@demo.org',
          amount_cents: 9990,
          result: 'applied',
          applied_at: new Date('2020-01-01T12:00:00Z'),
          payload: '{}',
        },
      ])
      .execute();
    // Open so far in this file: the role matrix's, 'Imagem imprópria', 'Para anotar' (em
    // análise), 'Despublicar' and 'Sem arte'.
    const open = 5;
    const admin = (await (await as('admin')).call('GET', '/api/admin/summary')).body;
    expect(admin).toEqual({
      openReports: open,
      arts: { hidden: 0, scheduled: 1 },
      // Every account of this file was made today.
      today: { sales: 1, salesCents: 2990, signUps: 9, errors: 2 },
    });
    expect((await (await as('designer_adm')).call('GET', '/api/admin/summary')).body).toEqual({
      openReports: open,
      arts: { hidden: 0, scheduled: 1 },
    });
    expect((await (await as('suporte')).call('GET', '/api/admin/summary')).body).toEqual({
      openReports: open,
    });
  });
});
