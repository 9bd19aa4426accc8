/**
 * Back from the checkout (issue 16): once a plan's checkout tab was opened, each return to
 * this tab (it becomes visible again, or its window gets the focus back) refetches the user
 * and the subscription, so the header and the panel show the purchase without a reload. It
 * stops once the account's plan changed, or an hour after the checkout was opened.
 */
import type { PlanSlug } from '@arte-gospel/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { User } from './api-client';
import { openCheckout } from './attribution';
import { useCheckoutLinks } from './queries/checkout-links';
import { queryKeys } from './queries/keys';

export const CHECKOUT_RETURN_WINDOW_MS = 60 * 60 * 1000;

type Events = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
export type ReturnDocument = Events & { readonly visibilityState: DocumentVisibilityState };

const disarmers = new WeakMap<object, () => void>();

/** What a purchase changes on the account. */
function planOf(client: QueryClient): string {
  const user = client.getQueryData<User | null>(queryKeys.user);
  return JSON.stringify([
    user?.id,
    user?.nivelacesso,
    user?.tipoplano,
    user?.acessovitalicio,
    user?.dataexpiracao,
  ]);
}

/**
 * Arms the refetch on return for `doc` (again: the hour starts over). Returns the disarm.
 * `win` gets the focus when the checkout opened in a window of its own.
 */
export function refetchOnReturn(
  client: QueryClient,
  doc: ReturnDocument = document,
  win: Events | null = typeof window === 'undefined' ? null : window,
  now: () => number = Date.now,
): () => void {
  disarmers.get(doc)?.();
  const before = planOf(client);
  const until = now() + CHECKOUT_RETURN_WINDOW_MS;
  const onReturn = async () => {
    if (doc.visibilityState !== 'visible') return;
    if (now() > until) {
      disarm();
      return;
    }
    await Promise.all(
      [queryKeys.user, queryKeys.subscription].map((queryKey) =>
        client.refetchQueries({ queryKey, exact: true }, { cancelRefetch: false }),
      ),
    );
    if (planOf(client) !== before) disarm();
  };
  const listener = () => void onReturn();
  function disarm() {
    doc.removeEventListener('visibilitychange', listener);
    win?.removeEventListener('focus', listener);
    if (disarmers.get(doc) === disarm) disarmers.delete(doc);
  }
  doc.addEventListener('visibilitychange', listener);
  win?.addEventListener('focus', listener);
  disarmers.set(doc, disarm);
  return disarm;
}

/** The console warning of a plan button whose plan has no checkout link (platform §2.5). */
export function noCheckoutLinkWarning(plan: PlanSlug): string {
  return `Plano ${plan} sem link de checkout: nada foi aberto.`;
}

/**
 * A plan button's action: the checkout in a new tab, and the account refetched on return. A
 * plan the API says has no checkout link only logs a warning and shows nothing (platform
 * §2.5), and the links are asked for again. The links are asked for once the page has
 * loaded; a click before the answer opens the tab (the BFF sends a plan with no link back
 * to /planos): a window.open after waiting for the answer would be outside the click, and
 * browsers block it.
 */
export function useOpenCheckout(): (plan: PlanSlug) => void {
  const client = useQueryClient();
  const links = useCheckoutLinks().data;
  return useCallback(
    (plan: PlanSlug) => {
      if (links?.[plan] === null) {
        console.warn(noCheckoutLinkWarning(plan));
        // Asked again: a link staff set since is there for the next click.
        void client.invalidateQueries({ queryKey: queryKeys.checkoutLinks });
        return;
      }
      refetchOnReturn(client);
      void openCheckout(plan);
    },
    [client, links],
  );
}
