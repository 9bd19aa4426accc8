import { formatDatePtBR } from '@arte-gospel/domain';
import { type ReactNode, useId } from 'react';
import * as styles from './institutional.css';

interface InstitutionalLayoutProps {
  eyebrow: string;
  title: string;
  lead?: string;
  /** Legal pages show when they were last revised. */
  updatedAt?: string;
  children: ReactNode;
}

/** The shared frame of the institutional pages: title, lead and the sections. */
export function InstitutionalLayout({
  eyebrow,
  title,
  lead,
  updatedAt,
  children,
}: InstitutionalLayoutProps) {
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {updatedAt ? (
          <p className={styles.updated}>Última atualização: {formatDatePtBR(updatedAt)}</p>
        ) : null}
      </header>
      {children}
    </main>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
