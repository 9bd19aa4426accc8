/**
 * The site's API client (platform spec §7 "The calls it makes", §8 "The error catalogue",
 * §9 "Business constants and limits"; ARCHITECTURE.md "The contract").
 *
 * - Every call sends cookies (`credentials: 'include'`).
 * - Bodies are JSON (`Content-Type: application/json`), except `FormData`, which is sent as
 *   is so the runtime writes the multipart boundary itself.
 * - Mutating calls (POST, PUT, PATCH, DELETE) get a `_t` timestamp query parameter (existing
 *   query and hash kept), the no-cache headers and an `X-Timestamp` header equal to `_t`.
 * - A non-OK response throws {@link ApiError} whose message follows the §8 chain: JSON body
 *   `message` → `error.message` → raw body text → HTTP status text → `Erro ${status}` (the last
 *   step is ours: the spec stops at the status text, which HTTP/2 responses leave empty).
 * - A fetch that rejects because it was aborted (caller signal or our time-out) throws
 *   ApiError(status 0, 'Requisição cancelada. Tente novamente.'); any other rejection (a
 *   `TypeError` from the network layer) throws ApiError(status 0, 'Falha na conexão. …').
 *
 * `fetch` is read from `globalThis` on every call (never captured at import) so that MSW's
 * interceptor, which replaces `globalThis.fetch` when the server starts listening, sees it.
 */
import { LOGOUT_ABORT_MS, USER_FETCH_TIMEOUT_MS } from '@arte-gospel/domain';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  /** Cancels the request; a cancel surfaces as the §8 "cancelled" ApiError. */
  signal?: AbortSignal;
  /** Client time-out; when it fires the request is aborted (same "cancelled" error). */
  timeoutMs?: number;
  /** Extra headers; they override the defaults set here. */
  headers?: Record<string, string>;
}

/** §9: "User fetch (flow 1) — time-out 10 s"; "Logout abort — 3 s" (constants in domain/). */
export const USER_TIMEOUT_MS = USER_FETCH_TIMEOUT_MS;
export { LOGOUT_ABORT_MS };

/** §8 connectivity failure text. */
export const CONNECTION_ERROR_MESSAGE =
  'Falha na conexão. Verifique sua conexão com a internet e tente novamente.';
/** §8 cancelled request text (also used when a client time-out aborts the request). */
export const CANCELLED_ERROR_MESSAGE = 'Requisição cancelada. Tente novamente.';

const MUTATING_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** §7: the no-cache headers of a mutating call. */
export const NO_CACHE_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-cache, no-store, must-revalidate',
  Pragma: 'no-cache',
  Expires: '0',
};

/**
 * A failed call. `status` is the HTTP status, or 0 when no response arrived (connectivity
 * failure or cancel). `body` is the parsed JSON body when it parses, else the raw text, else
 * null.
 */
export class ApiError extends Error {
  status: number;
  body: unknown;

  constructor(status: number, message: string, body: unknown = null, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

const ABSOLUTE_URL = /^[a-z][a-z\d+\-.]*:/i;
const PLACEHOLDER_ORIGIN = 'http://placeholder.invalid';

/**
 * Adds (or replaces) the `_t` query parameter, keeping the rest of the query and the hash.
 * A relative URL stays relative (the browser, or MSW's interceptor, resolves it against the
 * page's location).
 */
export function withTimestamp(url: string, timestamp: number): string {
  const absolute = ABSOLUTE_URL.test(url);
  const parsed = new URL(url, absolute ? undefined : `${PLACEHOLDER_ORIGIN}/`);
  parsed.searchParams.set('_t', String(timestamp));
  if (absolute) return parsed.href;
  if (url.startsWith('/')) return parsed.pathname + parsed.search + parsed.hash;
  // Path-relative ("api/x"): keep it relative to the page, not to the placeholder root.
  return parsed.pathname.slice(1) + parsed.search + parsed.hash;
}

/**
 * Builds `path?query` from a params object. `undefined` values are skipped (§7); `null` values
 * are skipped too (they have no query-string form, and sending "null" would be a lie). Arrays
 * repeat the key; other values go through `String()`.
 */
export function buildQueryUrl(path: string, params?: Record<string, unknown>): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) {
        if (item !== undefined && item !== null) search.append(key, String(item));
      }
    } else {
      search.append(key, String(value));
    }
  }
  const query = search.toString();
  if (!query) return path;
  const hashIndex = path.indexOf('#');
  const base = hashIndex === -1 ? path : path.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : path.slice(hashIndex);
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Reads a failed response into an ApiError following the §8 text chain. */
async function errorFromResponse(response: Response): Promise<ApiError> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    text = '';
  }
  let body: unknown = text === '' ? null : text;
  let parsed: unknown;
  if (text !== '') {
    try {
      parsed = JSON.parse(text);
      body = parsed;
    } catch {
      parsed = undefined;
    }
  }
  let message: string;
  if (isRecord(parsed) && nonEmptyString(parsed.message)) {
    message = parsed.message;
  } else if (
    isRecord(parsed) &&
    isRecord(parsed.error) &&
    nonEmptyString((parsed.error as Record<string, unknown>).message)
  ) {
    message = (parsed.error as Record<string, unknown>).message as string;
  } else if (text.trim() !== '') {
    message = text;
  } else if (nonEmptyString(response.statusText)) {
    message = response.statusText;
  } else {
    message = `Erro ${response.status}`;
  }
  return new ApiError(response.status, message, body);
}

function isAbortError(error: unknown): boolean {
  return isRecord(error) && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/**
 * Makes one call. Resolves with the OK `Response`; throws {@link ApiError} otherwise (see the
 * module comment for the rules). The type parameter is accepted for call sites written as
 * `apiRequest<T>(…)` and does not type the `Response`; use {@link apiJson} for typed data.
 */
export async function apiRequest<_T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    requestBody = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    requestBody = JSON.stringify(body);
  }

  let requestUrl = url;
  if (MUTATING_METHODS.has(method)) {
    const timestamp = Date.now();
    requestUrl = withTimestamp(url, timestamp);
    Object.assign(headers, NO_CACHE_HEADERS);
    headers['X-Timestamp'] = String(timestamp);
  }
  Object.assign(headers, options.headers);

  // One controller carries both the caller's signal and the time-out, so a time-out is a
  // plain abort (AbortError) and lands on the "cancelled" text like any other cancel.
  const controller = new AbortController();
  const { signal: callerSignal, timeoutMs } = options;
  const onCallerAbort = () => controller.abort();
  if (callerSignal) {
    if (callerSignal.aborted) controller.abort();
    else callerSignal.addEventListener('abort', onCallerAbort, { once: true });
  }
  const timer =
    timeoutMs !== undefined && Number.isFinite(timeoutMs)
      ? setTimeout(() => controller.abort(), timeoutMs)
      : undefined;

  let response: Response;
  try {
    response = await globalThis.fetch(requestUrl, {
      method,
      headers,
      body: requestBody,
      credentials: 'include',
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted || isAbortError(error)) {
      throw new ApiError(0, CANCELLED_ERROR_MESSAGE, null, { cause: error });
    }
    throw new ApiError(0, CONNECTION_ERROR_MESSAGE, null, { cause: error });
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }

  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

/** {@link apiRequest} plus JSON parsing of the OK body. An empty body gives `null`. */
export async function apiJson<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options?: ApiRequestOptions,
): Promise<T> {
  const response = await apiRequest(method, url, body, options);
  const text = await response.text();
  if (text.trim() === '') return null as T;
  return JSON.parse(text) as T;
}

/**
 * {@link apiRequest} for calls whose answer is not needed (tracking, logout): the body is read
 * to the end all the same. An unread body leaves the request open in the browser, and a page
 * whose network never goes quiet keeps Lighthouse (and a phone's radio) waiting.
 */
export async function apiSend(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options?: ApiRequestOptions,
): Promise<void> {
  const response = await apiRequest(method, url, body, options);
  await response.arrayBuffer();
}

/**
 * The user as the site reads it (platform §3 "User"). A local minimal shape: the valibot
 * schema lives in domain/ and is not depended on here.
 */
export interface CurrentUser {
  id: number | string;
  name?: string | null;
  username: string;
  email?: string | null;
  phone?: string | null;
  profileimageurl?: string | null;
  nivelacesso?: string | null;
  tipoplano?: string | null;
  acessovitalicio?: boolean | null;
  dataexpiracao?: string | null;
  origemassinatura?: string | null;
  /** Ours: the account proved it owns its email. */
  emailVerified?: boolean;
  /** Ours: a purchase for this email waits for that proof (the panel asks for it). */
  pendingPurchase?: boolean;
}

/** The name other modules use for the current user (same local shape as {@link CurrentUser}). */
export type User = CurrentUser;

/**
 * GET /api/user (§7, flow 1) with the 10 s client time-out (§9). A 401 means "no user" (§4.1)
 * and gives `null`; any other failure throws ApiError. The optional signal lets react-query
 * cancel it (it is used as a queryFn).
 */
export async function fetchCurrentUser(context?: { signal?: AbortSignal }): Promise<User | null> {
  try {
    return await apiJson<CurrentUser | null>('GET', '/api/user', undefined, {
      timeoutMs: USER_TIMEOUT_MS,
      signal: context?.signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * POST /api/logout with an empty JSON body `{}`, aborted after 3 s (§7, §9). Rejects with
 * ApiError on any failure (non-OK, connectivity, time-out). The caller clears the user locally
 * whatever the outcome (§4.1: logout clears the user at once, even if the server call fails
 * or times out).
 */
export async function logoutRequest(): Promise<void> {
  await apiSend('POST', '/api/logout', {}, { timeoutMs: LOGOUT_ABORT_MS });
}
