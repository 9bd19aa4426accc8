import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { createContext, type ReactNode, useContext } from 'react';
import { cx } from '../private/slot';
import * as styles from './ExpiryBanner.css';

export type ExpiryBannerTone = (typeof styles.expiryBannerTones)[number];

const ToneContext = createContext<ExpiryBannerTone>('amber');

export interface ExpiryBannerRootProps {
  tone: ExpiryBannerTone;
  /** Accessible name of the region. */
  label?: string;
  children: ReactNode;
}

/** Red (expired, 0 days) is announced as an alert; amber and blue as a status. */
function Root({ tone, label = 'Aviso de assinatura', children }: ExpiryBannerRootProps) {
  return (
    <ToneContext.Provider value={tone}>
      <section
        aria-label={label}
        role={tone === 'red' ? 'alert' : 'status'}
        className={styles.root({ tone })}
        data-tone={tone}
      >
        {children}
      </section>
    </ToneContext.Provider>
  );
}

/** The '!' disc in the root's tone. */
function Icon() {
  return (
    <span aria-hidden="true" className={styles.icon({ tone: useContext(ToneContext) })}>
      !
    </span>
  );
}

/** The §4.4 message, already worded by the caller (domain's expiryBanner). */
function Message({ children }: { children: ReactNode }) {
  return <p className={styles.message}>{children}</p>;
}

/** 'Renovar', a link to the plans; `asChild` styles the caller's own link (a router's). */
function Action({
  href = '/planos',
  children = 'Renovar',
  className,
  ...props
}: HTMLArkProps<'a'>) {
  return (
    <ark.a href={href} className={cx(styles.action, className)} {...props}>
      {children}
    </ark.a>
  );
}

/**
 * The premium expiry banner (platform §4.4): red, amber or blue, a message and a 'Renovar'
 * button, as named parts:
 *
 *   <ExpiryBanner.Root tone="amber">
 *     <ExpiryBanner.Icon />
 *     <ExpiryBanner.Message>Sua assinatura Premium expira em 5 dia(s)…</ExpiryBanner.Message>
 *     <ExpiryBanner.Action asChild><Link href="/planos">Renovar</Link></ExpiryBanner.Action>
 *   </ExpiryBanner.Root>
 */
export const ExpiryBanner = { Root, Icon, Message, Action };
