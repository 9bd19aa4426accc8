import type { ReportForm } from '@arte-gospel/domain';
import { ApiError, apiJson } from '../../lib/api-client';

export const REPORT_NO_MESSAGE = 'Erro ao enviar relatório de problema';
export const REPORT_OTHER_FAILURE = 'Erro ao enviar relatório. Tente novamente mais tarde.';

export interface ReportSubmission {
  form: ReportForm;
  file: File | null;
  /** The signed-in reporter: the report is tied to them, with no contact fields (§6.3). */
  user: { id: number | string; email?: string | null } | null;
  /** The art reported, when the dialog was opened from its page. */
  artId?: number | undefined;
}

/**
 * platform §7: JSON to /api/reports-v2 without a file, multipart to /api/reports-v2/upload
 * with one (the file in field `evidence`).
 */
export async function submitReport({ form, file, user, artId }: ReportSubmission): Promise<void> {
  const fields: Record<string, string> = {
    reportTypeId: String(form.reportTypeId),
    title: form.title,
    description: form.description,
  };
  if (artId) fields.artId = String(artId);
  if (user) fields.userId = String(user.id);
  else {
    if (form.email) fields.email = form.email;
    if (form.whatsapp) fields.whatsapp = form.whatsapp;
  }
  if (file) {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    body.append('evidence', file);
    await apiJson('POST', '/api/reports-v2/upload', body);
    return;
  }
  await apiJson('POST', '/api/reports-v2', {
    ...fields,
    reportTypeId: form.reportTypeId,
    ...(artId ? { artId } : {}),
    ...(user ? { userId: user.id } : {}),
  });
}

/** §8 Problem report: the server's message, else its fallback; other failures their own text. */
export function reportErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) {
    const body = error.body as { message?: unknown } | null;
    return typeof body?.message === 'string' && body.message ? body.message : REPORT_NO_MESSAGE;
  }
  return REPORT_OTHER_FAILURE;
}
