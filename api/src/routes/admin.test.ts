import { ACCESS_LEVELS, API_CONTRACT } from '@arte-gospel/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../../testing/api/client';
import { insertAccounts, insertArtRefs } from '../../../testing/api/fixtures';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { PUBLISHING_FORBIDDEN_MESSAGE } from './admin';

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

async function stateOf(id: number) {
  return handle.db
    .selectFrom('arts')
    .select(['title', 'is_visible', 'featured_rank'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

const art = () => ({
  title: 'Santa Ceia | Stories',
  categoryId: refs.categoryId,
  formatId: refs.formatId,
  fileTypeId: refs.fileTypeId,
  imageUrl: '/media/arts/novo.webp',
  editUrl: 'https://www.canva.com/design/NOVO/edit',
  isPremium: false,
});

beforeAll(async () => {
  handle = await freshDatabase();
  app = createApp({ db: handle.db, log: () => {} });
  await insertAccounts(handle.db, [
    ...ACCESS_LEVELS.map((level) => ({
      name: level,
      username: level,
      nivelacesso: level,
    })),
    { name: 'outro', username: 'outro', nivelacesso: 'designer' },
  ]);
  refs = await insertArtRefs(handle.db);
});
afterAll(async () => {
  await handle?.close();
});

describe('staff endpoints check nivelacesso on the server', () => {
  it('answers 401 to visitors and 403 to customers', async () => {
    expect((await testClient(app).call('POST', '/api/admin/arts', art())).status).toBe(401);
    for (const level of ['usuario', 'premium']) {
      const client = await as(level);
      for (const [method, path, body] of [
        ['POST', '/api/admin/arts', art()],
        ['POST', '/api/admin/categories', { name: 'Nova', slug: 'nova' }],
        ['GET', '/api/admin/popups', undefined],
        ['GET', '/api/admin/reports', undefined],
        ['PUT', '/api/admin/site-settings', { primaryColor: '#000000' }],
      ] as const) {
        expect((await client.call(method, path, body)).status, `${level} ${method} ${path}`).toBe(
          403,
        );
      }
    }
    expect((await (await as('suporte')).call('POST', '/api/admin/arts', art())).status).toBe(403);
    expect((await (await as('designer')).call('GET', '/api/admin/popups')).status).toBe(403);
  });
});

describe('arts', () => {
  it('lets a designer create a hidden art, edit it, and not touch others', async () => {
    const designer = await as('designer');
    const created = await designer.call<{ id: number }>('POST', '/api/admin/arts', art());
    expect(created.status).toBe(201);
    const id = created.body.id;
    // New arts stay hidden until published.
    expect((await testClient(app).call('GET', `/api/arts/${id}`)).status).toBe(404);
    const stored = await handle.db
      .selectFrom('arts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // Folded and stemmed (domain searchDocument): 'Santa Ceia | Stories'.
    expect(stored.search_text).toBe('sant ceia stori');
    expect(
      (
        await designer.call('PUT', `/api/admin/arts/${id}`, {
          ...art(),
          title: 'Santa Ceia do Senhor',
        })
      ).status,
    ).toBe(200);
    expect(await stateOf(id)).toEqual({
      title: 'Santa Ceia do Senhor',
      is_visible: false,
      featured_rank: null,
    });
    const other = testClient(app);
    await other.call('POST', '/api/login', { username: 'outro@demo.org', password: 'demo12345' });
    expect((await other.call('PUT', `/api/admin/arts/${id}`, art())).status).toBe(403);
    expect((await other.call('DELETE', `/api/admin/arts/${id}`)).status).toBe(404);
    expect((await (await as('admin')).call('DELETE', `/api/admin/arts/${id}`)).status).toBe(200);
  });

  it('leaves publishing and featuring to admin and designer_adm', async () => {
    const designer = await as('designer');
    const refused = { status: 403, body: { message: PUBLISHING_FORBIDDEN_MESSAGE } };
    const count = async () => (await handle.db.selectFrom('arts').select('id').execute()).length;
    const before = await count();
    expect(
      await designer.call('POST', '/api/admin/arts', { ...art(), isVisible: true }),
    ).toMatchObject(refused);
    expect(
      await designer.call('POST', '/api/admin/arts', { ...art(), featuredRank: 1 }),
    ).toMatchObject(refused);
    expect(await count()).toBe(before);
    const { id } = (await designer.call<{ id: number }>('POST', '/api/admin/arts', art())).body;
    expect(
      await designer.call('PUT', `/api/admin/arts/${id}`, { ...art(), isVisible: true }),
    ).toMatchObject(refused);
    expect(
      await designer.call('PUT', `/api/admin/arts/${id}`, { ...art(), featuredRank: 3 }),
    ).toMatchObject(refused);
    expect(await stateOf(id)).toMatchObject({ is_visible: false, featured_rank: null });
    expect((await testClient(app).call('GET', `/api/arts/${id}`)).status).toBe(404);

    // Staff publish and feature it; the designer's later edit keeps that decision.
    const manager = await as('designer_adm');
    expect(
      (
        await manager.call('PUT', `/api/admin/arts/${id}`, {
          ...art(),
          isVisible: true,
          featuredRank: 2,
        })
      ).status,
    ).toBe(200);
    expect(
      (await designer.call('PUT', `/api/admin/arts/${id}`, { ...art(), title: 'Nova Ceia' }))
        .status,
    ).toBe(200);
    expect(await stateOf(id)).toEqual({ title: 'Nova Ceia', is_visible: true, featured_rank: 2 });
    expect(
      await designer.call('PUT', `/api/admin/arts/${id}`, { ...art(), featuredRank: 1 }),
    ).toMatchObject(refused);
    const published = await manager.call<{ id: number }>('POST', '/api/admin/arts', {
      ...art(),
      isVisible: true,
      featuredRank: 5,
    });
    expect(published.status).toBe(201);
    expect(await stateOf(published.body.id)).toMatchObject({ is_visible: true, featured_rank: 5 });
  });

  it('keeps listing totals right after staff add an art', async () => {
    const total = async () =>
      v.parse(
        API_CONTRACT['GET /api/arts'].response,
        (await testClient(app).call('GET', '/api/arts')).body,
      ).totalCount;
    const before = await total();
    await (await as('admin')).call('POST', '/api/admin/arts', { ...art(), isVisible: true });
    expect(await total()).toBe(before + 1);
  });

  it('refuses invalid arts with a pt-BR message', async () => {
    const admin = await as('admin');
    expect((await admin.call('POST', '/api/admin/arts', { ...art(), title: 'ab' })).body).toEqual({
      message: 'O título deve ter pelo menos 3 caracteres',
    });
    expect(
      (await admin.call('POST', '/api/admin/arts', { ...art(), imageUrl: 'javascript:alert(1)' }))
        .body,
    ).toEqual({
      message: 'Use um endereço https ou um caminho do site',
    });
  });
});

describe('categories', () => {
  it('creates, renames and refuses a duplicate slug', async () => {
    const manager = await as('designer_adm');
    const created = await manager.call<{ id: number }>('POST', '/api/admin/categories', {
      name: 'Natal',
      slug: 'natal',
    });
    expect(created.status).toBe(201);
    expect(
      (await manager.call('POST', '/api/admin/categories', { name: 'Natal 2', slug: 'natal' }))
        .status,
    ).toBe(409);
    expect(
      (await manager.call('POST', '/api/admin/categories', { name: 'Páscoa', slug: 'Páscoa!' }))
        .body,
    ).toEqual({
      message: 'Use letras minúsculas, números e hífens no slug',
    });
    await manager.call('PUT', `/api/admin/categories/${created.body.id}`, {
      name: 'Natal em Família',
      slug: 'natal',
    });
    const list = v.parse(
      API_CONTRACT['GET /api/categories'].response,
      (await testClient(app).call('GET', '/api/categories')).body,
    );
    expect(list.map((c) => c.name)).toContain('Natal em Família');
  });
});

describe('popups', () => {
  it('sanitises the HTML an admin writes', async () => {
    const admin = await as('admin');
    const res = await admin.call<{ content: string }>('POST', '/api/admin/popups', {
      title: 'Promoção',
      content:
        '<p onclick="steal()">Oferta <strong>especial</strong><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="/planos">planos</a></p><img src=x onerror=alert(1)>',
      buttonText: 'Ver planos',
      buttonUrl: '/planos',
      targetPages: ['home'],
    });
    expect(res.status).toBe(201);
    expect(res.body.content).toBe(
      '<p>Oferta <strong>especial</strong><a target="_blank" rel="noopener noreferrer">x</a><a href="/planos" target="_blank" rel="noopener noreferrer">planos</a></p><img src="x">',
    );
    expect((await admin.call('POST', '/api/admin/popups', { position: 'middle' })).body).toEqual({
      message: 'Posição inválida',
    });
  });
});

describe('reports and site settings', () => {
  it('lets support list reports and change their status', async () => {
    await handle.db
      .insertInto('problem_reports')
      .values({
        report_type_id: 2,
        title: 'Link quebrado',
        description: 'O link não abre mais.',
        email: 'a@b.org',
      })
      .execute();
    const support = await as('suporte');
    const list = await support.call<{ reports: Array<{ id: number; status: string }> }>(
      'GET',
      '/api/admin/reports',
    );
    const first = list.body.reports[0]!;
    expect(first).toMatchObject({ title: 'Link quebrado', status: 'aberto' });
    expect(
      (await support.call('PATCH', `/api/admin/reports/${first.id}`, { status: 'resolvido' }))
        .status,
    ).toBe(200);
    expect(
      (await support.call('PATCH', `/api/admin/reports/${first.id}`, { status: 'feito' })).body,
    ).toEqual({ message: 'Status inválido' });
  });
  it('lets an admin change the logo and colour the site reads', async () => {
    const admin = await as('admin');
    expect(
      (
        await admin.call('PUT', '/api/admin/site-settings', {
          logoUrl: '/media/logo-nova.png',
          primaryColor: '#112233',
        })
      ).status,
    ).toBe(200);
    expect((await testClient(app).call('GET', '/api/site-settings')).body).toEqual({
      logoUrl: '/media/logo-nova.png',
      faviconUrl: null,
      primaryColor: '#112233',
      siteName: null,
      contactEmail: null,
      contactWhatsapp: null,
      instagramUrl: null,
      facebookUrl: null,
      youtubeUrl: null,
      tiktokUrl: null,
    });
    expect(
      (await admin.call('PUT', '/api/admin/site-settings', { primaryColor: 'red' })).status,
    ).toBe(400);
  });
});
