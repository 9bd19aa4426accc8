import { Dialog } from '@ark-ui/react/dialog';
import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { entitlements } from '@arte-gospel/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { useLogout } from '../../../lib/session/logout';
import { userQueryOptions } from '../../../lib/session-query';
import * as styles from './panel.css';
import { panelTitle } from './panel-nav';
import { PanelSidebar } from './panel-sidebar';
import { UserAvatar } from './panel-states';

/** The ≤ 768 px slide-in menu with the sidebar's content (platform §2.8). */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger className={styles.iconButton} aria-label="Abrir menu do painel">
        <span aria-hidden="true">☰</span>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className={styles.drawerBackdrop} />
        <Dialog.Positioner className={styles.drawerPositioner}>
          <Dialog.Content className={styles.drawerContent}>
            <div className={styles.drawerHeader}>
              <Dialog.Title className={styles.headerTitle}>Menu do painel</Dialog.Title>
              <Dialog.CloseTrigger className={styles.drawerClose} aria-label="Fechar menu">
                <span aria-hidden="true">✕</span>
              </Dialog.CloseTrigger>
            </div>
            <PanelSidebar onNavigate={() => setOpen(false)} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The avatar menu: profile, subscription (UPGRADE for who may upgrade) and 'Sair'. */
function AvatarMenu() {
  const user = useQuery(userQueryOptions).data;
  const [, navigate] = useLocation();
  const logout = useLogout();
  if (!user) return null;
  const name = user.name || user.username;
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'perfil') navigate(paths.panelProfile.href());
        else if (value === 'assinatura') navigate(paths.panelSubscription.href());
        else if (value === 'sair') logout.mutate();
      }}
    >
      <Menu.Trigger className={styles.avatarButton}>
        <UserAvatar name={name} src={user.profileimageurl} />
        <span className={styles.visuallyHidden}>Menu da conta de {name}</span>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={styles.menuContent}>
            <Menu.Item value="perfil" className={styles.menuItem}>
              Meu Perfil
            </Menu.Item>
            <Menu.Item value="assinatura" className={styles.menuItem}>
              Assinatura
              {entitlements(user).showUpgrade ? (
                <span className={styles.upgradeTag}>UPGRADE</span>
              ) : null}
            </Menu.Item>
            <Menu.Item value="sair" className={styles.menuItem}>
              Sair
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export function PanelHeader() {
  const [location] = useLocation();
  return (
    <header className={styles.header}>
      <div className={styles.headerStart}>
        <MobileMenu />
        <p className={styles.headerTitle}>{panelTitle(location)}</p>
      </div>
      <AvatarMenu />
    </header>
  );
}
