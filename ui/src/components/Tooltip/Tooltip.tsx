import { Portal } from '@ark-ui/react/portal';
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './Tooltip.css';

/** The product's tooltips open after 700 ms of hover or on keyboard focus. */
export const TOOLTIP_OPEN_DELAY_MS = 700;

export interface TooltipProps {
  /** The element the tooltip describes; it must take a ref and event props (a link, a button). */
  children: ReactElement;
  /** The tooltip's text. */
  content: ReactNode;
  openDelayMs?: number;
  placement?: 'top' | 'bottom' | 'left' | 'right';
}

/** A hover and focus tooltip (Ark UI): role="tooltip", in a portal, 700 ms by default. */
export function Tooltip({
  children,
  content,
  openDelayMs = TOOLTIP_OPEN_DELAY_MS,
  placement = 'top',
}: TooltipProps) {
  return (
    <ArkTooltip.Root openDelay={openDelayMs} closeDelay={0} positioning={{ placement }}>
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner>
          <ArkTooltip.Content className={styles.content}>{content}</ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  );
}
