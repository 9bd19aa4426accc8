import { Button, Dialog, Menu } from '@arte-gospel/ui';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import * as styles from './header.css';
import { RESOURCE_FOLDERS, RESOURCE_LINKS } from './navigation';

export { MobileMenu } from './mobile-menu';
export { UserMenu } from './user-menu';

/** The 'Recursos' dropdown (platform §2.6); 'Videoaulas' opens the lessons notice. */
export function ResourcesMenu({ onVideoLessons }: { onVideoLessons: () => void }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger className={styles.navLink}>Recursos ▾</Menu.Trigger>
      <Menu.Content>
        {RESOURCE_LINKS.map((link) =>
          'videoLessons' in link ? (
            <Menu.Item key={link.href} value={link.href} onSelect={onVideoLessons}>
              {link.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={link.href} value={link.href} asChild>
              <Link href={link.href}>{link.label}</Link>
            </Menu.Item>
          ),
        )}
        <Menu.Separator />
        <Menu.ItemGroup>
          <Menu.ItemGroupLabel>Pastas de recursos</Menu.ItemGroupLabel>
          {RESOURCE_FOLDERS.map((folder) => (
            <Menu.Item key={folder.href} value={folder.href} asChild>
              <Link href={folder.href}>{folder.label}</Link>
            </Menu.Item>
          ))}
        </Menu.ItemGroup>
        <Menu.Separator />
        <Menu.Item value="suporte" asChild>
          <Link href={paths.support.href()}>Suporte</Link>
        </Menu.Item>
      </Menu.Content>
    </Menu.Root>
  );
}

/** The lessons notice of platform §2.6: lessons are being updated, with an acknowledgement. */
export function VideoLessonsNotice({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      // It opens from a menu item: the menu handing focus back must not dismiss it. It
      // closes with 'Entendi', the X-less Escape, nothing else.
      closeOnInteractOutside={false}
    >
      <Dialog.Popup size="sm" className={styles.dialog}>
        <Dialog.Title>Videoaulas em atualização</Dialog.Title>
        <Dialog.Description>
          Estamos atualizando as videoaulas para trazer conteúdos ainda melhores. Elas estarão
          disponíveis em breve!
        </Dialog.Description>
        <Button onClick={onClose}>Entendi</Button>
      </Dialog.Popup>
    </Dialog.Root>
  );
}
