import { Avatar } from '../Avatar/Avatar';
import * as styles from './TestimonialCard.css';

export interface TestimonialCardProps {
  name: string;
  quote: string;
  /** 0–5, halves supported. */
  rating: number;
  role?: string | null;
  company?: string | null;
  avatarUrl?: string | null;
  /** Accessible reading of the rating, e.g. 'Nota 4,5 de 5'. */
  ratingLabel?: (rating: number) => string;
}

function Star({ fill }: { fill: 'full' | 'half' | 'empty' }) {
  return (
    <span className={styles.star} data-fill={fill} aria-hidden="true">
      ★
    </span>
  );
}

/** A customer's word (catalogue §3): half-star rating, quote, person; initials when the photo fails. */
export function TestimonialCard({
  name,
  quote,
  rating,
  role,
  company,
  avatarUrl,
  ratingLabel = (value) => `Nota ${String(value).replace('.', ',')} de 5`,
}: TestimonialCardProps) {
  const rounded = Math.round(Math.max(0, Math.min(5, rating)) * 2) / 2;
  const stars = [1, 2, 3, 4, 5].map((n) =>
    rounded >= n ? 'full' : rounded >= n - 0.5 ? 'half' : 'empty',
  ) as Array<'full' | 'half' | 'empty'>;
  const subtitle = [role, company].filter(Boolean).join(' · ');
  return (
    <figure className={styles.card}>
      <div className={styles.stars} role="img" aria-label={ratingLabel(rounded)}>
        {stars.map((fill, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
          <Star key={index} fill={fill} />
        ))}
      </div>
      <blockquote className={styles.quote}>“{quote}”</blockquote>
      <figcaption className={styles.person}>
        <Avatar name={name} src={avatarUrl} />
        <span className={styles.personText}>
          <span className={styles.name}>{name}</span>
          {subtitle ? <span className={styles.role}>{subtitle}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}
