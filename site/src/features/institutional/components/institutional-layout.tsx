import { formatDatePtBR } from '@arte-gospel/domain';
import { buttonClassName } from '@arte-gospel/ui';
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

/** The closing call to write to us: a title, what to say, and the e-mail and WhatsApp buttons. */
export function ContactCallout({
  title,
  children,
  mailto,
  mailLabel,
  whatsapp,
  whatsappLabel,
}: {
  title: string;
  children: ReactNode;
  mailto: string;
  mailLabel: string;
  whatsapp: string;
  whatsappLabel: string;
}) {
  return (
    <div className={styles.callout}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
      <div className={styles.actions}>
        <a href={mailto} className={buttonClassName({ tone: 'inverse' })} data-button="">
          {mailLabel}
        </a>
        <a
          href={whatsapp}
          target="_blank"
          rel="noreferrer"
          className={buttonClassName({ tone: 'outlineInverse' })}
          data-button=""
        >
          {whatsappLabel}
        </a>
      </div>
    </div>
  );
}
