import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { Fragment, type ReactNode } from 'react';
import * as styles from './Menu.css';

export interface MenuAction {
  value: string;
  label: ReactNode;
  /** A link item; otherwise `onSelect` runs. */
  href?: string;
  onSelect?: () => void;
  disabled?: boolean;
}
export interface MenuGroup {
  group: ReactNode;
  items: MenuAction[];
}
export type MenuEntry = MenuAction | MenuGroup | 'separator';

export interface MenuProps {
  /** The trigger's content, e.g. 'Recursos ▾' or an avatar. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not text. */
  triggerLabel?: string;
  entries: MenuEntry[];
  placement?: 'bottom-start' | 'bottom-end' | 'bottom';
  triggerClassName?: string;
}

function Action({ item }: { item: MenuAction }) {
  if (item.href) {
    return (
      <ArkMenu.Item value={item.value} disabled={item.disabled} asChild className={styles.item}>
        <a href={item.href}>{item.label}</a>
      </ArkMenu.Item>
    );
  }
  return (
    <ArkMenu.Item value={item.value} disabled={item.disabled} className={styles.item}>
      {item.label}
    </ArkMenu.Item>
  );
}

/**
 * A dropdown menu (Ark UI): arrow keys, typeahead, Escape and outside clicks close it, focus
 * returns to the trigger. Entries are actions, links, labelled groups and separators.
 */
export function Menu({
  trigger,
  triggerLabel,
  entries,
  placement = 'bottom-start',
  triggerClassName,
}: MenuProps) {
  const actions = new Map<string, MenuAction>();
  for (const entry of entries) {
    if (entry === 'separator') continue;
    for (const item of 'group' in entry ? entry.items : [entry]) actions.set(item.value, item);
  }
  return (
    <ArkMenu.Root
      positioning={{ placement }}
      onSelect={({ value }) => actions.get(value)?.onSelect?.()}
    >
      <ArkMenu.Trigger
        className={[styles.trigger, triggerClassName].filter(Boolean).join(' ')}
        aria-label={triggerLabel}
      >
        {trigger}
      </ArkMenu.Trigger>
      <Portal>
        <ArkMenu.Positioner>
          <ArkMenu.Content className={styles.content}>
            {entries.map((entry, index) => {
              if (entry === 'separator') {
                const key = `separator-${index}`;
                return <ArkMenu.Separator key={key} className={styles.separator} />;
              }
              if ('group' in entry) {
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a group is known by its place.
                  <ArkMenu.ItemGroup key={`group-${index}`}>
                    <ArkMenu.ItemGroupLabel className={styles.groupLabel}>
                      {entry.group}
                    </ArkMenu.ItemGroupLabel>
                    {entry.items.map((item) => (
                      <Action key={item.value} item={item} />
                    ))}
                  </ArkMenu.ItemGroup>
                );
              }
              return (
                <Fragment key={entry.value}>
                  <Action item={entry} />
                </Fragment>
              );
            })}
          </ArkMenu.Content>
        </ArkMenu.Positioner>
      </Portal>
    </ArkMenu.Root>
  );
}
