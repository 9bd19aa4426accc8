import { describe, expect, it } from 'vitest';
import {
  ALL_FILTER_VALUE,
  API_DEFAULT_SORT,
  CATEGORY_GALLERY_CHIP_LABELS,
  categoryChipFilter,
  fromSelectValue,
  idFromSelectValue,
  isSort,
  LICENCE_LABELS,
  LICENCES,
  LISTING_DEFAULT_SORT,
  licenceToIsPremium,
  SORTS,
  toSelectValue,
} from './filters';

describe('select values (catalogue §5)', () => {
  it("treats '_all' as no filter", () => {
    expect(ALL_FILTER_VALUE).toBe('_all');
    expect(fromSelectValue('_all')).toBeUndefined();
    expect(fromSelectValue('')).toBeUndefined();
    expect(fromSelectValue(null)).toBeUndefined();
    expect(fromSelectValue('12')).toBe('12');
    expect(toSelectValue(undefined)).toBe('_all');
    expect(toSelectValue(12)).toBe('12');
  });

  it('reads numeric ids', () => {
    expect(idFromSelectValue('12')).toBe(12);
    expect(idFromSelectValue('_all')).toBeUndefined();
    expect(idFromSelectValue('abc')).toBeUndefined();
    expect(idFromSelectValue('1.5')).toBeUndefined();
  });
});

describe('sorts and licences (catalogue §7)', () => {
  it('pins the four sorts and both defaults', () => {
    expect(SORTS).toEqual(['destaques', 'emalta', 'recentes', 'antigos']);
    expect(LISTING_DEFAULT_SORT).toBe('destaques');
    expect(API_DEFAULT_SORT).toBe('recentes');
    expect(isSort('emalta')).toBe(true);
    expect(isSort('popular')).toBe(false);
  });

  it('pins the licences', () => {
    expect(LICENCES).toEqual(['free', 'premium']);
    expect(LICENCE_LABELS.free).toBe('Grátis');
    expect(licenceToIsPremium('premium')).toBe(true);
    expect(licenceToIsPremium('free')).toBe(false);
    expect(licenceToIsPremium('_all')).toBeUndefined();
  });
});

describe('category gallery chips (catalogue §2, §4)', () => {
  it('labels the five chips', () => {
    expect(Object.values(CATEGORY_GALLERY_CHIP_LABELS)).toEqual([
      'Todas',
      'Mais populares',
      'Recentes',
      'Premium',
      'Grátis',
    ]);
  });

  it('maps each chip to its filter', () => {
    expect(categoryChipFilter('all')).toEqual({});
    expect(categoryChipFilter('popular')).toEqual({ sortBy: 'emalta' });
    expect(categoryChipFilter('recent')).toEqual({ sortBy: 'recentes' });
    expect(categoryChipFilter('premium')).toEqual({ isPremium: true });
    expect(categoryChipFilter('free')).toEqual({ isPremium: false });
  });
});
