import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCESS_LEVELS } from '@arte-gospel/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAddress, signedInClient, testClient } from '../../../testing/api/client';
import { insertAccounts } from '../../../testing/api/fixtures';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';

// Issue 19, /admin/designers and /admin/depoimentos: the designers' profiles, photos and
// order, and the home's testimonials, for admin and designer_adm; the public lists follow.

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let dataDir: string;
let ids: Record<string, number>;
const clients = new Map<string, Awaited<ReturnType<typeof signedInClient>>>();

/** One sign-in per level (a password hash each), reused by every test. */
async function as(level: string) {
  let client = clients.get(level);
  if (!client) {
    client = await signedInClient(app, `${level}@demo.org`);
    clients.set(level, client);
  }
  return client;
}

beforeAll(async () => {
  handle = await freshDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'admin-content-'));
  app = createApp({ db: handle.db, log: () => {}, mediaDir: dataDir });
  ids = await insertAccounts(handle.db, [
    ...ACCESS_LEVELS.map((level) => ({ name: level, username: level, nivelacesso: level })),
    { name: 'Ana Lúcia', username: 'analucia', nivelacesso: 'designer' },
    { name: 'Bruno Reis', username: 'brunoreis', nivelacesso: 'designer' },
  ]);
});
afterAll(async () => {
  await handle?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function jpeg(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#7c3aed' } })
    .jpeg()
    .toBuffer();
}

/** A multipart upload of `bytes` as the `file` field to `url`, with the client's session. */
async function upload(client: { cookie: () => string } | null, url: string, bytes: Uint8Array) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], 'foto.jpg'));
  const res = await app.request(
    url,
    { method: 'POST', body: form, headers: client ? { cookie: client.cookie() } : {} },
    fromAddress('10.9.1.1'),
  );
  return { status: res.status, body: (await res.json()) as { message?: string; url?: string } };
}

async function auditOf(action: string) {
  return handle.db
    .selectFrom('audit_log')
    .select(['actor_level', 'target_type', 'target_id', 'before', 'after'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}

async function storedPictures() {
  return readdir(path.join(dataDir, 'uploads', 'site')).catch(() => [] as string[]);
}

const publicDesigners = async () =>
  (await testClient(app).call<{ username: string; name: string }[]>('GET', '/api/designers')).body;
const publicTestimonials = async () =>
  (await testClient(app).call<{ id: number; name: string }[]>('GET', '/api/testimonials')).body;

const testimonial = {
  rating: 4.5,
  quote: 'Os cartazes do culto ficam prontos em minutos.',
  name: 'Pr. Davi Nunes',
  role: 'Pastor',
  company: 'Igreja Batista Esperança',
};

describe('the role table (platform §6.3, /admin/{page}): admin and designer_adm', () => {
  it('answers 401 without a session, 403 to the other levels, and lets admin and designer_adm in', async () => {
    const designerId = ids.analucia;
    const calls = [
      ['GET', '/api/admin/designers', undefined],
      ['PUT', '/api/admin/designers/order', { ids: [999] }],
      ['PUT', `/api/admin/designers/${designerId}`, { name: 'Ana Lúcia' }],
      ['DELETE', `/api/admin/designers/${designerId}/photo`, undefined],
      ['GET', '/api/admin/testimonials', undefined],
      ['POST', '/api/admin/testimonials', testimonial],
      ['PUT', '/api/admin/testimonials/order', { ids: [999] }],
      ['PUT', '/api/admin/testimonials/999', testimonial],
      ['DELETE', '/api/admin/testimonials/999', undefined],
      ['DELETE', '/api/admin/testimonials/999/avatar', undefined],
    ] as const;
    const uploads = [
      `/api/admin/designers/${designerId}/photo`,
      '/api/admin/testimonials/999/avatar',
    ];
    const photo = await jpeg(20, 20);
    for (const [method, url, body] of calls) {
      expect((await testClient(app).call(method, url, body)).status, `${method} ${url}`).toBe(401);
    }
    for (const url of uploads) expect((await upload(null, url, photo)).status, url).toBe(401);
    for (const level of ['usuario', 'premium', 'designer', 'suporte']) {
      const client = await as(level);
      for (const [method, url, body] of calls) {
        const res = await client.call(method, url, body);
        expect(res.status, `${level} ${method} ${url}`).toBe(403);
      }
      for (const url of uploads)
        expect((await upload(client, url, photo)).status, `${level} ${url}`).toBe(403);
    }
    // Let in: each call reaches its handler (a 409 for a stale order, a 404 for no row).
    const expected = [200, 409, 200, 200, 200, 201, 409, 404, 404, 404];
    for (const level of ['admin', 'designer_adm']) {
      const client = await as(level);
      for (const [index, [method, url, body]] of calls.entries()) {
        const res = await client.call(method, url, body);
        expect(res.status, `${level} ${method} ${url}`).toBe(expected[index]);
      }
      expect((await upload(client, uploads[0]!, photo)).status, level).toBe(201);
      expect((await upload(client, uploads[1]!, photo)).status, level).toBe(404);
    }
    // Nothing a refused or missed call sent was kept: only the two photos that were taken,
    // the first replaced by the second.
    expect(await storedPictures()).toHaveLength(1);
    await (await as('admin')).call('DELETE', `/api/admin/designers/${designerId}/photo`);
    await handle.db.deleteFrom('testimonials').execute();
    expect(await storedPictures()).toEqual([]);
  });
});

describe('/api/admin/designers', () => {
  it('lists the designers in the public order with what staff edit, and edits name and bio', async () => {
    const staff = await as('designer_adm');
    const list = await staff.call<{ designers: Record<string, unknown>[] }>(
      'GET',
      '/api/admin/designers',
    );
    expect(list.status).toBe(200);
    // No order given yet: by name, as the public list.
    expect(list.body.designers.map((d) => d.username)).toEqual([
      'analucia',
      'brunoreis',
      'designer',
      'designer_adm',
    ]);
    expect(list.body.designers[0]).toEqual({
      id: ids.analucia,
      name: 'Ana Lúcia',
      username: 'analucia',
      bio: null,
      profileimageurl: null,
      nivelacesso: 'designer',
      sortOrder: null,
      artCount: 0,
      followers: 0,
    });

    const saved = await staff.call('PUT', `/api/admin/designers/${ids.brunoreis}`, {
      name: '  Bruno Reis Costa ',
      bio: 'Designer de cartazes para cultos de jovens.',
    });
    expect(saved).toMatchObject({ status: 200, body: { success: true } });
    const profile = await testClient(app).call<{ designer: Record<string, unknown> }>(
      'GET',
      '/api/designers/brunoreis',
    );
    expect(profile.body.designer).toMatchObject({
      name: 'Bruno Reis Costa',
      bio: 'Designer de cartazes para cultos de jovens.',
    });
    const [entry] = (await auditOf('designer.update')).filter(
      (row) => row.target_id === String(ids.brunoreis),
    );
    expect(entry).toMatchObject({ actor_level: 'designer_adm', target_type: 'users' });
    expect(JSON.parse(entry!.before!)).toMatchObject({ name: 'Bruno Reis', bio: null });
    expect(JSON.parse(entry!.after!)).toMatchObject({
      name: 'Bruno Reis Costa',
      bio: 'Designer de cartazes para cultos de jovens.',
      password_hash: '[omitido]',
    });
    // A blank bio clears it.
    await staff.call('PUT', `/api/admin/designers/${ids.brunoreis}`, {
      name: 'Bruno Reis Costa',
      bio: '   ',
    });
    const cleared = await handle.db
      .selectFrom('users')
      .select('bio')
      .where('id', '=', ids.brunoreis!)
      .executeTakeFirstOrThrow();
    expect(cleared.bio).toBeNull();
  });

  it('bounds the profile with pt-BR messages, and edits only designers', async () => {
    const staff = await as('admin');
    const url = `/api/admin/designers/${ids.analucia}`;
    const refusals: [unknown, string][] = [
      [{ name: 'A' }, 'O nome deve ter pelo menos 2 caracteres'],
      [{ name: 'x'.repeat(121) }, 'O nome deve ter no máximo 120 caracteres'],
      [{ name: 'Ana', bio: 'x'.repeat(501) }, 'A bio deve ter no máximo 500 caracteres'],
      [
        { name: 'Ana', bio: 'Olá <script>alert(1)</script>' },
        'A bio deve ser texto simples, sem HTML',
      ],
      [{ name: 'Ana', bio: 42 }, 'A bio deve ser um texto'],
      [{}, 'Campo inválido: name'],
    ];
    for (const [body, message] of refusals) {
      const answer = await staff.call('PUT', url, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message, JSON.stringify(body)).toContain(message);
    }
    // A premium account is no designer: 404, its row untouched.
    const premium = await staff.call('PUT', `/api/admin/designers/${ids.premium}`, {
      name: 'Outro nome',
    });
    expect(premium).toMatchObject({ status: 404, body: { message: 'Designer não encontrado' } });
    const photo = await upload(
      staff,
      `/api/admin/designers/${ids.premium}/photo`,
      await jpeg(9, 9),
    );
    expect(photo.status).toBe(404);
    expect(await storedPictures()).toEqual([]);
  });

  it('stores a photo as WebP under /media/site, replaces the previous one and removes it', async () => {
    const staff = await as('admin');
    const url = `/api/admin/designers/${ids.analucia}/photo`;
    const first = await upload(staff, url, await jpeg(1200, 900));
    expect(first.status).toBe(201);
    expect(first.body.url).toMatch(/^\/media\/site\/designer-[0-9a-f]{16}\.webp$/);
    const served = await app.request(first.body.url!);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 384]);
    const designers = await publicDesigners();
    expect(designers.find((d) => d.username === 'analucia')).toMatchObject({
      profileimageurl: first.body.url,
    });

    const second = await upload(staff, url, await jpeg(300, 300));
    expect(second.status).toBe(201);
    expect((await app.request(first.body.url!)).status).toBe(404);
    expect(await storedPictures()).toEqual([second.body.url!.slice('/media/site/'.length)]);
    const audit = (await auditOf('designer.photo.update')).filter(
      (row) => row.target_id === String(ids.analucia),
    );
    const last = audit.at(-1)!;
    expect(JSON.parse(last.before!).profileimageurl).toBe(first.body.url);
    expect(JSON.parse(last.after!).profileimageurl).toBe(second.body.url);

    // Not an image: a pt-BR reason, nothing stored.
    const refused = await upload(staff, url, new TextEncoder().encode('não é uma foto'));
    expect(refused).toEqual({
      status: 400,
      body: { message: 'Envie uma imagem PNG, JPEG ou WebP.' },
    });

    const removed = await staff.call('DELETE', url);
    expect(removed).toMatchObject({ status: 200, body: { success: true, url: null } });
    expect((await app.request(second.body.url!)).status).toBe(404);
    expect(await storedPictures()).toEqual([]);
    const [removal] = (await auditOf('designer.photo.remove')).slice(-1);
    expect(JSON.parse(removal!.before!).profileimageurl).toBe(second.body.url);
    expect(JSON.parse(removal!.after!).profileimageurl).toBeNull();
  });

  it('reorders the designers: the public list follows, a stale list is refused with 409', async () => {
    const staff = await as('designer_adm');
    const current = await staff.call<{ designers: { id: number }[] }>(
      'GET',
      '/api/admin/designers',
    );
    const order = current.body.designers.map((d) => d.id).reverse();
    const res = await staff.call('PUT', '/api/admin/designers/order', { ids: order });
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    expect((await publicDesigners()).map((d) => d.username)).toEqual([
      'designer_adm',
      'designer',
      'brunoreis',
      'analucia',
    ]);
    const [entry] = (await auditOf('designer.reorder')).slice(-1);
    expect(entry).toMatchObject({ actor_level: 'designer_adm', target_type: 'users' });
    expect(JSON.parse(entry!.before!)).toEqual([...order].reverse());
    expect(JSON.parse(entry!.after!)).toEqual(order);

    // A new designer (not placed yet) comes after the placed ones…
    const [newcomer] = Object.values(
      await insertAccounts(handle.db, [
        { name: 'Aaron Lima', username: 'aaronlima', nivelacesso: 'designer' },
      ]),
    );
    expect((await publicDesigners()).map((d) => d.username).at(-1)).toBe('aaronlima');
    // …and a list made before it came is stale: 409, nothing changes.
    const stale = await staff.call('PUT', '/api/admin/designers/order', {
      ids: [...order].reverse(),
    });
    expect(stale).toMatchObject({
      status: 409,
      body: {
        message:
          'A lista não corresponde aos designers atuais. Recarregue a página e tente de novo.',
      },
    });
    expect((await publicDesigners())[0]!.username).toBe('designer_adm');
    // A non-designer's id is no designer's place either.
    const foreign = await staff.call('PUT', '/api/admin/designers/order', {
      ids: [...order.slice(0, -1), ids.premium],
    });
    expect(foreign.status).toBe(409);
    expect(newcomer).toBeGreaterThan(0);
  });
});

describe('/api/admin/testimonials', () => {
  it('creates, edits, reorders and deletes; the public list follows each change', async () => {
    const staff = await as('admin');
    const first = await staff.call<{ id: number }>('POST', '/api/admin/testimonials', testimonial);
    expect(first.status).toBe(201);
    const second = await staff.call<{ id: number }>('POST', '/api/admin/testimonials', {
      rating: 5,
      quote: '  As artes da Santa Ceia emocionaram a igreja inteira. ',
      name: 'Marta Silva',
      role: '',
      company: null,
    });
    expect(second.status).toBe(201);
    const list = await staff.call<{ testimonials: unknown[] }>('GET', '/api/admin/testimonials');
    expect(list.body.testimonials).toEqual([
      { id: first.body.id, ...testimonial, avatarUrl: null, sortOrder: 0 },
      {
        id: second.body.id,
        rating: 5,
        quote: 'As artes da Santa Ceia emocionaram a igreja inteira.',
        avatarUrl: null,
        name: 'Marta Silva',
        role: null,
        company: null,
        sortOrder: 1,
      },
    ]);
    expect(await publicTestimonials()).toEqual([
      { id: first.body.id, ...testimonial, avatarUrl: null },
      expect.objectContaining({ id: second.body.id, rating: 5 }),
    ]);
    const [created] = (await auditOf('testimonial.create')).slice(-1);
    expect(created).toMatchObject({ target_type: 'testimonials', before: null });
    expect(JSON.parse(created!.after!)).toMatchObject({ name: 'Marta Silva', sort_order: 1 });

    const edited = await staff.call('PUT', `/api/admin/testimonials/${first.body.id}`, {
      ...testimonial,
      rating: 0.5,
    });
    expect(edited.status).toBe(200);
    const [update] = (await auditOf('testimonial.update')).slice(-1);
    expect(JSON.parse(update!.before!).rating).toBe('4.5');
    expect(JSON.parse(update!.after!).rating).toBe('0.5');
    expect((await publicTestimonials())[0]).toMatchObject({ rating: 0.5 });

    const reordered = await staff.call('PUT', '/api/admin/testimonials/order', {
      ids: [second.body.id, first.body.id],
    });
    expect(reordered.status).toBe(200);
    expect((await publicTestimonials()).map((t) => t.id)).toEqual([second.body.id, first.body.id]);
    const [order] = (await auditOf('testimonial.reorder')).slice(-1);
    expect(JSON.parse(order!.before!)).toEqual([first.body.id, second.body.id]);
    expect(JSON.parse(order!.after!)).toEqual([second.body.id, first.body.id]);
    for (const stale of [[first.body.id], [second.body.id, first.body.id, 999]]) {
      const res = await staff.call('PUT', '/api/admin/testimonials/order', { ids: stale });
      expect(res.status, JSON.stringify(stale)).toBe(409);
    }

    // A new testimonial goes last.
    const third = await staff.call<{ id: number }>('POST', '/api/admin/testimonials', {
      ...testimonial,
      name: 'Jonas Prado',
    });
    expect((await publicTestimonials()).map((t) => t.id)).toEqual([
      second.body.id,
      first.body.id,
      third.body.id,
    ]);

    // Its avatar, then its deletion: gone from the public list, its picture removed.
    const avatar = await upload(
      staff,
      `/api/admin/testimonials/${third.body.id}/avatar`,
      await jpeg(800, 600),
    );
    expect(avatar.status).toBe(201);
    expect(avatar.body.url).toMatch(/^\/media\/site\/testimonial-[0-9a-f]{16}\.webp$/);
    const meta = await sharp(
      Buffer.from(await (await app.request(avatar.body.url!)).arrayBuffer()),
    ).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 192]);
    expect((await publicTestimonials()).at(-1)).toMatchObject({ avatarUrl: avatar.body.url });
    const replaced = await upload(
      staff,
      `/api/admin/testimonials/${third.body.id}/avatar`,
      await jpeg(100, 100),
    );
    expect((await app.request(avatar.body.url!)).status).toBe(404);
    const [avatarAudit] = (await auditOf('testimonial.avatar.update')).slice(-1);
    expect(JSON.parse(avatarAudit!.before!).avatar_url).toBe(avatar.body.url);
    expect(JSON.parse(avatarAudit!.after!).avatar_url).toBe(replaced.body.url);

    const deleted = await staff.call('DELETE', `/api/admin/testimonials/${third.body.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { success: true } });
    expect((await publicTestimonials()).map((t) => t.id)).toEqual([second.body.id, first.body.id]);
    expect((await app.request(replaced.body.url!)).status).toBe(404);
    expect(await storedPictures()).toEqual([]);
    const [deletion] = (await auditOf('testimonial.delete')).slice(-1);
    expect(JSON.parse(deletion!.before!)).toMatchObject({ name: 'Jonas Prado' });
    expect(deletion!.after).toBeNull();
    expect((await staff.call('DELETE', `/api/admin/testimonials/${third.body.id}`)).status).toBe(
      404,
    );
    // An avatar for a testimonial that is gone is not kept.
    const orphan = await upload(
      staff,
      `/api/admin/testimonials/${third.body.id}/avatar`,
      await jpeg(50, 50),
    );
    expect(orphan).toEqual({ status: 404, body: { message: 'Registro não encontrado' } });
    expect(await storedPictures()).toEqual([]);
  });

  it('bounds every field with pt-BR messages', async () => {
    const staff = await as('designer_adm');
    const refusals: [Record<string, unknown>, string][] = [
      [{ rating: 0 }, 'A nota deve ir de 0,5 a 5, de meio em meio ponto'],
      [{ rating: 4.3 }, 'A nota deve ir de 0,5 a 5, de meio em meio ponto'],
      [{ rating: 5.5 }, 'A nota deve ir de 0,5 a 5, de meio em meio ponto'],
      [{ rating: '5' }, 'A nota deve ir de 0,5 a 5, de meio em meio ponto'],
      [{ quote: 'Curto' }, 'O depoimento deve ter pelo menos 10 caracteres'],
      [{ quote: 'x'.repeat(601) }, 'O depoimento deve ter no máximo 600 caracteres'],
      [
        { quote: 'Muito bom <b>mesmo</b>, recomendo' },
        'O depoimento deve ser texto simples, sem HTML',
      ],
      [{ name: 'M' }, 'O nome deve ter pelo menos 2 caracteres'],
      [{ name: 'x'.repeat(121) }, 'O nome deve ter no máximo 120 caracteres'],
      [{ role: 'x'.repeat(81) }, 'O cargo deve ter no máximo 80 caracteres'],
      [{ company: 'x'.repeat(121) }, 'A igreja ou empresa deve ter no máximo 120 caracteres'],
    ];
    for (const [change, message] of refusals) {
      const body = { ...testimonial, ...change };
      for (const [method, url] of [
        ['POST', '/api/admin/testimonials'],
        ['PUT', '/api/admin/testimonials/1'],
      ] as const) {
        const res = await staff.call(method, url, body);
        expect(res.status, `${method} ${JSON.stringify(change)}`).toBe(400);
        expect(res.body.message, JSON.stringify(change)).toContain(message);
      }
    }
    const noQuote = await staff.call('POST', '/api/admin/testimonials', {
      rating: 5,
      name: 'Marta',
    });
    expect(noQuote.status).toBe(400);
  });
});
