import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { reportDialogState } from './report-dialog-state';

const ReportDialogHost = lazy(() =>
  import('./report-dialog').then((module) => ({ default: module.ReportDialogHost })),
);

/** Loads the report dialog's code the first time someone opens it (it is rarely used). */
export function LazyReportDialog() {
  const state = useSnapshot(reportDialogState);
  if (state.opened === 0) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialogHost />
    </Suspense>
  );
}
