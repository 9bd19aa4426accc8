import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import * as styles from './admin.css';

/** The admin frame (platform §2.1, §9): no site header or footer. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Link href={paths.admin.href()} className={styles.brand}>
          Arte Gospel · Administração
        </Link>
        <nav aria-label="Administração" className={styles.headerLinks}>
          <Link href={paths.admin.href()} className={styles.headerLink}>
            Início do admin
          </Link>
          <Link href={paths.home.href()} className={styles.headerLink}>
            Voltar ao site
          </Link>
        </nav>
      </header>
      <main className={styles.content}>{children}</main>
    </div>
  );
}
