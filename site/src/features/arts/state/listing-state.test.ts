import { describe, expect, it } from 'vitest';
import {
  hasActiveFilters,
  initialListingState,
  type ListingState,
  listingQuery,
  listingReducer,
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

  it('loads a new address from elsewhere as a fresh state', () => {
    const state = listingReducer(onPage3(), { type: 'load', query: 'search=ceia&formatId=2' });
    expect(state).toMatchObject({ search: 'ceia', searchText: 'ceia', formatId: 2, page: 1 });
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
    expect(listingQuery(busy)).toBe('?search=x&categoryId=1&formatId=2&fileTypeId=3');
    expect(listingQuery(cleared)).toBe('');
  });
});
