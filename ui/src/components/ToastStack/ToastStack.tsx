import { type CreateToasterReturn, createToaster, Toast, Toaster } from '@ark-ui/react/toast';
import { type PointerEvent, useRef } from 'react';
import * as styles from './ToastStack.css';

export type ToastStackStore = CreateToasterReturn<React.ReactNode>;
type ToastData = Parameters<ToastStackStore['create']>[0];

export interface ToastStoreOptions {
  /** The most toasts showing at once. */
  max: number;
  /** How long a toast without its own duration shows, in ms (whatever its type). */
  duration: number;
  /** Keys that move focus to the stack, e.g. `['F8']` (Ark's own keys otherwise). */
  hotkey?: string[];
  placement?: 'bottom-end' | 'top-end' | 'bottom' | 'top';
}

/**
 * The store a ToastStack shows; `store.create({ title, description, type })` adds one.
 * At most `max` show, and the newest wins: a toast beyond the limit dismisses the oldest
 * showing and takes its place once it has gone (so a paused toast never holds later ones
 * back); one still waiting that the limit leaves no room for is dropped.
 */
export function createToastStore(options: ToastStoreOptions): ToastStackStore {
  const { max, duration } = options;
  const toaster = createToaster<React.ReactNode>({
    placement: options.placement ?? 'bottom-end',
    max,
    duration,
    hotkey: options.hotkey,
    removeDelay: 300,
    overlap: true,
  });
  // The newest toasts wait here, oldest first, while the ones they replace animate out.
  let pending: ToastData[] = [];
  let sequence = 0;
  toaster.subscribe(() => {
    // The store publishes a removal before it forgets the toast: look once it has.
    queueMicrotask(() => {
      while (pending.length > 0 && toaster.getCount() < max) {
        const next = pending.shift() as ToastData;
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
    if (shown.some((item) => item.id === toast.id)) return toaster.create(toast);
    if (pending.length === 0 && toaster.getCount() < max) return toaster.create(toast);
    pending.push(toast);
    if (pending.length > max) pending = pending.slice(-max);
    // The store lists the newest first: the oldest showing make room.
    const excess = Math.max(0, shown.length + pending.length - max);
    for (const item of shown.slice(shown.length - excess)) toaster.dismiss(item.id);
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

/** Swipe to dismiss: how a toast is dragged away. */
export interface ToastSwipe {
  direction: 'left' | 'right';
  /** Distance in px past which a released toast is dismissed. */
  threshold: number;
  /** Movement in px before a press becomes a drag, for touch… */
  touchSlop: number;
  /** …and for a mouse or pen. */
  pointerSlop: number;
}

export interface ToastStackProps {
  store: ToastStackStore;
  /** Swipe to dismiss; without it a toast is closed with its button (or times out). */
  swipe?: ToastSwipe;
  /** Accessible name of the close button. */
  closeLabel?: string;
}

/**
 * Swipe to dismiss: past the threshold the toast goes; short of it, it springs back. A drag
 * starts only past the pointer slop, so taps and clicks stay clicks.
 */
function useSwipeToDismiss(swipe: ToastSwipe, onDismiss: () => void) {
  const sign = swipe.direction === 'right' ? 1 : -1;
  const start = useRef<{ x: number; id: number; slop: number; dragging: boolean } | null>(null);
  const reset = (el: HTMLElement) => {
    el.style.removeProperty('transform');
    el.removeAttribute('data-swiping');
    start.current = null;
  };
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if ((event.target as HTMLElement).closest('button')) return;
      const slop = event.pointerType === 'touch' ? swipe.touchSlop : swipe.pointerSlop;
      start.current = { x: event.clientX, id: event.pointerId, slop, dragging: false };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const s = start.current;
      if (!s || s.id !== event.pointerId) return;
      const dx = Math.max(0, sign * (event.clientX - s.x));
      if (!s.dragging && dx > s.slop) {
        s.dragging = true;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        event.currentTarget.setAttribute('data-swiping', 'true');
      }
      if (s.dragging) event.currentTarget.style.transform = `translateX(${sign * dx}px)`;
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const s = start.current;
      if (!s || s.id !== event.pointerId) return;
      const dx = sign * (event.clientX - s.x);
      reset(event.currentTarget);
      if (s.dragging && dx >= swipe.threshold) onDismiss();
    },
    onPointerCancel(event: PointerEvent<HTMLElement>) {
      reset(event.currentTarget);
    },
  };
}

function SwipeableToast({
  swipe,
  onDismiss,
  children,
}: {
  swipe: ToastSwipe;
  onDismiss: () => void;
  children: React.ReactNode;
}) {
  const handlers = useSwipeToDismiss(swipe, onDismiss);
  return (
    <Toast.Root className={styles.toast} {...handlers}>
      {children}
    </Toast.Root>
  );
}

function ToastItem({
  store,
  id,
  title,
  description,
  swipe,
  closeLabel,
}: {
  store: ToastStackStore;
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  swipe?: ToastSwipe;
  closeLabel: string;
}) {
  const parts = (
    <>
      {title ? <Toast.Title className={styles.title}>{title}</Toast.Title> : null}
      {description ? (
        <Toast.Description className={styles.description}>{description}</Toast.Description>
      ) : null}
      <Toast.CloseTrigger className={styles.close} aria-label={closeLabel}>
        ×
      </Toast.CloseTrigger>
    </>
  );
  return swipe ? (
    <SwipeableToast swipe={swipe} onDismiss={() => store.dismiss(id)}>
      {parts}
    </SwipeableToast>
  ) : (
    <Toast.Root className={styles.toast}>{parts}</Toast.Root>
  );
}

/** The toast stack: mount once; it shows what its store holds (`createToastStore`). */
export function ToastStack({ store, swipe, closeLabel = 'Fechar notificação' }: ToastStackProps) {
  return (
    <Toaster toaster={store}>
      {(toast) => (
        <ToastItem
          key={toast.id}
          store={store}
          id={toast.id as string}
          title={toast.title}
          description={toast.description}
          swipe={swipe}
          closeLabel={closeLabel}
        />
      )}
    </Toaster>
  );
}
