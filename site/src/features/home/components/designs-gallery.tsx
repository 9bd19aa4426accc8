import { HOME_ALL_CHIP_LABEL, HOME_CHIP_SLUGS, HOME_SKELETON_COUNT } from '@arte-gospel/domain';
import { Button, buttonClassName, EmptyState, ErrorBanner } from '@arte-gospel/ui';
import { forwardRef } from 'react';
import { Link } from 'wouter';
import { ArtMasonry } from '../../../components/art-gallery/art-masonry';
import { paths } from '../../../config/paths';
import { useCategories } from '../../../lib/queries/categories';
import { HOME_GALLERY_ERROR, useHomeGallery } from '../api/get-home-gallery';
import * as styles from './home.css';

export interface DesignsGalleryProps {
  categoryId: number | undefined;
  onCategoryChange: (categoryId: number | undefined) => void;
}

/** 'Designs Profissionais' (catalogue §2): chips, masonry of 25, empty and error states. */
export const DesignsGallery = forwardRef<HTMLElement, DesignsGalleryProps>(function DesignsGallery(
  { categoryId, onCategoryChange },
  ref,
) {
  const categories = useCategories();
  const gallery = useHomeGallery(categoryId);
  // Only the ten chosen slugs, in their order, among the categories that exist.
  const chips = HOME_CHIP_SLUGS.flatMap((slug) => {
    const category = categories.data?.find((c) => c.slug === slug);
    return category ? [category] : [];
  });
  const filtered = categoryId !== undefined;

  return (
    <section
      ref={ref}
      id="galeria"
      className={styles.gallerySection}
      aria-labelledby="designs-title"
    >
      <div className={styles.heading}>
        <h2 id="designs-title" className={styles.title}>
          Designs Profissionais
        </h2>
        {filtered ? <span className={styles.tag}>Filtrado por categoria</span> : null}
      </div>
      <fieldset className={styles.chips}>
        <legend className={styles.srOnly}>Categorias rápidas</legend>
        <button
          type="button"
          className={styles.chip}
          aria-pressed={!filtered}
          onClick={() => onCategoryChange(undefined)}
        >
          {HOME_ALL_CHIP_LABEL}
        </button>
        {chips.map((category) => (
          <button
            key={category.id}
            type="button"
            className={styles.chip}
            aria-pressed={categoryId === category.id}
            onClick={() => onCategoryChange(category.id)}
          >
            {category.name}
          </button>
        ))}
      </fieldset>
      {gallery.isError ? (
        <ErrorBanner
          title={HOME_GALLERY_ERROR}
          message={gallery.error.message}
          onRetry={() => void gallery.refetch()}
          retrying={gallery.isFetching}
        />
      ) : gallery.data && gallery.data.arts.length === 0 ? (
        <EmptyState
          title="Nenhum design encontrado"
          headingLevel={3}
          actions={
            filtered ? (
              <Button tone="secondary" onClick={() => onCategoryChange(undefined)}>
                Limpar filtros
              </Button>
            ) : null
          }
        />
      ) : (
        <ArtMasonry
          arts={gallery.data?.arts ?? []}
          loading={gallery.isPending}
          skeletonCount={HOME_SKELETON_COUNT}
          label="Designs Profissionais"
          // Below the hero and the categories: never the first screen's image on a phone.
          priorityCount={0}
        />
      )}
      <div className={styles.center}>
        <Link href={paths.arts.href()} className={buttonClassName({ size: 'lg' })}>
          Ver todas as artes
        </Link>
      </div>
    </section>
  );
});
