import type { ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { withSlot } from '../private/slot';
import * as styles from './TestimonialCard.css';

type StarFill = 'full' | 'half' | 'empty';

export interface TestimonialCardRatingProps {
  /** 0–5, halves supported; out-of-range values are clamped. */
  value: number;
  /** Accessible reading of the rating, e.g. 'Nota 4,5 de 5'. */
  label?: (rating: number) => string;
}

/** Five stars, halves drawn; read as one image named by `label`. */
function Rating({
  value,
  label = (rating) => `Nota ${String(rating).replace('.', ',')} de 5`,
}: TestimonialCardRatingProps) {
  const rounded = Math.round(Math.max(0, Math.min(5, value)) * 2) / 2;
  const stars = [1, 2, 3, 4, 5].map(
    (n): StarFill => (rounded >= n ? 'full' : rounded >= n - 0.5 ? 'half' : 'empty'),
  );
  return (
    <div className={styles.rating} role="img" aria-label={label(rounded)}>
      {stars.map((fill, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
        <span key={index} className={styles.star} data-fill={fill} aria-hidden="true">
          ★
        </span>
      ))}
    </div>
  );
}

/** The customer's words, in quotation marks. */
function Quote({ children }: { children: ReactNode }) {
  return <blockquote className={styles.quote}>“{children}”</blockquote>;
}

export interface TestimonialCardAuthorProps {
  name: string;
  /** Their photo; their initials when there is none or it fails. */
  avatarUrl?: string | null;
  /** Their role in the church (not an ARIA role) and the church: 'role · company'. */
  role?: string | null;
  company?: string | null;
}

function Author({ name, avatarUrl, role, company }: TestimonialCardAuthorProps) {
  const subtitle = [role, company].filter(Boolean).join(' · ');
  return (
    <figcaption className={styles.author}>
      <Avatar name={name} src={avatarUrl} />
      <span className={styles.authorText}>
        <span className={styles.name}>{name}</span>
        {subtitle ? <span className={styles.role}>{subtitle}</span> : null}
      </span>
    </figcaption>
  );
}

/**
 * A customer's word (catalogue §3), as named parts:
 *
 *   <TestimonialCard.Root>
 *     <TestimonialCard.Rating value={4.5} />
 *     <TestimonialCard.Quote>Os stories animados…</TestimonialCard.Quote>
 *     <TestimonialCard.Author name avatarUrl role company />
 *   </TestimonialCard.Root>
 */
export const TestimonialCard = {
  Root: withSlot('figure', styles.root, 'TestimonialCard.Root'),
  Rating,
  Quote,
  Author,
};
