import { ART_FORMATS } from '@arte-gospel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { searchText } from '../catalogue/arts';
import type { DatabaseHandle } from '../db/database';
import { freshDatabase } from '../test/fresh-database';
import {
  DEFAULT_ART_COUNT,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_POPUP,
  SEED_BASE_DATE,
  SEED_REFERENCE_DATE,
  seedDemoCatalogue,
} from '.';
import { DEMO_CATEGORIES } from './categories';
import { mulberry32 } from './random';

const DAY = 86_400_000;
// Any string will do where the password is not checked (saves the scrypt run).
const FAKE_HASH = 'scrypt$131072$8$1$c2FsdA==$a2V5';

async function firstArts(handle: DatabaseHandle, n: number) {
  return handle.db.selectFrom('arts').selectAll().orderBy('id').limit(n).execute();
}

describe('mulberry32', () => {
  it('gives the same sequence for the same seed', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(mulberry32(8).next()).not.toBe(seqA[0]);
  });
});

describe('seedDemoCatalogue is deterministic', () => {
  const handles: DatabaseHandle[] = [];
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
  });

  it('two fresh databases get identical arts', async () => {
    for (let i = 0; i < 2; i++) {
      const handle = await freshDatabase();
      handles.push(handle);
      expect(
        await seedDemoCatalogue(handle.db, { artCount: 300, passwordHash: FAKE_HASH }),
      ).toEqual({
        seeded: true,
      });
    }
    const [a, b] = handles as [DatabaseHandle, DatabaseHandle];
    const first = await firstArts(a, 20);
    expect(first).toHaveLength(20);
    expect(await firstArts(b, 20)).toEqual(first);
    const count = async (h: DatabaseHandle) =>
      (
        await h.db
          .selectFrom('arts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    expect(Number(await count(a))).toBe(300);
    expect(Number(await count(b))).toBe(300);
  });

  it('is a no-op on a database that already has a catalogue', async () => {
    const [a] = handles as [DatabaseHandle];
    expect(await seedDemoCatalogue(a.db, { artCount: 10, passwordHash: FAKE_HASH })).toEqual({
      seeded: false,
    });
    const arts = await a.db
      .selectFrom('arts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(arts.n)).toBe(300);
  });
});

describe('the default demo catalogue', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await freshDatabase();
    expect(await seedDemoCatalogue(handle.db)).toEqual({ seeded: true });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('has at least 5000 arts, with the serial moved past them', async () => {
    const { n } = await handle.db
      .selectFrom('arts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(DEFAULT_ART_COUNT);
    expect(DEFAULT_ART_COUNT).toBeGreaterThanOrEqual(5000);
    const inserted = await handle.db
      .insertInto('arts')
      .values({
        title: 'Nova',
        search_text: 'nova',
        image_url: '/x.webp',
        format_id: 1,
        file_type_id: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBe(DEFAULT_ART_COUNT + 1);
    await handle.db.deleteFrom('arts').where('id', '=', inserted.id).execute();
  });

  it('has one row per format and every format has arts, with the right media', async () => {
    const formats = await handle.db
      .selectFrom('formats')
      .select(['slug', 'name'])
      .orderBy('id')
      .execute();
    expect(formats.map((f) => f.slug)).toEqual([...ART_FORMATS]);
    expect(formats.find((f) => f.slug === 'cartao-digital')?.name).toBe('Cartão digital');
    const rows = await handle.db
      .selectFrom('arts as a')
      .innerJoin('formats as f', 'f.id', 'a.format_id')
      .select(['f.slug', 'a.image_url', 'a.id'])
      .execute();
    for (const slug of ART_FORMATS) expect(rows.some((r) => r.slug === slug)).toBe(true);
    for (const row of rows) {
      const ext = row.image_url.split('.').pop();
      if (row.slug === 'video-criativo') expect(ext).toBe('webm');
      else if (row.slug === 'story-animado') expect(['webp', 'gif']).toContain(ext);
      else expect(ext).toBe('webp');
      expect(row.image_url).toBe(`/media/arts/${row.id}.${ext}`);
    }
    expect(rows.some((r) => r.image_url.endsWith('.gif'))).toBe(true);
  });

  it('gives every category slug arts and keeps some categories recently updated', async () => {
    const rows = await handle.db
      .selectFrom('categories as c')
      .leftJoin('arts as a', 'a.category_id', 'c.id')
      .groupBy(['c.id', 'c.slug', 'c.updated_at'])
      .select((eb) => [
        'c.slug',
        'c.updated_at',
        eb.fn.count<number>('a.id').as('n'),
        eb.fn.max('a.created_at').as('latest'),
      ])
      .execute();
    expect(rows.map((r) => r.slug).sort()).toEqual(DEMO_CATEGORIES.map((c) => c.slug).sort());
    for (const row of rows) expect(Number(row.n)).toBeGreaterThan(0);
    const reference = SEED_REFERENCE_DATE.getTime();
    const recent = rows.filter((r) => reference - r.updated_at.getTime() <= 7 * DAY);
    expect(recent.length).toBeGreaterThanOrEqual(3);
    expect(recent.length).toBeLessThan(rows.length / 2);
    const withRecentArts = rows.filter(
      (r) => reference - new Date(r.latest as Date).getTime() <= 7 * DAY,
    );
    expect(withRecentArts.length).toBeGreaterThanOrEqual(3);
    expect(withRecentArts.length).toBeLessThan(rows.length);
    // Some categories stay at or under 25 arts (not 'Mais populares').
    expect(rows.some((r) => Number(r.n) <= 25)).toBe(true);
  });

  it('groups the same design in several formats under one group_id', async () => {
    const arts = await handle.db
      .selectFrom('arts')
      .select(['group_id', 'format_id', 'title', 'category_id', 'is_premium', 'designer_id'])
      .execute();
    const groups = new Map<string, typeof arts>();
    for (const art of arts) {
      if (art.group_id === null) continue;
      groups.set(art.group_id, [...(groups.get(art.group_id) ?? []), art]);
    }
    expect(groups.size).toBeGreaterThan(DEFAULT_ART_COUNT / 4);
    for (const members of groups.values()) {
      expect(members.length).toBeGreaterThanOrEqual(2);
      expect(members.length).toBeLessThanOrEqual(4);
      expect(new Set(members.map((m) => m.format_id)).size).toBe(members.length);
      for (const key of ['title', 'category_id', 'is_premium', 'designer_id'] as const) {
        expect(new Set(members.map((m) => m[key])).size).toBe(1);
      }
    }
  });

  it('mixes premium, hidden, featured and popular arts, and searchable titles', async () => {
    const stats = await handle.db
      .selectFrom('arts')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.count<number>('featured_rank').as('featured'),
        eb.fn.max('download_count').as('max_downloads'),
        eb.fn.sum<number>(eb.cast<number>('is_premium', 'integer')).as('premium'),
        eb.fn.sum<number>(eb.cast<number>(eb.not('is_visible'), 'integer')).as('hidden'),
      ])
      .executeTakeFirstOrThrow();
    const total = Number(stats.total);
    expect(Number(stats.featured)).toBe(40);
    expect(Number(stats.premium) / total).toBeGreaterThan(0.3);
    expect(Number(stats.premium) / total).toBeLessThan(0.42);
    expect(Number(stats.hidden) / total).toBeGreaterThan(0.01);
    expect(Number(stats.hidden) / total).toBeLessThan(0.06);
    expect(Number(stats.max_downloads)).toBeGreaterThan(5000);
    const featured = await handle.db
      .selectFrom('arts')
      .select(['featured_rank', 'is_visible'])
      .where('featured_rank', 'is not', null)
      .execute();
    expect(featured.every((a) => a.is_visible)).toBe(true);
    expect(featured.map((a) => a.featured_rank).sort((x, y) => Number(x) - Number(y))).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    const piped = await handle.db
      .selectFrom('arts')
      .select(['title', 'search_text'])
      .where('title', 'like', '%|%')
      .executeTakeFirstOrThrow();
    // The stored form is the api's (folded, stemmed words: no pipe, accent or capital).
    expect(piped.search_text).toBe(searchText(piped.title));
    expect(piped.search_text).toMatch(/^[a-z0-9]+( [a-z0-9]+)*$/);
    const dates = await handle.db
      .selectFrom('arts')
      .select((eb) => [eb.fn.min('created_at').as('min'), eb.fn.max('created_at').as('max')])
      .executeTakeFirstOrThrow();
    const reference = SEED_REFERENCE_DATE.getTime();
    expect(reference - new Date(dates.min as Date).getTime()).toBeLessThanOrEqual(301 * DAY);
    expect(new Date(dates.max as Date).getTime()).toBeLessThanOrEqual(reference);
  });

  it('creates one verified demo account per access level, all with the demo password', async () => {
    const users = await handle.db.selectFrom('users').selectAll().execute();
    const levels = ['usuario', 'premium', 'admin', 'designer_adm', 'designer', 'suporte'];
    for (const level of levels) expect(DEMO_ACCOUNTS.some((a) => a.level === level)).toBe(true);
    const hashes = new Set<string>();
    for (const account of DEMO_ACCOUNTS) {
      const user = users.find((u) => u.email === account.email);
      expect(user, account.email).toBeDefined();
      expect(user?.nivelacesso).toBe(account.level);
      expect(user?.email_verified).toBe(true);
      expect(account.password).toBe(DEMO_PASSWORD);
      hashes.add(user?.password_hash ?? '');
    }
    // One hash, computed once, for every demo account.
    expect(hashes.size).toBe(1);
    const [hash] = [...hashes] as [string];
    expect(await verifyPassword(DEMO_PASSWORD, hash)).toBe(true);
    expect(await verifyPassword('senha-errada', hash)).toBe(false);
    const monthly = users.find((u) => u.email === 'premium@demo.artegospel.com.br');
    expect(monthly?.tipoplano).toBe('mensal');
    expect(monthly?.dataexpiracao?.toISOString()).toBe('2099-12-31T23:59:59.000Z');
    expect(users.some((u) => u.nivelacesso === 'premium' && u.acessovitalicio)).toBe(true);
    const designers = users.filter((u) => u.nivelacesso === 'designer');
    expect(designers.length).toBe(12);
    for (const d of designers) expect(d.profileimageurl).toBe(`/media/avatars/${d.username}.webp`);
    const signed = await handle.db.selectFrom('arts').select('designer_id').distinct().execute();
    expect(signed.length).toBe(12);
  });

  it('adds file types, testimonials, an active popup and the site settings', async () => {
    const fileTypes = await handle.db.selectFrom('file_types').select('slug').execute();
    expect(fileTypes.map((f) => f.slug)).toEqual(['canva', 'psd', 'drive']);
    const testimonials = await handle.db
      .selectFrom('testimonials')
      .selectAll()
      .orderBy('sort_order')
      .execute();
    expect(testimonials).toHaveLength(6);
    expect(testimonials.some((t) => Number(t.rating) === 4.5)).toBe(true);
    expect(testimonials.filter((t) => t.avatar_url === null)).toHaveLength(1);
    const popups = await handle.db
      .selectFrom('popups')
      .selectAll()
      .where('is_active', '=', true)
      .execute();
    expect(popups).toHaveLength(1);
    expect(popups[0]).toMatchObject({ ...DEMO_POPUP, created_at: SEED_BASE_DATE });
    // What the site relies on: shown on the home to everyone, leading to the plans.
    expect(popups[0]).toMatchObject({
      target_pages: ['home'],
      audience: 'all',
      button_url: '/planos',
    });
    const settings = await handle.db.selectFrom('site_settings').select(['key', 'value']).execute();
    expect(Object.fromEntries(settings.map((s) => [s.key, s.value]))).toMatchObject({
      logoUrl: '/images/logo.svg',
      faviconUrl: '/favicon.svg',
      primaryColor: '#4F46E5',
    });
  });
});
