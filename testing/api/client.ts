import type { Hono } from 'hono';
import { SESSION_COOKIE } from '../../api/src/auth/session';

let ipCounter = 0;

/**
 * The bindings @hono/node-server gives a request, as app.request()'s third argument: the
 * request then comes from `ip`'s socket (the API takes the client address from the socket
 * unless the BFF's secret vouches for X-Forwarded-For).
 */
export function fromAddress(ip: string) {
  return { incoming: { socket: { remoteAddress: ip, remotePort: 40_000, remoteFamily: 'IPv4' } } };
}

/**
 * A browser-like test client for app.request(): keeps the session cookie between calls and
 * uses its own client address (rate limits are per address).
 */
export function testClient(app: Pick<Hono, 'request'>, ip = `10.1.0.${++ipCounter}`) {
  let cookie = '';
  const call = async <T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await app.request(
      path,
      {
        method,
        headers: {
          'content-type': 'application/json',
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
        ...(body === undefined
          ? {}
          : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      },
      fromAddress(ip),
    );
    const setCookie = res.headers.get('set-cookie');
    if (setCookie?.startsWith(`${SESSION_COOKIE}=`)) {
      const value = setCookie.split(';')[0]!;
      cookie = value.endsWith('=') ? '' : value;
    }
    const text = await res.text();
    return {
      status: res.status,
      body: (text ? JSON.parse(text) : null) as T,
      setCookie,
    };
  };
  return { call, cookie: () => cookie };
}

/** A test client signed in as `email` (a 200 from POST /api/login, else the test fails). */
export async function signedInClient(
  app: Pick<Hono, 'request'>,
  email: string,
  password = 'demo12345',
) {
  const client = testClient(app);
  const res = await client.call('POST', '/api/login', { username: email, password });
  if (res.status !== 200) throw new Error(`login de ${email} respondeu ${res.status}`);
  return client;
}
