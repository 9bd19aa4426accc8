import type { CSSProperties, ReactNode } from 'react';
import { cardTitle, coverImage } from './card.css';
import { cx } from './slot';

/** A card's picture: fills its box, fetched when it nears the screen. */
export function CardImage({
  src,
  alt = '',
  className,
  style,
}: {
  src: string;
  /** Decorative by default: the card's link is named by its text. */
  alt?: string;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <img
      className={cx(coverImage, className)}
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      style={style}
    />
  );
}

export interface CardMediaProps {
  src: string;
  /** The marks drawn over the picture. */
  children?: ReactNode;
}

/** A card's picture in its box (`className` gives the box its ratio), marks over it. */
export function CardMedia({ src, children, className }: CardMediaProps & { className: string }) {
  return (
    <div className={className}>
      <CardImage src={src} />
      {children}
    </div>
  );
}

/** A card's title on one line, whole in its tooltip. */
export function CardTitle({ as: Tag, children }: { as: 'p' | 'h3'; children: string }) {
  return (
    <Tag className={cardTitle} title={children}>
      {children}
    </Tag>
  );
}
