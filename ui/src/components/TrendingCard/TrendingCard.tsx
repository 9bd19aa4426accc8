import type { ReactNode } from 'react';
import { CardMedia, type CardMediaProps, CardTitle } from '../private/card';
import * as card from '../private/card.css';
import { withSlot } from '../private/slot';
import * as styles from './TrendingCard.css';

/** The 4:5 picture, holding the `Badge`. */
function Media(props: CardMediaProps) {
  return <CardMedia className={styles.media} {...props} />;
}

/** The red mark on the picture: 'Em Alta'. */
function Badge({ children = 'Em Alta' }: { children?: ReactNode }) {
  return <span className={styles.badge}>{children}</span>;
}

/** The art's title on one line, whole in its tooltip. */
function Title({ children }: { children: string }) {
  return <CardTitle as="h3">{children}</CardTitle>;
}

const defaultDownloadsText = (count: number) =>
  `${count.toLocaleString('pt-BR')} ${count === 1 ? 'download' : 'downloads'}`;

/** '1.284 downloads' (or the caller's wording). */
function Downloads({
  count,
  text = defaultDownloadsText,
}: {
  count: number;
  text?: (count: number) => string;
}) {
  return <p className={card.meta}>{text(count)}</p>;
}

/**
 * A trending art ('Top 6 - Artes em Alta'), as named parts:
 *
 *   <TrendingCard.Root href onClick>
 *     <TrendingCard.Media src={…}><TrendingCard.Badge /></TrendingCard.Media>
 *     <TrendingCard.Body>
 *       <TrendingCard.Title>Noite de Louvor</TrendingCard.Title>
 *       <TrendingCard.Meta>Culto de Jovens</TrendingCard.Meta>
 *       <TrendingCard.Downloads count={1284} />
 *     </TrendingCard.Body>
 *   </TrendingCard.Root>
 */
export const TrendingCard = {
  /** The card: one link. */
  Root: withSlot('a', styles.root, 'TrendingCard.Root'),
  Media,
  Badge,
  Body: withSlot('div', card.body, 'TrendingCard.Body'),
  Title,
  /** A muted line under the title, e.g. the category. */
  Meta: withSlot('p', card.meta, 'TrendingCard.Meta'),
  Downloads,
};
