import type { HTMLAttributes } from 'react';
import * as styles from './AccountBadge.css';

export type AccountBadgeTone = (typeof styles.accountBadgeTones)[number];
export type AccountBadgeShape = (typeof styles.accountBadgeShapes)[number];

export interface AccountBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /**
   * `free` shows 'Conta Free' (pill) or 'CONTA GRÁTIS' (banner) on blue; `plan` shows
   * `label` ('Conta {plan}') on green (platform §2.6).
   */
  kind: 'free' | 'plan';
  /** The text of a paid account, e.g. 'Conta Mensal'. Ignored for free accounts. */
  label?: string;
  shape?: AccountBadgeShape;
  /** Texts of the free account; pt-BR defaults. */
  freeLabel?: string;
  freeBannerLabel?: string;
}

/** The account status badge of the header menu and the user panel (platform §2.6, §2.8). */
export function AccountBadge({
  kind,
  label,
  shape = 'pill',
  freeLabel = 'Conta Free',
  freeBannerLabel = 'CONTA GRÁTIS',
  className,
  ...rest
}: AccountBadgeProps) {
  const tone: AccountBadgeTone = kind === 'free' ? 'blue' : 'green';
  const text =
    kind === 'free'
      ? shape === 'banner'
        ? freeBannerLabel
        : freeLabel
      : (label ?? 'Conta Premium');
  const classes = [styles.badge({ tone, shape }), className].filter(Boolean).join(' ');
  return (
    <span className={classes} data-tone={tone} data-kind={kind} {...rest}>
      <span aria-hidden="true" className={styles.dot()} />
      {text}
    </span>
  );
}
