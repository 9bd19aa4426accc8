import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './Dialog.css';

export interface DialogProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** An element that opens the dialog (a button); or control it with `open`. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** 'alertdialog' for a confirmation that needs an answer. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog (Ark UI): focus is trapped inside and returns to the trigger, Escape and
 * the backdrop close it, the page behind does not scroll; a close button sits top right.
 */
export function Dialog({
  title,
  description,
  children,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  size = 'md',
  closeLabel = 'Fechar',
  role = 'dialog',
}: DialogProps) {
  return (
    <ArkDialog.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      role={role}
      lazyMount
      unmountOnExit
    >
      {trigger ? <ArkDialog.Trigger asChild>{trigger}</ArkDialog.Trigger> : null}
      <Portal>
        <ArkDialog.Backdrop className={styles.backdrop} />
        <ArkDialog.Positioner className={styles.positioner}>
          <ArkDialog.Content className={styles.content[size]}>
            <ArkDialog.Title className={styles.title}>{title}</ArkDialog.Title>
            {description ? (
              <ArkDialog.Description className={styles.description}>
                {description}
              </ArkDialog.Description>
            ) : null}
            {children}
            <ArkDialog.CloseTrigger className={styles.close} aria-label={closeLabel}>
              ×
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
