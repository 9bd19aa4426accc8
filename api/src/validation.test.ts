import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../testing/database/fresh-database';
import { createApp } from './app';
import type { DatabaseHandle } from './db/database';
import { WEBHOOK_TOKEN_HEADER } from './purchases/postback';
import {
  BODY_TOO_LARGE_MESSAGE,
  JSON_BODY_MAX_BYTES,
  JSON_REQUIRED_MESSAGE,
  MALFORMED_BODY_MESSAGE,
} from './validation';

// Issue 14 (Low): every input bounded, NUL refused, wrong bodies answered 400/413/415 in
// pt-BR, never a 500.

const TOKEN = 'segredo-do-provedor';
let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;

function post(path: string, body: string, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...headers,
    },
    body,
  });
}

async function answer(res: Response) {
  return { status: res.status, body: await res.json() };
}

const register = (userData: Record<string, unknown>, email = 'ana@demo.org') =>
  JSON.stringify({ email, password: 'segredo1', userData });

beforeAll(async () => {
  handle = await freshDatabase();
  app = createApp({ db: handle.db, log: () => {}, checkoutWebhookToken: TOKEN });
});
afterAll(async () => {
  await handle?.close();
});

describe('JSON bodies', () => {
  it('refuses a body in another media type with 415', async () => {
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/xml']) {
      const res = await post('/api/auth/supabase/login', '{"email":"a@b.co"}', {
        'content-type': type,
      });
      expect(await answer(res), type).toEqual({
        status: 415,
        body: { message: JSON_REQUIRED_MESSAGE },
      });
    }
  });

  it('refuses a body over the limit with 413, declared or not', async () => {
    const huge = JSON.stringify({
      popupId: 1,
      action: 'dismiss',
      sessionId: 'a'.repeat(JSON_BODY_MAX_BYTES),
    });
    expect(await answer(await post('/api/popups/view', huge))).toEqual({
      status: 413,
      body: { message: BODY_TOO_LARGE_MESSAGE },
    });
    const streamed = await app.request('/api/popups/view', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([huge]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(await answer(streamed)).toEqual({
      status: 413,
      body: { message: BODY_TOO_LARGE_MESSAGE },
    });
  });

  it('answers bad JSON with 400', async () => {
    for (const body of ['{"email":', 'null x', '']) {
      expect(await answer(await post('/api/auth/supabase/login', body)), body).toEqual({
        status: 400,
        body: { message: MALFORMED_BODY_MESSAGE },
      });
    }
  });
});

describe('bounded contract inputs', () => {
  it('flow-2 register refuses a long name, a NUL and a long phone', async () => {
    const cases: [string, string][] = [
      [register({ name: 'a'.repeat(121) }), 'O nome deve ter no máximo 120 caracteres'],
      [register({ name: 'An\u0000a' }), 'O nome contém caracteres inválidos'],
      [register({ name: 'Ana', phone: '1'.repeat(21) }), 'WhatsApp muito longo'],
      [
        register({ name: 'Ana' }, `${'a'.repeat(250)}@demo.org`),
        'O email deve ter no máximo 254 caracteres',
      ],
    ];
    for (const [body, message] of cases) {
      expect(await answer(await post('/api/auth/supabase/register', body))).toEqual({
        status: 400,
        body: { message },
      });
    }
    const stored = await handle.db.selectFrom('users').select('id').execute();
    expect(stored).toEqual([]);
  });

  it('query text and path params refuse NUL and out-of-range ids with 400', async () => {
    for (const path of [
      '/api/arts?search=a%00b',
      `/api/arts?categoryId=${2 ** 40}`,
      '/api/artes?fileType=%00',
      '/api/search/suggestions?q=ab%00',
      '/api/categorias/slug/a%00b',
      `/api/popups/active?currentPath=home&sessionId=${'s'.repeat(101)}`,
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(400);
      expect(Object.keys(await res.json())).toEqual(['message']);
    }
  });

  it('the purchase webhook answers 400 to an amount beyond its column and a NUL transaction', async () => {
    const postback = (purchase: Record<string, unknown>) => ({
      id: 'evento-1',
      creation_date: 1759194927364,
      event: 'PURCHASE_APPROVED',
      version: '2.0.0',
      data: {
        buyer: { email: 'comprador@demo.org' },
        purchase: { transaction: 'HP-1', offer: { code: 'artegospel-mensal' }, ...purchase },
      },
    });
    const cases: [Record<string, unknown>, string][] = [
      [postback({ price: { value: 2 ** 40 } }), 'O valor deve ser no máximo 10000000'],
      [postback({ price: { value: -1 } }), 'O valor deve ser no mínimo 0'],
      [postback({ transaction: 'HP\u00001' }), 'A transação contém caracteres inválidos'],
    ];
    for (const [body, message] of cases) {
      const res = await post('/api/webhooks/checkout', JSON.stringify(body), {
        [WEBHOOK_TOKEN_HEADER]: TOKEN,
      });
      expect(await answer(res)).toEqual({ status: 400, body: { message } });
    }
  });
});
