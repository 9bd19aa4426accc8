import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_POINTER_SLOP_PX,
  TOAST_POINTER_SLOP_TOUCH_PX,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD,
} from '@arte-gospel/domain';
import { createToastStore, ToastStack, type ToastSwipe } from '@arte-gospel/ui';
import { useEffect, useMemo } from 'react';
import { subscribe } from 'valtio';
import { type QueuedToast, toastQueue } from '../../lib/toast';

/** platform §9: swipe to the right past 50 px; the slop before a drag starts, by pointer. */
const SWIPE: ToastSwipe = {
  direction: TOAST_SWIPE_DIRECTION,
  threshold: TOAST_SWIPE_THRESHOLD,
  touchSlop: TOAST_POINTER_SLOP_TOUCH_PX,
  pointerSlop: TOAST_POINTER_SLOP_PX,
};

const TYPE_BY_TONE = { default: 'info', success: 'success', destructive: 'error' } as const;

function show(store: ReturnType<typeof createToastStore>, item: QueuedToast) {
  store.create({
    title: item.title,
    description: item.description,
    type: TYPE_BY_TONE[item.tone ?? 'default'],
    duration: item.durationMs,
  });
}

/**
 * The site's one toast stack (platform §2.9, §9): what any module queued with `toast()` is
 * handed to the ui ToastStack, one at a time, 5 s each unless told otherwise, F8 to reach it.
 */
export function SiteToasts() {
  const store = useMemo(
    () =>
      createToastStore({ max: TOAST_LIMIT, duration: TOAST_DURATION_MS, hotkey: [TOAST_HOTKEY] }),
    [],
  );
  useEffect(() => {
    const drain = () => {
      const items = toastQueue.items.splice(0, toastQueue.items.length);
      for (const item of items) show(store, item);
    };
    // The first toasts wait one task: the stack's group machine subscribes to the store as
    // it starts, and a toast published before that is never drawn (lost on slow phones,
    // when the stack loads with the first toast).
    const first = setTimeout(drain);
    const unsubscribe = subscribe(toastQueue, drain);
    return () => {
      clearTimeout(first);
      unsubscribe();
    };
  }, [store]);
  return <ToastStack store={store} swipe={SWIPE} />;
}
