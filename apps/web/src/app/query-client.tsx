import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';

// One client for every screen that uses TanStack Query: its cache outlives each screen. It comes with
// the first such screen, not with the app (lib/resource.ts says why).
const queryClient = new QueryClient({
  defaultOptions: {
    // Catalog data changes slowly; a phone on a weak network should not refetch on every focus.
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});

/** The page, given the app's query client. */
export function withQueryClient(Page: ComponentType): ComponentType {
  return function WithQueryClient() {
    return (
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    );
  };
}
