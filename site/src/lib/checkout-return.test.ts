import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { User } from './api-client';
import { CHECKOUT_RETURN_WINDOW_MS, refetchOnReturn } from './checkout-return';
import { queryKeys } from './queries/keys';

/** A tab whose visibility the test turns, as the browser does when the user switches tabs. */
class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  leave() {
    this.visibilityState = 'hidden';
    this.dispatchEvent(new Event('visibilitychange'));
  }
  comeBack() {
    this.visibilityState = 'visible';
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

const free = {
  id: 9,
  name: 'Ana',
  username: 'ana',
  email: 'ana@example.com',
  nivelacesso: 'usuario',
  tipoplano: null,
  acessovitalicio: false,
  dataexpiracao: null,
} as unknown as User;
const premium = {
  ...free,
  nivelacesso: 'premium',
  tipoplano: 'anual',
  dataexpiracao: '2027-11-25T00:00:00.000Z',
} as User;

/** A client holding the user and the subscription, each answered from `account.user`. */
async function signedIn() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const account = { user: free, userFetches: 0, subscriptionFetches: 0 };
  await client.fetchQuery({
    queryKey: queryKeys.user,
    queryFn: () => {
      account.userFetches += 1;
      return account.user;
    },
  });
  await client.fetchQuery({
    queryKey: queryKeys.subscription,
    queryFn: () => {
      account.subscriptionFetches += 1;
      return { status: account.user.tipoplano ? 'active' : 'none' };
    },
  });
  return { client, account };
}

describe('refetchOnReturn (the checkout tab was opened)', () => {
  it('refetches the user and the subscription each time the tab comes back, until the plan changed', async () => {
    const { client, account } = await signedIn();
    const doc = new FakeDocument();
    refetchOnReturn(client, doc, null);

    doc.leave();
    expect(account.userFetches).toBe(1);

    doc.comeBack();
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(account.userFetches).toBe(2);
    expect(account.subscriptionFetches).toBe(2);

    // The postback arrived while the buyer was away: the next return shows it.
    account.user = premium;
    doc.leave();
    doc.comeBack();
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.user)).toEqual(premium));
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(account.subscriptionFetches).toBe(3);

    // The plan changed: later returns leave the account alone.
    doc.leave();
    doc.comeBack();
    expect(client.isFetching()).toBe(0);
    expect(account.userFetches).toBe(3);
  });

  it('does nothing on return when no checkout was opened', async () => {
    const { client, account } = await signedIn();
    const doc = new FakeDocument();
    const disarm = refetchOnReturn(client, doc, null);
    disarm();
    doc.leave();
    doc.comeBack();
    expect(client.isFetching()).toBe(0);
    expect(account.userFetches).toBe(1);
  });

  it('refetches when the window gets the focus back (a checkout window, not a tab)', async () => {
    const { client, account } = await signedIn();
    const doc = new FakeDocument();
    const win = new EventTarget();
    refetchOnReturn(client, doc, win);
    win.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(account.userFetches).toBe(2));
  });

  it('stops an hour after the checkout was opened', async () => {
    const { client, account } = await signedIn();
    const doc = new FakeDocument();
    let now = 1_000_000;
    refetchOnReturn(client, doc, null, () => now);
    now += CHECKOUT_RETURN_WINDOW_MS + 1;
    doc.leave();
    doc.comeBack();
    expect(client.isFetching()).toBe(0);
    expect(account.userFetches).toBe(1);
  });

  it('arms once per tab however many plan buttons were clicked', async () => {
    const { client, account } = await signedIn();
    const doc = new FakeDocument();
    refetchOnReturn(client, doc, null);
    refetchOnReturn(client, doc, null);
    doc.leave();
    doc.comeBack();
    await vi.waitFor(() => expect(account.userFetches).toBe(2));
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(account.userFetches).toBe(2);
  });
});
