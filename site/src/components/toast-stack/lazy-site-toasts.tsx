import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { toastQueue } from '../../lib/toast';

const SiteToasts = lazy(() =>
  import('./site-toasts').then((module) => ({ default: module.SiteToasts })),
);

/** Set once the stack has loaded: it then stays mounted (it shows the toasts it drains). */
let loaded = false;

/** Loads the toast stack with the first toast; from then on it stays mounted. */
export function LazySiteToasts() {
  const queue = useSnapshot(toastQueue);
  if (queue.items.length === 0 && !loaded) return null;
  loaded = true;
  return (
    <Suspense fallback={null}>
      <SiteToasts />
    </Suspense>
  );
}
