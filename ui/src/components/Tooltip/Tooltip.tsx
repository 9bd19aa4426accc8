import { Portal } from '@ark-ui/react/portal';
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip';
import { type ReactElement, type ReactNode, useState } from 'react';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  /** The element the tooltip describes; it must take a ref and event props (a link, a button). */
  children: ReactElement;
  /** The tooltip's text. */
  content: ReactNode;
  /** How long a hover waits before the tooltip opens (Ark's own delay if not given). */
  openDelayMs?: number;
  placement?: 'top' | 'bottom' | 'left' | 'right';
}

/**
 * A hover and focus tooltip (Ark UI): role="tooltip", in a portal, opening on hover after
 * `openDelayMs` or at once on keyboard focus. Its
 * portal and content exist only once it has first opened: a gallery of a hundred cards
 * mounts a hundred triggers, not a hundred portals.
 */
export function Tooltip({ children, content, openDelayMs, placement = 'top' }: TooltipProps) {
  const [opened, setOpened] = useState(false);
  return (
    <ArkTooltip.Root
      openDelay={openDelayMs}
      closeDelay={0}
      positioning={{ placement }}
      onOpenChange={({ open }) => {
        if (open) setOpened(true);
      }}
    >
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      {opened ? (
        <Portal>
          <ArkTooltip.Positioner>
            <ArkTooltip.Content className={styles.content}>{content}</ArkTooltip.Content>
          </ArkTooltip.Positioner>
        </Portal>
      ) : null}
    </ArkTooltip.Root>
  );
}
