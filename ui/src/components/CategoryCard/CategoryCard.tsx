import type { ReactNode } from 'react';
import { CardImage } from '../private/card';
import { withSlot } from '../private/slot';
import * as styles from './CategoryCard.css';

export interface CategoryCardTexts {
  /** '1 arte' / 'N artes'. */
  count: (count: number) => string;
  /** '1 arte disponível' / 'N artes disponíveis'. */
  available: (count: number) => string;
  updated: (date: string) => string;
  cta: string;
  empty: string;
}

export const defaultCategoryCardTexts: CategoryCardTexts = {
  count: (n) => `${n} ${n === 1 ? 'arte' : 'artes'}`,
  available: (n) => `${n} ${n === 1 ? 'arte disponível' : 'artes disponíveis'}`,
  updated: (date) => `Atualizada em ${date}`,
  cta: 'Ver artes',
  empty: 'Em breve',
};

/** Where each of 1–3 samples sits in the 2 × 2 grid (four fill it). */
function placeOf(count: number, index: number) {
  if (count === 1) return { gridColumn: '1 / -1', gridRow: '1 / -1' };
  if (count === 2 || (count === 3 && index === 0)) return { gridRow: '1 / -1' };
  return undefined;
}

export interface CategoryCardSamplesProps {
  /** Up to four sample images (decorative: the card is named by the category). */
  samples: ReadonlyArray<{ src: string; alt?: string }>;
  /** Shown when there is no sample. */
  emptyText?: string;
}

function Samples({
  samples,
  emptyText = defaultCategoryCardTexts.empty,
}: CategoryCardSamplesProps) {
  const shown = samples.slice(0, 4);
  return (
    <div className={styles.samples}>
      {shown.length === 0 ? <span className={styles.empty}>{emptyText}</span> : null}
      {shown.map((sample, index) => (
        <CardImage
          // biome-ignore lint/suspicious/noArrayIndexKey: the same sample may repeat.
          key={`${sample.src}-${index}`}
          src={sample.src}
          style={placeOf(shown.length, index)}
        />
      ))}
    </div>
  );
}

export interface CategoryCardCountProps {
  count: number;
  /** '1 arte' / 'N artes' by default. */
  text?: (count: number) => string;
}

/** The pill beside the title: '12 artes'. */
function Count({ count, text = defaultCategoryCardTexts.count }: CategoryCardCountProps) {
  return <span className={styles.count}>{text(count)}</span>;
}

/** The call to action at the card's foot: 'Ver artes →'. */
function Action({ children = defaultCategoryCardTexts.cta }: { children?: ReactNode }) {
  return <span className={styles.action}>{children} →</span>;
}

/**
 * A category in the list (catalogue §2), as named parts:
 *
 *   <CategoryCard.Root href onClick>
 *     <CategoryCard.Samples samples={…} />
 *     <CategoryCard.Body>
 *       <CategoryCard.Header>
 *         <CategoryCard.Title>Culto de Jovens</CategoryCard.Title>
 *         <CategoryCard.Count count={12} />
 *       </CategoryCard.Header>
 *       <CategoryCard.Meta>12 artes disponíveis</CategoryCard.Meta>
 *       <CategoryCard.Action />
 *     </CategoryCard.Body>
 *   </CategoryCard.Root>
 *
 * `defaultCategoryCardTexts` words the counts and the last update.
 */
export const CategoryCard = {
  /** The card: one link. */
  Root: withSlot('a', styles.root, 'CategoryCard.Root'),
  Samples,
  Body: withSlot('div', styles.body, 'CategoryCard.Body'),
  /** The title row: the name and its count. */
  Header: withSlot('div', styles.header, 'CategoryCard.Header'),
  Title: withSlot('h3', styles.title, 'CategoryCard.Title'),
  Count,
  /** A muted line: the arts available, the last update. */
  Meta: withSlot('p', styles.meta, 'CategoryCard.Meta'),
  Action,
};
