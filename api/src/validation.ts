import { vValidator } from '@hono/valibot-validator';
import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import type * as v from 'valibot';

/** The largest JSON body a call reads: the longest contract body (a popup's HTML) fits. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;
export const BODY_TOO_LARGE_MESSAGE = 'O corpo da requisição é grande demais.';
export const JSON_REQUIRED_MESSAGE =
  'Envie o corpo da requisição como JSON (Content-Type: application/json).';
export const MALFORMED_BODY_MESSAGE = 'Corpo da requisição inválido: envie um JSON válido.';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

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

/** How much of a refused body is still read (and dropped) so the connection stays usable. */
const DRAIN_MAX_BYTES = 16 * 1024 * 1024;

/**
 * The body's bytes, or null once it passes `max`. The rest of a refused body is read and
 * dropped (up to DRAIN_MAX_BYTES): a body left unread makes the server reset the connection,
 * which the BFF's pool would meet on its next request.
 */
async function readAtMost(body: ReadableStream<Uint8Array> | null, max: number) {
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      while (size <= DRAIN_MAX_BYTES) {
        const rest = await reader.read();
        if (rest.done) break;
        size += rest.value.byteLength;
      }
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads a JSON call's body before it is parsed: over JSON_BODY_MAX_BYTES → 413, a body in
 * another media type → 415 (a bodiless call keeps reading as {}), both with a pt-BR
 * message. The text is left in Hono's body cache for the validator to parse (bad JSON → 400
 * in app.onError).
 */
async function bufferJsonBody(c: Context, max: number): Promise<Response | undefined> {
  const declared = Number(c.req.header('content-length'));
  if (declared > max) return c.json({ message: BODY_TOO_LARGE_MESSAGE }, 413);
  const bytes = await readAtMost(c.req.raw.body, max);
  if (!bytes) return c.json({ message: BODY_TOO_LARGE_MESSAGE }, 413);
  const mediaType = c.req.header('content-type')?.split(';')[0]?.trim() ?? '';
  if (bytes.byteLength > 0 && !JSON_MEDIA_TYPE.test(mediaType)) {
    return c.json({ message: JSON_REQUIRED_MESSAGE }, 415);
  }
  // Hono keeps body promises in this cache (its type says otherwise).
  (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(
    new TextDecoder().decode(bytes),
  );
  return undefined;
}

/**
 * Validates a request part with a contract schema; a failure is a 400 `{ message }`. A JSON
 * body is bounded first (bufferJsonBody).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends v.GenericSchema>(
  target: Target,
  schema: Schema,
  options: { maxBytes?: number } = {},
) {
  const check = vValidator(target, schema, (result, c) => {
    if (!result.success) return c.json({ message: issueMessage(result.issues) }, 400);
  });
  if (target !== 'json') return check;
  const max = options.maxBytes ?? JSON_BODY_MAX_BYTES;
  const bounded: MiddlewareHandler = async (c, next) => {
    const refused = await bufferJsonBody(c, max);
    if (refused) return refused;
    return check(c as Parameters<typeof check>[0], next);
  };
  return bounded as unknown as typeof check;
}

/**
 * The request's multipart form, or the 400 answer: `messages.required` when the body is not
 * multipart/form-data, `messages.malformed` when it does not parse as one.
 */
export async function readMultipartForm(
  c: Context,
  messages: { required: string; malformed: string },
): Promise<Record<string, string | File> | Response> {
  const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'multipart/form-data') return c.json({ message: messages.required }, 400);
  try {
    return await c.req.parseBody();
  } catch {
    return c.json({ message: messages.malformed }, 400);
  }
}
