import {
  canSubmitSearch,
  idFromSelectValue,
  isSort,
  LISTING_DEFAULT_SORT,
  LISTING_PAGE_SIZE,
  type Licence,
  licenceToIsPremium,
  type Sort,
} from '@arte-gospel/domain';
import type { ArtesParams } from '../../../lib/queries/artes';

/** The /artes listing's filters and page (catalogue §2, §4). */
export interface ListingState {
  /** What the search box shows. */
  searchText: string;
  /** The search the listing runs (set on submit or on choosing a suggestion). */
  search: string;
  categoryId?: number;
  formatId?: number;
  fileTypeId?: number;
  licence?: Licence;
  sort: Sort;
  page: number;
}

export type ListingAction =
  | { type: 'typeSearch'; text: string }
  | { type: 'submitSearch' }
  | { type: 'chooseSuggestion'; text: string }
  | { type: 'setCategory'; categoryId?: number }
  | { type: 'setFormat'; formatId?: number }
  | { type: 'setFileType'; fileTypeId?: number }
  | { type: 'setLicence'; licence?: Licence }
  | { type: 'setSort'; sort: Sort }
  | { type: 'setPage'; page: number }
  | { type: 'clear' }
  /** The URL changed from outside (e.g. the header's search): start from its params. */
  | { type: 'load'; query: string };

/** The state a visit starts from: query params search, categoryId, formatId, fileTypeId. */
export function initialListingState(query: string): ListingState {
  const params = new URLSearchParams(query);
  const search = (params.get('search') ?? '').trim();
  const sort = params.get('sortBy');
  return {
    searchText: search,
    search,
    categoryId: idFromSelectValue(params.get('categoryId')),
    formatId: idFromSelectValue(params.get('formatId')),
    fileTypeId: idFromSelectValue(params.get('fileTypeId')),
    sort: isSort(sort) ? sort : LISTING_DEFAULT_SORT,
    page: 1,
  };
}

/** The GET /api/artes params of a state (the file type travels as its slug). */
export function listingParams(state: ListingState, fileTypeSlug: string | undefined): ArtesParams {
  return {
    page: state.page,
    limit: LISTING_PAGE_SIZE,
    sortBy: state.sort,
    categoryId: state.categoryId,
    formatId: state.formatId,
    fileType: fileTypeSlug,
    isPremium: licenceToIsPremium(state.licence),
    search: state.search || undefined,
  };
}

/**
 * catalogue §4: file type and licence reset to page 1; submitting or choosing a suggestion
 * resets to page 1; clearing the box clears the running search. Category, format and sort
 * do not themselves reset the page.
 */
export function listingReducer(state: ListingState, action: ListingAction): ListingState {
  switch (action.type) {
    case 'typeSearch': {
      const cleared = action.text.trim() === '';
      return {
        ...state,
        searchText: action.text,
        // Clearing the box clears the running search too.
        search: cleared ? '' : state.search,
        page: cleared && state.search !== '' ? 1 : state.page,
      };
    }
    case 'submitSearch':
      if (!canSubmitSearch(state.searchText)) return state;
      return { ...state, search: state.searchText.trim(), page: 1 };
    case 'chooseSuggestion':
      return {
        ...state,
        searchText: action.text,
        search: action.text.trim(),
        page: 1,
      };
    case 'setCategory':
      return { ...state, categoryId: action.categoryId };
    case 'setFormat':
      return { ...state, formatId: action.formatId };
    case 'setSort':
      return { ...state, sort: action.sort };
    case 'setFileType':
      return { ...state, fileTypeId: action.fileTypeId, page: 1 };
    case 'setLicence':
      return { ...state, licence: action.licence, page: 1 };
    case 'setPage':
      return { ...state, page: Math.max(1, action.page) };
    case 'load':
      return initialListingState(action.query);
    case 'clear':
      return {
        ...state,
        searchText: '',
        search: '',
        categoryId: undefined,
        formatId: undefined,
        fileTypeId: undefined,
        licence: undefined,
        sort: LISTING_DEFAULT_SORT,
        page: 1,
      };
  }
}

export function hasActiveFilters(state: ListingState): boolean {
  return (
    state.search !== '' ||
    state.categoryId !== undefined ||
    state.formatId !== undefined ||
    state.fileTypeId !== undefined ||
    state.licence !== undefined
  );
}

/** The query string that reproduces the filters (the URL keeps them). */
export function listingQuery(state: ListingState): string {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.categoryId !== undefined) params.set('categoryId', String(state.categoryId));
  if (state.formatId !== undefined) params.set('formatId', String(state.formatId));
  if (state.fileTypeId !== undefined) params.set('fileTypeId', String(state.fileTypeId));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** catalogue §2: the last visited gallery path is stored as lastGalleryPage. */
export const LAST_GALLERY_PAGE_KEY = 'lastGalleryPage';

export function rememberGalleryPage(path: string): void {
  try {
    window.localStorage.setItem(LAST_GALLERY_PAGE_KEY, path);
  } catch {
    // Storage may be unavailable (private mode); the path is a convenience only.
  }
}
