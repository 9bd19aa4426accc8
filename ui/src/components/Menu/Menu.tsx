import { Menu as ArkMenu, type MenuContentProps } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { forwardRef } from 'react';
import { cx, withSlot } from '../private/slot';
import * as styles from './Menu.css';

/** The portalled, positioned list of items. */
const Content = forwardRef<HTMLDivElement, MenuContentProps>(({ className, ...props }, ref) => (
  <Portal>
    <ArkMenu.Positioner>
      <ArkMenu.Content ref={ref} className={cx(styles.content, className)} {...props} />
    </ArkMenu.Positioner>
  </Portal>
));
Content.displayName = 'Menu.Content';

/**
 * A dropdown menu (Ark UI), as named parts: arrow keys, typeahead, Escape and outside clicks
 * close it, focus returns to the trigger. The trigger is unstyled: give it a class or
 * `asChild` a button. A link item is `<Menu.Item value asChild><a href>…</a></Menu.Item>`.
 *
 *   <Menu.Root positioning={{ placement: 'bottom-start' }}>
 *     <Menu.Trigger className={…}>Recursos ▾</Menu.Trigger>
 *     <Menu.Content>
 *       <Menu.Item value="fontes" onSelect={…}>Fontes</Menu.Item>
 *       <Menu.Separator />
 *       <Menu.ItemGroup><Menu.ItemGroupLabel>Aprender</Menu.ItemGroupLabel>…</Menu.ItemGroup>
 *     </Menu.Content>
 *   </Menu.Root>
 */
export const Menu = {
  Root: ArkMenu.Root,
  Trigger: ArkMenu.Trigger,
  Content,
  Item: withSlot(ArkMenu.Item, styles.item, 'Menu.Item'),
  ItemGroup: ArkMenu.ItemGroup,
  ItemGroupLabel: withSlot(ArkMenu.ItemGroupLabel, styles.groupLabel, 'Menu.ItemGroupLabel'),
  Separator: withSlot(ArkMenu.Separator, styles.separator, 'Menu.Separator'),
  Context: ArkMenu.Context,
};
