import * as v from 'valibot';

// Building blocks shared by the contract's schemas.

/** platform §8: every failed call answers a JSON body with a pt-BR message. */
export const ErrorResponseSchema = v.object({ message: v.string() });
export type ErrorResponse = v.InferOutput<typeof ErrorResponseSchema>;

/** platform §7: POST /api/logout sends an empty JSON body ({}); extra keys are dropped. */
export const EmptyBodySchema = v.object({});

/** Timestamps travel as ISO-8601 strings. */
export const IsoDateSchema = v.pipe(v.string(), v.isoTimestamp('Data inválida'));

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
  return queryValue(v.optional(wholeNumber(field, 1)));
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
      v.pipe(
        v.string(`${field} deve ser um texto`),
        v.maxLength(max, `${field} deve ter no máximo ${max} caracteres`),
      ),
    ),
  );
}

/** Responses of calls whose success shape the spec does not show: ours. */
export const SuccessResponseSchema = v.object({
  success: v.boolean(),
  message: v.optional(v.string()),
});
