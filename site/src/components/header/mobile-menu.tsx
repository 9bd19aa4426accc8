import { entitlements } from '@arte-gospel/domain';
import { buttonClassName, Dialog } from '@arte-gospel/ui';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import type { User } from '../../lib/api-client';
import * as styles from './header.css';
import { MenuIcon } from './icons';
import { isCurrent, MAIN_LINKS, RESOURCE_FOLDERS, RESOURCE_LINKS } from './navigation';

interface MobileMenuProps {
  user: User | null;
  location: string;
  supportChatUrl: string;
}

/**
 * The phone menu (platform §2.6): navigation, resources, external resources and, for
 * visitors, 'Entrar' and 'Cadastre-se'; the current page is marked 'Atual'.
 */
export function MobileMenu({ user, location, supportChatUrl }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const item = (href: string, label: string) => {
    const current = isCurrent(location, href);
    return (
      <Link
        key={href}
        href={href}
        className={styles.drawerLink}
        aria-current={current ? 'page' : undefined}
        onClick={close}
      >
        {label}
        {current ? <span className={styles.tag}>Atual</span> : null}
      </Link>
    );
  };
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger
        className={`${styles.iconButton} ${styles.mobileOnly}`}
        aria-label="Abrir menu"
      >
        <MenuIcon />
      </Dialog.Trigger>
      <Dialog.Popup size="drawer" placement="end" className={styles.drawer}>
        <Dialog.Title>Menu</Dialog.Title>
        <Dialog.CloseTrigger aria-label="Fechar menu" />
        {user ? null : (
          <div className={styles.drawerButtons}>
            <Link
              href={paths.auth.href('login')}
              className={buttonClassName({ tone: 'secondary' })}
              onClick={close}
            >
              Entrar
            </Link>
            <Link href={paths.auth.href('register')} className={buttonClassName()} onClick={close}>
              Cadastre-se
            </Link>
          </div>
        )}
        {entitlements(user).showUpgrade ? (
          <Link
            href={paths.plans.href()}
            className={`${buttonClassName()} ${styles.upgrade}`}
            onClick={close}
          >
            Upgrade
          </Link>
        ) : null}
        <nav className={styles.drawerSection} aria-label="Navegação">
          <span className={styles.menuGroupLabel}>Navegação</span>
          {MAIN_LINKS.map((link) => item(link.href, link.label))}
          {item(paths.arts.href(), 'Todas as artes')}
          {item(paths.plans.href(), 'Planos')}
          {user ? item(paths.panelHome.href(), 'Meu painel') : null}
          {entitlements(user).showAdmin ? item(paths.admin.href(), 'Admin') : null}
        </nav>
        <nav className={styles.drawerSection} aria-label="Recursos">
          <span className={styles.menuGroupLabel}>Recursos</span>
          {RESOURCE_LINKS.map((link) => item(link.href, link.label))}
          {item(paths.support.href(), 'Suporte')}
        </nav>
        <nav className={styles.drawerSection} aria-label="Recursos externos">
          <span className={styles.menuGroupLabel}>Recursos externos</span>
          {RESOURCE_FOLDERS.map((folder) => item(folder.href, folder.label))}
          <a
            className={styles.drawerLink}
            href={supportChatUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            Suporte pelo chat
          </a>
        </nav>
      </Dialog.Popup>
    </Dialog.Root>
  );
}
