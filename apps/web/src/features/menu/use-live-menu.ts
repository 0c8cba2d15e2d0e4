import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { restaurantMenuKeys } from '../../lib/use-restaurant-menu.ts';
import { whenIdle } from './live-menu.ts';

/**
 * Keeps an open menu up to date (decision 010): once the menu has painted, fetches the stream client
 * and follows the restaurant's menu stream (follow-menu.ts), asking for the restaurant and its dishes
 * again when it says so; closes it when the screen goes.
 */
const FRESH_MS = 10_000;

export function useLiveMenu(slug: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!slug) return;
    const refetch = () => {
      for (const queryKey of restaurantMenuKeys(slug)) void queryClient.invalidateQueries({ queryKey });
    };
    // Answers fetched (or carried by the page) in the last seconds need not be asked for again.
    const refetchIfOld = () => {
      const old = restaurantMenuKeys(slug).some(
        (queryKey) => Date.now() - (queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0) > FRESH_MS,
      );
      if (old) refetch();
    };
    let close: (() => void) | undefined;
    let gone = false;
    const follow = () => {
      import('./follow-menu.ts').then(
        ({ followMenu }) => {
          if (!gone) close = followMenu(slug, refetch, refetchIfOld);
        },
        // Offline before the client came: it is fetched when the connection is back.
        () => window.addEventListener('online', follow, { once: true }),
      );
    };
    const cancel = whenIdle(follow);
    return () => {
      gone = true;
      cancel();
      window.removeEventListener('online', follow);
      close?.();
    };
  }, [slug, queryClient]);
}
