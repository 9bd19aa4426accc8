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
import { useEffect, useReducer, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ArtMasonry } from '../../../components/art-gallery/art-masonry';
import { FilterBar, idFilter } from '../../../components/filter-bar/filter-bar';
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
  hasActiveFilters,
  initialListingState,
  listingParams,
  listingQuery,
  listingReducer,
  rememberGalleryPage,
} from '../state/listing-state';
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
  const [location, navigate] = useLocation();
  const [state, dispatch] = useReducer(listingReducer, search, initialListingState);
  const categories = useCategories();
  const formats = useFormats();
  const fileTypes = useFileTypes();
  const fileTypeSlug = fileTypes.data?.find((type) => type.id === state.fileTypeId)?.slug;
  const waitingFileType = state.fileTypeId !== undefined && fileTypes.isPending;

  // A file type in the address travels as its slug: the page waits for it (one call, not
  // an unfiltered page first).
  const arts = useArtes(listingParams(state, fileTypeSlug), !waitingFileType);
  const loading = arts.isFetching || waitingFileType;
  const total = arts.data?.totalCount ?? 0;
  const pages = pageCount(total, LISTING_PAGE_SIZE);
  const filtered = hasActiveFilters(state);

  // The URL keeps the filters; the last gallery visited is remembered (catalogue §2).
  const query = listingQuery(state);
  const written = useRef(search ? `?${search}` : '');
  // biome-ignore lint/correctness/useExhaustiveDependencies: sync the URL when the filters change.
  useEffect(() => {
    if (query !== written.current) {
      written.current = query;
      navigate(`${paths.arts.href()}${query}`, { replace: true });
    }
    rememberGalleryPage(`${location}${query}`);
  }, [query]);
  // A new address from elsewhere (the header's search, a link) restarts from its params.
  useEffect(() => {
    const current = search ? `?${search}` : '';
    if (current !== written.current) {
      written.current = current;
      dispatch({ type: 'load', query: search });
    }
  }, [search]);

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
        disabled={loading}
        filters={[
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
            mobileOnly: true,
          },
          {
            label: 'Ordenar por',
            value: state.sort,
            options: SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] })),
            onValueChange: (value) => {
              if (isSort(value)) dispatch({ type: 'setSort', sort: value });
            },
          },
        ]}
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
