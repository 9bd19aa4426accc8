import type { Hono } from 'hono';
import { SESSION_COOKIE } from '../auth/session';

let ipCounter = 0;

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
    const res = await app.request(path, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
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
