import * as styles from './Progress.css';

export interface ProgressProps {
  /** What is progressing, shown above the bar and read by screen readers. */
  label: string;
  /** Share done, 0–1; undefined while it is not known (an indeterminate bar). */
  value?: number;
}

/** A progress bar (the native <progress>, styled): a label and the percentage above it. */
export function Progress({ label, value }: ProgressProps) {
  const known = value !== undefined && Number.isFinite(value);
  const share = known ? Math.min(1, Math.max(0, value)) : undefined;
  const percent = share === undefined ? undefined : Math.round(share * 100);
  return (
    <div className={styles.root}>
      <div className={styles.labelRow} aria-hidden="true">
        <span>{label}</span>
        {percent !== undefined && <span className={styles.value}>{percent}%</span>}
      </div>
      <progress
        className={styles.bar}
        aria-label={label}
        max={100}
        {...(percent !== undefined ? { value: percent } : {})}
      />
    </div>
  );
}
