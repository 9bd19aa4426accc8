import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/**
 * Renders a site screen as the app does: a fresh QueryClient per story (no retries, so
 * Error states show at once) and a wouter router at `parameters.route` (default '/').
 * The network is MSW: a story sets its handlers in `beforeEach({ msw })`.
 */
export const withSite: Decorator = (Story, context) => {
  const route = (context.parameters.route as string | undefined) ?? '/';
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const location = memoryLocation({ path: route, record: true });
  return (
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Story />
      </Router>
    </QueryClientProvider>
  );
};
