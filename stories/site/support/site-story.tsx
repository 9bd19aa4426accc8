import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { FakeClock } from './fake-clock';

/** The QueryClient of the story on screen (stories share one page, one at a time). */
let currentClient: QueryClient | undefined;
/** The memory location of the story on screen. */
let currentLocation: { history: string[] } | undefined;

function SiteFrame({ route, children }: { route: string; children: ReactNode }) {
  // One client and one location per story: a re-render of the decorator (a viewport or
  // globals change) keeps the story's data instead of fetching everything again.
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
      }),
  );
  const [location] = useState(() => memoryLocation({ path: route, record: true }));
  currentClient = client;
  currentLocation = location;
  return (
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {children}
      </Router>
    </QueryClientProvider>
  );
}

/**
 * Renders a site screen as the app does: a fresh QueryClient per story (no retries, so
 * Error states show at once) and a wouter router at `parameters.route` (default '/').
 * The network is MSW: a story sets its handlers in `beforeEach({ msw })`.
 */
export const withSite: Decorator = (Story, context) => (
  <SiteFrame key={context.id} route={(context.parameters.route as string | undefined) ?? '/'}>
    <Story />
  </SiteFrame>
);

/**
 * The path the story's router is at now (its latest entry, a redirect's replacing the page's):
 * a story whose page sends the user away waits for it to become the destination.
 */
export function storyPath(): string | undefined {
  return currentLocation?.history.at(-1);
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Resolves once the story's queries and mutations have all answered and stayed answered
 * for two frames (a query a loaded one enables starts within them). A play function awaits
 * it before checking content that comes after chained requests (categories, then their
 * arts), so the check waits for the work to end instead of racing a fixed time budget on
 * a loaded machine; the test's own timeout still bounds it.
 *
 * Under `withFakeClock` (fake-clock.ts) pass its clock: React Query hands its answers to
 * the components with a 0 ms timer, which the fake clock holds until it moves, so each
 * frame runs the timers due now (and no later ones).
 */
export async function settled(clock?: FakeClock): Promise<void> {
  let idleFrames = 0;
  while (idleFrames < 2) {
    await nextFrame();
    clock?.advance(0);
    const client = currentClient;
    const busy = !client || client.isFetching() > 0 || client.isMutating() > 0;
    idleFrames = busy ? 0 : idleFrames + 1;
  }
}
