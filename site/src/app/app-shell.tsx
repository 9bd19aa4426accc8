import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { LazySiteToasts } from '../components/toast-stack/lazy-site-toasts';
import '../features/pwa/install-capture';
import { captureLandingAttribution } from '../lib/attribution';
import { SiteHead } from '../lib/site-settings';
import { RenderErrorBoundary } from './render-error-boundary';

/**
 * What both apps stand on (the site's, app.tsx, and the editor's own, editor-app.tsx): the
 * query cache, the site's settings on the document, the render-failure fallback around the
 * page, the toasts; `hosts` after them (the site's pop-ups and dialogs).
 */
export function AppShell({
  client,
  children,
  hosts,
}: {
  client: QueryClient;
  children: ReactNode;
  hosts?: ReactNode;
}) {
  useEffect(() => {
    captureLandingAttribution();
    // The app has taken the page over (hydrated or drawn) and its first effects have run:
    // the shell's own run last. Browser tests wait for it before acting on a server-drawn page.
    document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <QueryClientProvider client={client}>
      <SiteHead />
      <RenderErrorBoundary>{children}</RenderErrorBoundary>
      <LazySiteToasts />
      {hosts}
    </QueryClientProvider>
  );
}
