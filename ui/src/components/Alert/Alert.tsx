import type { ReactNode } from 'react';
import * as styles from './Alert.css';

export type AlertTone = 'info' | 'success' | 'error';

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * A message box: 'error' is the red box of a failed form (announced at once), 'success' the
 * green one, 'info' a notice.
 */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={[styles.alert({ tone }), className].filter(Boolean).join(' ')}
    >
      {title ? <p className={styles.title}>{title}</p> : null}
      {children ? <div className={styles.body}>{children}</div> : null}
    </div>
  );
}
