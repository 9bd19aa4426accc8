import { createToastStore, ToastStack } from '@arte-gospel/ui';
import { useEffect, useMemo } from 'react';
import { subscribe } from 'valtio';
import { type QueuedToast, toastQueue } from '../../lib/toast';

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
 * The site's one toast stack (platform §2.9): what any module queued with `toast()` is
 * handed to the ui ToastStack, which shows one at a time.
 */
export function SiteToasts() {
  const store = useMemo(() => createToastStore(), []);
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
  return <ToastStack store={store} />;
}
