import { lazy, Suspense } from 'react';
import { useAfterLoad } from '../../lib/after-load';

const PopupHost = lazy(() => import('./popup-host').then((m) => ({ default: m.PopupHost })));

/** The popup host loads once the page has loaded and is idle: it is never part of the first screen. */
export function LazyPopupHost() {
  if (!useAfterLoad()) return null;
  return (
    <Suspense fallback={null}>
      <PopupHost />
    </Suspense>
  );
}
