import { delay, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiJson,
  apiRequest,
  apiSend,
  buildQueryUrl,
  fetchCurrentUser,
  LOGOUT_ABORT_MS,
  logoutRequest,
  USER_TIMEOUT_MS,
  withTimestamp,
} from './api-client';
import { record, setupMswServer, TEST_ORIGIN } from './test/msw-server';

setupMswServer();

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const MUTATING = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to reject');
}

describe('apiRequest — request shape (§7)', () => {
  it('sends cookies on every call (credentials: include, as seen by MSW)', async () => {
    const seen = record('GET', '/api/ping');
    await apiRequest('GET', '/api/ping');
    // happy-dom's Request defaults to 'same-origin', so this fails if the option is dropped.
    expect(seen.requests[0]?.credentials).toBe('include');
  });

  it.each(MUTATING)('adds the _t timestamp query parameter on %s', async (method) => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_123);
    const seen = record(method, '/api/thing');
    await apiRequest(method, '/api/thing', { a: 1 });
    const url = new URL(seen.requests[0]!.url);
    expect(url.origin + url.pathname).toBe(`${TEST_ORIGIN}/api/thing`);
    expect(url.searchParams.get('_t')).toBe('1700000000123');
  });

  it('does not add _t, no-cache headers or X-Timestamp on GET', async () => {
    const seen = record('GET', '/api/thing');
    await apiRequest('GET', '/api/thing');
    const request = seen.requests[0]!;
    expect(new URL(request.url).searchParams.has('_t')).toBe(false);
    expect(request.headers.get('X-Timestamp')).toBeNull();
    expect(request.headers.get('Cache-Control')).toBeNull();
    expect(request.headers.get('Pragma')).toBeNull();
  });

  it('keeps the existing query string when adding _t', async () => {
    const seen = record('POST', '/api/popups/view');
    await apiRequest('POST', '/api/popups/view?sessionId=abc&tag=a&tag=b', {});
    const params = new URL(seen.requests[0]!.url).searchParams;
    expect(params.get('sessionId')).toBe('abc');
    expect(params.getAll('tag')).toEqual(['a', 'b']);
    expect(params.has('_t')).toBe(true);
  });

  it('keeps the query and the hash in the URL it builds (withTimestamp)', () => {
    // fetch drops the fragment before it reaches the network, so this is checked on the
    // URL apiRequest hands to fetch.
    expect(withTimestamp('/api/x?a=1#frag', 42)).toBe('/api/x?a=1&_t=42#frag');
    expect(withTimestamp('https://api.example.com/p?a=1#h', 42)).toBe(
      'https://api.example.com/p?a=1&_t=42#h',
    );
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{}', { status: 200 }));
    vi.spyOn(Date, 'now').mockReturnValue(7);
    return apiRequest('DELETE', '/api/x?a=1#frag').then(() => {
      expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/x?a=1&_t=7#frag');
    });
  });

  it.each(MUTATING)(
    'sends the no-cache headers and X-Timestamp equal to _t on %s',
    async (method) => {
      // Every Date.now() read gives a new value, so X-Timestamp only equals _t when both come
      // from one read (a second read for the header would make them differ).
      let clock = 1_700_000_000_000;
      vi.spyOn(Date, 'now').mockImplementation(() => ++clock);
      const seen = record(method, '/api/thing');
      await apiRequest(method, '/api/thing');
      const request = seen.requests[0]!;
      expect(request.headers.get('Cache-Control')).toBe('no-cache, no-store, must-revalidate');
      expect(request.headers.get('Pragma')).toBe('no-cache');
      expect(request.headers.get('Expires')).toBe('0');
      const t = new URL(request.url).searchParams.get('_t');
      expect(t).toMatch(/^\d+$/);
      expect(request.headers.get('X-Timestamp')).toBe(t);
    },
  );

  it('sends a JSON body with Content-Type application/json', async () => {
    const seen = record('POST', '/api/login');
    const payload = { username: 'ana@example.com', password: 'segredo', rememberMe: true };
    await apiRequest('POST', '/api/login', payload);
    const request = seen.requests[0]!;
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.json()).toEqual(payload);
  });

  it('sends FormData as multipart (no JSON content type, fields and file intact)', async () => {
    const seen = record('POST', '/api/reports-v2/upload');
    const form = new FormData();
    form.append('reportTypeId', '2');
    form.append('evidence', new File(['png-bytes'], 'prova.png', { type: 'image/png' }));
    await apiRequest('POST', '/api/reports-v2/upload', form);
    const request = seen.requests[0]!;
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const received = await request.formData();
    expect(received.get('reportTypeId')).toBe('2');
    const file = received.get('evidence');
    expect(file).not.toBeNull();
    expect(typeof file).not.toBe('string');
    expect(await (file as Blob).text()).toBe('png-bytes');
  });

  it('lets caller headers through', async () => {
    const seen = record('GET', '/api/thing');
    await apiRequest('GET', '/api/thing', undefined, { headers: { 'X-Test': 'sim' } });
    expect(seen.requests[0]!.headers.get('X-Test')).toBe('sim');
  });
});

describe('apiRequest — error text chain (§8)', () => {
  it('uses the JSON body message first', async () => {
    record('POST', '/api/login', () =>
      HttpResponse.json(
        { message: 'Credenciais inválidas', error: { message: 'ignored' } },
        { status: 401, statusText: 'Unauthorized' },
      ),
    );
    const error = await rejection(apiRequest('POST', '/api/login', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Credenciais inválidas');
    expect(error.status).toBe(401);
    expect(error.body).toEqual({ message: 'Credenciais inválidas', error: { message: 'ignored' } });
  });

  it('falls back to error.message when there is no message', async () => {
    record('GET', '/api/thing', () =>
      HttpResponse.json({ error: { message: 'Plano expirado' } }, { status: 403 }),
    );
    const error = await rejection(apiRequest('GET', '/api/thing'));
    expect(error.message).toBe('Plano expirado');
    expect(error.status).toBe(403);
  });

  it('falls back to the raw body text when it is not JSON', async () => {
    record(
      'GET',
      '/api/thing',
      () => new HttpResponse('Serviço indisponível', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await rejection(apiRequest('GET', '/api/thing'));
    expect(error.message).toBe('Serviço indisponível');
    expect(error.body).toBe('Serviço indisponível');
  });

  it('falls back to the HTTP status text when the body is empty', async () => {
    record(
      'GET',
      '/api/thing',
      () => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' }),
    );
    const error = await rejection(apiRequest('GET', '/api/thing'));
    expect(error.message).toBe('Internal Server Error');
    expect(error.status).toBe(500);
    expect(error.body).toBeNull();
  });

  it('uses "Erro <status>" when even the status text is empty (our last step)', async () => {
    // MSW fills a standard status's text in (503 → 'Service Unavailable', as HTTP/1.1 does);
    // a non-standard status keeps it empty, like an HTTP/2 response would.
    record('GET', '/api/thing', () => new HttpResponse(null, { status: 599, statusText: '' }));
    const error = await rejection(apiRequest('GET', '/api/thing'));
    expect(error.message).toBe('Erro 599');
  });

  it('gives the connectivity text on a network failure (status 0)', async () => {
    record('GET', '/api/thing', () => HttpResponse.error());
    const error = await rejection(apiRequest('GET', '/api/thing'));
    expect(error.message).toBe(
      'Falha na conexão. Verifique sua conexão com a internet e tente novamente.',
    );
    expect(error.status).toBe(0);
  });

  it('gives the cancelled text when the caller aborts (status 0)', async () => {
    record('GET', '/api/slow', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    const controller = new AbortController();
    const pending = apiRequest('GET', '/api/slow', undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    const error = await rejection(pending);
    expect(error.message).toBe('Requisição cancelada. Tente novamente.');
    expect(error.status).toBe(0);
  });

  it('gives the cancelled text when the client time-out aborts', async () => {
    record('GET', '/api/slow', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    const error = await rejection(apiRequest('GET', '/api/slow', undefined, { timeoutMs: 20 }));
    expect(error.message).toBe('Requisição cancelada. Tente novamente.');
    expect(error.status).toBe(0);
  });
});

describe('apiJson and buildQueryUrl', () => {
  it('apiJson parses the JSON body', async () => {
    record('GET', '/api/thing', { a: 1 });
    await expect(apiJson('GET', '/api/thing')).resolves.toEqual({ a: 1 });
  });

  it('apiJson gives null for an empty body', async () => {
    record('POST', '/api/email-verification/send', () => new HttpResponse(null, { status: 204 }));
    await expect(apiJson('POST', '/api/email-verification/send')).resolves.toBeNull();
  });

  it('buildQueryUrl skips undefined and null values', () => {
    expect(
      buildQueryUrl('/api/popups/active', {
        sessionId: 's1',
        currentPath: undefined,
        page: 2,
        q: null,
        ok: false,
      }),
    ).toBe('/api/popups/active?sessionId=s1&page=2&ok=false');
    expect(buildQueryUrl('/api/x', { a: undefined })).toBe('/api/x');
    expect(buildQueryUrl('/api/x?a=1', { b: 'c d' })).toBe('/api/x?a=1&b=c+d');
  });
});

describe('session calls (§7 flow 1, §9)', () => {
  it('fetchCurrentUser returns the user on 200', async () => {
    const user = { id: 1, username: 'ana', name: 'Ana', nivelacesso: 'usuario' };
    const seen = record('GET', '/api/user', user);
    await expect(fetchCurrentUser()).resolves.toEqual(user);
    expect(seen.requests[0]!.credentials).toBe('include');
  });

  it('fetchCurrentUser maps 401 to null (logged out) and throws on other errors', async () => {
    record('GET', '/api/user', () =>
      HttpResponse.json({ message: 'Não autenticado' }, { status: 401 }),
    );
    await expect(fetchCurrentUser()).resolves.toBeNull();
    record('GET', '/api/user', () => HttpResponse.json({ message: 'Falhou' }, { status: 500 }));
    await expect(fetchCurrentUser()).rejects.toMatchObject({ status: 500, message: 'Falhou' });
  });

  it('fetchCurrentUser is aborted by the 10 s client time-out', async () => {
    expect(USER_TIMEOUT_MS).toBe(10_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const seen = record('GET', '/api/user', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    let settled: unknown = 'pending';
    const pending = fetchCurrentUser().then(
      (value) => {
        settled = value;
      },
      (error: unknown) => {
        settled = error;
      },
    );
    await vi.advanceTimersByTimeAsync(USER_TIMEOUT_MS - 1);
    expect(seen.requests).toHaveLength(1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toBeInstanceOf(ApiError);
    expect((settled as ApiError).message).toBe('Requisição cancelada. Tente novamente.');
  });

  it('logoutRequest POSTs an empty JSON body {}', async () => {
    const seen = record('POST', '/api/logout', () => new HttpResponse(null, { status: 200 }));
    await expect(logoutRequest()).resolves.toBeUndefined();
    const request = seen.requests[0]!;
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.text()).toBe('{}');
    expect(new URL(request.url).searchParams.has('_t')).toBe(true);
  });

  it('logoutRequest is aborted after 3 s and rejects', async () => {
    expect(LOGOUT_ABORT_MS).toBe(3_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    record('POST', '/api/logout', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    let settled: unknown = 'pending';
    const pending = logoutRequest().then(
      () => {
        settled = 'resolved';
      },
      (error: unknown) => {
        settled = error;
      },
    );
    await vi.advanceTimersByTimeAsync(LOGOUT_ABORT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toBeInstanceOf(ApiError);
    expect((settled as ApiError).message).toBe('Requisição cancelada. Tente novamente.');
  });

  it('logoutRequest rejects on a server failure', async () => {
    record('POST', '/api/logout', () => HttpResponse.json({ message: 'Erro' }, { status: 500 }));
    await expect(logoutRequest()).rejects.toBeInstanceOf(ApiError);
  });
});

describe('apiSend (calls whose answer is not needed)', () => {
  it('reads the answer to the end, so the request does not stay open', async () => {
    const answer = new Response(JSON.stringify({ success: true }), {
      headers: { 'Content-Type': 'application/json' },
    });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer);
    await apiSend('POST', '/api/popups/track-view/1', { sessionId: 's' });
    expect(answer.bodyUsed).toBe(true);
  });

  it('still throws the API error of a failed call', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ message: 'Popup não encontrado' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const error = await rejection(apiSend('POST', '/api/popups/track-view/9', { sessionId: 's' }));
    expect(error.message).toBe('Popup não encontrado');
  });
});
