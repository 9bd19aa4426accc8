import { describe, expect, it } from 'vitest';
import { MS_PER_DAY } from '../time';
import {
  ART_FORMATS,
  artCountLabel,
  availableArtsLabel,
  CATEGORY_LIST_CHIP_LABELS,
  categoryPreviewArts,
  featuredTileArts,
  filterCategories,
  HOME_CHIP_SLUGS,
  isPopularCategory,
  isRecentlyUpdated,
} from './categories';

const now = new Date('2026-03-05T12:00:00Z');
const daysAgo = (days: number, extraMs = 0) =>
  new Date(now.getTime() - days * MS_PER_DAY - extraMs).toISOString();

describe('slug lists (catalogue §2, §3)', () => {
  it('pins the ten home chips in order', () => {
    expect(HOME_CHIP_SLUGS).toEqual([
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
    ]);
  });

  it('pins the formats', () => {
    expect(ART_FORMATS).toEqual([
      'cartaz',
      'stories',
      'story-animado',
      'a4',
      'carteirinha',
      'cartao-digital',
      'video-criativo',
    ]);
  });
});

describe('isPopularCategory (catalogue §5)', () => {
  it('needs more than 25 arts', () => {
    expect(isPopularCategory({ artCount: 25 })).toBe(false);
    expect(isPopularCategory({ artCount: 26 })).toBe(true);
    expect(isPopularCategory({ artCount: null })).toBe(false);
  });
});

describe('isRecentlyUpdated (catalogue §5)', () => {
  it('is recent within 7 days and not at 8', () => {
    expect(isRecentlyUpdated({ lastUpdate: daysAgo(0) }, now)).toBe(true);
    expect(isRecentlyUpdated({ lastUpdate: daysAgo(7) }, now)).toBe(true);
    expect(isRecentlyUpdated({ lastUpdate: daysAgo(7, 1) }, now)).toBe(false);
    expect(isRecentlyUpdated({ lastUpdate: daysAgo(8) }, now)).toBe(false);
  });

  it('is not recent without a valid date', () => {
    expect(isRecentlyUpdated({ lastUpdate: null }, now)).toBe(false);
    expect(isRecentlyUpdated({ lastUpdate: 'nope' }, now)).toBe(false);
    expect(isRecentlyUpdated({}, now)).toBe(false);
  });
});

describe('filterCategories (catalogue §2, §5)', () => {
  const categories = [
    { id: 1, name: 'Culto de Jovens', artCount: 30, lastUpdate: daysAgo(1) },
    { id: 2, name: 'Batismo', artCount: 10, lastUpdate: daysAgo(20) },
    { id: 3, name: 'CULTO INFANTIL', artCount: 5, lastUpdate: daysAgo(2) },
  ];

  it('labels the chips', () => {
    expect(CATEGORY_LIST_CHIP_LABELS).toEqual({
      all: 'Todas',
      popular: 'Mais populares',
      recent: 'Atualizadas recentemente',
    });
  });

  it('matches names case-insensitively and applies the chip', () => {
    expect(filterCategories(categories, 'culto', 'all', now).map((c) => c.id)).toEqual([1, 3]);
    expect(filterCategories(categories, '', 'popular', now).map((c) => c.id)).toEqual([1]);
    expect(filterCategories(categories, '  ', 'recent', now).map((c) => c.id)).toEqual([1, 3]);
    expect(filterCategories(categories, 'infantil', 'popular', now)).toEqual([]);
  });

  it('ignores accents and plurals (issue 17)', () => {
    const seasons = [
      { id: 7, name: 'Páscoa' },
      { id: 8, name: 'Dia das Mães' },
      { id: 9, name: 'Vigília' },
    ];
    expect(filterCategories(seasons, 'PASCOA', 'all', now).map((c) => c.id)).toEqual([7]);
    expect(filterCategories(seasons, 'mae', 'all', now).map((c) => c.id)).toEqual([8]);
    expect(filterCategories(seasons, 'vigilias', 'all', now).map((c) => c.id)).toEqual([9]);
    expect(filterCategories(categories, 'cultos', 'all', now).map((c) => c.id)).toEqual([1, 3]);
  });
});

describe('categoryPreviewArts (catalogue §5)', () => {
  const arts = [
    { id: 9, categoryId: 1, format: 'cartaz', imageUrl: '/9.png' },
    { id: 3, categoryId: 1, format: 'cartaz', imageUrl: '/3.png' },
    { id: 2, categoryId: 1, format: 'stories', imageUrl: '/2.png' },
    { id: 1, categoryId: 1, format: 'cartaz', imageUrl: '' },
    { id: 4, categoryId: 2, format: 'cartaz', imageUrl: '/4.png' },
    { id: 8, categoryId: 5, format: 'stories', imageUrl: '/8.png' },
    { id: 6, categoryId: 5, format: 'a4', imageUrl: '/6.png' },
    { id: 7, categoryId: 5, format: 'a4', imageUrl: null },
  ];

  it("shows the category's cartaz arts with an image first, then its other formats", () => {
    expect(categoryPreviewArts(arts, { id: 1 }).map((a) => a.id)).toEqual([3, 9, 2]);
  });

  it('previews a category without cartaz arts with its own formats (issue 18)', () => {
    expect(categoryPreviewArts(arts, { id: 5 }).map((a) => a.id)).toEqual([6, 8]);
    expect(categoryPreviewArts(arts, { id: 3 })).toEqual([]);
  });

  it('caps the count', () => {
    const many = Array.from({ length: 10 }, (_, i) => ({
      id: 10 - i,
      categoryId: 1,
      format: i % 2 === 0 ? 'cartaz' : 'stories',
      imageUrl: `/${i}.png`,
    }));
    // Cartaz ids are 10, 8, 6, 4, 2: the four lowest of them.
    expect(categoryPreviewArts(many, { id: 1 }).map((a) => a.id)).toEqual([2, 4, 6, 8]);
    expect(categoryPreviewArts(many, { id: 1 }, 2)).toHaveLength(2);
  });
});

describe('featuredTileArts (catalogue §5)', () => {
  it('takes at most 4, one per group, stories first, then others with an image', () => {
    const arts = [
      { id: 1, format: 'cartaz', groupId: 'a', imageUrl: '/1.png' },
      { id: 2, format: 'stories', groupId: 'a', imageUrl: '/2.png' },
      { id: 3, format: 'stories', groupId: 'b', imageUrl: '/3.png' },
      { id: 4, format: 'stories', groupId: 'b', imageUrl: '/4.png' },
      { id: 5, format: 'cartaz', groupId: 'c', imageUrl: '' },
      { id: 6, format: 'cartaz', groupId: 'c', imageUrl: '/6.png' },
      { id: 7, format: 'a4', groupId: null, imageUrl: '/7.png' },
      { id: 8, format: 'a4', groupId: null, imageUrl: '/8.png' },
    ];
    expect(featuredTileArts(arts).map((a) => a.id)).toEqual([2, 3, 6, 7]);
  });

  it('returns fewer when there are fewer groups', () => {
    const arts = [
      { id: 1, format: 'stories', groupId: 1, imageUrl: '/1.png' },
      { id: 2, format: 'stories', groupId: 1, imageUrl: '/2.png' },
    ];
    expect(featuredTileArts(arts).map((a) => a.id)).toEqual([1]);
    expect(featuredTileArts([])).toEqual([]);
  });
});

describe('art count labels (catalogue §2)', () => {
  it('uses singular and plural', () => {
    expect(artCountLabel(1)).toBe('1 arte');
    expect(artCountLabel(0)).toBe('0 artes');
    expect(artCountLabel(12)).toBe('12 artes');
    expect(availableArtsLabel(1)).toBe('1 arte disponível');
    expect(availableArtsLabel(3)).toBe('3 artes disponíveis');
  });
});
