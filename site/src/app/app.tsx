import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LazyReportDialog } from '../components/report-dialog/lazy-report-dialog';
import { LazySiteToasts } from '../components/toast-stack/lazy-site-toasts';
import { LazyPopupHost } from '../features/popups/lazy-popup-host';
import '../features/pwa/install-capture';
import { LazyPwaHosts } from '../features/pwa/lazy-pwa-hosts';
import { queryClient } from '../lib/query-client';
import { SiteHead } from '../lib/site-settings';
import { useAppReady } from './app-ready';
import { RenderErrorBoundary } from './render-error-boundary';
import { AppRouter } from './router';

/** The site. `client`: the browser's query cache by default; a server render brings its own. */
export function App({ client = queryClient }: { client?: QueryClient }) {
  useAppReady();
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
