import {
  type Art,
  CATEGORY_PREVIEW_LIMIT,
  type Category,
  FEATURED_SCROLL_FRACTION,
  featuredTileArts,
} from '@arte-gospel/domain';
import { Button, CategoryMosaicCard, Spinner } from '@arte-gospel/ui';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { artStill } from '../../../components/art-gallery/art-media';
import { paths } from '../../../config/paths';
import { useArts } from '../../../lib/queries/arts';
import { useCategories } from '../../../lib/queries/categories';
import { useCategorySamples } from '../../../lib/queries/category-samples';
import * as styles from './featured-categories.css';
import { HomeSection } from './home-section';

/** The still image a mosaic tile shows: a video's poster, a gif's webp thumbnail. */
function tileImage(art: Art): { src: string; alt: string } {
  return { src: artStill(art.imageUrl), alt: art.title };
}

// Label colours cycle through the brand palette so neighbouring mosaics differ.
const LABEL_COLORS = ['#4F46E5', '#0E7490', '#B45309', '#BE185D', '#15803D', '#7C3AED'];

/**
 * One mosaic: up to 4 arts of the shared previews; a category with arts but none among them
 * reads its own first arts, so 'Em breve' stays for categories with no art at all.
 */
function FeaturedTile({
  category,
  previews,
  labelColor,
  selected,
  near,
}: {
  category: Category;
  previews: Art[];
  labelColor: string | undefined;
  selected: boolean;
  /** Within a row's width of the visible part of the carousel. */
  near: boolean;
}) {
  const [, navigate] = useLocation();
  const own = useCategorySamples(
    category.id,
    near && previews.length === 0 && category.artCount > 0,
  );
  const arts = previews.length > 0 ? previews : (own.data ?? []);
  return (
    <CategoryMosaicCard.Root
      href={paths.category.href(category.slug)}
      selected={selected}
      onClick={(event) => {
        event.preventDefault();
        navigate(paths.category.href(category.slug));
      }}
    >
      <CategoryMosaicCard.Mosaic images={featuredTileArts(arts).map(tileImage)} />
      <CategoryMosaicCard.Label color={labelColor}>{category.name}</CategoryMosaicCard.Label>
      <CategoryMosaicCard.Selected />
    </CategoryMosaicCard.Root>
  );
}

/** As many square placeholders as the widest screen shows at once. */
const PLACEHOLDER_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

/**
 * The ids of the row's tiles that have come within one row width of its visible part. A
 * phone shows two mosaics of some thirty: the others read their samples (a call and four
 * images each) only when a scroll brings them close. Without IntersectionObserver, all are.
 */
function useNearTiles(
  rowRef: RefObject<HTMLDivElement | null>,
  ready: boolean,
): (id: string) => boolean {
  const [near, setNear] = useState<Set<string>>(() => new Set());
  const [observable] = useState(() => typeof IntersectionObserver !== 'undefined');
  useEffect(() => {
    const row = rowRef.current;
    if (!ready || !row || !observable) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entered = entries
          .filter((entry) => entry.isIntersecting)
          .map((entry) => (entry.target as HTMLElement).dataset.categoryId ?? '');
        if (entered.length === 0) return;
        setNear((current) => {
          if (entered.every((id) => current.has(id))) return current;
          return new Set([...current, ...entered]);
        });
      },
      { root: row, rootMargin: '0px 100% 0px 100%' },
    );
    for (const tile of row.querySelectorAll('[data-category-id]')) observer.observe(tile);
    return () => observer.disconnect();
  }, [rowRef, ready, observable]);
  return (id) => !observable || near.has(id);
}

/** 'Categorias em destaque' (catalogue §2, home): mosaics in a scrollable row. */

export function FeaturedCategories({ selectedId }: { selectedId?: number } = {}) {
  const categories = useCategories();
  // Category previews: one call, the newest arts (catalogue §7: limit 50, page 1).
  const previews = useArts({ limit: CATEGORY_PREVIEW_LIMIT, page: 1 });
  const tilesByCategory = useMemo(() => {
    const byCategory = new Map<number, Art[]>();
    for (const art of previews.data?.arts ?? []) {
      if (art.categoryId === null) continue;
      byCategory.set(art.categoryId, [...(byCategory.get(art.categoryId) ?? []), art]);
    }
    return byCategory;
  }, [previews.data]);
  const rowRef = useRef<HTMLDivElement>(null);
  const isNear = useNearTiles(rowRef, categories.isSuccess);

  // The left and right buttons scroll by 75 % of the visible width (catalogue §2).
  const scrollBy = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (row)
      row.scrollBy({
        left: direction * row.clientWidth * FEATURED_SCROLL_FRACTION,
        behavior: 'smooth',
      });
  };

  return (
    <HomeSection
      id="featured-categories-title"
      title="Categorias em destaque"
      headingClassName={styles.heading}
      actions={
        <Link href={paths.categories.href()} className={styles.seeAll}>
          Ver todos
        </Link>
      }
    >
      {categories.isPending ? (
        // Square placeholders in the carousel's own grid: the tiles take their place
        // without moving what is below (no layout shift while the list loads).
        <div className={`${styles.carousel} ${styles.loading}`}>
          <span className={`${styles.scrollButton} ${styles.scrollButtonSpace}`} />
          <div className={styles.row} aria-hidden="true">
            {PLACEHOLDER_KEYS.map((key) => (
              <div key={key} className={`${styles.item} ${styles.placeholderTile}`} />
            ))}
          </div>
          <span className={`${styles.scrollButton} ${styles.scrollButtonSpace}`} />
          <div className={styles.loadingStatus}>
            <Spinner label="Carregando categorias..." />
          </div>
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
              <div key={category.id} className={styles.item} data-category-id={String(category.id)}>
                <FeaturedTile
                  near={isNear(String(category.id))}
                  category={category}
                  previews={tilesByCategory.get(category.id) ?? []}
                  labelColor={LABEL_COLORS[index % LABEL_COLORS.length]}
                  selected={category.id === selectedId}
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
    </HomeSection>
  );
}
