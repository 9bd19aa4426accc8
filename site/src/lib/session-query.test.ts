import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { userQueryOptions } from './session-query';
import { record, setupMswServer } from './test/msw-server';

setupMswServer();

const client = createQueryClient();
afterEach(() => client.clear());

describe('userQueryOptions (§4.1, §9 "User fetch (flow 1)")', () => {
  it('is keyed on /api/user, fresh 5 min, cached 10 min', () => {
    expect(userQueryOptions.queryKey).toEqual(['/api/user']);
    expect(userQueryOptions.staleTime).toBe(300_000);
    expect(userQueryOptions.gcTime).toBe(600_000);
  });

  it('resolves to the user, and to null on 401 (logged out)', async () => {
    record('GET', '/api/user', { id: 7, username: 'joao' });
    await expect(client.fetchQuery(userQueryOptions)).resolves.toEqual({ id: 7, username: 'joao' });
    client.clear();
    record('GET', '/api/user', () => HttpResponse.json({ message: 'x' }, { status: 401 }));
    await expect(client.fetchQuery(userQueryOptions)).resolves.toBeNull();
  });
});
