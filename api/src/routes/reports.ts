import {
  EVIDENCE_SIZE_MESSAGE,
  EVIDENCE_TYPE_MESSAGE,
  REPORT_EVIDENCE_MAX_BYTES,
  ReportBodySchema,
  type ReportResponse,
  ReportUploadBodySchema,
} from '@arte-gospel/domain';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import type { AppEnv } from '../app-env';
import { rateLimit } from '../auth/rate-limit';
import { detectEvidenceType } from '../reports/evidence';
import { createReport, type EvidenceUpload, REPORT_SENT_MESSAGE } from '../reports/reports';
import { issueMessage, readMultipartForm, validate } from '../validation';

export const REPORT_RATE_LIMIT = 10;
export const REPORT_RATE_WINDOW_MS = 60 * 60_000;
/** The upload's whole body: the 5MB file plus room for the text fields and boundaries. */
export const REPORT_UPLOAD_BODY_MAX_BYTES = REPORT_EVIDENCE_MAX_BYTES + 64 * 1024;
/** The JSON report: at most 1000 + 100 characters of text and a few short fields. */
export const REPORT_JSON_BODY_MAX_BYTES = 64 * 1024;
export const REPORT_BODY_TOO_LARGE_MESSAGE = 'O relatório é grande demais.';
export const MULTIPART_REQUIRED_MESSAGE = 'Envie o relatório como multipart/form-data.';
export const MALFORMED_MULTIPART_MESSAGE =
  'Formulário inválido: envie um multipart/form-data válido.';

/**
 * The reporter comes from the session, never from the body: userId is left out of the
 * schemas, so a body's userId (even a malformed one) is ignored.
 */
const ReportJsonFields = v.omit(ReportBodySchema, ['userId']);
const ReportFormFields = v.omit(ReportUploadBodySchema, ['userId', 'evidence']);
const TEXT_FIELDS = Object.keys(ReportFormFields.entries);

/**
 * platform §5: reportTypeId is required with 'Selecione um tipo de problema'. valibot
 * reports a missing key with its own message, so a missing id is read as none selected.
 */
function missingTypeAsNone<Schema extends typeof ReportJsonFields | typeof ReportFormFields>(
  schema: Schema,
) {
  return v.pipe(
    v.unknown(),
    v.transform((input) =>
      typeof input === 'object' &&
      input !== null &&
      !Array.isArray(input) &&
      !('reportTypeId' in input)
        ? { ...input, reportTypeId: '' }
        : input,
    ),
    schema,
  );
}
const ReportJsonSchema = missingTypeAsNone(ReportJsonFields);
const ReportFieldsSchema = missingTypeAsNone(ReportFormFields);

function sent(c: Context<AppEnv>, id: number) {
  const body: ReportResponse = { success: true, id, message: REPORT_SENT_MESSAGE };
  return c.json(body, 201);
}

/** The evidence part: null when absent (or an empty file input), else a Response to send. */
async function readEvidence(
  c: Context<AppEnv>,
  value: unknown,
): Promise<EvidenceUpload | null | Response> {
  if (value === undefined || value === '') return null;
  if (!(value instanceof File)) return c.json({ message: EVIDENCE_TYPE_MESSAGE }, 400);
  // A browser sends an empty file input as an empty, nameless part.
  if (value.size === 0 && value.name === '') return null;
  if (value.size > REPORT_EVIDENCE_MAX_BYTES)
    return c.json({ message: EVIDENCE_SIZE_MESSAGE }, 413);
  const bytes = new Uint8Array(await value.arrayBuffer());
  const type = detectEvidenceType(bytes);
  if (!type) return c.json({ message: EVIDENCE_TYPE_MESSAGE }, 400);
  return { bytes, originalName: value.name, type };
}

/**
 * platform §4.5, §5, §7: POST /api/reports-v2 (JSON) and POST /api/reports-v2/upload
 * (multipart, the file in field evidence). Both are limited to 10 reports an hour per client
 * address. Evidence files are written to `evidenceDir`, which must be outside any folder the
 * site serves.
 */
export function reportsRoutes(options: { evidenceDir: string }) {
  const app = new Hono<AppEnv>();
  const limited = rateLimit('report', REPORT_RATE_LIMIT, REPORT_RATE_WINDOW_MS);

  app.post(
    '/',
    limited,
    bodyLimit({
      maxSize: REPORT_JSON_BODY_MAX_BYTES,
      onError: (c) => c.json({ message: REPORT_BODY_TOO_LARGE_MESSAGE }, 413),
    }),
    validate('json', ReportJsonSchema),
    async (c) => {
      const report = c.req.valid('json');
      const id = await createReport(c.var.db, {
        report,
        artId: report.artId,
        user: c.var.user,
        evidenceDir: options.evidenceDir,
      });
      return sent(c, id);
    },
  );

  app.post(
    '/upload',
    limited,
    // A declared length over the limit is refused before the body is read; a chunked body
    // is counted as it streams.
    bodyLimit({
      maxSize: REPORT_UPLOAD_BODY_MAX_BYTES,
      onError: (c) => c.json({ message: EVIDENCE_SIZE_MESSAGE }, 413),
    }),
    async (c) => {
      const form = await readMultipartForm(c, {
        required: MULTIPART_REQUIRED_MESSAGE,
        malformed: MALFORMED_MULTIPART_MESSAGE,
      });
      if (form instanceof Response) return form;
      const fields: Record<string, unknown> = {};
      for (const key of TEXT_FIELDS) {
        if (form[key] !== undefined) fields[key] = form[key];
      }
      const parsed = v.safeParse(ReportFieldsSchema, fields);
      if (!parsed.success) return c.json({ message: issueMessage(parsed.issues) }, 400);
      const evidence = await readEvidence(c, form.evidence);
      if (evidence instanceof Response) return evidence;
      const id = await createReport(c.var.db, {
        report: parsed.output,
        artId: parsed.output.artId,
        user: c.var.user,
        evidence: evidence ?? undefined,
        evidenceDir: options.evidenceDir,
      });
      return sent(c, id);
    },
  );

  return app;
}
