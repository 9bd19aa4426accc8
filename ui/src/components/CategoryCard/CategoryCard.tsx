import type { MouseEventHandler } from 'react';
import * as styles from './CategoryCard.css';

export interface CategoryCardProps {
  name: string;
  href: string;
  artCount: number;
  /** Up to four sample images (decorative: the card is named by the category). */
  samples: ReadonlyArray<{ src: string; alt?: string }>;
  /** The last update, already formatted (e.g. '12 de novembro de 2026'); null hides it. */
  lastUpdate?: string | null;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  texts?: Partial<CategoryCardTexts>;
}

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

/** A category in the list: up to 4 samples, the art counts, the last update and 'Ver artes'. */
export function CategoryCard({
  name,
  href,
  artCount,
  samples,
  lastUpdate,
  onClick,
  texts: overrides,
}: CategoryCardProps) {
  const texts = { ...defaultCategoryCardTexts, ...overrides };
  const shown = samples.slice(0, 4);
  return (
    <a className={styles.card} href={href} onClick={onClick}>
      <div className={styles.samples}>
        {shown.length === 0 ? (
          <span className={styles.empty}>{texts.empty}</span>
        ) : (
          shown.map((sample, index) => (
            <img
              // biome-ignore lint/suspicious/noArrayIndexKey: the same sample may repeat.
              key={`${sample.src}-${index}`}
              className={styles.sample}
              src={sample.src}
              // Decorative: the card's name is the category's.
              alt=""
              loading="lazy"
              decoding="async"
              style={
                shown.length === 1
                  ? { gridColumn: '1 / -1', gridRow: '1 / -1' }
                  : shown.length === 3 && index === 0
                    ? { gridRow: '1 / -1' }
                    : shown.length === 2
                      ? { gridRow: '1 / -1' }
                      : undefined
              }
            />
          ))
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <h3 className={styles.title}>{name}</h3>
          <span className={styles.count}>{texts.count(artCount)}</span>
        </div>
        <p className={styles.meta}>{texts.available(artCount)}</p>
        {lastUpdate ? <p className={styles.meta}>{texts.updated(lastUpdate)}</p> : null}
        <span className={styles.cta}>{texts.cta} →</span>
      </div>
    </a>
  );
}
