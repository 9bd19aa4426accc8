import { ART_FORMATS, HOME_CHIP_SLUGS } from '@arte-gospel/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../testing/database/fresh-database';
import type { SessionUser } from '../app-env';
import { verifyPassword } from '../auth/password';
import { findVisibleArt } from '../catalogue/art-page';
import type { DatabaseHandle } from '../db/database';
import { DEFAULT_ART_COUNT, DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_POPUP, seedDemoCatalogue } from '.';
import { brazilDay, brazilInstant, monthName, seasonDates, weekdayShort } from './calendar';
import { mulberry32 } from './random';

const DAY = 86_400_000;
// Any string will do where the password is not checked (saves the scrypt run).
const FAKE_HASH = 'scrypt$131072$8$1$c2FsdA==$a2V5';

// What issue 17 asks of the demo, written here rather than read from the code under test.
const HOME_CHIPS = [
  'agendas',
  'ano-novo',
  'batismo',
  'culto-de-ceia',
  'culto-da-familia',
  'culto-de-jovens',
  'eventos',
  'ensino',
  'culto-infantil',
  'culto-de-mulheres',
];
const GOSPEL_SLUGS = [
  ...HOME_CHIPS,
  'telao',
  'thumbnail-youtube',
  'capas-para-youtube',
  'capas-fanpage',
  'capas-playlist',
  'caixinhas-animadas',
  'cartas-prontas',
  'carteirinhas',
  'certificados',
  'cartao-digital',
  'envelopes-dizimos',
  'videos-criativos',
  'lancamentos',
];
/** Season category slug → the name searched for (Santa Ceia is culto-de-ceia). */
const SEASONS: Readonly<Record<string, string>> = {
  natal: 'Natal',
  pascoa: 'Páscoa',
  'dia-das-maes': 'Dia das Mães',
  'dia-dos-pais': 'Dia dos Pais',
  ebd: 'EBD',
  'culto-de-ceia': 'Santa Ceia',
  'aniversario-da-igreja': 'Aniversário da Igreja',
  congresso: 'Congresso',
  retiro: 'Retiro',
  vigilia: 'Vigília',
  consagracao: 'Consagração',
  'dia-do-pastor': 'Dia do Pastor',
};
const REMOVED_SLUGS = ['promocoes', 'vendas', 'lavagem', 'mecanica', 'locacao', 'seminovos'];
/** common.md's size table: px of the full-resolution file and the catalogue formats. */
const SIZES: Readonly<Record<string, { width: number; height: number; formats: string[] }>> = {
  'feed-retrato': { width: 1080, height: 1350, formats: ['cartaz'] },
  'feed-quadrado': { width: 1080, height: 1080, formats: ['cartaz'] },
  stories: { width: 1080, height: 1920, formats: ['stories', 'story-animado', 'video-criativo'] },
  'thumbnail-youtube': { width: 1280, height: 720, formats: ['cartaz'] },
  'capa-youtube': { width: 2560, height: 1440, formats: ['cartaz'] },
  'capa-fanpage': { width: 820, height: 312, formats: ['cartaz'] },
  'capa-playlist': { width: 1080, height: 1080, formats: ['cartaz'] },
  telao: { width: 1920, height: 1080, formats: ['cartaz', 'video-criativo'] },
  'a4-retrato': { width: 2480, height: 3508, formats: ['a4'] },
  'a4-paisagem': { width: 3508, height: 2480, formats: ['a4'] },
  'envelope-dizimo': { width: 1299, height: 2598, formats: ['a4'] },
  carteirinha: { width: 1011, height: 638, formats: ['carteirinha'] },
  'cartao-digital': { width: 1080, height: 1920, formats: ['cartao-digital'] },
};
/** The aspect ratio each size must have (width : height), from its real-world format. */
const RATIOS: Readonly<Record<string, number>> = {
  'feed-retrato': 4 / 5,
  'feed-quadrado': 1,
  stories: 9 / 16,
  'thumbnail-youtube': 16 / 9,
  'capa-youtube': 16 / 9,
  'capa-fanpage': 820 / 312,
  'capa-playlist': 1,
  telao: 16 / 9,
  'a4-retrato': 210 / 297,
  'a4-paisagem': 297 / 210,
  'envelope-dizimo': 110 / 220,
  carteirinha: 85.6 / 54,
  'cartao-digital': 9 / 16,
};
/** Which sizes each category's arts come in (issue 17's assignment). */
const POSTER_SIZES = ['feed-retrato', 'feed-quadrado', 'stories', 'a4-retrato'];
const CATEGORY_SIZES: Readonly<Record<string, string[]>> = {
  'thumbnail-youtube': ['thumbnail-youtube'],
  'capas-para-youtube': ['capa-youtube'],
  'capas-fanpage': ['capa-fanpage'],
  'capas-playlist': ['capa-playlist'],
  telao: ['telao'],
  certificados: ['a4-paisagem', 'a4-retrato'],
  'cartas-prontas': ['a4-retrato'],
  carteirinhas: ['carteirinha'],
  'envelopes-dizimos': ['envelope-dizimo'],
  'cartao-digital': ['cartao-digital'],
  'caixinhas-animadas': ['stories'],
  'videos-criativos': ['stories', 'telao'],
};
const EASTERS = [
  '2024-03-31',
  '2025-04-20',
  '2026-04-05',
  '2027-03-28',
  '2028-04-16',
  '2029-04-01',
  '2030-04-21',
  '2031-04-13',
  '2032-03-28',
];
const MONTH =
  '(janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)';
const EVENT_DATE = new RegExp(
  `^(Domingo|Segunda-feira|Terça-feira|Quarta-feira|Quinta-feira|Sexta-feira|Sábado), \\d{1,2} de ${MONTH}$`,
);

function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The YYYY-MM-DD of an instant in Brazil (UTC−3). */
function brazilIso(date: Date): string {
  return new Date(date.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
}

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

describe('the church-year dates the seed clusters arts before', () => {
  const iso = (d: Date) => d.toISOString().slice(0, 10);

  it("gives each season's days as UTC midnights: Easter and the Brazilian Sundays", () => {
    for (const easter of EASTERS) {
      expect(seasonDates('pascoa', Number(easter.slice(0, 4))).map(iso)).toEqual([easter]);
    }
    expect(seasonDates('natal', 2026).map(iso)).toEqual(['2026-12-25']);
    expect(seasonDates('dia-das-maes', 2026).map(iso)).toEqual(['2026-05-10']);
    expect(seasonDates('dia-das-maes', 2027).map(iso)).toEqual(['2027-05-09']);
    expect(seasonDates('dia-dos-pais', 2026).map(iso)).toEqual(['2026-08-09']);
    expect(seasonDates('dia-do-pastor', 2026).map(iso)).toEqual(['2026-06-14']);
    expect(seasonDates('ebd', 2026).map(iso)).toEqual(['2026-09-20']);
    // Carnival Saturday, when the retreat leaves: 14 February 2026, 6 February 2027.
    expect(seasonDates('retiro', 2026).map(iso)).toEqual(['2026-02-14']);
    expect(seasonDates('retiro', 2027).map(iso)).toEqual(['2027-02-06']);
    expect(seasonDates('consagracao', 2027).map(iso)).toEqual(['2027-01-03']);
    expect(seasonDates('culto-de-ceia', 2026).map(iso).slice(0, 3)).toEqual([
      '2026-01-04',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(seasonDates('culto-de-ceia', 2026)).toHaveLength(12);
    // The one date the domain has no season for: New Year's Eve.
    expect(seasonDates('ano-novo', 2026).map(iso)).toEqual(['2026-12-31']);
    for (const d of seasonDates('culto-de-ceia', 2027)) expect(d.getTime() % DAY).toBe(0);
  });

  it("names days in Brazil's time (UTC−3) and as titles write them", () => {
    // 02:59 UTC on 1 January is still 31 December in Brazil.
    expect(iso(brazilDay(Date.parse('2026-01-01T02:59:00Z')))).toBe('2025-12-31');
    expect(iso(brazilDay(Date.parse('2026-01-01T03:00:00Z')))).toBe('2026-01-01');
    const easter = new Date('2026-04-05T00:00:00Z');
    expect(new Date(brazilInstant(easter, 19, 30)).toISOString()).toBe('2026-04-05T22:30:00.000Z');
    expect(weekdayShort(easter)).toBe('Domingo');
    expect(weekdayShort(new Date('2026-02-17T00:00:00Z'))).toBe('Terça');
    expect(weekdayShort(new Date('2026-02-14T00:00:00Z'))).toBe('Sábado');
    expect(monthName(easter)).toBe('Abril');
    expect(monthName(new Date('2026-03-01T00:00:00Z'))).toBe('Março');
  });
});

describe('seedDemoCatalogue is deterministic', () => {
  const handles: DatabaseHandle[] = [];
  const referenceDate = new Date('2026-03-10T15:00:00Z');
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
  });

  it('two fresh databases seeded for the same first start get identical arts', async () => {
    for (let i = 0; i < 2; i++) {
      const handle = await freshDatabase();
      handles.push(handle);
      expect(
        await seedDemoCatalogue(handle.db, {
          artCount: 300,
          passwordHash: FAKE_HASH,
          referenceDate,
        }),
      ).toEqual({ seeded: true });
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
  let app: ReturnType<typeof import('../app').createApp>;
  let seededAt: number;

  beforeAll(async () => {
    handle = await freshDatabase();
    seededAt = Date.now();
    expect(await seedDemoCatalogue(handle.db)).toEqual({ seeded: true });
    const { createApp } = await import('../app');
    app = createApp({ db: handle.db, log: () => {} });
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function arts() {
    return handle.db
      .selectFrom('arts as a')
      .innerJoin('formats as f', 'f.id', 'a.format_id')
      .innerJoin('categories as c', 'c.id', 'a.category_id')
      .select([
        'a.id',
        'a.title',
        'a.image_url',
        'a.group_id',
        'a.size_id',
        'a.width',
        'a.height',
        'a.texts',
        'a.created_at',
        'a.is_visible',
        'a.is_premium',
        'a.designer_id',
        'f.slug as format',
        'c.slug as category',
      ])
      .execute();
  }

  /** Visible arts published by now, counted by the database itself. */
  async function publicCount(where?: { categoryId?: number; designerId?: number }) {
    let query = handle.db
      .selectFrom('arts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('is_visible', '=', true)
      .where('created_at', '<=', sql<Date>`now()`);
    if (where?.categoryId !== undefined) query = query.where('category_id', '=', where.categoryId);
    if (where?.designerId !== undefined) query = query.where('designer_id', '=', where.designerId);
    return Number((await query.executeTakeFirstOrThrow()).n);
  }

  async function listing(query: string) {
    const res = await app.request(`/api/arts?${query}`);
    expect(res.status, query).toBe(200);
    return (await res.json()) as { arts: Array<{ id: number; title: string }>; totalCount: number };
  }

  it('has the default count of arts, with the serial moved past them', async () => {
    const { n } = await handle.db
      .selectFrom('arts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(DEFAULT_ART_COUNT);
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

  it('keeps the popup true: more than 5.000 arts are public', async () => {
    expect(DEMO_POPUP.content).toContain('Mais de <strong>5.000 artes editáveis</strong>');
    expect(await publicCount()).toBeGreaterThan(5000);
    expect((await listing('limit=1')).totalCount).toBe(await publicCount());
  });

  it('has no DEMO link: no edit or download link, images served by the product', async () => {
    const links = await handle.db
      .selectFrom('arts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) =>
        eb.or([
          eb('edit_url', 'is not', null),
          eb('download_url', 'is not', null),
          eb('cdn_url', 'is not', null),
          eb('image_url', 'ilike', '%demo%'),
        ]),
      )
      .executeTakeFirstOrThrow();
    expect(Number(links.n)).toBe(0);
    for (const row of await arts()) {
      const ext = row.format === 'video-criativo' ? 'mp4' : 'webp';
      expect(row.image_url).toBe(`/media/arts/${row.id}.${ext}`);
    }
  });

  it('has only gospel categories and the seasons, home chips first, every one with arts', async () => {
    const rows = await handle.db
      .selectFrom('categories as c')
      .leftJoin('arts as a', 'a.category_id', 'c.id')
      .groupBy(['c.id', 'c.slug', 'c.sort_order'])
      .select((eb) => ['c.slug', 'c.sort_order', eb.fn.count<number>('a.id').as('n')])
      .orderBy('c.sort_order')
      .execute();
    const slugs = rows.map((r) => r.slug);
    expect([...slugs].sort()).toEqual(
      [...GOSPEL_SLUGS, ...Object.keys(SEASONS)].filter((s, i, all) => all.indexOf(s) === i).sort(),
    );
    expect(slugs.slice(0, HOME_CHIPS.length)).toEqual(HOME_CHIPS);
    expect([...HOME_CHIP_SLUGS]).toEqual(HOME_CHIPS);
    for (const slug of REMOVED_SLUGS) expect(slugs).not.toContain(slug);
    for (const row of rows) expect(Number(row.n), row.slug).toBeGreaterThan(0);
    // 'Mais populares' (more than 25 arts) leaves some out.
    expect(rows.some((r) => Number(r.n) <= 25)).toBe(true);
    expect(rows.filter((r) => Number(r.n) > 25).length).toBeGreaterThan(rows.length / 2);
  });

  it('keeps some categories, not most, recently updated', async () => {
    const res = await app.request('/api/categories');
    const categories = (await res.json()) as Array<{ slug: string; lastUpdate: string }>;
    const recent = categories.filter(
      (c) => Date.now() - new Date(c.lastUpdate).getTime() <= 7 * DAY,
    );
    expect(recent.length).toBeGreaterThanOrEqual(3);
    expect(recent.length).toBeLessThan(categories.length / 2);
    for (const c of categories)
      expect(new Date(c.lastUpdate).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('draws every art at its size: the real pixels and the aspect ratio of its format', async () => {
    const rows = await arts();
    const seen = new Set<string>();
    for (const row of rows) {
      const size = SIZES[row.size_id ?? ''];
      expect(size, `art ${row.id} size ${row.size_id}`).toBeDefined();
      if (!size) continue;
      seen.add(row.size_id as string);
      expect([row.width, row.height], `art ${row.id}`).toEqual([size.width, size.height]);
      expect(size.formats, `art ${row.id}`).toContain(row.format);
      const expected = CATEGORY_SIZES[row.category] ?? POSTER_SIZES;
      expect(expected, `${row.category} art ${row.id}`).toContain(row.size_id);
    }
    expect([...seen].sort()).toEqual(Object.keys(SIZES).sort());
    for (const [id, size] of Object.entries(SIZES)) {
      // Within a pixel of the real format's proportions.
      expect(Math.abs(size.width / size.height - (RATIOS[id] as number)), id).toBeLessThan(
        1 / size.height,
      );
    }
    for (const format of ART_FORMATS)
      expect(
        rows.some((r) => r.format === format),
        format,
      ).toBe(true);
    // Certificates are mostly landscape; the masonry mixes shapes.
    const certificates = rows.filter((r) => r.category === 'certificados');
    const landscape = certificates.filter((r) => r.size_id === 'a4-paisagem').length;
    expect(landscape / certificates.length).toBeGreaterThan(0.5);
    expect(rows.filter((r) => (r.width as number) > (r.height as number)).length).toBeGreaterThan(
      300,
    );
  });

  it('has at least 3,000 distinct titles, none on more than a handful of designs', async () => {
    const rows = await arts();
    const designs = new Map<string, string>();
    for (const row of rows) designs.set(row.group_id ?? `art:${row.id}`, row.title);
    const perTitle = new Map<string, number>();
    for (const title of designs.values()) perTitle.set(title, (perTitle.get(title) ?? 0) + 1);
    expect(perTitle.size).toBeGreaterThanOrEqual(3000);
    expect(Math.max(...perTitle.values())).toBeLessThanOrEqual(5);
    for (const title of perTitle.keys()) {
      expect(title).not.toMatch(/lorem|ipsum|demo|em breve|undefined|\{/i);
    }
    // Titles as churches name their posts.
    const titles = [...perTitle.keys()];
    for (const pattern of [
      /^Culto da Família — Domingo \d{2}h(30)?$/,
      /^Santa Ceia do Senhor/,
      /^Batismo nas Águas/,
      /^EBD — Lição \d{1,2}/,
      /^Cantata de Natal/,
      /^Culto de Páscoa/,
      /^Homenagem ao Dia das Mães/,
      /^Vigília de Oração/,
      /^Dia do Pastor/,
    ]) {
      expect(
        titles.some((t) => pattern.test(t)),
        String(pattern),
      ).toBe(true);
    }
  });

  it('groups one design in several sizes under one group_id', async () => {
    const rows = await arts();
    const groups = new Map<string, typeof rows>();
    for (const row of rows) {
      if (row.group_id === null) continue;
      groups.set(row.group_id, [...(groups.get(row.group_id) ?? []), row]);
    }
    expect(groups.size).toBeGreaterThan(500);
    for (const members of groups.values()) {
      expect(members.length).toBeGreaterThanOrEqual(2);
      expect(members.length).toBeLessThanOrEqual(4);
      const variants = members.map((m) => `${m.size_id}/${m.format}`);
      expect(new Set(variants).size).toBe(members.length);
      for (const key of ['title', 'category', 'is_premium', 'designer_id'] as const) {
        expect(new Set(members.map((m) => m[key])).size).toBe(1);
      }
      expect(new Set(members.map((m) => JSON.stringify(m.texts))).size).toBe(1);
    }
  });

  it("fills each art's text slots: title split, church, date, verse, and per format", async () => {
    const rows = await arts();
    for (const row of rows) {
      const texts = row.texts as Record<string, string>;
      expect(texts.churchName, `art ${row.id}`).toMatch(
        /^(Igreja|Assembleia|Comunidade|Ministério) /,
      );
      const [head, ...rest] = row.title.split(' — ');
      expect(texts.title).toBe(head);
      if (rest.length > 0) expect(texts.subtitle).toBe(rest.join(' — '));
      else expect(texts.subtitle?.length).toBeGreaterThan(0);
      if (texts.verse !== undefined) {
        expect(texts.verseRef).toMatch(
          /^(\d )?[A-ZÁÉÍÓÚÊÔ][a-zçãõáéíóúêôû]+( \d+)? ?\d+:\d+(-\d+)?$/,
        );
      }
      if (
        texts.date !== undefined &&
        /^(Domingo|Segunda|Terça|Quarta|Quinta|Sexta|Sábado)/.test(texts.date)
      ) {
        expect(texts.date).toMatch(EVENT_DATE);
        expect(texts.time).toMatch(/^\d{1,2}h(\d{2})?$/);
      }
      switch (row.category) {
        case 'certificados':
          expect(texts.recipient?.length).toBeGreaterThan(3);
          expect(texts.date).toMatch(new RegExp(`^\\d{1,2} de ${MONTH} de \\d{4}$`));
          break;
        case 'carteirinhas':
          expect(texts.memberName?.length).toBeGreaterThan(3);
          expect(texts.role?.length).toBeGreaterThan(3);
          expect(texts.memberSince).toMatch(/^\d{2}\/\d{2}\/(19|20)\d{2}$/);
          expect(texts.memberId).toMatch(/^\d{4}-\d{4}$/);
          break;
        case 'envelopes-dizimos':
          expect(texts.pixKey).toMatch(/^tesouraria@[a-z]+\.org\.br$/);
          expect(texts.phone).toMatch(/^\(\d{2}\) 9\d{4}-\d{4}$/);
          break;
        case 'cartao-digital':
          expect(texts.phone).toMatch(/^\(\d{2}\) 9\d{4}-\d{4}$/);
          expect(texts.instagram).toMatch(/^@[a-z]+$/);
          expect(texts.address).toMatch(/, \d+ — .+, .+\/[A-Z]{2}$/);
          break;
      }
    }
    // Verses matched to their themes, with the right references.
    const has = (category: string, ref: string, words: string) =>
      rows.some(
        (r) =>
          r.category === category &&
          (r.texts as Record<string, string>).verseRef === ref &&
          (r.texts as Record<string, string>).verse?.includes(words),
      );
    expect(has('culto-de-ceia', '1 Coríntios 11:24', 'fazei isto em memória de mim')).toBe(true);
    expect(has('pascoa', 'Mateus 28:6', 'ressuscitou')).toBe(true);
    expect(has('natal', 'Lucas 2:11', 'o Salvador')).toBe(true);
  });

  it("names each season in its arts' titles, and clusters Natal and Páscoa before their dates", async () => {
    const rows = await arts();
    for (const [slug, name] of Object.entries(SEASONS)) {
      const own = rows.filter((r) => r.category === slug);
      expect(own.length, slug).toBeGreaterThan(20);
      for (const row of own)
        expect(plain(row.title), `${slug}: ${row.title}`).toContain(plain(name));
    }
    // Dated seasons announce their own day, even when published early.
    const easterTexts = EASTERS.map((iso) => {
      const [, month, date] = iso.split('-').map(Number) as [number, number, number];
      return `Domingo, ${date} de ${month === 3 ? 'março' : 'abril'}`;
    });
    for (const row of rows) {
      const date = (row.texts as Record<string, string>).date;
      if (row.category === 'pascoa') expect(easterTexts, row.title).toContain(date);
      if (row.category === 'natal') expect(date, row.title).toMatch(/, (19|2[0-5]) de dezembro$/);
      if (row.category === 'dia-das-maes')
        expect(date, row.title).toMatch(/^Domingo, ([89]|1[0-4]) de maio$/);
      if (row.category === 'dia-dos-pais')
        expect(date, row.title).toMatch(/^Domingo, ([89]|1[0-4]) de agosto$/);
      if (row.category === 'dia-do-pastor')
        expect(date, row.title).toMatch(/^Domingo, ([89]|1[0-4]) de junho$/);
      if (row.category === 'ano-novo') expect(date, row.title).toMatch(/, 31 de dezembro$/);
    }
    const daysBefore = (date: Date, targets: string[]) => {
      const day = brazilIso(date);
      const next = targets.filter((t) => t >= day).sort()[0];
      return next ? (Date.parse(next) - Date.parse(day)) / DAY : Number.POSITIVE_INFINITY;
    };
    const christmases = EASTERS.map((iso) => `${iso.slice(0, 4)}-12-25`);
    const natal = rows.filter((r) => r.category === 'natal');
    const nearChristmas = natal.filter((r) => daysBefore(r.created_at, christmases) <= 60);
    expect(nearChristmas.length / natal.length).toBeGreaterThan(0.8);
    const pascoa = rows.filter((r) => r.category === 'pascoa');
    const nearEaster = pascoa.filter((r) => daysBefore(r.created_at, EASTERS) <= 45);
    expect(nearEaster.length / pascoa.length).toBeGreaterThan(0.8);
  });

  it('dates arts over the 18 months before the first start, recently too, and schedules ~12 a week', async () => {
    const rows = await arts();
    const now = Date.now();
    const times = rows.map((r) => r.created_at.getTime());
    expect(Math.min(...times)).toBeGreaterThanOrEqual(seededAt - 549 * DAY);
    expect(Math.min(...times)).toBeLessThan(seededAt - 500 * DAY);
    const pastWeek = times.filter((t) => t <= now && t > now - 7 * DAY).length;
    expect(pastWeek).toBeGreaterThanOrEqual(10);
    // Denser lately: the last three months have more arts than the same months a year
    // before (same seasons, so the church year does not decide it).
    const lastQuarter = times.filter((t) => t <= now && t > now - 91 * DAY).length;
    const yearBefore = times.filter((t) => t <= now - 365 * DAY && t > now - 456 * DAY).length;
    expect(lastQuarter).toBeGreaterThan(yearBefore * 1.2);
    const scheduled = rows.filter((r) => r.created_at.getTime() > now);
    expect(scheduled.length).toBe(312);
    for (let week = 0; week < 26; week++) {
      const start = seededAt + week * 7 * DAY;
      const inWeek = scheduled.filter(
        (r) => r.created_at.getTime() > start && r.created_at.getTime() <= start + 7 * DAY,
      );
      expect(inWeek.length, `week ${week + 1}`).toBeGreaterThanOrEqual(9);
      expect(inWeek.length, `week ${week + 1}`).toBeLessThanOrEqual(15);
    }
    expect(scheduled.every((r) => r.is_visible)).toBe(true);
  });

  it('keeps a scheduled art out of every public read until its date; staff see it', async () => {
    const [next] = await handle.db
      .selectFrom('arts')
      .select(['id', 'title', 'category_id', 'designer_id', 'created_at'])
      .where('created_at', '>', sql<Date>`now()`)
      .orderBy('created_at')
      .limit(1)
      .execute();
    if (!next) throw new Error('no scheduled art');
    expect(next.created_at.getTime()).toBeLessThanOrEqual(Date.now() + 7 * DAY);
    const newest = await listing('sortBy=recentes&limit=50');
    expect(newest.arts.map((a) => a.id)).not.toContain(next.id);
    const found = await listing(`search=${encodeURIComponent(next.title)}&limit=100`);
    expect(found.arts.map((a) => a.id)).not.toContain(next.id);
    const inCategory = await listing(`categoryId=${next.category_id}&sortBy=recentes&limit=100`);
    expect(inCategory.arts.map((a) => a.id)).not.toContain(next.id);
    expect(inCategory.totalCount).toBe(
      await publicCount({ categoryId: next.category_id as number }),
    );
    const all = await handle.db
      .selectFrom('arts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('category_id', '=', next.category_id)
      .where('is_visible', '=', true)
      .executeTakeFirstOrThrow();
    expect(inCategory.totalCount).toBeLessThan(Number(all.n));

    const categories = (await (await app.request('/api/categories')).json()) as Array<{
      id: number;
      artCount: number;
    }>;
    expect(categories.find((c) => c.id === next.category_id)?.artCount).toBe(inCategory.totalCount);

    const popular = (await (await app.request('/api/arts/popular')).json()) as {
      arts: Array<{ id: number }>;
    };
    const scheduledIds = new Set(
      (
        await handle.db
          .selectFrom('arts')
          .select('id')
          .where('created_at', '>', sql<Date>`now()`)
          .execute()
      ).map((r) => r.id),
    );
    expect(popular.arts.some((a) => scheduledIds.has(a.id))).toBe(false);

    expect((await app.request(`/api/arts/${next.id}`)).status).toBe(404);
    const admin = await handle.db
      .selectFrom('users')
      .selectAll()
      .where('nivelacesso', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect((await findVisibleArt(handle.db, next.id, admin as SessionUser))?.id).toBe(next.id);
    const visitor = await handle.db
      .selectFrom('users')
      .selectAll()
      .where('nivelacesso', '=', 'usuario')
      .executeTakeFirstOrThrow();
    expect(await findVisibleArt(handle.db, next.id, visitor as SessionUser)).toBeUndefined();

    const designer = await handle.db
      .selectFrom('users')
      .select('username')
      .where('id', '=', next.designer_id as number)
      .executeTakeFirstOrThrow();
    const page = (await (await app.request(`/api/designers/${designer.username}`)).json()) as {
      artCount?: number;
      designer?: { artCount: number };
    };
    expect(page.designer?.artCount ?? page.artCount).toBe(
      await publicCount({ designerId: next.designer_id as number }),
    );

    // A title only a scheduled art has is not suggested yet.
    const onlyScheduled = await handle.db
      .selectFrom('arts as a')
      .select('a.title')
      .where('a.created_at', '>', sql<Date>`now()`)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('arts as p')
              .select('p.id')
              .whereRef('p.search_text', '=', 'a.search_text')
              .where('p.created_at', '<=', sql<Date>`now()`),
          ),
        ),
      )
      .limit(1)
      .executeTakeFirstOrThrow();
    const suggestions = (await (
      await app.request(`/api/search/suggestions?q=${encodeURIComponent(onlyScheduled.title)}`)
    ).json()) as { suggestions: string[] };
    expect(suggestions.suggestions).not.toContain(onlyScheduled.title);
  });

  it('finds each season by its name, without accents and in upper case', async () => {
    const categories = await handle.db.selectFrom('categories').select(['id', 'slug']).execute();
    for (const [slug, name] of Object.entries(SEASONS)) {
      const id = categories.find((c) => c.slug === slug)?.id as number;
      const own = await publicCount({ categoryId: id });
      expect(own, slug).toBeGreaterThan(0);
      for (const spelling of [name, plain(name), name.toLocaleUpperCase('pt-BR')]) {
        const q = encodeURIComponent(spelling);
        const everywhere = await listing(`search=${q}&limit=1`);
        expect(everywhere.totalCount, spelling).toBeGreaterThanOrEqual(own);
        // Every public art of the season matches its name.
        expect((await listing(`search=${q}&categoryId=${id}&limit=1`)).totalCount, spelling).toBe(
          own,
        );
      }
    }
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
    expect(fileTypes.map((f) => f.slug)).toEqual(['svg-png', 'impressao-pdf']);
    // The type says what the download holds: a PDF for exactly the print sizes.
    const byType = await handle.db
      .selectFrom('arts as a')
      .innerJoin('file_types as t', 't.id', 'a.file_type_id')
      .select(['t.slug', 'a.size_id'])
      .distinct()
      .execute();
    const print = ['a4-retrato', 'a4-paisagem', 'envelope-dizimo', 'carteirinha'];
    for (const row of byType) {
      expect(row.slug, String(row.size_id)).toBe(
        print.includes(String(row.size_id)) ? 'impressao-pdf' : 'svg-png',
      );
    }
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
    expect(popups[0]).toMatchObject(DEMO_POPUP);
    // What the site relies on: shown on the home to everyone, leading to the plans.
    expect(popups[0]).toMatchObject({
      target_pages: ['home'],
      audience: 'all',
      button_url: '/planos',
    });
    // Created before the first art, relative to the first start.
    const first = await handle.db
      .selectFrom('arts')
      .select((eb) => eb.fn.min('created_at').as('at'))
      .executeTakeFirstOrThrow();
    const created = new Date(popups[0]?.created_at ?? 0).getTime();
    expect(created).toBeLessThan(new Date(first.at as Date).getTime());
    expect(created).toBeGreaterThan(seededAt - 600 * DAY);
    const settings = await handle.db.selectFrom('site_settings').select(['key', 'value']).execute();
    expect(Object.fromEntries(settings.map((s) => [s.key, s.value]))).toMatchObject({
      logoUrl: '/images/logo.svg',
      faviconUrl: '/favicon.svg',
      primaryColor: '#4F46E5',
    });
  });
});

describe('a demo started ten days ago', () => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof import('../app').createApp>;
  const referenceDate = new Date(Date.now() - 10 * DAY);

  beforeAll(async () => {
    handle = await freshDatabase();
    await seedDemoCatalogue(handle.db, { artCount: 1200, passwordHash: FAKE_HASH, referenceDate });
    const { createApp } = await import('../app');
    app = createApp({ db: handle.db, log: () => {} });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('publishes the arts scheduled for the days since, and not the ones still ahead', async () => {
    const since = await handle.db
      .selectFrom('arts')
      .select(['id', 'title', 'created_at'])
      .where('created_at', '>', referenceDate)
      .where('created_at', '<=', sql<Date>`now()`)
      .orderBy('created_at')
      .execute();
    expect(since.length).toBeGreaterThanOrEqual(9);
    const ahead = await handle.db
      .selectFrom('arts')
      .select(['id', 'title'])
      .where('created_at', '>', sql<Date>`now()`)
      .execute();
    expect(ahead.length).toBeGreaterThan(0);
    for (const art of since.slice(0, 3)) {
      const res = await app.request(`/api/arts?search=${encodeURIComponent(art.title)}&limit=100`);
      const body = (await res.json()) as { arts: Array<{ id: number }> };
      expect(body.arts.map((a) => a.id)).toContain(art.id);
      expect((await app.request(`/api/arts/${art.id}`)).status).toBe(200);
    }
    const [later] = ahead;
    if (!later) throw new Error('nothing ahead');
    expect((await app.request(`/api/arts/${later.id}`)).status).toBe(404);
    const newest = (await (await app.request('/api/arts?sortBy=recentes&limit=100')).json()) as {
      arts: Array<{ id: number }>;
      totalCount: number;
    };
    const ids = newest.arts.map((a) => a.id);
    expect(ids).toContain(since[since.length - 1]?.id);
    expect(ids.some((id) => ahead.some((a) => a.id === id))).toBe(false);
  });
});
