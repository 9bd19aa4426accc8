import { readFileSync } from 'node:fs';
import { ACCESS_LEVELS, AnalyticsResponseSchema, brazilCalendarDay } from '@arte-gospel/domain';
import { parseServerEnv } from '@arte-gospel/domain/config';
import { sql } from 'kysely';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../../testing/api/client';
import { insertAccounts, insertArtRefs } from '../../../testing/api/fixtures';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import { countArtView } from '../catalogue/art-page';
import { isPersonAgent, logSearch, recordSearch, searchLogText } from '../catalogue/search-log';
import type { DatabaseHandle } from '../db/database';
import { originOfPayload } from '../db/migrations/0018-analytics';
import { readPostback, WEBHOOK_TOKEN_HEADER } from '../purchases/postback';
import { analytics, analyticsPeriod } from './analytics-repository';

// The staff analytics (issue 19, /admin/analytics): each figure from rows inserted here, on
// a fixed 'now' (2026-03-10 12:00 in Brazil), so every expected number and day is written out.
const NOW = new Date('2026-03-10T15:00:00.000Z');
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.0.0 Safari/537.36';
const TOKEN = 'segredo-do-provedor';

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
const ids: Record<string, number> = {};

async function as(level: string) {
  const client = testClient(app);
  const res = await client.call('POST', '/api/login', {
    username: `${level}@demo.org`,
    password: 'demo12345',
  });
  expect(res.status, level).toBe(200);
  return client;
}

beforeAll(async () => {
  handle = await freshDatabase();
  const db = handle.db;
  app = createApp({
    db,
    log: () => {},
    checkoutWebhookToken: TOKEN,
    env: parseServerEnv({ CHECKOUT_URL_MENSAL: 'https://pay.hotmart.com/P1?off=test' }),
  });
  Object.assign(
    ids,
    await insertAccounts(
      db,
      ACCESS_LEVELS.map((level) => ({
        name: `Conta ${level}`,
        username: level,
        nivelacesso: level,
      })),
    ),
  );
  // Sign-ups around the period 2026-03-04 … 2026-03-10 (Brazil, UTC−3).
  Object.assign(
    ids,
    await insertAccounts(db, [
      // 2026-03-04 00:00 in Brazil: the first instant of the period.
      {
        name: 'Ana',
        username: 'ana',
        created_at: '2026-03-04T03:00:00Z',
        signup_utm_source: 'Instagram',
      },
      // 2026-03-03 23:59:59 in Brazil: the day before.
      {
        name: 'Bia',
        username: 'bia',
        created_at: '2026-03-04T02:59:59Z',
        signup_utm_source: 'instagram',
      },
      { name: 'Caio', username: 'caio', created_at: '2026-03-10T14:00:00Z', signup_src: 'youtube' },
      {
        name: 'Duda',
        username: 'duda',
        created_at: '2026-03-10T14:30:00Z',
        signup_utm_source: '',
        signup_sck: 'parceiro',
      },
      { name: 'Eli', username: 'eli', created_at: '2026-03-09T12:00:00Z' },
      // 2026-03-11 00:00 in Brazil: the day after.
      {
        name: 'Fabi',
        username: 'fabi',
        created_at: '2026-03-11T03:00:00Z',
        signup_utm_source: 'tiktok',
      },
    ]),
  );
  const purchase = (
    transaction: string,
    event: string,
    result: 'applied' | 'pending',
    created_at: string,
    origin: { sck?: string; src?: string } = {},
  ) => ({
    transaction_id: transaction,
    event,
    email: 'ana@demo.org',
    payload: '{}',
    result,
    created_at,
    origin_sck: origin.sck ?? null,
    origin_src: origin.src ?? null,
  });
  // A simulated sale for a test account (/admin/test-subscription-settings) is no sale.
  const simulation = await db
    .insertInto('webhook_deliveries')
    .values({ result: 'applied', payload: '{}', origin: 'simulation' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('purchases')
    .values({
      ...purchase('HP-SIM', 'PURCHASE_APPROVED', 'applied', '2026-03-10T12:00:00Z', {
        sck: 'instagram',
      }),
      delivery_id: simulation.id,
    })
    .execute();
  await db
    .insertInto('purchases')
    .values([
      purchase('HP1', 'PURCHASE_APPROVED', 'applied', '2026-03-10T12:00:00Z', { sck: 'instagram' }),
      purchase('HP1', 'PURCHASE_COMPLETE', 'applied', '2026-03-10T13:00:00Z', { sck: 'instagram' }),
      purchase('HP2', 'PURCHASE_APPROVED', 'pending', '2026-03-10T12:00:00Z', { sck: 'instagram' }),
      purchase('HP3', 'PURCHASE_REFUNDED', 'applied', '2026-03-05T10:00:00Z'),
      purchase('HP4', 'PURCHASE_APPROVED', 'applied', '2026-03-05T11:00:00Z', { src: 'Afiliado' }),
      purchase('HP5', 'PURCHASE_APPROVED', 'applied', '2026-03-01T11:00:00Z', { sck: 'instagram' }),
    ])
    .execute();
  const refs = await insertArtRefs(db);
  const art = (title: string, categoryId: number | null) => ({
    title,
    search_text: title.toLowerCase(),
    image_url: '/media/arts/x.webp',
    category_id: categoryId,
    format_id: refs.formatId,
    file_type_id: refs.fileTypeId,
    is_visible: true,
    created_at: '2026-01-01T12:00:00Z',
  });
  const [santaCeia, cultoJovem, batismo] = await db
    .insertInto('arts')
    .values([
      art('Santa Ceia', refs.categoryId),
      art('Culto Jovem', refs.categoryId),
      art('Batismo', null),
    ])
    .returning('id')
    .execute();
  Object.assign(ids, {
    santaCeia: santaCeia!.id,
    cultoJovem: cultoJovem!.id,
    batismo: batismo!.id,
  });
  const download = (art_id: number, created_at: string) => ({
    user_id: ids.ana!,
    art_id,
    created_at,
  });
  await db
    .insertInto('downloads')
    .values([
      download(ids.santaCeia!, '2026-03-10T12:00:00Z'),
      download(ids.santaCeia!, '2026-03-10T20:00:00Z'),
      download(ids.santaCeia!, '2026-03-06T12:00:00Z'),
      download(ids.santaCeia!, '2026-03-01T12:00:00Z'),
      download(ids.cultoJovem!, '2026-03-08T12:00:00Z'),
    ])
    .execute();
  await db
    .insertInto('art_views_daily')
    .values([
      { art_id: ids.santaCeia!, day: '2026-03-10', views: 5 },
      { art_id: ids.cultoJovem!, day: '2026-03-09', views: 10 },
      { art_id: ids.cultoJovem!, day: '2026-03-02', views: 50 },
      { art_id: ids.batismo!, day: '2026-03-07', views: 4 },
    ])
    .execute();
  await db
    .insertInto('search_log')
    .values([
      { day: '2026-03-09', query: 'pascoa', searches: 3, results: 0 },
      { day: '2026-03-10', query: 'pascoa', searches: 2, results: 5 },
      { day: '2026-03-10', query: 'ceia', searches: 4, results: 12 },
      { day: '2026-03-08', query: 'batismo infantil', searches: 1, results: 0 },
      { day: '2026-03-01', query: 'natal', searches: 9, results: 0 },
    ])
    .execute();
});
afterAll(async () => {
  await handle?.close();
});

describe('the period', () => {
  it('is the last N Brazilian days, today included, as instants from midnight in Brazil', () => {
    expect(analyticsPeriod(7, NOW)).toEqual({
      days: 7,
      from: '2026-03-04',
      to: '2026-03-10',
      start: new Date('2026-03-04T03:00:00.000Z'),
      end: new Date('2026-03-11T03:00:00.000Z'),
    });
    // 01:00 UTC on the 11th is still the 10th in Brazil.
    expect(analyticsPeriod(30, new Date('2026-03-11T01:00:00Z'))).toMatchObject({
      from: '2026-02-09',
      to: '2026-03-10',
    });
  });
});

describe('analytics(db, days, now)', () => {
  it('counts sign-ups, sales, downloads and views by day, with every day of the period', async () => {
    const result = v.parse(AnalyticsResponseSchema, await analytics(handle.db, 7, NOW));
    expect(result.from).toBe('2026-03-04');
    expect(result.to).toBe('2026-03-10');
    expect(result.daily).toEqual([
      { day: '2026-03-04', signups: 1, purchases: 0, downloads: 0, views: 0 },
      { day: '2026-03-05', signups: 0, purchases: 1, downloads: 0, views: 0 },
      { day: '2026-03-06', signups: 0, purchases: 0, downloads: 1, views: 0 },
      { day: '2026-03-07', signups: 0, purchases: 0, downloads: 0, views: 4 },
      { day: '2026-03-08', signups: 0, purchases: 0, downloads: 1, views: 0 },
      { day: '2026-03-09', signups: 1, purchases: 0, downloads: 0, views: 10 },
      { day: '2026-03-10', signups: 2, purchases: 1, downloads: 2, views: 5 },
    ]);
    expect(result.totals).toEqual({ signups: 4, purchases: 2, downloads: 4, views: 19 });
  });

  it('breaks the applied ledger rows down by event (pending rows and other periods left out)', async () => {
    const result = await analytics(handle.db, 7, NOW);
    expect(result.purchasesByEvent).toEqual([
      { event: 'PURCHASE_APPROVED', count: 2 },
      { event: 'PURCHASE_COMPLETE', count: 1 },
      { event: 'PURCHASE_REFUNDED', count: 1 },
    ]);
  });

  it('groups sign-ups (utm_source, else src, else sck) and sales (sck, else src) by source', async () => {
    const result = await analytics(handle.db, 7, NOW);
    expect(result.sources).toEqual([
      { source: 'instagram', signups: 1, purchases: 1 },
      { source: 'afiliado', signups: 0, purchases: 1 },
      { source: 'parceiro', signups: 1, purchases: 0 },
      { source: 'youtube', signups: 1, purchases: 0 },
      { source: null, signups: 1, purchases: 0 },
    ]);
  });

  it('ranks the arts and categories of the period by downloads, then views', async () => {
    const result = await analytics(handle.db, 7, NOW);
    expect(result.topArts).toEqual([
      { id: ids.santaCeia, title: 'Santa Ceia', downloads: 3, views: 5 },
      { id: ids.cultoJovem, title: 'Culto Jovem', downloads: 1, views: 10 },
      { id: ids.batismo, title: 'Batismo', downloads: 0, views: 4 },
    ]);
    expect(result.topCategories).toEqual([
      { id: expect.any(Number), name: 'Ceia', downloads: 4, views: 15 },
      { id: null, name: 'Sem categoria', downloads: 0, views: 4 },
    ]);
  });

  it('lists the top searches (last result count) and the searches that found nothing', async () => {
    const result = await analytics(handle.db, 7, NOW);
    expect(result.topSearches).toEqual([
      { query: 'pascoa', searches: 5, results: 5 },
      { query: 'ceia', searches: 4, results: 12 },
      { query: 'batismo infantil', searches: 1, results: 0 },
    ]);
    expect(result.emptySearches).toEqual([
      { query: 'pascoa', searches: 3 },
      { query: 'batismo infantil', searches: 1 },
    ]);
  });

  it('takes in the rows of a longer period', async () => {
    const result = await analytics(handle.db, 30, NOW);
    expect(result.daily).toHaveLength(30);
    expect(result.daily[0]?.day).toBe('2026-02-09');
    // Bia (the 3rd) and Fabi (the 11th) stay out; the 1st's sale and download come in.
    expect(result.totals).toEqual({ signups: 5, purchases: 3, downloads: 5, views: 69 });
    expect(result.emptySearches).toEqual([
      { query: 'natal', searches: 9 },
      { query: 'pascoa', searches: 3 },
      { query: 'batismo infantil', searches: 1 },
    ]);
  });
});

describe('GET /api/admin/analytics', () => {
  it('answers admin only: 401 without a session, 403 for every other level', async () => {
    expect((await testClient(app).call('GET', '/api/admin/analytics')).status).toBe(401);
    for (const level of ['usuario', 'premium', 'designer', 'designer_adm', 'suporte']) {
      const res = await (await as(level)).call('GET', '/api/admin/analytics');
      expect(res.status, level).toBe(403);
    }
    const res = await (await as('admin')).call('GET', '/api/admin/analytics?days=7');
    expect(res.status).toBe(200);
    const body = v.parse(AnalyticsResponseSchema, res.body);
    expect(body.days).toBe(7);
    expect(body.daily).toHaveLength(7);
  });

  it('takes 7, 30 or 90 days (30 by default) and answers 400 in Portuguese otherwise', async () => {
    const admin = await as('admin');
    expect((await admin.call<{ days: number }>('GET', '/api/admin/analytics')).body.days).toBe(30);
    expect(
      (await admin.call<{ daily: unknown[] }>('GET', '/api/admin/analytics?days=90')).body.daily,
    ).toHaveLength(90);
    for (const days of ['8', '0', '365', 'abc', '-7']) {
      const res = await admin.call('GET', `/api/admin/analytics?days=${days}`);
      expect(res.status, days).toBe(400);
      expect(res.body).toEqual({ message: 'Escolha um período de 7, 30 ou 90 dias' });
    }
  });
});

describe('sign-up attribution', () => {
  it('keeps the landing source sent with POST /api/register, and today counts it', async () => {
    const res = await testClient(app).call('POST', '/api/register', {
      username: 'gabi',
      email: 'gabi@igreja.org',
      password: 'segredo1',
      name: 'Gabi',
      attribution: { utmSource: 'instagram', sck: 'stories' },
    });
    expect(res.status).toBe(200);
    const row = await handle.db
      .selectFrom('users')
      .select(['signup_utm_source', 'signup_src', 'signup_sck'])
      .where('email', '=', 'gabi@igreja.org')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      signup_utm_source: 'instagram',
      signup_src: null,
      signup_sck: 'stories',
    });
    const today = await analytics(handle.db, 7);
    expect(today.sources).toContainEqual({ source: 'instagram', signups: 1, purchases: 0 });
  });

  it('refuses a source longer than 100 characters', async () => {
    const res = await testClient(app).call('POST', '/api/register', {
      username: 'hugo',
      email: 'hugo@igreja.org',
      password: 'segredo1',
      name: 'Hugo',
      attribution: { utmSource: 'x'.repeat(101) },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'A origem (utm_source) deve ter no máximo 100 caracteres',
    });
  });
});

describe('purchase origin', () => {
  const sample = () =>
    JSON.parse(
      readFileSync(
        new URL('../purchases/fixtures/purchase-approved.json', import.meta.url),
        'utf8',
      ),
    );

  it('reads data.purchase.origin (sck, src, xcod) and keeps it on the ledger row', async () => {
    const body = sample();
    // The provider's documented field (developers.hotmart.com, purchase webhook 2.0.0).
    body.data.purchase.origin = { sck: 'instagram', src: 'bio', xcod: 'campanha-pascoa' };
    body.data.purchase.transaction = 'HP-ORIGEM-1';
    body.data.buyer.email = 'origem@igreja.org';
    const res = await app.request('/api/webhooks/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [WEBHOOK_TOKEN_HEADER]: TOKEN },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    const row = await handle.db
      .selectFrom('purchases')
      .select(['origin_sck', 'origin_src', 'origin_xcod'])
      .where('transaction_id', '=', 'HP-ORIGEM-1')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      origin_sck: 'instagram',
      origin_src: 'bio',
      origin_xcod: 'campanha-pascoa',
    });
  });

  it('never fails a postback for its origin: odd values are dropped, long ones cut', () => {
    const body = sample();
    body.data.purchase.origin = { sck: 42, src: '  ', xcod: 'x'.repeat(300) };
    const parsed = readPostback(body);
    expect(parsed.kind).toBe('postback');
    if (parsed.kind !== 'postback') return;
    expect(parsed.postback.origin).toEqual({ sck: null, src: null, xcod: 'x'.repeat(100) });
    body.data.purchase.origin = 'instagram';
    expect(readPostback(body).kind).toBe('postback');
  });

  it('fills the rows kept before migration 0018 from their payloads', () => {
    expect(
      originOfPayload(
        JSON.stringify({ data: { purchase: { origin: { sck: 'ig', xcod: 'c1' } } } }),
      ),
    ).toEqual({ sck: 'ig', src: null, xcod: 'c1' });
    expect(originOfPayload('{"data":{}}')).toEqual({ sck: null, src: null, xcod: null });
    expect(originOfPayload('não é JSON')).toEqual({ sck: null, src: null, xcod: null });
  });
});

describe('search log', () => {
  const logged = () =>
    handle.db
      .selectFrom('search_log')
      .select(['query', 'searches', 'results'])
      .where('day', '=', sql<string>`(now() AT TIME ZONE 'UTC' - interval '3 hours')::date`)
      .orderBy('query')
      .execute();

  it('logs a person’s first page of a listing search, folded, not a bot’s, an empty one or a next page', async () => {
    const client = testClient(app);
    await client.call('GET', '/api/artes?search=Natal', undefined, { 'user-agent': GOOGLEBOT });
    await client.call('GET', '/api/artes?search=Natal', undefined, {});
    await client.call('GET', '/api/artes?search=%20', undefined, { 'user-agent': CHROME });
    await client.call('GET', '/api/artes', undefined, { 'user-agent': CHROME });
    await client.call('GET', '/api/artes?search=Natal&page=2', undefined, { 'user-agent': CHROME });
    await client.call('GET', '/api/artes?search=11987654321', undefined, { 'user-agent': CHROME });
    const res = await client.call('GET', '/api/artes?search=Ceia%20de%20P%C3%A1scoa', undefined, {
      'user-agent': CHROME,
    });
    expect(res.status).toBe(200);
    await expect.poll(logged).toEqual([{ query: 'ceia de pascoa', searches: 1, results: 0 }]);
    await client.call('GET', '/api/arts?search=SANTA%20ceia', undefined, { 'user-agent': CHROME });
    await expect.poll(logged).toEqual([
      { query: 'ceia de pascoa', searches: 1, results: 0 },
      { query: 'santa ceia', searches: 1, results: 1 },
    ]);
  });

  it('adds up a query’s searches of the day and keeps the last result count', async () => {
    const day = new Date('2026-04-02T15:00:00Z');
    await recordSearch(handle.db, 'culto de jovens', 0, day);
    await recordSearch(handle.db, 'culto de jovens', 7, day);
    const row = await handle.db
      .selectFrom('search_log')
      .select(['day', 'searches', 'results'])
      .select(sql<string>`day::text`.as('dayText'))
      .where('query', '=', 'culto de jovens')
      .executeTakeFirstOrThrow();
    expect({ day: row.dayText, searches: row.searches, results: row.results }).toEqual({
      day: '2026-04-02',
      searches: 2,
      results: 7,
    });
  });

  it('drops writes beyond its bound instead of queueing them', async () => {
    // The bound counts per Kysely instance, and a listing's search is logged after its answer:
    // the rows polled for above show before those writes have freed their places. An instance
    // of its own (same database, same pool), so no search still finishing takes one of these.
    const db = handle.db.withoutPlugins();
    const writes = Array.from({ length: 30 }, () =>
      logSearch(db, { text: 'enxurrada', page: 1, results: 3, userAgent: CHROME }),
    );
    expect(writes.filter((write) => write === undefined)).toHaveLength(10);
    await Promise.all(writes);
    const row = await handle.db
      .selectFrom('search_log')
      .select(sql<number>`sum(searches)::int`.as('n'))
      .where('query', '=', 'enxurrada')
      .executeTakeFirstOrThrow();
    expect(row.n).toBe(20);
  });

  it('keeps only what a person typed to find an art', () => {
    expect(searchLogText('  Dia das Mães — 2ª edição ')).toBe('dia das maes 2a edicao');
    expect(searchLogText('')).toBeNull();
    expect(searchLogText('!!!')).toBeNull();
    expect(searchLogText('a'.repeat(101))).toBeNull();
    expect(searchLogText('cpf 123.456.789-00')).toBeNull();
    expect(isPersonAgent(CHROME)).toBe(true);
    expect(isPersonAgent(GOOGLEBOT)).toBe(false);
    expect(isPersonAgent('curl/8.5.0')).toBe(false);
    expect(isPersonAgent(undefined)).toBe(false);
  });
});

describe('art views by day', () => {
  it('adds each counted view to the art’s day', async () => {
    const day = new Date('2026-04-02T15:00:00Z');
    await countArtView(handle.db, ids.batismo!, 'ip:10.0.0.1', day);
    await countArtView(handle.db, ids.batismo!, 'ip:10.0.0.1', day);
    await countArtView(handle.db, ids.batismo!, 'ip:10.0.0.2', day);
    const row = await handle.db
      .selectFrom('art_views_daily')
      .select('views')
      .where('art_id', '=', ids.batismo!)
      .where('day', '=', '2026-04-02')
      .executeTakeFirstOrThrow();
    expect(row.views).toBe(2);
  });

  it('lets days older than 400 go, at most once an hour, on a counted view', async () => {
    const days = (rows: { day: string }[]) => rows.map((row) => row.day).sort();
    const kept = () =>
      handle.db
        .selectFrom('art_views_daily')
        .select(sql<string>`day::text`.as('day'))
        .where('art_id', '=', ids.cultoJovem!)
        .execute();
    // 09:00 in Brazil a day or two ahead: later than any view an earlier test counted, and
    // the hour after it is still the same day.
    const first = new Date(Math.ceil(Date.now() / 86_400_000) * 86_400_000 + 36 * 3_600_000);
    const daysBefore = (n: number) => brazilCalendarDay(new Date(first.getTime() - n * 86_400_000));
    const today = daysBefore(0);
    await countArtView(handle.db, ids.cultoJovem!, 'ip:10.0.1.1', first);
    await handle.db
      .insertInto('art_views_daily')
      .values([
        { art_id: ids.cultoJovem!, day: daysBefore(401), views: 3 },
        { art_id: ids.cultoJovem!, day: daysBefore(400), views: 4 },
      ])
      .execute();
    const soon = new Date(first.getTime() + 30 * 60_000);
    await countArtView(handle.db, ids.cultoJovem!, 'ip:10.0.1.2', soon);
    expect(days(await kept())).toEqual(
      expect.arrayContaining([daysBefore(401), daysBefore(400), today]),
    );
    const hourLater = new Date(first.getTime() + 60 * 60_000);
    await countArtView(handle.db, ids.cultoJovem!, 'ip:10.0.1.3', hourLater);
    const after = days(await kept());
    expect(after).toEqual(expect.arrayContaining([daysBefore(400), today]));
    expect(after).not.toContain(daysBefore(401));
  });
});
