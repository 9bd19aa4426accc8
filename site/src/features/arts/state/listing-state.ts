import {
  ArtesQuerySchema,
  canSubmitSearch,
  isSort,
  LICENCES,
  LISTING_DEFAULT_SORT,
  LISTING_PAGE_SIZE,
  type Licence,
  licenceToIsPremium,
  type Sort,
} from '@arte-gospel/domain';
import * as v from 'valibot';
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
  | { type: 'clear' };

// The listing's address reads its values with the API's own bounds (GET /api/artes and
// GET /api/arts): a value the API would refuse is dropped, never sent.
const pageSchema = ArtesQuerySchema.entries.page;
const idSchema = ArtesQuerySchema.entries.categoryId;
const searchSchema = ArtesQuerySchema.entries.search;

function validId(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  const parsed = v.safeParse(idSchema, raw);
  return parsed.success ? parsed.output : undefined;
}

function validPage(raw: string | null): number {
  if (raw === null) return 1;
  const parsed = v.safeParse(pageSchema, raw);
  return parsed.success ? parsed.output : 1;
}

function validSearch(raw: string | null): string {
  const parsed = v.safeParse(searchSchema, raw ?? undefined);
  return parsed.success ? (parsed.output ?? '').trim() : '';
}

function validLicence(raw: string | null): Licence | undefined {
  return (LICENCES as readonly string[]).includes(raw ?? '') ? (raw as Licence) : undefined;
}

/**
 * The state an address describes (catalogue §2: search, categoryId, formatId, fileTypeId;
 * and licence, sortBy and page, so Back, a reload and a shared link give the same page).
 * A value out of its bounds is dropped.
 */
export function listingFromQuery(query: string): ListingState {
  const params = new URLSearchParams(query);
  const search = validSearch(params.get('search'));
  const sort = params.get('sortBy');
  return {
    searchText: search,
    search,
    categoryId: validId(params.get('categoryId')),
    formatId: validId(params.get('formatId')),
    fileTypeId: validId(params.get('fileTypeId')),
    licence: validLicence(params.get('licence')),
    sort: isSort(sort) ? sort : LISTING_DEFAULT_SORT,
    page: validPage(params.get('page')),
  };
}

/** The state a visit starts from (the server's render of /artes starts from ''). */
export const initialListingState = listingFromQuery;

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
      return { ...state, page: Math.max(1, Math.trunc(action.page)) };
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

/** How many of the five filters (category, format, file type, licence, sort) are set. */
export function activeFilterCount(state: ListingState): number {
  return [
    state.categoryId !== undefined,
    state.formatId !== undefined,
    state.fileTypeId !== undefined,
    state.licence !== undefined,
    state.sort !== LISTING_DEFAULT_SORT,
  ].filter(Boolean).length;
}

/** The five filters back to none, the search kept (the phone sheet's 'Limpar filtros'). */
export function clearFilters(state: ListingState): ListingState {
  const cleared = listingReducer(state, { type: 'clear' });
  return { ...cleared, search: state.search, searchText: state.searchText };
}

/**
 * The query string that reproduces the listing: every filter, the sort (when not the
 * default) and the page (when not the first), in a fixed order, so one state has one address.
 */
export function listingQuery(state: ListingState): string {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.categoryId !== undefined) params.set('categoryId', String(state.categoryId));
  if (state.formatId !== undefined) params.set('formatId', String(state.formatId));
  if (state.fileTypeId !== undefined) params.set('fileTypeId', String(state.fileTypeId));
  if (state.licence !== undefined) params.set('licence', state.licence);
  if (state.sort !== LISTING_DEFAULT_SORT) params.set('sortBy', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * How an action's new address enters the history. As on the big stock-image sites, a
 * submitted search, a filter, the sort and a page each make an entry Back returns to;
 * what only follows typing (emptying the box) replaces the current one.
 */
export function listingHistory(action: ListingAction): 'push' | 'replace' {
  return action.type === 'typeSearch' ? 'replace' : 'push';
}

/**
 * The page the listing can show once its total is known: a page past the last (a filter
 * narrowed the results, an old link) becomes the last one; undefined when it is fine.
 */
export function clampedPage(state: ListingState, pages: number): number | undefined {
  const last = Math.max(1, pages);
  return state.page > last ? last : undefined;
}

/** catalogue §2: the last visited gallery path is stored as lastGalleryPage. */
export const LAST_GALLERY_PAGE_KEY = 'lastGalleryPage';

/** The listing's own addresses: /artes with its query, nothing else (no other site). */
export function isListingAddress(path: string): boolean {
  return /^\/artes(\?[^#]*)?$/.test(path) && path.length <= 2048;
}

export function rememberGalleryPage(path: string): void {
  try {
    window.localStorage.setItem(LAST_GALLERY_PAGE_KEY, path);
  } catch {
    // Storage may be unavailable (private mode); the path is a convenience only.
  }
}

/** Where 'Voltar para as artes' goes: the remembered listing address, or /artes. */
export function rememberedGalleryPage(): string {
  try {
    const path = window.localStorage.getItem(LAST_GALLERY_PAGE_KEY);
    if (path && isListingAddress(path)) return path;
  } catch {
    // No storage: the listing's first page.
  }
  return '/artes';
}

// The scroll position of each listing address, for the session (sessionStorage): a return
// to it by Back, 'Voltar para as artes' or a reload lands where the visitor was.
const GALLERY_SCROLL_KEY = 'galleryScroll';
/** The addresses remembered at most (the oldest go first). */
export const GALLERY_SCROLL_ENTRIES = 20;

function readScrolls(): Array<[string, number]> {
  try {
    const raw = JSON.parse(window.sessionStorage.getItem(GALLERY_SCROLL_KEY) ?? '[]');
    return Array.isArray(raw)
      ? raw.filter(
          (entry): entry is [string, number] =>
            Array.isArray(entry) &&
            typeof entry[0] === 'string' &&
            typeof entry[1] === 'number' &&
            Number.isFinite(entry[1]),
        )
      : [];
  } catch {
    return [];
  }
}

export function saveGalleryScroll(address: string, scrollY: number): void {
  const entries = readScrolls().filter(([key]) => key !== address);
  entries.push([address, Math.max(0, Math.round(scrollY))]);
  try {
    window.sessionStorage.setItem(
      GALLERY_SCROLL_KEY,
      JSON.stringify(entries.slice(-GALLERY_SCROLL_ENTRIES)),
    );
  } catch {
    // No storage: a return starts at the top.
  }
}

export function savedGalleryScroll(address: string): number | undefined {
  return readScrolls().find(([key]) => key === address)?.[1];
}

/**
 * The history entries of the listing carry this state: coming back to one (Back, Forward,
 * a reload, 'Voltar para as artes') restores its scroll; arriving by any other link starts
 * at the top.
 */
export const LISTING_ENTRY_STATE = { galleryScroll: true } as const;

export function isListingEntryState(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { galleryScroll?: unknown }).galleryScroll === true
  );
}
