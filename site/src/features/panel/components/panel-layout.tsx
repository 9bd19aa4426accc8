import type { ReactNode } from 'react';
import { EmailVerifyNotice } from '../../../components/email-verify-notice/email-verify-notice';
import { AccountExpiryBanner } from '../../../components/expiry-banner/account-expiry-banner';
import * as styles from './panel.css';
import { PanelHeader } from './panel-header';
import { PanelSidebar } from './panel-sidebar';

/** The user panel frame (platform §2.8): no site header or footer. */
export function PanelLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <aside className={styles.sidebarDesktop} aria-label="Menu lateral do painel">
        <PanelSidebar />
      </aside>
      <div className={styles.main}>
        <PanelHeader />
        <main className={styles.content}>
          <AccountExpiryBanner variant="panel" />
          <EmailVerifyNotice />
          {children}
        </main>
      </div>
    </div>
  );
}
