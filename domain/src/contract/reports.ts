import * as v from 'valibot';
import {
  EvidenceFileSchema,
  REPORT_DESCRIPTION_MAX,
  REPORT_TITLE_MAX,
  REPORT_WHATSAPP_MAX,
  ReportSchema,
} from '../forms/report';
import { boundedInt, boundedString, EMAIL_MAX, ID_MAX, idNumber } from './common';

// platform §3 Problem report as sent, §7 POST /api/reports-v2 and /api/reports-v2/upload.

/**
 * The form's fields (platform §5 rules and messages), each first bounded and cleared of NUL
 * (the form's own rules do not refuse it).
 */
function boundedReportFields() {
  const { title, description, email, whatsapp, reportTypeId } = ReportSchema.entries;
  return {
    reportTypeId: v.pipe(
      v.union(
        [
          boundedString('O tipo de problema', { max: 12 }),
          idNumber('reportTypeId', 'Selecione um tipo de problema'),
        ],
        'Selecione um tipo de problema',
      ),
      reportTypeId,
    ),
    title: v.pipe(boundedString('O título', { max: REPORT_TITLE_MAX, trim: true }), title),
    description: v.pipe(
      boundedString('A descrição', { max: REPORT_DESCRIPTION_MAX, trim: true }),
      description,
    ),
    email: v.optional(
      v.pipe(boundedString('O e-mail', { max: EMAIL_MAX, trim: true }), v.unwrap(email)),
    ),
    whatsapp: v.optional(
      v.pipe(
        boundedString('O WhatsApp', {
          max: REPORT_WHATSAPP_MAX,
          maxMessage: 'Número de WhatsApp muito longo',
        }),
        v.unwrap(whatsapp),
      ),
    ),
  };
}

/**
 * POST /api/reports-v2 (JSON, no file). The form's rules and messages (platform §5), plus
 * userId when logged in (the server trusts its session over this field) or email and
 * whatsapp when anonymous and filled.
 */
export const ReportBodySchema = v.object({
  ...boundedReportFields(),
  userId: v.optional(boundedInt('userId', 1, ID_MAX)),
  /** Issue 19: the art the report is about, when filed from its page (ours, not the spec's). */
  artId: v.optional(boundedInt('artId', 1, ID_MAX)),
});
export type ReportBody = v.InferOutput<typeof ReportBodySchema>;

/**
 * POST /api/reports-v2/upload (multipart): the same fields, every one a string as form data
 * carries it (reportTypeId '2' → 2, userId '7' → 7), plus the file in field evidence.
 */
export const ReportUploadBodySchema = v.object({
  ...boundedReportFields(),
  userId: v.optional(
    v.pipe(
      v.union([boundedString('userId', { max: 12 }), v.number()], 'userId deve ser um número'),
      v.transform(Number),
      boundedInt('userId', 1, ID_MAX),
    ),
  ),
  artId: v.optional(
    v.pipe(
      v.union([boundedString('artId', { max: 12 }), v.number()], 'artId deve ser um número'),
      v.transform(Number),
      boundedInt('artId', 1, ID_MAX),
    ),
  ),
  evidence: v.optional(EvidenceFileSchema),
});
export type ReportUploadBody = v.InferOutput<typeof ReportUploadBodySchema>;

/** Success of either report call: not shown by the spec; ours. Failures are ErrorResponse. */
export const ReportResponseSchema = v.object({
  success: v.literal(true),
  id: v.number(),
  message: v.string(),
});
export type ReportResponse = v.InferOutput<typeof ReportResponseSchema>;
