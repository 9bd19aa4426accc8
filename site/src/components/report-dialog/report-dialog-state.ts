import { proxy } from 'valtio';

export interface ReportPrefill {
  title?: string;
  description?: string;
  reportTypeId?: number;
  /** The art the report is about, when opened from its page (staff open it from the report). */
  artId?: number;
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

/**
 * The address fragment that asks for the dialog. The footer's 'Denunciar arquivo' is a
 * link to it, so a tap on the server-rendered page before the app has started is not lost:
 * the browser keeps the fragment and the app opens the dialog when it starts
 * (openReportDialogFromAddress).
 */
export const REPORT_DIALOG_HASH = '#denunciar';

/**
 * Opens the dialog when the address asks for it, then takes the fragment away (so Back or a
 * reload does not open it again). Returns whether it opened.
 */
export function openReportDialogFromAddress(): boolean {
  if (window.location.hash !== REPORT_DIALOG_HASH) return false;
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}`,
  );
  openReportDialog();
  return true;
}
