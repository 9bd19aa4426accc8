import type { ReactNode } from 'react';
import * as styles from './money.css';

/**
 * A money page's table in a frame that scrolls sideways on a phone: the frame is a region
 * named by the caption and takes the keyboard focus, so the hidden columns stay reachable.
 */
export function MoneyTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <section
      className={styles.tableFrame}
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption className={styles.muted}>{caption}</caption>
        {children}
      </table>
    </section>
  );
}
