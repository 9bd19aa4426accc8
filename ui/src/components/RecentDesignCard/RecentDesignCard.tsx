import type { ReactNode } from 'react';
import { CardMedia, type CardMediaProps, CardTitle } from '../private/card';
import * as card from '../private/card.css';
import { withSlot } from '../private/slot';
import * as styles from './RecentDesignCard.css';

function StarIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M12 2l3 6.9 7.5.6-5.7 4.9 1.8 7.4L12 17.8 5.4 21.8l1.8-7.4L1.5 9.5 9 8.9z" />
    </svg>
  );
}

/** The square picture, holding the `Premium` and `EditOverlay` marks. */
function Media(props: CardMediaProps) {
  return <CardMedia className={styles.media} {...props} />;
}

/** A star in the corner, read as 'Premium'. */
function Premium({ label = 'Premium' }: { label?: string }) {
  return (
    <span className={styles.premium} title={label}>
      <StarIcon />
      <span className={styles.srOnly}>{label}</span>
    </span>
  );
}

/** 'Editar' over the picture on hover and focus (the wide grid; not the phone carousel). */
function EditOverlay({ children = 'Editar' }: { children?: ReactNode }) {
  return (
    <span className={styles.editOverlay} aria-hidden="true">
      <span className={styles.edit}>{children}</span>
    </span>
  );
}

/** The design's title on one line, whole in its tooltip. */
function Title({ children }: { children: string }) {
  return <CardTitle as="p">{children}</CardTitle>;
}

/**
 * A design the user downloaded ('Seus designs recentes'), as named parts:
 *
 *   <RecentDesignCard.Root href onClick>
 *     <RecentDesignCard.Media src={…}>
 *       <RecentDesignCard.Premium />
 *       <RecentDesignCard.EditOverlay />
 *     </RecentDesignCard.Media>
 *     <RecentDesignCard.Body>
 *       <RecentDesignCard.Title>Santa Ceia</RecentDesignCard.Title>
 *       <RecentDesignCard.Time>Editado há 2 dias</RecentDesignCard.Time>
 *     </RecentDesignCard.Body>
 *   </RecentDesignCard.Root>
 */
export const RecentDesignCard = {
  /** The card: one link. */
  Root: withSlot('a', styles.root, 'RecentDesignCard.Root'),
  Media,
  Premium,
  EditOverlay,
  Body: withSlot('div', card.body, 'RecentDesignCard.Body'),
  Title,
  /** The relative edit time, already worded ('Editado há 2 dias'). */
  Time: withSlot('p', card.meta, 'RecentDesignCard.Time'),
};
