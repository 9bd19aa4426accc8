import type { ReactNode } from 'react';
import { AccountExpiryBanner } from '../../components/expiry-banner/account-expiry-banner';
import { Footer } from '../../components/footer/footer';
import { Header } from '../../components/header/header';
import { HeaderInstallButton } from '../../features/pwa/header-install-button';
import * as styles from './public-layout.css';

/** Public pages have the site header and the footer (platform §2.1); each page is its own <main>. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header installButton={<HeaderInstallButton />} />
      <div className={styles.notice}>
        <AccountExpiryBanner variant="site" />
      </div>
      <div className={styles.content}>{children}</div>
      <Footer />
    </>
  );
}
