import {
  focusManager,
  onlineManager,
  QueryClient,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import {
  createQueryClient,
  DATA_GC_MS,
  DATA_STALE_MS,
  getQueryFn,
  queryClient as sharedQueryClient,
} from './query-client';
import { record, setupMswServer, TEST_ORIGIN } from './test/msw-server';

setupMswServer();

const clients: QueryClient[] = [];
function freshClient(): QueryClient {
  const client = createQueryClient();
  clients.push(client);
  return client;
}

afterEach(() => {
  vi.useRealTimers();
  for (const client of clients.splice(0)) client.clear();
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
});

function wrapperFor(client: QueryClient) {
  return ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
}

describe('default query function (§7)', () => {
  it('GETs the first key element with the second as query params, undefined skipped', async () => {
    const seen = record('GET', '/api/artes', [{ id: 1 }]);
    const client = freshClient();
    const data = await client.fetchQuery({
      queryKey: ['/api/artes', { page: 2, categoria: undefined, busca: 'cruz' }],
    });
    expect(data).toEqual([{ id: 1 }]);
    expect(seen.requests).toHaveLength(1);
    const request = seen.requests[0]!;
    expect(request.method).toBe('GET');
    expect(request.credentials).toBe('include');
    const url = new URL(request.url);
    expect(url.origin + url.pathname).toBe(`${TEST_ORIGIN}/api/artes`);
    expect([...url.searchParams.entries()]).toEqual([
      ['page', '2'],
      ['busca', 'cruz'],
    ]);
  });

  it('GETs the bare path when the key has one element', async () => {
    const seen = record('GET', '/api/site-settings', { logoUrl: '/logo.png' });
    const data = await freshClient().fetchQuery({ queryKey: ['/api/site-settings'] });
    expect(data).toEqual({ logoUrl: '/logo.png' });
    expect(new URL(seen.requests[0]!.url).search).toBe('');
  });

  it('returnNull: a 401 gives null', async () => {
    record('GET', '/api/users/stats', () =>
      HttpResponse.json({ message: 'Não autenticado' }, { status: 401 }),
    );
    const data = await freshClient().fetchQuery({
      queryKey: ['/api/users/stats'],
      queryFn: getQueryFn({ on401: 'returnNull' }),
    });
    expect(data).toBeNull();
  });

  it('throw: a 401 is an ApiError', async () => {
    record('GET', '/api/users/stats', () =>
      HttpResponse.json({ message: 'Não autenticado' }, { status: 401 }),
    );
    const pending = freshClient().fetchQuery({
      queryKey: ['/api/users/stats'],
      queryFn: getQueryFn({ on401: 'throw' }),
    });
    await expect(pending).rejects.toBeInstanceOf(ApiError);
    await expect(pending).rejects.toMatchObject({ status: 401, message: 'Não autenticado' });
  });

  it('returnNull: any other non-OK response is still an ApiError', async () => {
    record('GET', '/api/users/stats', () =>
      HttpResponse.json({ message: 'Quebrou' }, { status: 500 }),
    );
    await expect(
      freshClient().fetchQuery({
        queryKey: ['/api/users/stats'],
        queryFn: getQueryFn({ on401: 'returnNull' }),
      }),
    ).rejects.toMatchObject({ status: 500, message: 'Quebrou' });
  });

  it("passes react-query's signal (an aborted signal cancels the fetch)", async () => {
    record('GET', '/api/artes', []);
    const controller = new AbortController();
    controller.abort();
    const queryFn = getQueryFn<unknown>({ on401: 'throw' });
    const context = {
      queryKey: ['/api/artes'],
      signal: controller.signal,
      meta: undefined,
      client: new QueryClient(),
    } as unknown as Parameters<typeof queryFn>[0];
    await expect(queryFn(context)).rejects.toMatchObject({
      status: 0,
      message: 'Requisição cancelada. Tente novamente.',
    });
  });
});

/**
 * A minute on the fake clock: longer than React Query's default retry wait (1 s, then 2 s,
 * 4 s), so a retry or refetch that were coming would have started within it.
 */
const A_MINUTE_MS = 60_000;

describe('query client defaults (§7 "No retries", §9)', () => {
  it('has the spec defaults (getDefaultOptions)', () => {
    expect(DATA_STALE_MS).toBe(300_000);
    expect(DATA_GC_MS).toBe(1_800_000);
    for (const client of [sharedQueryClient, freshClient()]) {
      const { queries, mutations } = client.getDefaultOptions();
      expect(typeof queries?.queryFn).toBe('function');
      expect(queries).toMatchObject({
        staleTime: 300_000,
        gcTime: 1_800_000,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        refetchInterval: false,
      });
      expect(mutations?.retry).toBe(false);
    }
  });

  it('createQueryClient returns a new client each time', () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });

  it('does not retry: a failing query hits the server exactly once', async () => {
    // useQuery (not fetchQuery, which never retries by itself) so the client default counts.
    const seen = record('GET', '/api/falha', () =>
      HttpResponse.json({ message: 'Erro' }, { status: 500 }),
    );
    vi.useFakeTimers();
    const client = freshClient();
    const { result } = renderHook(() => useQuery({ queryKey: ['/api/falha'] }), {
      wrapper: wrapperFor(client),
    });
    // vi.waitFor moves the fake clock on between checks: with retries the error would come
    // only after the retry waits, and with more than one request.
    await vi.waitFor(() => expect(result.current.isError).toBe(true));
    await vi.advanceTimersByTimeAsync(A_MINUTE_MS);
    expect(result.current.failureCount).toBe(1);
    expect(seen.requests).toHaveLength(1);
  });

  it('does not refetch on window focus', async () => {
    const seen = record('GET', '/api/foco', { ok: true });
    const client = freshClient();
    vi.useFakeTimers();
    // staleTime 0 so the data is stale: only refetchOnWindowFocus: false stops a refetch.
    const { result } = renderHook(() => useQuery({ queryKey: ['/api/foco'], staleTime: 0 }), {
      wrapper: wrapperFor(client),
    });
    await vi.waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(seen.requests).toHaveLength(1);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(A_MINUTE_MS);
    expect(result.current.isFetching).toBe(false);
    expect(seen.requests).toHaveLength(1);
  });

  it('does not refetch on mount of a second observer or on reconnect', async () => {
    const seen = record('GET', '/api/montagem', { ok: true });
    const client = freshClient();
    vi.useFakeTimers();
    const hook = () => useQuery({ queryKey: ['/api/montagem'], staleTime: 0 });
    const first = renderHook(hook, { wrapper: wrapperFor(client) });
    await vi.waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    const second = renderHook(hook, { wrapper: wrapperFor(client) });
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(A_MINUTE_MS);
    expect(client.isFetching()).toBe(0);
    expect(second.result.current.isFetching).toBe(false);
    expect(seen.requests).toHaveLength(1);
  });
});
