/**
 * MSW (msw/node) helpers for the site's logic tests.
 *
 * Under Vitest's happy-dom environment `globalThis.fetch`, `Request`, `Headers`,
 * `AbortController` and `FormData` are happy-dom's (vitest copies them onto the global).
 * `server.listen()` replaces `globalThis.fetch` with MSW's interceptor, so happy-dom's fetch is
 * intercepted like Node's would be; the interceptor resolves relative URLs ('/api/x') against
 * `location` (http://localhost:3000/ in site/vitest.config.ts), so no URL rewriting is needed
 * in the client.
 */
import { type HttpHandler, HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const TEST_ORIGIN = 'http://localhost:3000';

export const server = setupServer();

/** Starts the server for the calling test file; unknown requests fail the test. */
export function setupMswServer(): typeof server {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Recorded {
  /** Clones of every request the handler saw, in order. */
  requests: Request[];
}

const factories = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

/**
 * Installs a handler for `method path` that records each request and answers with `reply`
 * (a JSON value, or a function returning a Response).
 */
export function record(
  method: Method,
  path: string,
  reply: JsonBodyType | ((request: Request) => Response | Promise<Response>) = {},
): Recorded {
  const recorded: Recorded = { requests: [] };
  const handler: HttpHandler = factories[method](path, async ({ request }) => {
    recorded.requests.push(request.clone());
    return typeof reply === 'function' ? reply(request) : HttpResponse.json(reply);
  });
  server.use(handler);
  return recorded;
}
