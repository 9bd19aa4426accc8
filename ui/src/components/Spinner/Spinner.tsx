import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** Accessible label, read by screen readers. */
  label?: string;
}

export function Spinner({ label = 'Carregando...' }: SpinnerProps) {
  return <div role="status" aria-label={label} className={styles.spinner} />;
}
