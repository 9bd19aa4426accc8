import { beforeEach, describe, expect, it } from 'vitest';
import {
  clampedPage,
  GALLERY_SCROLL_ENTRIES,
  hasActiveFilters,
  initialListingState,
  isListingAddress,
  LAST_GALLERY_PAGE_KEY,
  type ListingState,
  listingFromQuery,
  listingHistory,
  listingQuery,
  listingReducer,
  rememberedGalleryPage,
  rememberGalleryPage,
  savedGalleryScroll,
  saveGalleryScroll,
} from './listing-state';

const onPage3 = (): ListingState => ({ ...initialListingState(''), page: 3 });

describe('listing page-reset rules (catalogue §4)', () => {
  it('reads search, categoryId, formatId and fileTypeId from the query', () => {
    const state = initialListingState('search=%20culto%20&categoryId=3&formatId=2&fileTypeId=x');
    expect(state).toMatchObject({
      search: 'culto',
      searchText: 'culto',
      categoryId: 3,
      formatId: 2,
      fileTypeId: undefined,
      sort: 'destaques',
      page: 1,
    });
  });

  it('resets to page 1 on file type and licence', () => {
    expect(listingReducer(onPage3(), { type: 'setFileType', fileTypeId: 1 }).page).toBe(1);
    expect(listingReducer(onPage3(), { type: 'setLicence', licence: 'free' }).page).toBe(1);
  });

  it('keeps the page on category, format and sort', () => {
    expect(listingReducer(onPage3(), { type: 'setCategory', categoryId: 2 }).page).toBe(3);
    expect(listingReducer(onPage3(), { type: 'setFormat', formatId: 2 }).page).toBe(3);
    expect(listingReducer(onPage3(), { type: 'setSort', sort: 'antigos' }).page).toBe(3);
  });

  it('submitting resets to page 1; a blank submit runs nothing', () => {
    const typed = listingReducer(onPage3(), { type: 'typeSearch', text: ' batismo ' });
    expect(typed).toMatchObject({ page: 3, search: '' });
    expect(listingReducer(typed, { type: 'submitSearch' })).toMatchObject({
      page: 1,
      search: 'batismo',
    });
    const blank = listingReducer(onPage3(), { type: 'typeSearch', text: '   ' });
    expect(listingReducer(blank, { type: 'submitSearch' })).toMatchObject({ page: 3, search: '' });
  });

  it('choosing a suggestion resets to page 1 and runs it', () => {
    expect(
      listingReducer(onPage3(), { type: 'chooseSuggestion', text: 'Culto da Família' }),
    ).toMatchObject({
      page: 1,
      search: 'Culto da Família',
      searchText: 'Culto da Família',
    });
  });

  it('clearing the box empties the running search', () => {
    const searching = { ...onPage3(), search: 'culto', searchText: 'culto' };
    expect(listingReducer(searching, { type: 'typeSearch', text: '' })).toMatchObject({
      search: '',
      page: 1,
    });
  });

  it('clear removes every filter and goes back to page 1', () => {
    const busy: ListingState = {
      ...onPage3(),
      search: 'x',
      searchText: 'x',
      categoryId: 1,
      formatId: 2,
      fileTypeId: 3,
      licence: 'premium',
      sort: 'antigos',
    };
    expect(hasActiveFilters(busy)).toBe(true);
    const cleared = listingReducer(busy, { type: 'clear' });
    expect(hasActiveFilters(cleared)).toBe(false);
    expect(cleared).toMatchObject({ page: 1, sort: 'destaques' });
    expect(listingQuery(busy)).toBe(
      '?search=x&categoryId=1&formatId=2&fileTypeId=3&licence=premium&sortBy=antigos&page=3',
    );
    expect(listingQuery(cleared)).toBe('');
  });
});

describe('the listing in its address (Back, reload and a shared link give the same page)', () => {
  const every: ListingState = {
    searchText: 'culto da família',
    search: 'culto da família',
    categoryId: 3,
    formatId: 2,
    fileTypeId: 7,
    licence: 'free',
    sort: 'emalta',
    page: 4,
  };

  it('writes every field and reads it back', () => {
    const query = listingQuery(every);
    expect(query).toBe(
      '?search=culto+da+fam%C3%ADlia&categoryId=3&formatId=2&fileTypeId=7&licence=free&sortBy=emalta&page=4',
    );
    expect(listingFromQuery(query)).toEqual(every);
  });

  it.each([
    ['search', { search: 'ceia', searchText: 'ceia' }, '?search=ceia'],
    ['categoryId', { categoryId: 12 }, '?categoryId=12'],
    ['formatId', { formatId: 5 }, '?formatId=5'],
    ['fileTypeId', { fileTypeId: 9 }, '?fileTypeId=9'],
    ['licence', { licence: 'premium' as const }, '?licence=premium'],
    ['sortBy', { sort: 'antigos' as const }, '?sortBy=antigos'],
    ['page', { page: 2 }, '?page=2'],
  ])('round-trips %s alone', (_field, change, query) => {
    const state = { ...listingFromQuery(''), ...change };
    expect(listingQuery(state)).toBe(query);
    expect(listingFromQuery(query)).toEqual(state);
  });

  it('leaves the defaults out: the first page of destaques is plain /artes', () => {
    expect(listingQuery(listingFromQuery(''))).toBe('');
    expect(listingQuery(listingFromQuery('sortBy=destaques&page=1'))).toBe('');
  });

  it('drops values the API would refuse', () => {
    expect(
      listingFromQuery(
        'categoryId=0&formatId=-2&fileTypeId=abc&licence=gratis&sortBy=melhores&page=zero',
      ),
    ).toEqual(listingFromQuery(''));
    expect(listingFromQuery('categoryId=2147483648').categoryId).toBeUndefined();
    expect(listingFromQuery('categoryId=2147483647').categoryId).toBe(2_147_483_647);
    expect(listingFromQuery('categoryId=_all').categoryId).toBeUndefined();
    expect(listingFromQuery(`search=${'a'.repeat(201)}`).search).toBe('');
    expect(listingFromQuery(`search=${'a'.repeat(200)}`).search).toHaveLength(200);
    expect(listingFromQuery('search=%20%20').search).toBe('');
  });

  it('keeps the page within 1 to 10 000', () => {
    expect(listingFromQuery('page=0').page).toBe(1);
    expect(listingFromQuery('page=-3').page).toBe(1);
    expect(listingFromQuery('page=2.5').page).toBe(1);
    expect(listingFromQuery('page=10000').page).toBe(10_000);
    expect(listingFromQuery('page=10001').page).toBe(1);
    expect(listingReducer(onPage3(), { type: 'setPage', page: 0 }).page).toBe(1);
  });

  it('a page past the last goes to the last once the total is known', () => {
    const onPage6 = { ...onPage3(), page: 6 };
    expect(clampedPage(onPage6, 1)).toBe(1);
    expect(clampedPage(onPage6, 4)).toBe(4);
    expect(clampedPage(onPage6, 6)).toBeUndefined();
    expect(clampedPage(onPage6, 0)).toBe(1);
    expect(clampedPage(onPage3(), 9)).toBeUndefined();
  });

  it('typing only replaces the history entry; search, filters, sort and pages add one', () => {
    expect(listingHistory({ type: 'typeSearch', text: '' })).toBe('replace');
    for (const action of [
      { type: 'submitSearch' },
      { type: 'chooseSuggestion', text: 'ceia' },
      { type: 'setCategory', categoryId: 1 },
      { type: 'setFormat', formatId: 1 },
      { type: 'setFileType', fileTypeId: 1 },
      { type: 'setLicence', licence: 'free' },
      { type: 'setSort', sort: 'antigos' },
      { type: 'setPage', page: 2 },
      { type: 'clear' },
    ] as const) {
      expect(listingHistory(action)).toBe('push');
    }
  });

  it('initialListingState is the address reader (the server render starts from "")', () => {
    expect(initialListingState('page=2')).toEqual(listingFromQuery('page=2'));
  });
});

describe('the remembered gallery and its scroll (catalogue §2 lastGalleryPage)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it("'Voltar para as artes' goes to the remembered listing address, else /artes", () => {
    expect(rememberedGalleryPage()).toBe('/artes');
    rememberGalleryPage('/artes?formatId=2&page=3');
    expect(window.localStorage.getItem(LAST_GALLERY_PAGE_KEY)).toBe('/artes?formatId=2&page=3');
    expect(rememberedGalleryPage()).toBe('/artes?formatId=2&page=3');
  });

  it('never goes anywhere but the listing', () => {
    for (const path of [
      'https://outro.site/artes',
      '//outro.site',
      '/painel',
      '/artesx',
      '/artes/12-x',
    ]) {
      expect(isListingAddress(path)).toBe(false);
      window.localStorage.setItem(LAST_GALLERY_PAGE_KEY, path);
      expect(rememberedGalleryPage()).toBe('/artes');
    }
    expect(isListingAddress('/artes')).toBe(true);
    expect(isListingAddress('/artes?page=2')).toBe(true);
  });

  it('keeps a scroll position per address, the latest few only', () => {
    saveGalleryScroll('/artes?page=3', 1834.6);
    saveGalleryScroll('/artes', 200);
    expect(savedGalleryScroll('/artes?page=3')).toBe(1835);
    expect(savedGalleryScroll('/artes')).toBe(200);
    expect(savedGalleryScroll('/artes?page=4')).toBeUndefined();
    for (let page = 2; page < 2 + GALLERY_SCROLL_ENTRIES; page += 1) {
      saveGalleryScroll(`/artes?page=${page + 100}`, page);
    }
    expect(savedGalleryScroll('/artes')).toBeUndefined();
    expect(savedGalleryScroll(`/artes?page=${101 + GALLERY_SCROLL_ENTRIES}`)).toBe(
      GALLERY_SCROLL_ENTRIES + 1,
    );
  });

  it('reads a damaged store as empty', () => {
    window.sessionStorage.setItem('galleryScroll', '{not json');
    expect(savedGalleryScroll('/artes')).toBeUndefined();
    window.sessionStorage.setItem('galleryScroll', JSON.stringify([['/artes', 'x'], 5]));
    expect(savedGalleryScroll('/artes')).toBeUndefined();
  });
});
