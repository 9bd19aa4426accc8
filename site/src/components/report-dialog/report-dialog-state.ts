import { proxy } from 'valtio';

export interface ReportPrefill {
  title?: string;
  description?: string;
  reportTypeId?: number;
}

/** The one 'Reportar problema' dialog (platform §4.5), opened from the footer or an art. */
export const reportDialogState = proxy<{ open: boolean; prefill: ReportPrefill; opened: number }>({
  open: false,
  prefill: {},
  opened: 0,
});

export function openReportDialog(prefill: ReportPrefill = {}): void {
  reportDialogState.prefill = prefill;
  reportDialogState.opened += 1;
  reportDialogState.open = true;
}

export function closeReportDialog(): void {
  reportDialogState.open = false;
}
