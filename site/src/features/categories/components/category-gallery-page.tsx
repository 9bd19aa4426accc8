import {
  CATEGORY_GALLERY_CHIP_LABELS,
  CATEGORY_GALLERY_CHIPS,
  CATEGORY_NOT_FOUND_TITLE,
  type CategoryGalleryChip,
  categoryChipFilter,
  categoryTheme,
  formatDatePtBR,
  LISTING_SKELETON_COUNT,
  showLoadMoreButton,
} from '@arte-gospel/domain';
import {
  Button,
  buttonClassName,
  Chips,
  EmptyState,
  ErrorBanner,
  Spinner,
  TextField,
} from '@arte-gospel/ui';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'wouter';
import { ArtMasonry } from '../../../components/art-gallery/art-masonry';
import { FilterBar, idFilter } from '../../../components/filter-bar/filter-bar';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { useCategoryBySlug } from '../../../lib/queries/category-by-slug';
import {
  FILE_TYPES_ERROR,
  FORMATS_ERROR,
  useFileTypes,
  useFormats,
} from '../../../lib/queries/reference-lists';
import { useCategoryArts } from '../api/get-category-arts';
import { useCategoryStats } from '../api/get-category-stats';
import * as styles from './categories.css';
import { themeStyle } from './category-theme-style';
import { chipOptions } from './chip-options';

const CHIP_OPTIONS = chipOptions(CATEGORY_GALLERY_CHIPS, CATEGORY_GALLERY_CHIP_LABELS);

/** catalogue §2 texts of the category gallery. */
export const CATEGORY_TEXTS = {
  showDetails: 'Ver detalhes',
  hideDetails: 'Ocultar detalhes',
  about: 'Sobre esta categoria',
  clear: 'Limpar',
  loadMore: 'Carregar mais artes',
  loadingMore: 'Carregando mais artes...',
  empty: 'Nenhuma arte encontrada',
  emptyFiltered: 'Tente remover alguns filtros ou buscar por outro termo.',
  emptyUnfiltered: 'Esta categoria ainda não tem artes publicadas. Volte em breve!',
  clearFilters: 'Limpar filtros',
  home: 'Voltar para a página inicial',
  errorTitle: 'Erro',
  errorText: 'Ocorreu um erro ao carregar os dados. Por favor, tente novamente mais tarde.',
} as const;

/** /categorias/{slug} (catalogue §2, §4): details, chips, selects and infinite scroll. */
export function CategoryGalleryPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const category = useCategoryBySlug(slug);
  const formats = useFormats();
  const fileTypes = useFileTypes();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [chip, setChip] = useState<CategoryGalleryChip>('all');
  const [formatId, setFormatId] = useState<number | undefined>();
  const [fileTypeId, setFileTypeId] = useState<number | undefined>();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');

  // A new slug starts from no filters.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on slug change.
  useEffect(() => {
    setChip('all');
    setFormatId(undefined);
    setFileTypeId(undefined);
    setSearchText('');
    setSearch('');
    setDetailsOpen(false);
  }, [slug]);

  const categoryId = category.data?.id;
  const filter = useMemo(
    () =>
      categoryId === undefined
        ? null
        : {
            categoryId,
            formatId,
            fileTypeId,
            search: search || undefined,
            ...categoryChipFilter(chip),
          },
    [categoryId, formatId, fileTypeId, search, chip],
  );
  // A changed filter is a new query key: the list starts empty at page 1 (catalogue §4).
  const arts = useCategoryArts(filter);
  // The statistics count the whole category on the server (issue 18), once details open.
  const stats = useCategoryStats(slug, detailsOpen && category.data != null);
  usePageTitle(category.data === null ? CATEGORY_NOT_FOUND_TITLE : category.data?.name);
  const loaded = useMemo(() => arts.data?.pages.flatMap((page) => page.arts) ?? [], [arts.data]);
  const total = arts.data?.pages[0]?.totalCount ?? 0;
  const filtered =
    chip !== 'all' || formatId !== undefined || fileTypeId !== undefined || search !== '';

  const clear = () => {
    setChip('all');
    setFormatId(undefined);
    setFileTypeId(undefined);
    setSearchText('');
    setSearch('');
  };
  const loadMore = () => {
    if (arts.hasNextPage && !arts.isFetchingNextPage && !arts.isError) void arts.fetchNextPage();
  };

  if (category.isPending) {
    return (
      <main className={styles.page}>
        <Spinner label="Carregando categoria..." />
      </main>
    );
  }
  if (category.isError || (arts.isError && loaded.length === 0)) {
    return (
      <main className={styles.page}>
        <Link href={paths.categories.href()} className={styles.back}>
          ← Voltar
        </Link>
        <ErrorBanner title={CATEGORY_TEXTS.errorTitle} message={CATEGORY_TEXTS.errorText} />
      </main>
    );
  }
  if (category.data === null) {
    return (
      <main className={styles.page}>
        <div className={styles.stateBox}>
          <h1 className={styles.stateTitle}>{CATEGORY_NOT_FOUND_TITLE}</h1>
          <Link href={paths.categories.href()} className={buttonClassName()}>
            Ver todas as categorias
          </Link>
        </div>
      </main>
    );
  }

  const current = category.data;
  // The theme staff chose, else the special slugs' own (catalogue §3; domain categoryTheme).
  const theme = categoryTheme(current.slug, current.theme);
  // '…' while the statistics load, '—' if they could not be read.
  const stat = (read: (data: NonNullable<typeof stats.data>) => string) =>
    stats.data ? read(stats.data) : stats.isError ? '—' : '…';
  const number = (value: number) => value.toLocaleString('pt-BR');

  return (
    <main
      className={theme ? `${styles.page} ${styles.themed}` : styles.page}
      style={theme ? themeStyle(theme) : undefined}
    >
      <header
        className={theme ? `${styles.header} ${styles.themedHeader}` : styles.header}
        data-theme={theme?.id}
      >
        {current.coverImageUrl ? (
          // The cover staff uploaded, as the header's banner (decorative: the title names it).
          <img
            className={styles.cover}
            src={current.coverImageUrl}
            alt=""
            data-testid="category-cover"
          />
        ) : null}
        {theme ? <span className={styles.themeMark} aria-hidden="true" /> : null}
        <Link href={paths.categories.href()} className={styles.back}>
          ← Voltar
        </Link>
        <nav aria-label="Trilha">
          <ol className={styles.breadcrumb}>
            <li>
              <Link href={paths.categories.href()} className={styles.crumbLink}>
                Categorias
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page">{current.name}</li>
          </ol>
        </nav>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{current.name}</h1>
          {current.isPremium ? <span className={styles.premiumBadge}>Premium</span> : null}
          <Button
            tone="secondary"
            size="sm"
            aria-expanded={detailsOpen}
            onClick={() => setDetailsOpen((open) => !open)}
          >
            {detailsOpen ? CATEGORY_TEXTS.hideDetails : CATEGORY_TEXTS.showDetails}
          </Button>
        </div>
      </header>
      {detailsOpen ? (
        <section className={styles.details} aria-labelledby="category-about">
          <h2 id="category-about" className={styles.stateTitle}>
            {CATEGORY_TEXTS.about}
          </h2>
          {current.description ? <p className={styles.stateText}>{current.description}</p> : null}
          <dl className={styles.stats}>
            {[
              ['Atualizada em', stat((data) => formatDatePtBR(data.updatedAt))],
              ['Visualizações', stat((data) => number(data.views))],
              [
                'Formatos disponíveis',
                stat((data) =>
                  data.formats.length === 0
                    ? '0'
                    : `${data.formats.length} (${data.formats.map((f) => f.name).join(', ')})`,
                ),
              ],
              ['Adicionada em', stat((data) => formatDatePtBR(data.addedAt))],
              ['Total de artes', stat((data) => number(data.totalArts))],
              ['Artes premium', stat((data) => number(data.premiumArts))],
              ['Artes grátis', stat((data) => number(data.freeArts))],
            ].map(([label, value]) => (
              <div key={label} className={styles.stat}>
                <dt className={styles.statLabel}>{label}</dt>
                <dd className={styles.statValue}>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <Chips legend="Filtrar artes" options={CHIP_OPTIONS} value={chip} onChange={setChip} />
      <FilterBar
        start={
          <form
            className={styles.search}
            onSubmit={(event) => {
              event.preventDefault();
              setSearch(searchText.trim());
            }}
          >
            <TextField
              label="Buscar nesta categoria"
              type="search"
              value={searchText}
              placeholder="Buscar artes..."
              onChange={(event) => {
                setSearchText(event.target.value);
                if (event.target.value.trim() === '') setSearch('');
              }}
            />
          </form>
        }
        filters={[
          idFilter(
            formats,
            { label: 'Formato', allLabel: 'Todos os formatos', error: FORMATS_ERROR },
            formatId,
            setFormatId,
          ),
          idFilter(
            fileTypes,
            { label: 'Tipo', allLabel: 'Todos os tipos', error: FILE_TYPES_ERROR },
            fileTypeId,
            setFileTypeId,
          ),
        ]}
        end={
          filtered ? (
            <Button tone="secondary" size="sm" onClick={clear}>
              {CATEGORY_TEXTS.clear}
            </Button>
          ) : null
        }
      />
      {arts.data && loaded.length === 0 ? (
        <EmptyState
          title={CATEGORY_TEXTS.empty}
          description={filtered ? CATEGORY_TEXTS.emptyFiltered : CATEGORY_TEXTS.emptyUnfiltered}
          actions={
            <>
              {filtered ? (
                <Button tone="secondary" onClick={clear}>
                  {CATEGORY_TEXTS.clearFilters}
                </Button>
              ) : null}
              <Link href={paths.home.href()} className={buttonClassName({ tone: 'secondary' })}>
                {CATEGORY_TEXTS.home}
              </Link>
            </>
          }
        />
      ) : (
        <div className={theme ? styles.themedGallery : undefined}>
          <ArtMasonry
            arts={loaded}
            loading={arts.isPending}
            skeletonCount={LISTING_SKELETON_COUNT}
            onEndReached={loadMore}
            label={`Artes de ${current.name}`}
          />
        </div>
      )}
      {arts.isFetchingNextPage ? (
        <p className={styles.loadingMore} role="status">
          {CATEGORY_TEXTS.loadingMore}
        </p>
      ) : null}
      {showLoadMoreButton(loaded.length, total) && !arts.isFetchingNextPage ? (
        <div className={styles.more}>
          <Button tone="secondary" onClick={loadMore}>
            {CATEGORY_TEXTS.loadMore}
          </Button>
        </div>
      ) : null}
    </main>
  );
}
