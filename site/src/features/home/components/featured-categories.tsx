import { Button, CategoryMosaicCard, Spinner } from '@arte-gospel/ui';
import { useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { useCategories } from '../../../lib/queries/categories';
import * as styles from './featured-categories.css';

// Label colours cycle through the brand palette so neighbouring mosaics differ.
const LABEL_COLORS = ['#4F46E5', '#0E7490', '#B45309', '#BE185D', '#15803D', '#7C3AED'];

/** 'Categorias em destaque' (catalogue §2, home): mosaics in a scrollable row. */
export function FeaturedCategories() {
  const categories = useCategories();
  const [, navigate] = useLocation();
  const rowRef = useRef<HTMLDivElement>(null);

  // The left and right buttons scroll by 75 % of the visible width (catalogue §2).
  const scrollBy = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (row) row.scrollBy({ left: direction * row.clientWidth * 0.75, behavior: 'smooth' });
  };

  return (
    <section className={styles.section} aria-labelledby="featured-categories-title">
      <div className={styles.heading}>
        <h2 id="featured-categories-title" className={styles.title}>
          Categorias em destaque
        </h2>
        <Link href={paths.categories.href()} className={styles.seeAll}>
          Ver todos
        </Link>
      </div>
      {categories.isPending ? (
        <div className={styles.state}>
          <Spinner label="Carregando categorias..." />
        </div>
      ) : categories.isError ? (
        <div className={styles.state} role="alert">
          <p>Não foi possível carregar as categorias. {categories.error.message}</p>
          <Button tone="secondary" onClick={() => void categories.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <div className={styles.carousel}>
          <Button
            tone="secondary"
            size="sm"
            className={styles.scrollButton}
            aria-label="Rolar categorias para a esquerda"
            onClick={() => scrollBy(-1)}
          >
            ‹
          </Button>
          <div ref={rowRef} className={styles.row} data-testid="featured-categories">
            {categories.data.map((category, index) => (
              <div key={category.id} className={styles.item}>
                <CategoryMosaicCard
                  name={category.name}
                  href={paths.category.href(category.slug)}
                  images={[]}
                  labelColor={LABEL_COLORS[index % LABEL_COLORS.length]}
                  onClick={(event) => {
                    event.preventDefault();
                    navigate(paths.category.href(category.slug));
                  }}
                />
              </div>
            ))}
          </div>
          <Button
            tone="secondary"
            size="sm"
            className={styles.scrollButton}
            aria-label="Rolar categorias para a direita"
            onClick={() => scrollBy(1)}
          >
            ›
          </Button>
        </div>
      )}
    </section>
  );
}
