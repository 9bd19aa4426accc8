import type { QueryClient } from '@tanstack/react-query';
import { LazyReportDialog } from '../components/report-dialog/lazy-report-dialog';
import { LazyPopupHost } from '../features/popups/lazy-popup-host';
import { LazyPwaHosts } from '../features/pwa/lazy-pwa-hosts';
import { queryClient } from '../lib/query-client';
import { AppShell } from './app-shell';
import { AppRouter } from './router';

/** The site. `client`: the browser's query cache by default; a server render brings its own. */
export function App({ client = queryClient }: { client?: QueryClient }) {
  return (
    <AppShell
      client={client}
      hosts={
        <>
          <LazyReportDialog />
          <LazyPopupHost />
          <LazyPwaHosts />
        </>
      }
    >
      <AppRouter />
    </AppShell>
  );
}
