import { formatDatePtBR } from '@arte-gospel/domain';
import { type ButtonSize, type ButtonTone, buttonClassName } from '@arte-gospel/ui';
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

/** An e-mail or outside link drawn as a button; `newTab` opens it in a new tab. */
export function ButtonLink({
  href,
  tone,
  size,
  newTab = false,
  children,
}: {
  href: string;
  tone?: ButtonTone;
  size?: ButtonSize;
  newTab?: boolean;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      {...(newTab ? { target: '_blank', rel: 'noreferrer' } : {})}
      className={buttonClassName({ tone, size })}
      // Keeps the pages' link underline off the button.
      data-button=""
    >
      {children}
    </a>
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
        <ButtonLink href={mailto} tone="inverse">
          {mailLabel}
        </ButtonLink>
        <ButtonLink href={whatsapp} tone="outlineInverse" newTab>
          {whatsappLabel}
        </ButtonLink>
      </div>
    </div>
  );
}
