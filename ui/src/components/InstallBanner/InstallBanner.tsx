import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { withSlot } from '../private/slot';
import * as styles from './InstallBanner.css';

const defaultTitle = 'Instale o app Arte Gospel';

/** The banner: a region named by its title. */
function Root({ label = defaultTitle, children }: { label?: string; children: ReactNode }) {
  return (
    <section className={styles.root} aria-label={label}>
      {children}
    </section>
  );
}

/** The app's icon, left of the text. */
function Icon({ src }: { src: string }) {
  return <img src={src} alt="" className={styles.icon} />;
}

function Title({ children = defaultTitle }: { children?: ReactNode }) {
  return <p className={styles.title}>{children}</p>;
}

function Description({
  children = 'Acesse as artes mais rápido, direto da tela inicial.',
}: {
  children?: ReactNode;
}) {
  return <p className={styles.description}>{children}</p>;
}

type ButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'type' | 'className'>;

/** One of the two buttons, with its pt-BR text by default. */
function button(className: string, defaultText: string) {
  return function BannerButton({ children = defaultText, ...props }: ButtonProps) {
    return (
      <button type="button" className={className} {...props}>
        {children}
      </button>
    );
  };
}

/**
 * The mobile install banner (platform §4.3), hidden above the 768 px breakpoint; the caller
 * renders it when it is due (3 s after the install prompt). Named parts, pt-BR defaults:
 *
 *   <InstallBanner.Root>
 *     <InstallBanner.Icon src="/icons/icon-192.png" />
 *     <InstallBanner.Text>
 *       <InstallBanner.Title />
 *       <InstallBanner.Description />
 *     </InstallBanner.Text>
 *     <InstallBanner.Actions>
 *       <InstallBanner.Dismiss onClick={…} />
 *       <InstallBanner.Install onClick={…} />
 *     </InstallBanner.Actions>
 *   </InstallBanner.Root>
 */
export const InstallBanner = {
  Root,
  Icon,
  Text: withSlot('div', styles.text, 'InstallBanner.Text'),
  Title,
  Description,
  Actions: withSlot('div', styles.actions, 'InstallBanner.Actions'),
  /** The quiet button: 'Agora não'. */
  Dismiss: button(styles.dismiss, 'Agora não'),
  /** The brand button: 'Instalar'. */
  Install: button(styles.install, 'Instalar'),
};
