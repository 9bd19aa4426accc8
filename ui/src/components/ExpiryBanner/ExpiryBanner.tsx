import type { ReactNode } from 'react';
import * as styles from './ExpiryBanner.css';

export type ExpiryBannerTone = (typeof styles.expiryBannerTones)[number];

export interface ExpiryBannerProps {
  tone: ExpiryBannerTone;
  /** The §4.4 message, already worded by the caller (domain's expiryBanner). */
  message: string;
  /** The button text; 'Renovar' by default. */
  actionLabel?: string;
  /** Where the button leads (an `<a href>`); the plans page in the site. */
  actionHref?: string;
  /**
   * Renders the action instead of the default `<a>`, e.g. a router link. Receives the
   * class name the action must carry.
   */
  renderAction?: (props: { className: string; children: ReactNode }) => ReactNode;
  /** Accessible name of the region. */
  label?: string;
}

/**
 * The premium expiry banner (platform §4.4): red, amber or blue, a message and a
 * 'Renovar' button. Expired and 0-day states are announced as alerts; the others as status.
 */
export function ExpiryBanner({
  tone,
  message,
  actionLabel = 'Renovar',
  actionHref = '/planos',
  renderAction,
  label = 'Aviso de assinatura',
}: ExpiryBannerProps) {
  const urgent = tone === 'red';
  return (
    <section
      aria-label={label}
      role={urgent ? 'alert' : 'status'}
      className={styles.banner({ tone })}
      data-tone={tone}
    >
      <span aria-hidden="true" className={styles.icon({ tone })}>
        !
      </span>
      <p className={styles.message}>{message}</p>
      {renderAction ? (
        renderAction({ className: styles.action, children: actionLabel })
      ) : (
        <a href={actionHref} className={styles.action}>
          {actionLabel}
        </a>
      )}
    </section>
  );
}
