import type { ReactNode } from 'react';
import * as styles from './money.css';

/**
 * A money page's table in a frame that scrolls sideways on a phone: the frame is a region
 * named by the caption and takes the keyboard focus, so the hidden columns stay reachable.
 * Its head row names `columns`; the last `numberColumns` of them hold figures (right-aligned).
 */
export function MoneyTable({
  caption,
  columns,
  numberColumns = 0,
  children,
}: {
  caption: string;
  columns: readonly ReactNode[];
  numberColumns?: number;
  /** The table's body. */
  children: ReactNode;
}) {
  const firstNumber = columns.length - numberColumns;
  return (
    <section
      className={styles.tableFrame}
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption className={styles.muted}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed.
                key={index}
                scope="col"
                className={index >= firstNumber ? styles.headNumberCell : styles.headCell}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </section>
  );
}
