import * as v from 'valibot';

// Building blocks shared by the contract's schemas.

/** platform §8: every failed call answers a JSON body with a pt-BR message. */
export const ErrorResponseSchema = v.object({ message: v.string() });
export type ErrorResponse = v.InferOutput<typeof ErrorResponseSchema>;

/** platform §7: POST /api/logout sends an empty JSON body ({}); extra keys are dropped. */
export const EmptyBodySchema = v.object({});

/** Timestamps travel as ISO-8601 strings. */
export const IsoDateSchema = v.pipe(v.string(), v.isoTimestamp('Data inválida'));

/**
 * Bounds every input the contract reads (issue 14): a string has a maximum and refuses NUL
 * (PostgreSQL cannot store it, and no form sends it), a number has a range. A client gets a
 * 400 with a pt-BR sentence instead of a row 9 MB long or a database error.
 */

/** Largest id of a 32-bit integer column. */
export const ID_MAX = 2_147_483_647;
/** RFC 5321: the longest address a mailbox can have. */
export const EMAIL_MAX = 254;
/** Longer passwords are refused before they reach scrypt. */
export const PASSWORD_MAX = 200;
export const NAME_MAX = 120;
export const PHONE_MAX = 20;

export interface BoundedStringOptions {
  /** Largest length, counted after trimming when `trim` is set. */
  max: number;
  min?: number;
  /** Trim before checking the lengths (and hand the trimmed text on). */
  trim?: boolean;
  minMessage?: string;
  maxMessage?: string;
}

/**
 * A bounded string. `label` opens the pt-BR messages ('O nome' → 'O nome deve ter no máximo
 * 120 caracteres'). Further checks go after it: `v.pipe(boundedString(…), v.email(…))`; they
 * only run once the bounds hold, so a huge value is never matched by a regex.
 */
export function boundedString(label: string, options: BoundedStringOptions) {
  const { max, min = 0, trim = false } = options;
  const maxMessage = options.maxMessage ?? `${label} deve ter no máximo ${max} caracteres`;
  return v.pipe(
    v.string(`${label} deve ser um texto`),
    // Before anything reads the text: a failed check here stops the pipe at the transform,
    // and the checks piped after this schema skip an untyped value.
    v.maxLength(trim ? max + TRIM_SLACK : max, maxMessage),
    v.check((text: string) => !text.includes('\u0000'), `${label} contém caracteres inválidos`),
    v.transform((text: string) => (trim ? text.trim() : text)),
    v.minLength(min, options.minMessage ?? `${label} deve ter pelo menos ${min} caracteres`),
    v.maxLength(max, maxMessage),
  );
}

/** Surrounding blanks a trimmed value may carry beyond its maximum. */
const TRIM_SLACK = 100;

/**
 * A bounded integer (a JSON number, never a numeric string). `messages.type` replaces the
 * 'not a whole number' sentence, `messages.range` the out-of-range ones.
 */
export function boundedInt(
  label: string,
  min: number,
  max: number,
  messages: { type?: string; range?: string } = {},
) {
  const type = messages.type ?? `${label} deve ser um número inteiro`;
  return v.pipe(
    v.number(type),
    v.integer(messages.range ?? type),
    v.minValue(min, messages.range ?? `${label} deve ser no mínimo ${min}`),
    v.maxValue(max, messages.range ?? `${label} deve ser no máximo ${max}`),
  );
}

/** A bounded number (fractions allowed). */
export function boundedNumber(label: string, min: number, max: number) {
  return v.pipe(
    v.number(`${label} deve ser um número`),
    v.minValue(min, `${label} deve ser no mínimo ${min}`),
    v.maxValue(max, `${label} deve ser no máximo ${max}`),
  );
}

/** A positive id of a 32-bit column, every failure told with one message. */
export function idNumber(label: string, message = `${label} inválido`) {
  return boundedInt(label, 1, ID_MAX, { type: message, range: message });
}

/** An e-mail address: trimmed, at most 254 characters, then the format. */
export function emailAddress(message: string, label = 'O email') {
  return v.pipe(boundedString(label, { max: EMAIL_MAX, trim: true }), v.email(message));
}

/** A password as typed: never trimmed, at most PASSWORD_MAX characters. */
export function passwordText(min: number, minMessage: string, label = 'A senha') {
  return boundedString(label, { min, max: PASSWORD_MAX, minMessage });
}

/** '' and '_all' (catalogue §5: '_all' means no filter) read as absent. */
function blankToUndefined(input: unknown): unknown {
  if (typeof input === 'string') input = input.trim();
  return input === '' || input === '_all' || input === null ? undefined : input;
}

/**
 * A query-string value: optional as a key, blank or '_all' read as absent, then checked by
 * `inner` (which gives the default, if any).
 */
function queryValue<TInner extends v.GenericSchema>(inner: TInner, fallback?: unknown) {
  return v.optional(v.pipe(v.unknown(), v.transform(blankToUndefined), inner), fallback as never);
}

function wholeNumber(field: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  return v.pipe(
    v.union([v.string(), v.number()], `${field} deve ser um número inteiro`),
    v.transform((value) => Number(value)),
    v.number(`${field} deve ser um número inteiro`),
    v.integer(`${field} deve ser um número inteiro`),
    v.minValue(
      min,
      min === 1 ? `${field} deve ser maior que zero` : `${field} deve ser no mínimo ${min}`,
    ),
    v.maxValue(max, `${field} deve ser no máximo ${max}`),
  );
}

/**
 * A positive id arriving as a query-string value ('2' → 2). Messages name the field, so the
 * API's 400 tells the client what to fix.
 */
export function queryId(field: string) {
  return queryValue(v.optional(wholeNumber(field, 1, ID_MAX)));
}

/** A page or limit number with bounds and a default. */
export function queryInt(field: string, options: { min: number; max: number; fallback: number }) {
  return queryValue(
    v.optional(wholeNumber(field, options.min, options.max), options.fallback),
    options.fallback,
  );
}

/** 'true' / 'false' from a query string. */
export function queryBoolean(field: string) {
  return queryValue(
    v.optional(
      v.pipe(
        v.union(
          [v.literal('true'), v.literal('false'), v.boolean()],
          `${field} deve ser true ou false`,
        ),
        v.transform((value) => value === true || value === 'true'),
      ),
    ),
  );
}

/** One of a fixed list of values, with a default when absent, blank or '_all'. */
export function queryPicklist<const TOptions extends readonly [string, ...string[]]>(
  options: TOptions,
  fallback: TOptions[number],
  message: string,
) {
  return queryValue(v.optional(v.picklist(options, message), fallback), fallback);
}

/** A free-text query value, trimmed; blank reads as absent. */
export function queryText(field: string, max = 200) {
  return queryValue(
    v.optional(
      boundedString(field, { max, maxMessage: `${field} deve ter no máximo ${max} caracteres` }),
    ),
  );
}

/** Responses of calls whose success shape the spec does not show: ours. */
export const SuccessResponseSchema = v.object({
  success: v.boolean(),
  message: v.optional(v.string()),
});
