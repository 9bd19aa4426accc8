import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { User } from '../api-client';
import { createQueryClient } from '../query-client';
import { userQueryOptions } from '../session-query';
import { setupMswServer } from '../test/msw-server';
import { toastQueue } from '../toast';
import { useLogout } from './logout';

const server = setupMswServer();

function setup() {
  const client = createQueryClient();
  const user: User = { id: 1, username: 'ana' };
  client.setQueryData(userQueryOptions.queryKey, user);
  client.setQueryData(['/api/favorites'], { arts: [], totalCount: 0 });
  const location = memoryLocation({ path: '/painel/inicio', record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <Router hook={location.hook}>{children}</Router>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useLogout(), { wrapper });
  return { client, location, result };
}

afterEach(() => {
  toastQueue.items.splice(0);
});

describe('useLogout (platform §4.1, §7, §9)', () => {
  it('clears the user at once, toasts and goes to /auth while the server call is still pending', async () => {
    let seen: Request | undefined;
    server.use(
      http.post('/api/logout', async ({ request }) => {
        seen = request;
        await delay('infinite');
        return HttpResponse.json({ success: true });
      }),
    );
    const { client, location, result } = setup();
    act(() => result.current.mutate());
    await waitFor(() => expect(client.getQueryData(userQueryOptions.queryKey)).toBeNull());
    expect(client.getQueryData(['/api/favorites'])).toBeUndefined();
    expect(toastQueue.items.map((t) => t.title)).toEqual(['Logout realizado']);
    expect(location.history.at(-1)).toBe('/auth?tab=login');
    await waitFor(() => expect(seen).toBeDefined());
    expect(await seen?.json()).toEqual({});
    expect(new URL(seen?.url ?? '').searchParams.has('_t')).toBe(true);
  });

  it('still logs out locally when the server fails', async () => {
    server.use(
      http.post('/api/logout', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    const { client, result } = setup();
    await act(() => result.current.mutateAsync());
    expect(client.getQueryData(userQueryOptions.queryKey)).toBeNull();
    expect(toastQueue.items.map((t) => t.title)).toEqual(['Logout realizado']);
  });
});
