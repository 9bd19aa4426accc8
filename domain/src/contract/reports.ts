import * as v from 'valibot';
import { EvidenceFileSchema, ReportSchema } from '../forms/report';

// platform §3 Problem report as sent, §7 POST /api/reports-v2 and /api/reports-v2/upload.

/**
 * POST /api/reports-v2 (JSON, no file). The form's rules and messages (platform §5), plus
 * userId when logged in (the server trusts its session over this field) or email and
 * whatsapp when anonymous and filled.
 */
export const ReportBodySchema = v.object({
  ...ReportSchema.entries,
  userId: v.optional(v.number('userId deve ser um número')),
});
export type ReportBody = v.InferOutput<typeof ReportBodySchema>;

/**
 * POST /api/reports-v2/upload (multipart): the same fields, every one a string as form data
 * carries it (reportTypeId '2' → 2, userId '7' → 7), plus the file in field evidence.
 */
export const ReportUploadBodySchema = v.object({
  ...ReportSchema.entries,
  userId: v.optional(
    v.pipe(
      v.union([v.string(), v.number()], 'userId deve ser um número'),
      v.transform(Number),
      v.number('userId deve ser um número'),
      v.integer('userId deve ser um número'),
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
