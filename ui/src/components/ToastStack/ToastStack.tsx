import { type CreateToasterReturn, createToaster, Toast, Toaster } from '@ark-ui/react/toast';
import { type PointerEvent, useRef } from 'react';
import * as styles from './ToastStack.css';

/** platform §9: one toast at a time, 5000 ms by default, F8 focuses the stack. */
export const TOAST_DEFAULTS = {
  max: 1,
  duration: 5000,
  hotkey: ['F8'],
  swipeThreshold: 50,
  /** Pointer slop before a drag counts as a swipe: 10 px for touch, 2 px otherwise. */
  touchSlop: 10,
  pointerSlop: 2,
} as const;

export type ToastStackStore = CreateToasterReturn<React.ReactNode>;
type ToastData = Parameters<ToastStackStore['create']>[0];

/**
 * The store a ToastStack shows; `store.create({ title, description, type })` adds one.
 * One toast at a time, and the newest wins: a new toast dismisses the one showing and takes
 * its place (so a paused toast never holds later ones back). A toast without its own
 * duration gets the store's: 5000 ms by default, whatever its type.
 */
export function createToastStore(
  options: { placement?: 'bottom-end' | 'top-end' | 'bottom' | 'top'; duration?: number } = {},
): ToastStackStore {
  const duration = options.duration ?? TOAST_DEFAULTS.duration;
  const toaster = createToaster<React.ReactNode>({
    placement: options.placement ?? 'bottom-end',
    max: TOAST_DEFAULTS.max,
    duration,
    hotkey: [...TOAST_DEFAULTS.hotkey],
    removeDelay: 300,
    overlap: true,
  });
  // The newest toast waits here while the one showing animates out; a newer one replaces it.
  let pending: ToastData | null = null;
  let sequence = 0;
  toaster.subscribe(() => {
    // The store publishes a removal before it forgets the toast: look once it has.
    queueMicrotask(() => {
      if (pending && toaster.getCount() === 0) {
        const next = pending;
        pending = null;
        toaster.create(next);
      }
    });
  });
  const create = (data: ToastData) => {
    sequence += 1;
    const toast = {
      ...data,
      id: data.id ?? `toast-${sequence}`,
      duration: data.duration ?? duration,
    };
    const shown = toaster.getVisibleToasts();
    if (toaster.getCount() === 0 || shown.some((item) => item.id === toast.id)) {
      return toaster.create(toast);
    }
    for (const item of shown) toaster.dismiss(item.id);
    pending = toast;
    return toast.id;
  };
  const typed = (type: ToastData['type']) => (data: ToastData) => create({ ...data, type });
  return {
    ...toaster,
    create,
    success: typed('success'),
    error: typed('error'),
    info: typed('info'),
    warning: typed('warning'),
  };
}

export interface ToastStackProps {
  store: ToastStackStore;
  /** Accessible name of the close button. */
  closeLabel?: string;
}

/**
 * Swipe right to dismiss (platform §9): past the threshold the toast goes; short of it, it
 * springs back. A drag starts only past the pointer slop, so taps and clicks stay clicks.
 */
function useSwipeToDismiss(onDismiss: () => void) {
  const start = useRef<{ x: number; id: number; slop: number; dragging: boolean } | null>(null);
  const reset = (el: HTMLElement) => {
    el.style.removeProperty('transform');
    el.removeAttribute('data-swiping');
    start.current = null;
  };
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if ((event.target as HTMLElement).closest('button')) return;
      const slop =
        event.pointerType === 'touch' ? TOAST_DEFAULTS.touchSlop : TOAST_DEFAULTS.pointerSlop;
      start.current = { x: event.clientX, id: event.pointerId, slop, dragging: false };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const s = start.current;
      if (!s || s.id !== event.pointerId) return;
      const dx = Math.max(0, event.clientX - s.x);
      if (!s.dragging && dx > s.slop) {
        s.dragging = true;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        event.currentTarget.setAttribute('data-swiping', 'true');
      }
      if (s.dragging) event.currentTarget.style.transform = `translateX(${dx}px)`;
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const s = start.current;
      if (!s || s.id !== event.pointerId) return;
      const dx = event.clientX - s.x;
      reset(event.currentTarget);
      if (s.dragging && dx >= TOAST_DEFAULTS.swipeThreshold) onDismiss();
    },
    onPointerCancel(event: PointerEvent<HTMLElement>) {
      reset(event.currentTarget);
    },
  };
}

function ToastItem({
  store,
  id,
  title,
  description,
  closeLabel,
}: {
  store: ToastStackStore;
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  closeLabel: string;
}) {
  const swipe = useSwipeToDismiss(() => store.dismiss(id));
  return (
    <Toast.Root className={styles.toast} {...swipe}>
      {title ? <Toast.Title className={styles.title}>{title}</Toast.Title> : null}
      {description ? (
        <Toast.Description className={styles.description}>{description}</Toast.Description>
      ) : null}
      <Toast.CloseTrigger className={styles.close} aria-label={closeLabel}>
        ×
      </Toast.CloseTrigger>
    </Toast.Root>
  );
}

/** The toast stack (platform §2.9): mount once; one toast shows at a time. */
export function ToastStack({ store, closeLabel = 'Fechar notificação' }: ToastStackProps) {
  return (
    <Toaster toaster={store}>
      {(toast) => (
        <ToastItem
          key={toast.id}
          store={store}
          id={toast.id as string}
          title={toast.title}
          description={toast.description}
          closeLabel={closeLabel}
        />
      )}
    </Toaster>
  );
}
