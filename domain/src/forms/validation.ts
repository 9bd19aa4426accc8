import * as v from 'valibot';

/**
 * Every field's first error at once, keyed by its dot path: what a form shows on submit.
 * The checks piped after a form's fields (the confirmation must match the password) run
 * even while other fields are invalid, unlike a parse that stops each pipe at its first
 * failure (modular-forms' valiForm), which hid 'As senhas não coincidem' until every other
 * field was valid.
 */
export function fieldErrors(
  schema: v.GenericSchema,
  values: unknown,
): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of v.safeParse(schema, values).issues ?? []) {
    const path = v.getDotPath(issue);
    if (path && errors[path] === undefined) errors[path] = issue.message;
  }
  return errors;
}
