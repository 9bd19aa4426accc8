import { snapshot } from 'valtio';
import { reportDialogState } from '../../site/src/components/report-dialog/report-dialog-state';
import { installState } from '../../site/src/features/pwa/install-store';
import { toastQueue } from '../../site/src/lib/toast';

// The app's module-level stores. The site's test files share their worker's modules
// (site/vitest.config.ts), so a toast queued by one file was still there for the next one:
// setup.ts puts each store back after every test. Captured once, when this module is first
// loaded in the worker, before any test has run.
const STORES = [toastQueue, reportDialogState, installState] as const;
const initial = STORES.map((store) => structuredClone(snapshot(store)));

/** Every store as it was at first load. */
export function resetStores(): void {
  STORES.forEach((store, index) => {
    Object.assign(store, structuredClone(initial[index]));
  });
}
