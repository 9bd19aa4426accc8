import {
  fromSelectValue,
  isSort,
  LICENCE_LABELS,
  LICENCES,
  LISTING_PAGE_SIZE,
  LISTING_SKELETON_COUNT,
  type Licence,
  pageCount,
  paginationLabel,
  SORT_LABELS,
  SORTS,
  toSelectValue,
} from '@arte-gospel/domain';
import { Button, EmptyState, ErrorBanner, Pagination } from '@arte-gospel/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ArtMasonry } from '../../../components/art-gallery/art-masonry';
import { type Filter, FilterBar, idFilter } from '../../../components/filter-bar/filter-bar';
import * as filterStyles from '../../../components/filter-bar/filter-bar.css';
import { FilterSheet } from '../../../components/filter-bar/filter-sheet';
import { paths } from '../../../config/paths';
import { useArtes } from '../../../lib/queries/artes';
import { useCategories } from '../../../lib/queries/categories';
import {
  FILE_TYPES_ERROR,
  FORMATS_ERROR,
  useFileTypes,
  useFormats,
} from '../../../lib/queries/reference-lists';
import {
  activeFilterCount,
  clampedPage,
  clearFilters,
  hasActiveFilters,
  LISTING_ENTRY_STATE,
  type ListingAction,
  type ListingState,
  listingFromQuery,
  listingHistory,
  listingParams,
  listingQuery,
  listingReducer,
  rememberGalleryPage,
} from '../state/listing-state';
import { useGalleryScroll } from '../state/use-gallery-scroll';
import * as styles from './arts-page.css';
import { SearchWithSuggestions } from './search-with-suggestions';

/** catalogue §2 texts of the listing. */
export const ARTS_TEXTS = {
  title: 'Todos os Designs',
  empty: 'Nenhum design encontrado',
  emptyFiltered: 'Tente ajustar seus filtros ou realizar uma busca diferente.',
  emptyUnfiltered: 'No momento não há designs disponíveis. Confira mais tarde.',
  errorTitle: 'Erro',
  errorText: 'Ocorreu um erro ao carregar os designs. Por favor, tente novamente.',
  clear: 'Limpar filtros',
} as const;

function resultCount(total: number): string {
  return total === 1
    ? '1 design encontrado'
    : `${total.toLocaleString('pt-BR')} designs encontrados`;
}

/** /artes (catalogue §2, §4, §7): search, filters, sorts and pages of 24. */
export function ArtsPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  // The address is the listing's state (Back, a reload and a shared link give the same
  // page); only the text being typed lives here, tied to the search it was typed over.
  const fromAddress = useMemo(() => listingFromQuery(search), [search]);
  const [typed, setTyped] = useState({ over: fromAddress.search, text: fromAddress.search });
  const state: ListingState = {
    ...fromAddress,
    searchText: typed.over === fromAddress.search ? typed.text : fromAddress.search,
  };
  const query = listingQuery(state);
  const address = `${paths.arts.href()}${query}`;

  const categories = useCategories();
  const formats = useFormats();
  const fileTypes = useFileTypes();
  const fileTypeSlug = fileTypes.data?.find((type) => type.id === state.fileTypeId)?.slug;
  const waitingFileType = state.fileTypeId !== undefined && fileTypes.isPending;

  // A file type in the address travels as its slug: the page waits for it (one call, not
  // an unfiltered page first).
  const arts = useArtes(listingParams(state, fileTypeSlug), !waitingFileType);
  const total = arts.data?.totalCount ?? 0;
  const pages = pageCount(total, LISTING_PAGE_SIZE);
  // A page past the last one (a filter narrowed the results, an old link) goes to the last.
  const clampTo =
    arts.data && !arts.isPlaceholderData && !arts.isFetching
      ? clampedPage(state, pages)
      : undefined;
  const loading = arts.isFetching || waitingFileType || clampTo !== undefined;
  const filtered = hasActiveFilters(state);
  // This address's arts are drawn (a refresh of them may still be under way).
  const drawn =
    Boolean(arts.data) && !arts.isPlaceholderData && !waitingFileType && clampTo === undefined;
  const leaving = useGalleryScroll(address, drawn);

  // The address the router last showed or was last sent to: two events in one tick (a
  // double submit) make one history entry, not two.
  const shown = useRef(query);
  shown.current = listingQuery(fromAddress);
  const go = (next: ListingState, history: 'push' | 'replace') => {
    const nextQuery = listingQuery(next);
    if (nextQuery === shown.current) return;
    shown.current = nextQuery;
    const to = `${paths.arts.href()}${nextQuery}`;
    leaving(to);
    navigate(to, { replace: history === 'replace', state: LISTING_ENTRY_STATE });
  };
  const dispatch = (action: ListingAction) => {
    const next = listingReducer(state, action);
    setTyped({ over: next.search, text: next.searchText });
    go(next, listingHistory(action));
  };

  // The address says it one way: out-of-bounds values dropped, a fixed order (replace).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the address changes.
  useEffect(() => {
    const written = search ? `?${search}` : '';
    if (written !== query) {
      navigate(address, { replace: true, state: LISTING_ENTRY_STATE });
    }
    // The last gallery visited is remembered (catalogue §2).
    rememberGalleryPage(address);
  }, [search]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: when a total shows the page is past the end.
  useEffect(() => {
    if (clampTo !== undefined) go({ ...state, page: clampTo }, 'replace');
  }, [clampTo]);

  // The five filters (bar and sheet), bound to a state and its changes.
  const listingFilters = (
    state: ListingState,
    dispatch: (action: ListingAction) => void,
  ): Filter[] => [
    idFilter(
      categories,
      { label: 'Categoria', allLabel: 'Todas as categorias' },
      state.categoryId,
      (categoryId) => dispatch({ type: 'setCategory', categoryId }),
    ),
    idFilter(
      formats,
      { label: 'Formato', allLabel: 'Todos os formatos', error: FORMATS_ERROR },
      state.formatId,
      (formatId) => dispatch({ type: 'setFormat', formatId }),
    ),
    idFilter(
      fileTypes,
      { label: 'Tipo de arquivo', allLabel: 'Todos os tipos', error: FILE_TYPES_ERROR },
      state.fileTypeId,
      (fileTypeId) => dispatch({ type: 'setFileType', fileTypeId }),
    ),
    {
      label: 'Licença',
      allLabel: 'Todas as licenças',
      value: toSelectValue(state.licence),
      options: LICENCES.map((licence) => ({
        value: licence,
        label: LICENCE_LABELS[licence],
      })),
      onValueChange: (value) =>
        dispatch({
          type: 'setLicence',
          licence: fromSelectValue(value) as Licence | undefined,
        }),
      // catalogue §2: a phone-only filter; a licence that came with a shared link is shown
      // on wider screens too, so what filters the listing is always on screen to change.
      mobileOnly: state.licence === undefined,
    },
    {
      label: 'Ordenar por',
      value: state.sort,
      options: SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] })),
      onValueChange: (value) => {
        if (isSort(value)) dispatch({ type: 'setSort', sort: value });
      },
    },
  ];
  // The sheet's choice, applied by 'Ver resultados' (one history entry, one request).
  const [draft, setDraft] = useState<ListingState | null>(null);

  const goToPage = (page: number) => {
    dispatch({ type: 'setPage', page });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <main className={styles.page}>
      <div className={styles.header}>
        <Link href={paths.home.href()} className={styles.back}>
          ← Voltar
        </Link>
        <h1 className={styles.title}>{ARTS_TEXTS.title}</h1>
      </div>
      <SearchWithSuggestions
        value={state.searchText}
        onType={(text) => dispatch({ type: 'typeSearch', text })}
        onSubmit={() => dispatch({ type: 'submitSearch' })}
        onChoose={(text) => dispatch({ type: 'chooseSuggestion', text })}
      />
      <FilterBar
        className={filterStyles.barOnWideScreens}
        disabled={loading}
        filters={listingFilters(state, dispatch)}
      />
      <FilterSheet
        filters={
          draft ? listingFilters(draft, (action) => setDraft(listingReducer(draft, action))) : []
        }
        activeCount={activeFilterCount(state)}
        open={draft !== null}
        onOpenChange={(open) => setDraft(open ? state : null)}
        onClear={() => draft && setDraft(clearFilters(draft))}
        onApply={() => {
          if (draft) go({ ...draft, searchText: state.searchText }, 'push');
          setDraft(null);
        }}
        disabled={loading}
      />
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {arts.data ? resultCount(total) : ''}
        </p>
        {filtered ? (
          <Button tone="secondary" size="sm" onClick={() => dispatch({ type: 'clear' })}>
            {ARTS_TEXTS.clear}
          </Button>
        ) : null}
      </div>
      {arts.isError && !arts.data ? (
        <ErrorBanner
          title={ARTS_TEXTS.errorTitle}
          message={ARTS_TEXTS.errorText}
          onRetry={() => void arts.refetch()}
          retrying={arts.isFetching}
        />
      ) : arts.data && arts.data.arts.length === 0 && !loading ? (
        <EmptyState
          title={ARTS_TEXTS.empty}
          description={filtered ? ARTS_TEXTS.emptyFiltered : ARTS_TEXTS.emptyUnfiltered}
          actions={
            filtered ? (
              <Button tone="secondary" onClick={() => dispatch({ type: 'clear' })}>
                {ARTS_TEXTS.clear}
              </Button>
            ) : null
          }
        />
      ) : (
        <ArtMasonry
          arts={arts.data?.arts ?? []}
          loading={loading}
          skeletonCount={LISTING_SKELETON_COUNT}
          label={ARTS_TEXTS.title}
        />
      )}
      {arts.data && total > 0 ? (
        <Pagination
          page={state.page}
          pages={pages}
          loading={loading}
          onPageChange={goToPage}
          texts={{ page: paginationLabel }}
        />
      ) : null}
    </main>
  );
}
