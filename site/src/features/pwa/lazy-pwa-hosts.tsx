import { lazy, Suspense } from 'react';
import { useAfterLoad } from '../../lib/after-load';

const PwaHosts = lazy(() => import('./pwa-hosts').then((m) => ({ default: m.PwaHosts })));

/** The install and push hosts load once the page has loaded and is idle. */
export function LazyPwaHosts() {
  if (!useAfterLoad()) return null;
  return (
    <Suspense fallback={null}>
      <PwaHosts />
    </Suspense>
  );
}
