import { type ComponentPropsWithoutRef, createContext, type ReactNode, useContext } from 'react';
import { vars } from '../../theme/vars.css';
import { CardImage } from '../private/card';
import { cx } from '../private/slot';
import * as styles from './CategoryMosaicCard.css';

const SelectedContext = createContext(false);

export interface CategoryMosaicCardRootProps extends ComponentPropsWithoutRef<'a'> {
  /** The category in view: a brand outline and the `Selected` mark. */
  selected?: boolean;
}

/** The card: one link. */
function Root({ selected = false, className, ...props }: CategoryMosaicCardRootProps) {
  return (
    <SelectedContext.Provider value={selected}>
      <a className={cx(styles.root, className)} data-selected={selected} {...props} />
    </SelectedContext.Provider>
  );
}

export interface CategoryMosaicCardMosaicProps {
  /** Up to four sample images, repeated to fill the four tiles; none shows `emptyText`. */
  images: ReadonlyArray<{ src: string; alt?: string }>;
  emptyText?: string;
}

/** Four tiles; only the first names its art (the others are decoration). */
function Mosaic({ images, emptyText = 'Em breve' }: CategoryMosaicCardMosaicProps) {
  const shown = images.slice(0, 4);
  if (shown.length === 0) return <div className={styles.placeholder}>{emptyText}</div>;
  return (
    <div className={styles.mosaic}>
      {[0, 1, 2, 3].map((slot) => {
        const image = shown[slot % shown.length] ?? { src: '' };
        return (
          <CardImage
            key={slot}
            className={styles.tile}
            src={image.src}
            alt={slot === 0 ? (image.alt ?? '') : ''}
          />
        );
      })}
    </div>
  );
}

export interface CategoryMosaicCardCoverProps {
  /** The category's own picture (a cover staff chose), in place of the mosaic. */
  src: string;
  /** Decorative by default: the card is named by its label. */
  alt?: string;
}

/** One picture filling the square, instead of the four tiles. */
function Cover({ src, alt = '' }: CategoryMosaicCardCoverProps) {
  return <CardImage className={styles.cover} src={src} alt={alt} />;
}

/** The category's name on a coloured band; the brand colour by default. */
function Label({ color, children }: { color?: string; children: ReactNode }) {
  return (
    <span className={styles.label} style={{ background: color ?? vars.color.brand }}>
      {children}
    </span>
  );
}

/** The 'Selecionado' mark, shown while the root is `selected`. */
function Selected({ children = 'Selecionado' }: { children?: ReactNode }) {
  return useContext(SelectedContext) ? <span className={styles.selected}>{children}</span> : null;
}

/**
 * A category as a 4-image mosaic with a coloured label (catalogue §2, home), as named parts:
 *
 *   <CategoryMosaicCard.Root href onClick selected>
 *     <CategoryMosaicCard.Mosaic images={…} />   (or <CategoryMosaicCard.Cover src={…} />)
 *     <CategoryMosaicCard.Label color="#0F766E">Culto de Jovens</CategoryMosaicCard.Label>
 *     <CategoryMosaicCard.Selected />
 *   </CategoryMosaicCard.Root>
 */
export const CategoryMosaicCard = { Root, Mosaic, Cover, Label, Selected };
