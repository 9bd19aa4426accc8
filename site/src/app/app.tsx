import { lightTheme } from '@arte-gospel/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryClient } from '../lib/query-client';
import { AppRouter } from './router';

// The product forces the light theme (platform §1): its class sits on <html>.
export function App() {
  useEffect(() => {
    document.documentElement.classList.add(lightTheme);
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
    </QueryClientProvider>
  );
}
