import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { LANGUAGE_CHANGED } from '../lib/i18n/languages.ts';

// One client for every screen that uses TanStack Query: its cache outlives each screen. It comes with
// the first such screen, not with the app (lib/resource.ts says why).
const queryClient = new QueryClient({
  defaultOptions: {
    // Catalog data changes slowly; a phone on a weak network should not refetch on every focus.
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});

// TanStack Query 5 believes it is online until an 'offline' event says otherwise; a screen opened from
// the service worker without a network (decision 050) would ask and fail instead of waiting, as
// lib/resource.ts's questions do. It starts from what the browser knows.
onlineManager.setOnline(navigator.onLine);

// A language switch: answers that carry the server's words are asked again in it (decision 060).
window.addEventListener(LANGUAGE_CHANGED, () => void queryClient.invalidateQueries());

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
