import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import type * as v from 'valibot';

/** The first issue as one pt-BR sentence naming the field: what a client's 400 shows. */
export function issueMessage(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'Requisição inválida';
  const field = issue.path?.map((item) => String(item.key)).join('.');
  const message = issue.message;
  // The contract's messages are pt-BR sentences; valibot's own defaults (English, all
  // starting with 'Invalid', e.g. a missing key) become the field and a pt-BR sentence.
  if (!message.startsWith('Invalid ')) return message;
  return field ? `Campo inválido: ${field}` : 'Requisição inválida';
}

/** Validates a request part with a contract schema; a failure is a 400 `{ message }`. */
export function validate<Target extends keyof ValidationTargets, Schema extends v.GenericSchema>(
  target: Target,
  schema: Schema,
) {
  return vValidator(target, schema, (result, c) => {
    if (!result.success) return c.json({ message: issueMessage(result.issues) }, 400);
  });
}
