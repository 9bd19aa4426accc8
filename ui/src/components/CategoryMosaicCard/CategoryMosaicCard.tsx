import type { MouseEventHandler } from 'react';
import { vars } from '../../theme/vars.css';
import * as styles from './CategoryMosaicCard.css';

export interface CategoryMosaicCardProps {
  name: string;
  href: string;
  /** Up to four sample images; none shows the 'Em breve' placeholder. */
  images: ReadonlyArray<{ src: string; alt?: string }>;
  /** Background of the label; defaults to the brand colour. */
  labelColor?: string;
  selected?: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  emptyText?: string;
  selectedText?: string;
}

/** A category as a 4-image mosaic with a coloured label (catalogue §2, home). */
export function CategoryMosaicCard({
  name,
  href,
  images,
  labelColor,
  selected = false,
  onClick,
  emptyText = 'Em breve',
  selectedText = 'Selecionado',
}: CategoryMosaicCardProps) {
  const shown = images.slice(0, 4);
  return (
    <a className={styles.card} href={href} onClick={onClick} data-selected={selected}>
      {shown.length === 0 ? (
        <div className={styles.placeholder}>{emptyText}</div>
      ) : (
        <div className={styles.mosaic}>
          {[0, 1, 2, 3].map((slot) => {
            const image = shown[slot % shown.length];
            return image ? (
              <img
                key={slot}
                className={styles.tile}
                src={image.src}
                alt={slot === 0 ? (image.alt ?? '') : ''}
                loading="lazy"
                decoding="async"
              />
            ) : null;
          })}
        </div>
      )}
      <span className={styles.label} style={{ background: labelColor ?? vars.color.brand }}>
        {name}
      </span>
      {selected ? <span className={styles.selectedBadge}>{selectedText}</span> : null}
    </a>
  );
}
