import type { ReactNode } from 'react';
import * as styles from './home.css';

interface HomeSectionProps {
  /** The h2's id, which names the section. */
  id: string;
  title: string;
  /** What sits at the end of the heading row ('Ver todos', carousel buttons). */
  actions?: ReactNode;
  /** The heading row's class (default: title and actions centred on one line). */
  headingClassName?: string;
  children: ReactNode;
}

/** A home section named by its h2, with the heading's actions beside it. */
export function HomeSection({
  id,
  title,
  actions,
  headingClassName = styles.heading,
  children,
}: HomeSectionProps) {
  const heading = (
    <h2 id={id} className={styles.title}>
      {title}
    </h2>
  );
  return (
    <section className={styles.section} aria-labelledby={id}>
      {actions ? (
        <div className={headingClassName}>
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
