import { type ComponentType, use, useLayoutEffect, useSyncExternalStore } from 'react';
import { createListeners } from '../lib/listeners.ts';

// Pages load on demand. React.lazy would do, but the router's progress bar needs to know that a page's
// code is on its way, and a page whose code is already here must render at once (no empty frame).
let loading = 0;
const { notify, subscribe } = createListeners();

/** True while a page's code is being fetched. */
export const usePageLoading = () =>
  useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );

/** Takes down index.html's static shell once a screen is up (before the browser paints both). */
export function useShellRemoved() {
  useLayoutEffect(() => document.getElementById('shell')?.remove(), []);
}

/** A component that renders the page `load` resolves to, fetching its chunk the first time. */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  let Page: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  const fetchPage = () => {
    if (pending) return pending;
    loading++;
    // Told after the render that started the fetch (a store must not change during a render).
    queueMicrotask(notify);
    pending = load().then(
      (page) => {
        Page = page;
        return page;
      },
      // A failed fetch is kept: the error screen reloads the app once the connection is back.
    );
    pending
      .finally(() => {
        loading--;
        notify();
      })
      .catch(() => {});
    return pending;
  };
  return function LazyPage() {
    const Loaded = Page ?? use(fetchPage());
    useShellRemoved();
    return <Loaded />;
  };
}
