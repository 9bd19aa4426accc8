import type { ReportUpdateBody } from '@arte-gospel/domain';
import { apiJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/queries/keys';
import { useStaffMutation } from '../../api/staff-mutation';

// What staff do from a report (api/README.md, Staff endpoints); the queue and the home's
// figures are read again after each.

/** PATCH /api/admin/reports/:id: a status, a note, or both. */
export async function updateReport(input: { id: number; change: ReportUpdateBody }) {
  await apiJson('PATCH', `/api/admin/reports/${input.id}`, input.change);
}

/** POST /api/admin/reports/:id/unpublish-art: hides the reported art from the public. */
export async function unpublishReportedArt(input: { id: number }) {
  await apiJson('POST', `/api/admin/reports/${input.id}/unpublish-art`);
}

export function useReportAction<I>(action: (input: I) => Promise<void>, success: string) {
  return useStaffMutation({
    mutationFn: action,
    success,
    invalidate: [[queryKeys.adminReports({})[0]], queryKeys.adminSummary],
  });
}
