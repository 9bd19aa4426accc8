import { ArtListResponseSchema, CategorySchema } from '@arte-gospel/domain';
import { sql } from 'kysely';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNamed } from '../../../testing/api/fixtures';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import { searchText } from '../catalogue/arts';
import type { DatabaseHandle } from '../db/database';
import * as searchStems from '../db/migrations/0010-search-stems';
import { seedDemoCatalogue } from '../seed';
import { DEMO_CATEGORIES } from '../seed/categories';

// Search as a church types it (issue 17): accents, case, plurals, title matches first, the
// category's name, suggestions; on PGlite and, with DATABASE_URL, on PostgreSQL.

const DAY = 86_400_000;
// Any string will do where the password is not checked (saves the scrypt run).
const FAKE_HASH = 'scrypt$131072$8$1$c2FsdA==$a2V5';

type App = ReturnType<typeof createApp>;

async function getJson(app: App, path: string) {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as unknown };
}

async function list(app: App, path: string) {
  const { status, body } = await getJson(app, path);
  expect(status, path).toBe(200);
  const parsed = v.parse(ArtListResponseSchema, body);
  return { titles: parsed.arts.map((art) => art.title), totalCount: parsed.totalCount };
}

describe('search on a small catalogue', () => {
  let handle: DatabaseHandle;
  let app: App;
  const categoryIds: Record<string, number> = {};

  beforeAll(async () => {
    handle = await freshDatabase();
    const { db } = handle;
    app = createApp({ db, log: () => {} });
    const categories = [
      { name: 'Natal', slug: 'natal' },
      { name: 'Culto de Ceia', slug: 'culto-de-ceia' },
      { name: 'Dia das Mães', slug: 'dia-das-maes' },
      { name: 'Culto de Jovens', slug: 'culto-de-jovens' },
      { name: 'Batismo', slug: 'batismo' },
      { name: 'Culto Infantil', slug: 'culto-infantil' },
      { name: 'Culto de Mulheres', slug: 'culto-de-mulheres' },
    ];
    const ids = await insertNamed(db, 'categories', categories);
    categories.forEach((category, i) => {
      categoryIds[category.slug] = ids[i] as number;
    });
    const [format] = await insertNamed(db, 'formats', [{ name: 'Cartaz', slug: 'cartaz' }]);
    const [fileType] = await insertNamed(db, 'file_types', [{ name: 'Canva', slug: 'canva' }]);
    // n is the day of October 2026 it was published (the order of 'recentes' and 'antigos').
    const art = (
      n: number,
      title: string,
      slug: string,
      extra: { downloads?: number; visible?: boolean; createdAt?: Date } = {},
    ) => ({
      title,
      search_text: searchText(title),
      image_url: `/media/arts/${n}.webp`,
      category_id: categoryIds[slug] as number,
      format_id: format as number,
      file_type_id: fileType as number,
      is_visible: extra.visible ?? true,
      download_count: extra.downloads ?? 0,
      created_at: extra.createdAt ?? new Date(Date.UTC(2026, 9, n)),
    });
    await db
      .insertInto('arts')
      .values([
        art(1, 'Cantata de Natal', 'natal', { downloads: 40 }),
        art(2, 'Noite Feliz', 'natal', { downloads: 90 }),
        art(3, 'Natal em Família', 'batismo', { downloads: 10 }),
        art(4, 'Culto de Páscoa', 'batismo', { downloads: 30 }),
        art(5, 'PÁSCOA — Ele Vive', 'batismo', { downloads: 5 }),
        art(6, 'Santa Ceia do Senhor', 'culto-de-ceia', { downloads: 80 }),
        art(7, 'Santa Ceia do Senhor', 'culto-de-ceia', { downloads: 60 }),
        art(8, 'Memorial do Calvário', 'culto-de-ceia', { downloads: 70 }),
        art(9, 'Ceia e Comunhão', 'culto-de-ceia', { downloads: 1 }),
        art(10, 'Homenagem às Mães', 'dia-das-maes'),
        art(11, 'Mãe, Presente de Deus', 'batismo'),
        art(12, 'Culto de Jovens | Sábado 19h30', 'culto-de-jovens'),
        art(13, 'Cultos da Juventude', 'batismo'),
        art(14, 'Noite de Orações', 'batismo'),
        art(15, 'Oração pela Família', 'batismo'),
        art(16, 'Natal escondido', 'natal', { visible: false }),
        art(17, 'Vigília Agendada', 'batismo', { createdAt: new Date(Date.now() + 7 * DAY) }),
        art(18, 'Cantinho da Criança', 'culto-infantil'),
        art(19, 'Mulheres de Fé', 'culto-de-mulheres'),
      ])
      .execute();
  });

  afterAll(async () => {
    await handle.close();
  });

  it('ignores accents and case: pascoa, PÁSCOA and Páscoa are the same', async () => {
    const expected = ['PÁSCOA — Ele Vive', 'Culto de Páscoa'];
    for (const search of ['pascoa', 'PÁSCOA', 'Páscoa', 'PASCOA']) {
      const { titles, totalCount } = await list(
        app,
        `/api/artes?sortBy=recentes&search=${encodeURIComponent(search)}`,
      );
      expect(titles, search).toEqual(expected);
      expect(totalCount, search).toBe(2);
    }
  });

  it('finds singular and plural alike', async () => {
    const titlesOf = async (search: string) =>
      (await list(app, `/api/artes?sortBy=antigos&search=${encodeURIComponent(search)}`)).titles;
    // 'cultos' names four categories: too general for them to join, titles only.
    expect(await titlesOf('cultos')).toEqual([
      'Culto de Páscoa',
      'Culto de Jovens | Sábado 19h30',
      'Cultos da Juventude',
    ]);
    // 'culto infantil' names one: its arts follow the titles (none here).
    expect(await titlesOf('culto infantil')).toEqual(['Cantinho da Criança']);
    expect(await titlesOf('mães')).toEqual(['Homenagem às Mães', 'Mãe, Presente de Deus']);
    expect(await titlesOf('mae')).toEqual(['Homenagem às Mães', 'Mãe, Presente de Deus']);
    expect(await titlesOf('orações')).toEqual(['Noite de Orações', 'Oração pela Família']);
    expect(await titlesOf('oracao')).toEqual(['Noite de Orações', 'Oração pela Família']);
    expect(await titlesOf('jovem')).toEqual(['Culto de Jovens | Sábado 19h30']);
    expect(await titlesOf('jovens')).toEqual(['Culto de Jovens | Sábado 19h30']);
    expect(await titlesOf('cultos de jovens')).toEqual(['Culto de Jovens | Sábado 19h30']);
  });

  it('matches words from their start, and every word', async () => {
    expect((await list(app, '/api/artes?search=ria')).titles).toEqual([]);
    expect((await list(app, '/api/artes?search=santa%20natal')).titles).toEqual([]);
    expect((await list(app, '/api/artes?search=xilofone')).totalCount).toBe(0);
    expect((await list(app, '/api/artes?search=100%25')).totalCount).toBe(0);
  });

  it("ranks title matches first, then arts found by their category's name", async () => {
    // 'Noite Feliz' is in the Natal category without the word; the hidden one never shows.
    const natal = await list(app, '/api/artes?sortBy=recentes&search=natal');
    expect(natal.titles).toEqual(['Natal em Família', 'Cantata de Natal', 'Noite Feliz']);
    expect(natal.totalCount).toBe(3);
    const popular = await list(app, '/api/artes?sortBy=emalta&search=Natal');
    expect(popular.titles).toEqual(['Cantata de Natal', 'Natal em Família', 'Noite Feliz']);
    // Pages run on from the title matches into the category matches without a gap.
    const pages = [];
    for (let page = 1; page <= 4; page++) {
      const { titles, totalCount } = await list(
        app,
        `/api/artes?sortBy=recentes&search=natal&limit=1&page=${page}`,
      );
      expect(totalCount).toBe(3);
      pages.push(...titles);
    }
    expect(pages).toEqual(['Natal em Família', 'Cantata de Natal', 'Noite Feliz']);
    expect(
      (await list(app, '/api/artes?sortBy=recentes&search=natal&limit=2&page=2')).titles,
    ).toEqual(['Noite Feliz']);
    // 'ceia': the titles first, then the category's other arts, each group most downloaded first.
    expect((await list(app, '/api/artes?sortBy=emalta&search=ceia')).titles).toEqual([
      'Santa Ceia do Senhor',
      'Santa Ceia do Senhor',
      'Ceia e Comunhão',
      'Memorial do Calvário',
    ]);
    // Every word must be in the title or the category: 'santa' is in neither for 'Memorial'.
    expect((await list(app, '/api/artes?sortBy=emalta&search=santa%20ceia')).titles).toEqual([
      'Santa Ceia do Senhor',
      'Santa Ceia do Senhor',
    ]);
    // 'dia das mães' is the category's whole name; the title 'Mãe, …' has no 'dia'.
    expect((await list(app, '/api/artes?search=dia%20das%20m%C3%A3es')).titles).toEqual([
      'Homenagem às Mães',
    ]);
  });

  it('searches within a category (the category gallery, GET /api/arts)', async () => {
    const natal = categoryIds.natal as number;
    expect((await list(app, `/api/arts?categoryId=${natal}&search=noite`)).titles).toEqual([
      'Noite Feliz',
    ]);
    expect(
      (await list(app, `/api/arts?categoryId=${natal}&search=NATAL&sortBy=emalta`)).titles,
    ).toEqual(['Cantata de Natal', 'Noite Feliz']);
  });

  it('suggests distinct titles, accents and plurals aside, those that begin with the words first', async () => {
    const suggestions = async (q: string) =>
      (await getJson(app, `/api/search/suggestions?q=${encodeURIComponent(q)}`)).body;
    // 'Ceia e Comunhão' begins with the word, so it comes before the far more downloaded one.
    expect(await suggestions('ceia')).toEqual({
      suggestions: ['Ceia e Comunhão', 'Santa Ceia do Senhor'],
    });
    expect(await suggestions('CEIAS')).toEqual(await suggestions('ceia'));
    expect(await suggestions('pasc')).toEqual({
      suggestions: ['PÁSCOA — Ele Vive', 'Culto de Páscoa'],
    });
    expect(await suggestions('páscoa')).toEqual(await suggestions('pascoa'));
    expect(await suggestions('santa ce')).toEqual({ suggestions: ['Santa Ceia do Senhor'] });
    // Hidden and scheduled arts are not suggested.
    expect(await suggestions('natal es')).toEqual({ suggestions: [] });
    expect(await suggestions('vigilia')).toEqual({ suggestions: [] });
    expect(await suggestions('n')).toEqual({ suggestions: [] });
  });
});

describe('migration 0010-search-stems', () => {
  it('rewrites the titles stored before it, and back', async () => {
    const handle = await freshDatabase();
    try {
      const { db } = handle;
      const [format] = await insertNamed(db, 'formats', [{ name: 'Cartaz', slug: 'cartaz' }]);
      const [fileType] = await insertNamed(db, 'file_types', [{ name: 'Canva', slug: 'canva' }]);
      const old = ['cultos de jovens | stories', 'dia das maes'];
      await db
        .insertInto('arts')
        .values(
          ['Cultos de Jovens | Stories', 'Dia das Mães'].map((title, i) => ({
            title,
            search_text: old[i] as string,
            image_url: `/media/arts/${i}.webp`,
            format_id: format as number,
            file_type_id: fileType as number,
          })),
        )
        .execute();
      const stored = async () =>
        (await db.selectFrom('arts').select('search_text').orderBy('id').execute()).map(
          (row) => row.search_text,
        );
      // The database is at the latest migration: back to 0009, then forward again.
      await searchStems.down(db as never);
      expect(await stored()).toEqual(old);
      await searchStems.up(db as never);
      expect(await stored()).toEqual(['cult de jovem stori', 'dia das mae']);
      const indexes = await sql<{ indexname: string }>`
        SELECT indexname FROM pg_indexes WHERE tablename = 'arts' AND indexname LIKE 'arts_search%'
      `.execute(db);
      expect(indexes.rows.map((row) => row.indexname)).toEqual(['arts_search_trgm']);
      await searchStems.down(db as never);
      expect(await stored()).toEqual(old);
    } finally {
      await handle.close();
    }
  });
});

describe('the demo catalogue', () => {
  let handle: DatabaseHandle;
  let app: App;

  beforeAll(async () => {
    handle = await freshDatabase();
    await seedDemoCatalogue(handle.db, { passwordHash: FAKE_HASH });
    app = createApp({ db: handle.db, log: () => {} });
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it("finds every category's arts by its name, with or without accents, in any case", async () => {
    for (const { name, slug } of DEMO_CATEGORIES) {
      const folded = name.normalize('NFD').replace(/\p{M}/gu, '');
      const totals = [];
      for (const search of [name, folded, name.toUpperCase(), folded.toLowerCase()]) {
        totals.push(
          (await list(app, `/api/artes?search=${encodeURIComponent(search)}&limit=1`)).totalCount,
        );
      }
      const { body } = await getJson(app, `/api/categorias/slug/${slug}`);
      const { id } = v.parse(CategorySchema, body);
      const own = (await list(app, `/api/arts?categoryId=${id}&limit=1`)).totalCount;
      expect(own, slug).toBeGreaterThan(0);
      expect(new Set(totals).size, `${name}: ${totals}`).toBe(1);
      expect(totals[0], name).toBeGreaterThanOrEqual(own);
    }
  });
});
