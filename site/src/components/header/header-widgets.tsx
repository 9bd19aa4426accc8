import { Menu } from '@arte-gospel/ui';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import * as styles from './header.css';
import { RESOURCE_FOLDERS, RESOURCE_LINKS } from './navigation';

export { MobileMenu } from './mobile-menu';
export { UserMenu } from './user-menu';

/** The 'Recursos' dropdown (platform §2.6). */
export function ResourcesMenu() {
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger className={styles.navLink}>Recursos ▾</Menu.Trigger>
      <Menu.Content>
        {RESOURCE_LINKS.map((link) => (
          <Menu.Item key={link.href} value={link.href} asChild>
            <Link href={link.href}>{link.label}</Link>
          </Menu.Item>
        ))}
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
