import { entitlements } from '@arte-gospel/domain';
import { Dialog, Menu } from '@arte-gospel/ui';
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
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger className={styles.iconButton} aria-label="Abrir menu do painel">
        <span aria-hidden="true">☰</span>
      </Dialog.Trigger>
      <Dialog.Popup size="drawer" placement="start">
        <Dialog.Title>Menu do painel</Dialog.Title>
        <Dialog.CloseTrigger aria-label="Fechar menu" />
        <PanelSidebar onNavigate={() => setOpen(false)} />
      </Dialog.Popup>
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
      <Menu.Content>
        <Menu.Item value="perfil">Meu Perfil</Menu.Item>
        <Menu.Item value="assinatura">
          Assinatura
          {entitlements(user).showUpgrade ? (
            <span className={styles.upgradeTag}>UPGRADE</span>
          ) : null}
        </Menu.Item>
        <Menu.Item value="sair">Sair</Menu.Item>
      </Menu.Content>
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
