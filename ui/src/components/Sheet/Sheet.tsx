import {
  Dialog as ArkDialog,
  type DialogContentProps,
  type DialogRootProps,
} from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { type ComponentProps, forwardRef } from 'react';
import { withSlot } from '../private/slot';
import * as styles from './Sheet.css';

/** Ark's dialog root, mounted only while open. */
function Root(props: DialogRootProps) {
  return <ArkDialog.Root lazyMount unmountOnExit {...props} />;
}

/** Portal, backdrop, positioner and the panel rising from the bottom edge. */
function Popup({ children, className, ...props }: DialogContentProps) {
  return (
    <Portal>
      <ArkDialog.Backdrop className={styles.backdrop} />
      <ArkDialog.Positioner className={styles.positioner}>
        <ArkDialog.Content
          className={[styles.content, className].filter(Boolean).join(' ')}
          {...props}
        >
          {children}
        </ArkDialog.Content>
      </ArkDialog.Positioner>
    </Portal>
  );
}

const StyledClose = withSlot(ArkDialog.CloseTrigger, styles.close, 'Sheet.CloseTrigger');

/** The × of the header; `aria-label` 'Fechar' unless given. */
const CloseTrigger = forwardRef<HTMLButtonElement, ComponentProps<typeof ArkDialog.CloseTrigger>>(
  ({ children = '×', ...props }, ref) => (
    <StyledClose ref={ref} aria-label="Fechar" {...props}>
      {children}
    </StyledClose>
  ),
);
CloseTrigger.displayName = 'Sheet.CloseTrigger';

/**
 * A bottom sheet (Ark UI Dialog): a modal panel rising from the bottom edge, for a phone's
 * filters or choices. Focus is trapped inside and returns to the trigger; Escape and the
 * backdrop close it; the page behind does not scroll. Header (title and ×), a scrolling
 * body and a footer of actions:
 *
 *   <Sheet.Root>
 *     <Sheet.Trigger asChild><Button>Filtros</Button></Sheet.Trigger>
 *     <Sheet.Popup>
 *       <Sheet.Header><Sheet.Title>Filtros</Sheet.Title><Sheet.CloseTrigger /></Sheet.Header>
 *       <Sheet.Body>…</Sheet.Body>
 *       <Sheet.Footer>…</Sheet.Footer>
 *     </Sheet.Popup>
 *   </Sheet.Root>
 */
export const Sheet = {
  Root,
  Trigger: ArkDialog.Trigger,
  Popup,
  Header: withSlot('div', styles.header, 'Sheet.Header'),
  Title: withSlot(ArkDialog.Title, styles.title, 'Sheet.Title'),
  Description: ArkDialog.Description,
  Body: withSlot('div', styles.body, 'Sheet.Body'),
  Footer: withSlot('div', styles.footer, 'Sheet.Footer'),
  CloseTrigger,
  Context: ArkDialog.Context,
};
