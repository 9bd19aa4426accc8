import {
  Dialog as ArkDialog,
  type DialogContentProps,
  type DialogRootProps,
} from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { type ComponentProps, forwardRef } from 'react';
import { cx, withSlot } from '../private/slot';
import * as styles from './Dialog.css';

export type DialogSize = keyof typeof styles.content;
export type DialogPlacement = keyof typeof styles.positioner;

/** Ark's dialog root, mounted only while open. */
function Root(props: DialogRootProps) {
  return <ArkDialog.Root lazyMount unmountOnExit {...props} />;
}

export interface DialogContentOwnProps {
  /** sm 400 px, md 560 px, lg 800 px; 'drawer' a full-height side panel. */
  size?: DialogSize;
}

const Content = forwardRef<HTMLDivElement, DialogContentProps & DialogContentOwnProps>(
  ({ size = 'md', className, ...props }, ref) => (
    <ArkDialog.Content ref={ref} className={cx(styles.content[size], className)} {...props} />
  ),
);
Content.displayName = 'Dialog.Content';

const Positioner = forwardRef<
  HTMLDivElement,
  ComponentProps<typeof ArkDialog.Positioner> & { placement?: DialogPlacement }
>(({ placement = 'center', className, ...props }, ref) => (
  <ArkDialog.Positioner
    ref={ref}
    className={cx(styles.positioner[placement], className)}
    {...props}
  />
));
Positioner.displayName = 'Dialog.Positioner';

export interface DialogPopupProps extends DialogContentProps, DialogContentOwnProps {
  /** 'start' / 'end' put the content at the left / right edge (with size 'drawer'). */
  placement?: DialogPlacement;
}

/** Portal, backdrop, positioner and content in one: what every dialog renders. */
function Popup({ placement, size, children, ...props }: DialogPopupProps) {
  return (
    <Portal>
      <Backdrop />
      <Positioner placement={placement}>
        <Content size={size} {...props}>
          {children}
        </Content>
      </Positioner>
    </Portal>
  );
}

const Backdrop = withSlot(ArkDialog.Backdrop, styles.backdrop, 'Dialog.Backdrop');
const StyledClose = withSlot(ArkDialog.CloseTrigger, styles.close, 'Dialog.CloseTrigger');

/** The × at the top right; `aria-label` 'Fechar' unless given. */
const CloseTrigger = forwardRef<HTMLButtonElement, ComponentProps<typeof ArkDialog.CloseTrigger>>(
  ({ children = '×', ...props }, ref) => (
    <StyledClose ref={ref} aria-label="Fechar" {...props}>
      {children}
    </StyledClose>
  ),
);
CloseTrigger.displayName = 'Dialog.CloseTrigger';

/**
 * A modal dialog (Ark UI), as named parts: focus is trapped inside and returns to the
 * trigger, Escape and the backdrop close it, the page behind does not scroll.
 *
 *   <Dialog.Root>
 *     <Dialog.Trigger asChild><Button>Abrir</Button></Dialog.Trigger>
 *     <Dialog.Popup size="sm">
 *       <Dialog.Title>…</Dialog.Title>
 *       <Dialog.Description>…</Dialog.Description>
 *       <Dialog.CloseTrigger />
 *     </Dialog.Popup>
 *   </Dialog.Root>
 */
export const Dialog = {
  Root,
  Trigger: ArkDialog.Trigger,
  Popup,
  Backdrop,
  Positioner,
  Content,
  Title: withSlot(ArkDialog.Title, styles.title, 'Dialog.Title'),
  Description: withSlot(ArkDialog.Description, styles.description, 'Dialog.Description'),
  CloseTrigger,
  Context: ArkDialog.Context,
};
