import type { MouseEventHandler } from 'react';
import * as styles from './RecentDesignCard.css';

export interface RecentDesignCardProps {
  href: string;
  title: string;
  imageSrc: string;
  isPremium?: boolean;
  /** The relative edit time, already worded ('Editado há 2 dias'). */
  editedText: string;
  /** The wide grid shows an 'Editar' overlay on hover; the phone carousel does not. */
  showEditOverlay?: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  editText?: string;
  premiumText?: string;
}

function StarIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M12 2l3 6.9 7.5.6-5.7 4.9 1.8 7.4L12 17.8 5.4 21.8l1.8-7.4L1.5 9.5 9 8.9z" />
    </svg>
  );
}

/** A design the user downloaded ('Seus designs recentes'). */
export function RecentDesignCard({
  href,
  title,
  imageSrc,
  isPremium = false,
  editedText,
  showEditOverlay = true,
  onClick,
  editText = 'Editar',
  premiumText = 'Premium',
}: RecentDesignCardProps) {
  return (
    <a className={styles.card} href={href} onClick={onClick}>
      <div className={styles.imageBox}>
        <img className={styles.image} src={imageSrc} alt="" loading="lazy" decoding="async" />
        {isPremium ? (
          <span className={styles.star} title={premiumText}>
            <StarIcon />
            <span className={styles.srOnly}>{premiumText}</span>
          </span>
        ) : null}
        {showEditOverlay ? (
          <span className={styles.overlay} aria-hidden="true">
            <span className={styles.edit}>{editText}</span>
          </span>
        ) : null}
      </div>
      <div className={styles.body}>
        <p className={styles.title} title={title}>
          {title}
        </p>
        <p className={styles.time}>{editedText}</p>
      </div>
    </a>
  );
}
