import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from '../lib/router/router.tsx';
import { AppRoutes } from './router.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    // Catalog data changes slowly; a phone on a weak network should not refetch on every focus.
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});

export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
