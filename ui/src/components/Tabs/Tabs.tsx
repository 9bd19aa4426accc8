import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import type { ReactNode } from 'react';
import * as styles from './Tabs.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  value: string;
  onValueChange: (value: string) => void;
  /** Accessible name of the tab list. */
  label?: string;
  className?: string;
}

/** Tabs (Ark Tabs): arrow keys move between tabs, each panel labelled by its tab. */
export function Tabs({ items, value, onValueChange, label, className }: TabsProps) {
  return (
    <ArkTabs.Root
      className={[styles.root, className].filter(Boolean).join(' ')}
      value={value}
      onValueChange={(details) => onValueChange(details.value)}
      lazyMount
      unmountOnExit
    >
      <ArkTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <ArkTabs.Trigger key={item.value} value={item.value} className={styles.trigger}>
            {item.label}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      {items.map((item) => (
        <ArkTabs.Content key={item.value} value={item.value} className={styles.content}>
          {item.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  );
}
