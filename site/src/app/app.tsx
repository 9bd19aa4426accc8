import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LazyReportDialog } from '../components/report-dialog/lazy-report-dialog';
import { LazySiteToasts } from '../components/toast-stack/lazy-site-toasts';
import { LazyPopupHost } from '../features/popups/lazy-popup-host';
import '../features/pwa/install-capture';
import { LazyPwaHosts } from '../features/pwa/lazy-pwa-hosts';
import { captureLandingAttribution } from '../lib/attribution';
import { queryClient } from '../lib/query-client';
import { SiteHead } from '../lib/site-settings';
import { RenderErrorBoundary } from './render-error-boundary';
import { AppRouter } from './router';

/** The site. `client`: the browser's query cache by default; a server render brings its own. */
export function App({ client = queryClient }: { client?: QueryClient }) {
  useEffect(() => {
    captureLandingAttribution();
    // The app has taken the page over (hydrated or drawn) and its first effects have run:
    // App's own run last. Browser tests wait for it before acting on a server-drawn page.
    document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <QueryClientProvider client={client}>
      <SiteHead />
      <RenderErrorBoundary>
        <AppRouter />
      </RenderErrorBoundary>
      <LazySiteToasts />
      <LazyReportDialog />
      <LazyPopupHost />
      <LazyPwaHosts />
    </QueryClientProvider>
  );
}
