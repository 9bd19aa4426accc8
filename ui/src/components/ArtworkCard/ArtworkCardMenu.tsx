import { Menu } from '../Menu/Menu';
import type { ArtworkCardMenuProps } from './ArtworkCard';
import { DotsIcon } from './DotsIcon';

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
