import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ComponentProps, ReactNode } from 'react';
import * as styles from './Popup.css';

/** The states of a popup's action button (catalogue §4). */
export type PopupStatus = 'default' | 'loading' | 'success' | 'error';

export interface PopupRootProps {
  open: boolean;
  /** The dismiss button, Escape or an outside click. */
  onDismiss?: () => void;
  /** 'ios' marks the iOS Safari variant of the install popup. */
  platform?: string;
  children: ReactNode;
}

/**
 * A centred prompt (a bottom sheet on phones) offering one action: the install and push
 * popups are its two uses. Parts: Root, Icon, Emblem, Title, Description, Steps, Actions,
 * Action, Dismiss.
 */
function Root({ open, onDismiss, platform, children }: PopupRootProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onDismiss?.();
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content className={styles.content} data-platform={platform}>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** An app icon above the title. */
function Icon({ src }: { src: string }) {
  return <img src={src} alt="" className={styles.icon} />;
}

/** A decorative emoji above the title. */
function Emblem({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className={styles.emblem}>
      {children}
    </span>
  );
}

function Title({ children }: { children: ReactNode }) {
  return <Dialog.Title className={styles.title}>{children}</Dialog.Title>;
}

function Description({ children }: { children: ReactNode }) {
  return <Dialog.Description className={styles.description}>{children}</Dialog.Description>;
}

/** Numbered manual steps. */
function Steps({ steps }: { steps: readonly string[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

export interface PopupActionProps {
  status?: PopupStatus;
  /** The button's text in each state; or give one text as children. */
  labels?: Record<PopupStatus, string>;
  children?: ReactNode;
  onAction?: () => void;
  /** The error state offers a retry (it stays clickable). */
  retry?: boolean;
}

/** The primary button: clickable by default (and on error with `retry`), coloured by state. */
function Action({
  status = 'default',
  labels,
  children,
  onAction,
  retry = false,
}: PopupActionProps) {
  const clickable = status === 'default' || (retry && status === 'error');
  return (
    <button
      type="button"
      className={styles.primary({ status })}
      onClick={clickable ? onAction : undefined}
      aria-disabled={!clickable}
      data-status={status}
    >
      {children ?? labels?.[status]}
    </button>
  );
}

/** A message under the action, announced (the error state's reason). */
function Message({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className={styles.description}>
      {children}
    </p>
  );
}

/** The quiet secondary button ('Agora não', 'Entendi'). */
function Dismiss(props: Omit<ComponentProps<'button'>, 'type' | 'className'>) {
  return <button type="button" className={styles.secondary} {...props} />;
}

export const Popup = {
  Root,
  Icon,
  Emblem,
  Title,
  Description,
  Steps,
  Actions,
  Action,
  Message,
  Dismiss,
};
