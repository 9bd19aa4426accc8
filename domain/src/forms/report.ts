import * as v from 'valibot';

// platform §3 report types, §5 problem report rules, §9 report limits.

export const REPORT_TYPES = [
  { id: 1, name: 'Plágio', description: 'Arte copiada sem permissão ou sem os devidos créditos.' },
  {
    id: 2,
    name: 'Arte com erro',
    description: 'Problemas técnicos, como links quebrados ou imagem corrompida.',
  },
  {
    id: 3,
    name: 'Conteúdo inadequado',
    description: 'Material ofensivo, impróprio ou que viola as diretrizes.',
  },
  { id: 4, name: 'Outro', description: 'Qualquer outro problema.' },
] as const;

// The states staff move a problem report through (new reports are 'aberto').
export const REPORT_STATUSES = ['aberto', 'em_analise', 'resolvido', 'descartado'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_TITLE_MIN = 5;
export const REPORT_TITLE_MAX = 100;
export const REPORT_DESCRIPTION_MIN = 10;
export const REPORT_DESCRIPTION_MAX = 1000;
export const REPORT_WHATSAPP_MIN = 10;
export const REPORT_WHATSAPP_MAX = 15;
export const REPORT_EVIDENCE_MAX_BYTES = 5 * 1024 * 1024;
export const REPORT_EVIDENCE_TYPES = [
  { mime: 'image/png', extensions: ['.png'] },
  { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  { mime: 'image/webp', extensions: ['.webp'] },
  { mime: 'application/pdf', extensions: ['.pdf'] },
] as const;
export const EVIDENCE_HINT = 'PNG, JPEG, WEBP ou PDF (máx. 5MB)';
export const EVIDENCE_TYPE_MESSAGE =
  'Formato de arquivo não suportado. Use PNG, JPEG, WEBP ou PDF.';
export const EVIDENCE_SIZE_MESSAGE = 'O arquivo deve ter no máximo 5MB.';

const REPORT_TYPE_IDS = REPORT_TYPES.map((type) => type.id) as number[];

/** platform §5 Problem report. reportTypeId comes from a select as a string or a number. */
export const ReportSchema = v.object({
  reportTypeId: v.pipe(
    v.union([v.string(), v.number()], 'Selecione um tipo de problema'),
    v.transform((value) => (value === '' ? Number.NaN : Number(value))),
    v.check((id) => REPORT_TYPE_IDS.includes(id), 'Selecione um tipo de problema'),
  ),
  title: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(REPORT_TITLE_MIN, 'O título deve ter no mínimo 5 caracteres'),
    v.maxLength(REPORT_TITLE_MAX, 'O título deve ter no máximo 100 caracteres'),
  ),
  description: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(REPORT_DESCRIPTION_MIN, 'A descrição deve ter no mínimo 10 caracteres'),
    v.maxLength(REPORT_DESCRIPTION_MAX, 'A descrição deve ter no máximo 1000 caracteres'),
  ),
  email: v.optional(
    v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.email('Insira um e-mail válido'))]),
  ),
  whatsapp: v.optional(
    v.union([
      v.literal(''),
      v.pipe(
        v.string(),
        v.minLength(REPORT_WHATSAPP_MIN, 'Número de WhatsApp inválido'),
        v.maxLength(REPORT_WHATSAPP_MAX, 'Número de WhatsApp muito longo'),
      ),
    ]),
  ),
});
export type ReportForm = v.InferOutput<typeof ReportSchema>;

/**
 * What the evidence check reads of a file: structural, so a browser File, an undici File on the
 * server or a plain object in a test all satisfy it (domain/ does no I/O).
 */
export interface EvidenceFileLike {
  name: string;
  type: string;
  size: number;
}

/**
 * The evidence file's declared type and size (platform §5: PNG, JPEG, WEBP or PDF; §9: 5MB).
 * The type is known by its MIME type or, when the browser leaves that empty, its extension.
 * Returns the pt-BR message to show, or null when the file is accepted. The server also
 * checks the content itself.
 */
export function checkEvidenceFile(file: EvidenceFileLike): string | null {
  const lowerName = file.name.toLowerCase();
  const known = REPORT_EVIDENCE_TYPES.find(
    (type) => type.mime === file.type || type.extensions.some((ext) => lowerName.endsWith(ext)),
  );
  if (!known) return EVIDENCE_TYPE_MESSAGE;
  if (file.size > REPORT_EVIDENCE_MAX_BYTES) return EVIDENCE_SIZE_MESSAGE;
  return null;
}

function isFileLike(input: unknown): input is EvidenceFileLike {
  if (typeof input !== 'object' || input === null) return false;
  const file = input as Record<string, unknown>;
  return (
    typeof file.name === 'string' && typeof file.type === 'string' && typeof file.size === 'number'
  );
}

/**
 * The evidence file as a schema (the form's file field, the multipart body's evidence field):
 * anything that is not file-like gets the type message; the object itself is kept, so a File
 * stays a File.
 */
export const EvidenceFileSchema = v.pipe(
  v.custom<EvidenceFileLike>(isFileLike, EVIDENCE_TYPE_MESSAGE),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = checkEvidenceFile(dataset.value);
    if (problem) addIssue({ message: problem });
  }),
);
