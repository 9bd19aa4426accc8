import {
  type Art,
  categoryTheme,
  FEATURED_SCROLL_FRACTION,
  featuredTileArts,
} from '@arte-gospel/domain';
import { Button, CategoryMosaicCard, Skeleton, SkeletonGroup } from '@arte-gospel/ui';
import { useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { artStill } from '../../../components/art-gallery/art-media';
import { paths } from '../../../config/paths';
import { type CategoryOverview, useCategoryOverview } from '../../../lib/queries/category-overview';
import * as styles from './featured-categories.css';
import { HomeSection } from './home-section';

/** The still image a mosaic tile shows: a video's poster, a gif's webp thumbnail. */
function tileImage(art: Art): { src: string; alt: string } {
  return { src: artStill(art.imageUrl), alt: art.title };
}

// Label colours cycle through the brand palette so neighbouring mosaics differ.
const LABEL_COLORS = ['#4F46E5', '#0E7490', '#B45309', '#BE185D', '#15803D', '#7C3AED'];

/**
 * One tile: the cover staff uploaded, else a mosaic of up to 4 of the category's own arts,
 * chosen by the server over the whole category (featuredTileArts); 'Em breve' only for a
 * category with neither. A themed category's label wears its theme's accent (white on it
 * passes AA); the others cycle through the palette.
 */
function FeaturedTile({
  category,
  labelColor,
  selected,
}: {
  category: CategoryOverview;
  labelColor: string | undefined;
  selected: boolean;
}) {
  const [, navigate] = useLocation();
  const theme = categoryTheme(category.slug, category.theme);
  return (
    <CategoryMosaicCard.Root
      href={paths.category.href(category.slug)}
      selected={selected}
      data-theme={theme?.id}
      onClick={(event) => {
        event.preventDefault();
        navigate(paths.category.href(category.slug));
      }}
    >
      {category.coverImageUrl ? (
        <CategoryMosaicCard.Cover src={category.coverImageUrl} />
      ) : (
        <CategoryMosaicCard.Mosaic images={featuredTileArts(category.previews).map(tileImage)} />
      )}
      <CategoryMosaicCard.Label color={theme?.accent ?? labelColor}>
        {category.name}
      </CategoryMosaicCard.Label>
      <CategoryMosaicCard.Selected />
    </CategoryMosaicCard.Root>
  );
}

/** As many square skeletons as the widest screen shows at once. */
const SKELETON_TILES = 6;

/** 'Categorias em destaque' (catalogue §2, home): mosaics in a scrollable row. */

export function FeaturedCategories({ selectedId }: { selectedId?: number } = {}) {
  // One call: the categories with their previews (issue 18), so no tile reads 'Em breve'
  // while its arts are on their way.
  const categories = useCategoryOverview();
  const rowRef = useRef<HTMLDivElement>(null);

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
        // Square skeletons in the carousel's own grid: the tiles take their place without
        // moving what is below (no layout shift while the list loads).
        <div className={styles.carousel} data-testid="featured-categories-loading">
          <span className={`${styles.scrollButton} ${styles.scrollButtonSpace}`} />
          <div className={styles.row}>
            <SkeletonGroup count={SKELETON_TILES} label="Carregando categorias...">
              {() => <Skeleton aspectRatio="1 / 1" className={styles.skeletonTile} />}
            </SkeletonGroup>
          </div>
          <span className={`${styles.scrollButton} ${styles.scrollButtonSpace}`} />
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
                  category={category}
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
