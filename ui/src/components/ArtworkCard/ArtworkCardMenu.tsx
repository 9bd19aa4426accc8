import type { MouseEventHandler } from 'react';
import { Menu } from '../Menu/Menu';
import { DotsIcon } from './DotsIcon';

export interface ArtworkCardMenuItem {
  value: string;
  label: string;
  href: string;
  /** E.g. a router's navigation (call event.preventDefault()); a plain link without it. */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

export interface ArtworkCardMenuProps {
  /** The trigger's accessible name ('Mais opções: Santa Ceia'). */
  label: string;
  items: readonly ArtworkCardMenuItem[];
}

/**
 * The card's menu once first used (ArtworkCard.Menu loads it then, so a gallery's first load
 * carries none of the menu's machinery): opens at once, below the button's right edge.
 */
export default function ArmedCardMenu({
  label,
  items,
  triggerClassName,
}: ArtworkCardMenuProps & { triggerClassName: string }) {
  return (
    <Menu.Root defaultOpen positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger className={triggerClassName} aria-label={label} data-card-menu="">
        <DotsIcon />
      </Menu.Trigger>
      <Menu.Content>
        {items.map((item) => (
          <Menu.Item key={item.value} value={item.value} asChild>
            <a href={item.href} onClick={item.onClick}>
              {item.label}
            </a>
          </Menu.Item>
        ))}
      </Menu.Content>
    </Menu.Root>
  );
}
