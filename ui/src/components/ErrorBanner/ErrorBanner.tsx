import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import * as styles from './ErrorBanner.css';

export interface ErrorBannerProps {
  /** 'Erro' by default. */
  title?: string;
  message: ReactNode;
  /** Shows the retry button when given. */
  onRetry?: () => void;
  /** 'Tentar novamente' by default. */
  retryLabel?: string;
  /** Disables the retry button while the retry runs. */
  retrying?: boolean;
  className?: string;
}

/** A load failure announced as an alert, with an optional retry. */
export function ErrorBanner({
  title = 'Erro',
  message,
  onRetry,
  retryLabel = 'Tentar novamente',
  retrying = false,
  className,
}: ErrorBannerProps) {
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} role="alert">
      <strong className={styles.title}>{title}</strong>
      <p className={styles.text}>{message}</p>
      {onRetry ? (
        <Button tone="secondary" size="sm" disabled={retrying} onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
