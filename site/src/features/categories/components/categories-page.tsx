import {
  CATEGORY_LIST_CHIP_LABELS,
  CATEGORY_LIST_CHIPS,
  type CategoryListChip,
  categoryPreviewArts,
  categoryTheme,
  filterCategories,
  formatDatePtBR,
} from '@arte-gospel/domain';
import {
  Button,
  CategoryCard,
  Chips,
  defaultCategoryCardTexts as cardTexts,
  EmptyState,
  ErrorBanner,
  Spinner,
  TextField,
} from '@arte-gospel/ui';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { artStill } from '../../../components/art-gallery/art-media';
import { paths } from '../../../config/paths';
import { type CategoryOverview, useCategoryOverview } from '../../../lib/queries/category-overview';
import * as styles from './categories.css';
import { themeStyle } from './category-theme-style';
import { chipOptions } from './chip-options';

const CHIP_OPTIONS = chipOptions(CATEGORY_LIST_CHIPS, CATEGORY_LIST_CHIP_LABELS);

/**
 * One card: the cover staff uploaded, else up to 4 of the category's own arts chosen by the
 * server (categoryPreviewArts); 'Em breve' only for a category with neither. A themed
 * category's card wears its theme's accent (a band on top, its count and call to action).
 */
function CategoryListItem({ category }: { category: CategoryOverview }) {
  const [, navigate] = useLocation();
  const samples = category.coverImageUrl
    ? [{ src: category.coverImageUrl }]
    : categoryPreviewArts(category.previews, category).map((art) => ({
        src: artStill(art.imageUrl),
        alt: art.title,
      }));
  const href = paths.category.href(category.slug);
  const theme = categoryTheme(category.slug, category.theme);
  return (
    <CategoryCard.Root
      href={href}
      className={theme ? styles.themedCard : undefined}
      style={theme ? themeStyle(theme) : undefined}
      data-theme={theme?.id}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      <CategoryCard.Samples samples={samples} />
      <CategoryCard.Body>
        <CategoryCard.Header>
          <CategoryCard.Title>{category.name}</CategoryCard.Title>
          <CategoryCard.Count count={category.artCount} />
        </CategoryCard.Header>
        <CategoryCard.Meta>{cardTexts.available(category.artCount)}</CategoryCard.Meta>
        {category.lastUpdate ? (
          <CategoryCard.Meta>
            {cardTexts.updated(formatDatePtBR(category.lastUpdate))}
          </CategoryCard.Meta>
        ) : null}
        <CategoryCard.Action />
      </CategoryCard.Body>
    </CategoryCard.Root>
  );
}

/** /categorias (catalogue §2, §5): search, chips and one card per category. */
export function CategoriesPage() {
  // One call: the categories with their previews (issue 18).
  const categories = useCategoryOverview();
  const [search, setSearch] = useState('');
  const [chip, setChip] = useState<CategoryListChip>('all');
  const shown = filterCategories(categories.data ?? [], search, chip);

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <Link href={paths.home.href()} className={styles.back}>
          ← Voltar
        </Link>
        <h1 className={styles.title}>CATEGORIAS</h1>
      </header>
      <TextField
        label="Buscar categoria"
        type="search"
        placeholder="Buscar categoria..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Chips legend="Filtrar categorias" options={CHIP_OPTIONS} value={chip} onChange={setChip} />
      {categories.isPending ? (
        <Spinner label="Carregando categorias..." />
      ) : categories.isError ? (
        <ErrorBanner
          message="Ocorreu um erro ao carregar os dados. Por favor, tente novamente mais tarde."
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
        />
      ) : shown.length === 0 ? (
        <EmptyState
          title="Nenhuma categoria encontrada"
          actions={
            <>
              {search ? (
                <Button tone="secondary" onClick={() => setSearch('')}>
                  Limpar busca
                </Button>
              ) : null}
              <Button
                onClick={() => {
                  setSearch('');
                  setChip('all');
                }}
              >
                Mostrar todas
              </Button>
            </>
          }
        />
      ) : (
        <>
          <h2 className={styles.srOnly}>Lista de categorias</h2>
          <ul className={styles.grid}>
            {shown.map((category) => (
              <li key={category.id}>
                <CategoryListItem category={category} />
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}
