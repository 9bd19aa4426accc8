import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Badge.css';

export type BadgeVariant =
  | 'free'
  | 'premium'
  | 'premiumCrown'
  | 'trending'
  | 'selected'
  | 'bestOffer'
  | 'upgrade'
  | 'current';

/** The product's badge texts (pt-BR); `children` replaces them. */
export const defaultBadgeTexts: Record<BadgeVariant, string> = {
  free: 'Grátis',
  premium: 'Premium',
  premiumCrown: 'Premium',
  trending: 'Em Alta',
  selected: 'Selecionado',
  bestOffer: 'MELHOR OFERTA',
  upgrade: 'UPGRADE',
  current: 'Atual',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
  /** The text; the variant's pt-BR default when absent. */
  children?: ReactNode;
}

function CrownIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" fill="currentColor">
      <path d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 12H5L3 7z" />
    </svg>
  );
}

/**
 * A small status label: 'Grátis', 'Premium' (or the premium crown alone, named for screen
 * readers), 'Em Alta', 'Selecionado', 'MELHOR OFERTA', 'UPGRADE', 'Atual'.
 */
export function Badge({ variant = 'free', children, className, ...rest }: BadgeProps) {
  const text = children ?? defaultBadgeTexts[variant];
  const classes = [styles.badge({ variant }), className].filter(Boolean).join(' ');
  if (variant === 'premiumCrown') {
    return (
      <span
        className={classes}
        data-variant={variant}
        role="img"
        aria-label={typeof text === 'string' ? text : defaultBadgeTexts.premiumCrown}
        {...rest}
      >
        <CrownIcon />
      </span>
    );
  }
  return (
    <span className={classes} data-variant={variant} {...rest}>
      {text}
    </span>
  );
}
