import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  title: string;
  /** The hint under the title (e.g. different for filtered and unfiltered lists). */
  description?: ReactNode;
  /** Buttons or links ('Limpar filtros', 'Voltar para a página inicial'…). */
  actions?: ReactNode;
  /** Heading level of the title; 2 by default. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** A list with nothing to show: title, hint and the ways out. */
export function EmptyState({
  title,
  description,
  actions,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.text}>{description}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
