import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHEAP_HASHING, type RunningStack, startStack } from '../../testing/stack/stack';
import { type FuzzInput, generateInputs, type Session } from './fuzz-inputs';

// Issue 14, the fuzz: generated bad inputs (wrong types, missing and extra fields, huge and
// NUL strings, out-of-range numbers, bad JSON and UTF-8, wrong content types, unicode
// tricks, huge query strings, hostile path params, odd methods) sent through the BFF to
// every API endpoint, anonymous and with a free and a staff session. None may answer 5xx,
// leak a stack trace or hang; every error is JSON { message } in pt-BR.

const SEED = 20_260_114;
const COUNT = 1_200;
const CONCURRENCY = 4;
const REQUEST_TIMEOUT_MS = 20_000;
const WEBHOOK_TOKEN = 'segredo-do-provedor-fuzz';

// The fuzz is about answers, not limits: every account limit raised (429 is still accepted).
const RATE_LIMITS = Object.fromEntries(
  [
    'LOGIN_IP',
    'LOGIN_EMAIL',
    'REGISTER_IP',
    'REGISTER_EMAIL',
    'RESET_IP',
    'RESET_EMAIL',
    'RESEND_IP',
    'RESEND_ACCOUNT',
    'RESEND_EMAIL',
    'PASSWORD_ACCOUNT',
  ].map((name) => [`RATE_LIMIT_${name}`, '100000/1m']),
);

/** Signs of a leaked stack trace or server path in a body. */
const LEAK = /\n\s+at |\bat [\w$.<>]+ \(|Error:|\/work\/|node_modules|[\w-]+\.[cm]?[jt]s:\d+/;
/** English text from a library default (valibot, Hono, Node) instead of a pt-BR sentence. */
const ENGLISH =
  /\b(invalid|expected|received|malformed|error|not found|required|must|should|unexpected|bad request|unauthorized|forbidden|payload|too large|unsupported)\b/i;

let stack: RunningStack;
const cookies: Record<Session, string> = { none: '', user: '', staff: '' };

async function signIn(email: string): Promise<string> {
  const res = await fetch(`${stack.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.url },
    body: JSON.stringify({ username: email, password: 'demo12345' }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = res.headers.get('set-cookie')?.split(';')[0] ?? '';
  expect(cookie).toMatch(/^ag_session=./);
  return cookie;
}

interface Outcome {
  input: FuzzInput;
  status: number;
  /** Why the answer breaks a rule; undefined when it is fine. */
  problem?: string;
}

async function send(input: FuzzInput): Promise<Outcome> {
  const headers: Record<string, string> = {
    origin: stack.url,
    'sec-fetch-site': 'same-origin',
    ...input.headers,
  };
  if (cookies[input.session]) headers.cookie = cookies[input.session];
  let res: Response;
  let text: string;
  try {
    res = await fetch(`${stack.url}${input.path}`, {
      method: input.method,
      headers,
      ...(input.body === undefined ? {} : { body: input.body }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    text = await res.text();
  } catch (error) {
    const name = (error as Error).name;
    return {
      input,
      status: 0,
      problem: name === 'TimeoutError' ? 'sem resposta (travou)' : `falha: ${String(error)}`,
    };
  }
  const status = res.status;
  if (status >= 500) return { input, status, problem: `status ${status}: ${text.slice(0, 300)}` };
  if (LEAK.test(text)) return { input, status, problem: `vazamento: ${text.slice(0, 300)}` };
  if (status >= 400 && input.method !== 'HEAD') {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { input, status, problem: `erro sem JSON: ${text.slice(0, 200)}` };
    }
    const keys = body && typeof body === 'object' ? Object.keys(body) : [];
    const message = (body as { message?: unknown } | null)?.message;
    if (keys.join() !== 'message' || typeof message !== 'string' || message.length === 0) {
      return { input, status, problem: `erro fora de { message }: ${text.slice(0, 200)}` };
    }
    if (ENGLISH.test(message)) return { input, status, problem: `mensagem em inglês: ${message}` };
  }
  return { input, status };
}

beforeAll(async () => {
  stack = await startStack({
    ...CHEAP_HASHING,
    CHECKOUT_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    PASSWORD_HASH_QUEUE: '1000',
    ...RATE_LIMITS,
  });
  cookies.user = await signIn('usuario@demo.artegospel.com.br');
  cookies.staff = await signIn('admin@demo.artegospel.com.br');
});

afterAll(async () => {
  await stack?.stop();
});

describe('fuzz through the BFF', () => {
  it(`${COUNT} generated bad inputs: no 5xx, no stack trace, no hang, errors as pt-BR { message }`, async ({
    annotate,
  }) => {
    const inputs = generateInputs(SEED, COUNT, WEBHOOK_TOKEN);
    expect(inputs.length).toBeGreaterThanOrEqual(1_000);
    const outcomes: Outcome[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < inputs.length) {
          const input = inputs[next++] as FuzzInput;
          outcomes.push(await send(input));
        }
      }),
    );

    const classes: Record<string, number> = {};
    const statuses: Record<number, number> = {};
    for (const { status } of outcomes) {
      const name = status === 0 ? 'sem resposta' : `${Math.floor(status / 100)}xx`;
      classes[name] = (classes[name] ?? 0) + 1;
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    const endpoints = new Set(inputs.map((input) => `${input.method} ${input.path.split('?')[0]}`));
    const kinds = new Set(inputs.map((input) => input.kind.split(':')[0]));
    await annotate(
      [
        `fuzz: ${outcomes.length} entradas (semente ${SEED}), ${endpoints.size} combinações método/caminho, ${kinds.size} tipos de ataque`,
        `classes: ${JSON.stringify(classes)}`,
        `status: ${JSON.stringify(statuses)}`,
      ].join('\n'),
    );

    const problems = outcomes
      .filter((outcome) => outcome.problem)
      .map(
        ({ input, status, problem }) =>
          `${input.method} ${input.path.slice(0, 120)} [${input.session}] (${input.kind}) → ${status}: ${problem}`,
      );
    const log = () =>
      stack
        .output()
        .split('\n')
        .filter((line) => line && !line.includes('"msg":"request"'))
        .slice(-40)
        .join('\n');
    expect(problems, problems.length > 0 ? `saída da pilha (fim):\n${log()}` : '').toEqual([]);
    expect(outcomes).toHaveLength(inputs.length);
  });
});
