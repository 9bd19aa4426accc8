import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CHURCH_MESSAGES,
  ChurchProfileResponseSchema,
  ChurchProfileSchema,
  FieldErrorsResponseSchema,
  PIX_KEY_MESSAGES,
  PIX_KEY_TYPES,
  SERVICE_DAYS,
} from '@arte-gospel/domain';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAddress, signedInClient, testClient } from '../../../testing/api/client';
import { insertAccounts } from '../../../testing/api/fixtures';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import { NOT_AUTHENTICATED_MESSAGE } from '../auth/session';
import type { DatabaseHandle } from '../db/database';
import { CHURCH_PROFILE_LIMITS } from '../db/migrations/0019-church-profiles';
import { CHURCH_LOGO_NEEDS_PROFILE_MESSAGE } from './church-profile';

// Issue 20, 'Minha igreja': GET/PUT /api/church-profile and its logo, on a fresh database and
// real storage in a temporary folder.

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let dataDir: string;
let ids: Record<string, number>;

type Client = Awaited<ReturnType<typeof signedInClient>>;
const clients = new Map<string, Promise<Client>>();
/** One sign-in per account (a password hash is slow on purpose). */
const as = (username: string) => {
  if (!clients.has(username)) clients.set(username, signedInClient(app, `${username}@demo.org`));
  return clients.get(username)!;
};

beforeAll(async () => {
  handle = await freshDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'church-profile-'));
  app = createApp({ db: handle.db, log: () => {}, mediaDir: dataDir });
  ids = await insertAccounts(
    handle.db,
    ['ana', 'bruno', 'carla', 'davi', 'eva'].map((name) => ({ name, username: name })),
  );
});
afterAll(async () => {
  await handle?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const FULL = {
  name: '  Igreja Batista Esperança  ',
  address: 'Rua das Flores, 120 — Centro, Campinas/SP',
  serviceTimes: [
    { day: 'Domingo', time: '19h30', label: 'Culto da Família' },
    { day: 'Quarta-feira', time: '20:00', label: '' },
    { day: 'Sábado', time: '9:00' },
  ],
  pastorName: 'Pr. João Almeida',
  instagram: 'https://www.instagram.com/Igreja.Esperanca/',
  whatsapp: '(19) 99876-5432',
  pixKey: { key: '529.982.247-25' },
  primaryColor: '#1E3A8A',
  secondaryColor: 'd4af37',
};

/** A PUT whose refusal names `field` with `message`. */
async function refused(body: unknown, field: string, message: string) {
  const res = await (await as('eva')).call('PUT', '/api/church-profile', body);
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  const answer = v.parse(FieldErrorsResponseSchema, res.body);
  expect(answer.fields[field], JSON.stringify(answer)).toBe(message);
  return answer;
}

/** A multipart upload of `bytes` in the `file` field, with the client's session or none. */
async function sendLogo(client: Client | null, method: 'POST' | 'DELETE', bytes?: Uint8Array) {
  let body: FormData | undefined;
  if (bytes) {
    body = new FormData();
    body.set('file', new File([new Uint8Array(bytes)], 'logo.png'));
  }
  const res = await app.request(
    '/api/church-profile/logo',
    { method, ...(body ? { body } : {}), headers: client ? { cookie: client.cookie() } : {} },
    fromAddress('10.9.2.1'),
  );
  return {
    status: res.status,
    body: (await res.json()) as { message?: string; url?: string | null },
  };
}

/** A logo with a transparent background: an opaque blue square in the middle. */
const transparentLogo = (side = 1200) =>
  sharp({
    create: { width: side, height: side, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: {
          create: {
            width: side / 2,
            height: side / 2,
            channels: 4,
            background: { r: 20, g: 60, b: 200, alpha: 1 },
          },
        },
        left: side / 4,
        top: side / 4,
      },
    ])
    .png()
    .toBuffer();

const siteFiles = async () =>
  (await readdir(path.join(dataDir, 'uploads', 'site')).catch(() => [])).sort();
const fileOf = (url: string) =>
  path.join(dataDir, 'uploads', 'site', url.replace('/media/site/', ''));

describe('Minha igreja: access', () => {
  it('answers 401 to a visitor, on every call', async () => {
    const visitor = testClient(app);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', FULL],
    ] as const) {
      const res = await visitor.call(method, '/api/church-profile', body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: NOT_AUTHENTICATED_MESSAGE });
    }
    expect((await sendLogo(null, 'POST', await transparentLogo(64))).status).toBe(401);
    expect((await sendLogo(null, 'DELETE')).status).toBe(401);
    expect(await siteFiles()).toEqual([]);
  });

  it('answers null before the first save', async () => {
    const res = await (await as('ana')).call('GET', '/api/church-profile');
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
    expect(v.parse(ChurchProfileResponseSchema, res.body)).toBeNull();
  });
});

describe('Minha igreja: save and read back', () => {
  it('stores every field normalised and reads it back', async () => {
    const ana = await as('ana');
    const saved = await ana.call('PUT', '/api/church-profile', FULL);
    expect(saved.status).toBe(200);
    const expected = {
      name: 'Igreja Batista Esperança',
      address: 'Rua das Flores, 120 — Centro, Campinas/SP',
      serviceTimes: [
        { day: 'Domingo', time: '19:30', label: 'Culto da Família' },
        { day: 'Quarta-feira', time: '20:00', label: null },
        { day: 'Sábado', time: '09:00', label: null },
      ],
      pastorName: 'Pr. João Almeida',
      instagram: 'igreja.esperanca',
      whatsapp: '+5519998765432',
      // A formatted CPF is kept as its digits, with its type.
      pixKey: { type: 'cpf', key: '52998224725' },
      logoUrl: null,
      primaryColor: '#1e3a8a',
      secondaryColor: '#d4af37',
    };
    expect(v.parse(ChurchProfileSchema, saved.body)).toMatchObject(expected);
    const read = await ana.call('GET', '/api/church-profile');
    expect(read.body).toEqual(saved.body);
    const row = await handle.db
      .selectFrom('church_profiles')
      .selectAll()
      .where('user_id', '=', ids.ana!)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      pix_key_type: 'cpf',
      pix_key: '52998224725',
      primary_color: '#1e3a8a',
      secondary_color: '#d4af37',
    });
  });

  it('clears what a later save leaves out, and keeps only the name required', async () => {
    const ana = await as('ana');
    const res = await ana.call('PUT', '/api/church-profile', {
      name: 'Igreja Batista Esperança',
      address: '   ',
      instagram: '',
      pixKey: { key: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Igreja Batista Esperança',
      address: null,
      serviceTimes: [],
      pastorName: null,
      instagram: null,
      whatsapp: null,
      pixKey: null,
      primaryColor: null,
      secondaryColor: null,
    });
  });

  it('honours the PIX key type the church chose, and normalises each type', async () => {
    const ana = await as('ana');
    const cases = [
      [{ key: '11.222.333/0001-81' }, { type: 'cnpj', key: '11222333000181' }],
      [{ key: ' Tesouraria@Igreja.org.br ' }, { type: 'email', key: 'tesouraria@igreja.org.br' }],
      [{ key: '(11) 91234-5678' }, { type: 'phone', key: '+5511912345678' }],
      // 11 digits with right CPF check digits: a celular only when the church says so.
      [{ key: '11 98765-4021' }, { type: 'cpf', key: '11987654021' }],
      [
        { type: 'phone', key: '11 98765-4021' },
        { type: 'phone', key: '+5511987654021' },
      ],
      [
        { key: '123E4567E89B12D3A456426614174000' },
        { type: 'evp', key: '123e4567-e89b-12d3-a456-426614174000' },
      ],
    ] as const;
    for (const [pixKey, stored] of cases) {
      const res = await ana.call('PUT', '/api/church-profile', { name: 'Igreja', pixKey });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ pixKey: stored });
    }
  });

  it('accepts a landline WhatsApp and the number in its international forms', async () => {
    const ana = await as('ana');
    for (const [typed, stored] of [
      ['+55 11 91234-5678', '+5511912345678'],
      ['5511912345678', '+5511912345678'],
      ['011 3456-7890', '+551134567890'],
      ['(21) 2345-6789', '+552123456789'],
    ]) {
      const res = await ana.call('PUT', '/api/church-profile', { name: 'Igreja', whatsapp: typed });
      expect(res.status, typed).toBe(200);
      expect(res.body).toMatchObject({ whatsapp: stored });
    }
  });
});

describe('Minha igreja: every bound with its pt-BR message', () => {
  const long = (n: number) => 'a'.repeat(n);
  const time = (entry: Record<string, unknown>) => ({
    name: 'Igreja',
    serviceTimes: [{ day: 'Domingo', time: '19:00', ...entry }],
  });

  it('the name: required, 2 to 80 characters', async () => {
    await refused({ name: ' A ' }, 'name', CHURCH_MESSAGES.nameMin);
    await refused({ name: long(81) }, 'name', CHURCH_MESSAGES.nameMax);
    await refused({ name: 42 }, 'name', 'O nome da igreja deve ser um texto');
    const missing = await (await as('eva')).call('PUT', '/api/church-profile', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'Campo inválido: name' });
    // 80 fits.
    const fits = await (await as('eva')).call('PUT', '/api/church-profile', { name: long(80) });
    expect(fits.status).toBe(200);
  });

  it('the address, the pastor', async () => {
    await refused({ name: 'Igreja', address: long(161) }, 'address', CHURCH_MESSAGES.addressMax);
    await refused(
      { name: 'Igreja', pastorName: long(81) },
      'pastorName',
      CHURCH_MESSAGES.pastorMax,
    );
    await refused(
      { name: 'Igreja', address: 'a\u0000b' },
      'address',
      'O endereço contém caracteres inválidos',
    );
  });

  it('the service times: at most 10, a day of the list, HH:MM, a label of 40', async () => {
    const eleven = Array.from({ length: 11 }, () => ({ day: 'Domingo', time: '19:00' }));
    await refused(
      { name: 'Igreja', serviceTimes: eleven },
      'serviceTimes',
      CHURCH_MESSAGES.serviceTimesMax,
    );
    await refused(
      { name: 'Igreja', serviceTimes: 'domingo' },
      'serviceTimes',
      CHURCH_MESSAGES.serviceTimesList,
    );
    await refused(time({ day: 'Domingão' }), 'serviceTimes.0.day', CHURCH_MESSAGES.serviceDay);
    for (const bad of ['25:00', '19:60', '7', 'sete', '', '19:3']) {
      await refused(time({ time: bad }), 'serviceTimes.0.time', CHURCH_MESSAGES.serviceTime);
    }
    await refused(
      time({ label: long(41) }),
      'serviceTimes.0.label',
      CHURCH_MESSAGES.serviceLabelMax,
    );
    const ten = Array.from({ length: 10 }, (_, i) => ({
      day: SERVICE_DAYS[i % 7],
      time: `${String(8 + i).padStart(2, '0')}:00`,
      label: long(40),
    }));
    const res = await (await as('eva')).call('PUT', '/api/church-profile', {
      name: 'Igreja',
      serviceTimes: ten,
    });
    expect(res.status).toBe(200);
  });

  it('the Instagram', async () => {
    await refused(
      { name: 'Igreja', instagram: 'igreja batista' },
      'instagram',
      CHURCH_MESSAGES.instagram,
    );
    await refused(
      { name: 'Igreja', instagram: '@igreja!' },
      'instagram',
      CHURCH_MESSAGES.instagram,
    );
    await refused(
      { name: 'Igreja', instagram: `@${long(31)}` },
      'instagram',
      CHURCH_MESSAGES.instagramMax,
    );
    await refused(
      { name: 'Igreja', instagram: long(200) },
      'instagram',
      CHURCH_MESSAGES.instagramMax,
    );
  });

  it('the WhatsApp', async () => {
    await refused({ name: 'Igreja', whatsapp: '1234' }, 'whatsapp', CHURCH_MESSAGES.whatsapp);
    await refused(
      { name: 'Igreja', whatsapp: '(20) 91234-5678' },
      'whatsapp',
      CHURCH_MESSAGES.whatsappArea,
    );
    await refused(
      { name: 'Igreja', whatsapp: '+1 202 555 0123' },
      'whatsapp',
      CHURCH_MESSAGES.whatsapp,
    );
    await refused({ name: 'Igreja', whatsapp: long(31) }, 'whatsapp', CHURCH_MESSAGES.whatsappMax);
  });

  it('the PIX key: the pix module’s messages, the type of its list', async () => {
    await refused(
      { name: 'Igreja', pixKey: { key: '123.456.789-00' } },
      'pixKey',
      PIX_KEY_MESSAGES.cpfCheck,
    );
    await refused(
      { name: 'Igreja', pixKey: { key: 'igreja@' } },
      'pixKey',
      PIX_KEY_MESSAGES.emailFormat,
    );
    await refused(
      { name: 'Igreja', pixKey: { type: 'cpf', key: '(11) 91234-5678' } },
      'pixKey',
      PIX_KEY_MESSAGES.cpfLength,
    );
    await refused(
      { name: 'Igreja', pixKey: { type: 'boleto', key: '1' } },
      'pixKey.type',
      CHURCH_MESSAGES.pixType,
    );
    await refused(
      { name: 'Igreja', pixKey: { key: long(101) } },
      'pixKey.key',
      CHURCH_MESSAGES.pixMax,
    );
  });

  it('the church colours: #rrggbb, with or without #', async () => {
    for (const bad of ['azul', '#12345', '#1234567', '#GG0000', 'rgb(0, 0, 0)']) {
      await refused({ name: 'Igreja', primaryColor: bad }, 'primaryColor', CHURCH_MESSAGES.color);
      await refused(
        { name: 'Igreja', secondaryColor: bad },
        'secondaryColor',
        CHURCH_MESSAGES.color,
      );
    }
    await refused(
      { name: 'Igreja', primaryColor: 42 },
      'primaryColor',
      'A cor principal deve ser um texto',
    );
    // The database refuses what the contract would never store.
    await (await as('eva')).call('PUT', '/api/church-profile', { name: 'Igreja' });
    await expect(
      handle.db
        .updateTable('church_profiles')
        .set({ primary_color: '#1E3A8A' })
        .where('user_id', '=', ids.eva!)
        .execute(),
    ).rejects.toThrow();
  });

  it('names every field at fault at once, the first as the message', async () => {
    const answer = await refused(
      {
        name: 'A',
        instagram: 'a b',
        whatsapp: '12',
        serviceTimes: [{ day: 'Domingo', time: '99:99' }],
      },
      'name',
      CHURCH_MESSAGES.nameMin,
    );
    expect(answer.message).toBe(CHURCH_MESSAGES.nameMin);
    expect(Object.keys(answer.fields).sort()).toEqual(
      ['instagram', 'name', 'serviceTimes.0.time', 'whatsapp'].sort(),
    );
  });

  it('bounds the body and wants JSON', async () => {
    const eva = await as('eva');
    const huge = await eva.call('PUT', '/api/church-profile', {
      name: 'Igreja',
      address: long(20_000),
    });
    expect(huge.status).toBe(413);
    const text = await eva.call('PUT', '/api/church-profile', 'name=Igreja', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(text.status).toBe(415);
  });

  it('the database holds the same bounds as the contract', () => {
    expect(CHURCH_PROFILE_LIMITS.pixKeyTypes).toEqual(PIX_KEY_TYPES);
    expect(CHURCH_PROFILE_LIMITS.name).toEqual([2, 80]);
    expect(CHURCH_PROFILE_LIMITS.serviceTimes).toBe(10);
  });
});

describe('Minha igreja: one account, its own profile', () => {
  it('never shows or changes another account’s profile', async () => {
    const ana = await as('ana');
    const bruno = await as('bruno');
    await ana.call('PUT', '/api/church-profile', FULL);
    const before = (await ana.call('GET', '/api/church-profile')).body;
    expect((await bruno.call('GET', '/api/church-profile')).body).toBeNull();
    const own = await bruno.call('PUT', '/api/church-profile', { name: 'Assembleia do Bruno' });
    expect(own.body).toMatchObject({ name: 'Assembleia do Bruno' });
    // A user id in the body is not read.
    await bruno.call('PUT', '/api/church-profile', {
      name: 'Outra',
      userId: ids.ana,
      user_id: ids.ana,
    });
    expect((await ana.call('GET', '/api/church-profile')).body).toEqual(before);
    expect((await bruno.call('GET', '/api/church-profile')).body).toMatchObject({ name: 'Outra' });
  });
});

describe('Minha igreja: the logo', () => {
  it('asks for the profile first, leaving no file behind', async () => {
    const carla = await as('carla');
    const before = await siteFiles();
    const res = await sendLogo(carla, 'POST', await transparentLogo(64));
    expect(res).toEqual({ status: 409, body: { message: CHURCH_LOGO_NEEDS_PROFILE_MESSAGE } });
    expect(await siteFiles()).toEqual(before);
  });

  it('is stored as WebP at 800 px at most, transparency kept; a new one replaces the old', async () => {
    const carla = await as('carla');
    await carla.call('PUT', '/api/church-profile', { name: 'Igreja da Carla' });
    const first = await sendLogo(carla, 'POST', await transparentLogo());
    expect(first.status).toBe(201);
    expect(first.body.url).toMatch(/^\/media\/site\/church-[0-9a-f]{16}\.webp$/);
    const stored = await readFile(fileOf(first.body.url!));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 800, hasAlpha: true });
    // The corner stays transparent, the middle opaque.
    const { data, info } = await sharp(stored)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(5, 5)).toBe(0);
    expect(alphaAt(400, 400)).toBe(255);
    // Served with the site's images.
    const served = await app.request(first.body.url!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await carla.call('GET', '/api/church-profile')).body).toMatchObject({
      logoUrl: first.body.url,
    });

    // A save of the form keeps the logo.
    await carla.call('PUT', '/api/church-profile', {
      name: 'Igreja da Carla',
      pastorName: 'Pr. Lucas',
    });
    expect((await carla.call('GET', '/api/church-profile')).body).toMatchObject({
      logoUrl: first.body.url,
    });

    const second = await sendLogo(carla, 'POST', await transparentLogo(300));
    expect(second.status).toBe(201);
    const names = await siteFiles();
    expect(names).toContain(path.basename(second.body.url!));
    expect(names).not.toContain(path.basename(first.body.url!));

    const removed = await sendLogo(carla, 'DELETE');
    expect(removed).toEqual({ status: 200, body: { success: true, url: null } });
    expect(await siteFiles()).not.toContain(path.basename(second.body.url!));
    expect((await carla.call('GET', '/api/church-profile')).body).toMatchObject({ logoUrl: null });
  });

  it('refuses what is not a picture, and another account’s removal touches nothing', async () => {
    const carla = await as('carla');
    const bruno = await as('bruno');
    const text = await sendLogo(carla, 'POST', new TextEncoder().encode('não é imagem'));
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('Envie uma imagem PNG, JPEG ou WebP.');
    const logo = await sendLogo(carla, 'POST', await transparentLogo(100));
    expect(logo.status).toBe(201);
    expect((await sendLogo(bruno, 'DELETE')).status).toBe(200);
    expect(await siteFiles()).toContain(path.basename(logo.body.url!));
    expect((await carla.call('GET', '/api/church-profile')).body).toMatchObject({
      logoUrl: logo.body.url,
    });
  });
});

describe('Minha igreja: the account deleted', () => {
  it('takes the profile with it (cascade)', async () => {
    const davi = await as('davi');
    await davi.call('PUT', '/api/church-profile', FULL);
    const count = () =>
      handle.db
        .selectFrom('church_profiles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', ids.davi!)
        .executeTakeFirstOrThrow();
    expect(Number((await count()).n)).toBe(1);
    await handle.db.deleteFrom('users').where('id', '=', ids.davi!).execute();
    expect(Number((await count()).n)).toBe(0);
  });
});
