import type { MouseEventHandler } from 'react';
import * as styles from './TrendingCard.css';

export interface TrendingCardProps {
  href: string;
  title: string;
  imageSrc: string;
  categoryName?: string | null;
  downloadCount: number;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  badgeText?: string;
  /** '1 download' / 'N downloads'. */
  downloadsText?: (count: number) => string;
}

const defaultDownloadsText = (count: number) =>
  `${count.toLocaleString('pt-BR')} ${count === 1 ? 'download' : 'downloads'}`;

/** A trending art ('Top 6 - Artes em Alta'): image, 'Em Alta', title, category, downloads. */
export function TrendingCard({
  href,
  title,
  imageSrc,
  categoryName,
  downloadCount,
  onClick,
  badgeText = 'Em Alta',
  downloadsText = defaultDownloadsText,
}: TrendingCardProps) {
  return (
    <a className={styles.card} href={href} onClick={onClick}>
      <div className={styles.imageBox}>
        <img className={styles.image} src={imageSrc} alt="" loading="lazy" decoding="async" />
        <span className={styles.badge}>{badgeText}</span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title} title={title}>
          {title}
        </h3>
        {categoryName ? <p className={styles.meta}>{categoryName}</p> : null}
        <p className={styles.meta}>{downloadsText(downloadCount)}</p>
      </div>
    </a>
  );
}
