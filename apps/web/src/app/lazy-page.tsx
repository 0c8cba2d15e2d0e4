import { type ComponentType, useLayoutEffect, useSyncExternalStore } from 'react';
import { createListeners } from '../lib/listeners.ts';

// Pages load on demand. React.lazy would do, but the router's progress bar needs to know that a page's
// code is on its way, and a page whose code is already here must render at once (no empty frame).
//
// A page never suspends while its code loads (decision 056): it renders nothing until the code has
// come, and re-renders when it does. Preact's compat layer loses pages that suspend: a Suspense boundary
// re-rendered by its parent before it has parked what suspended shows nothing, and a parked tree that
// unmounts its suspender (a redirect to login, a Back) never comes back; a reload of /notifications
// after a redirect to login was left blank.
let loading = 0;
const { notify, subscribe } = createListeners();

/** True while a page's code is being fetched. */
export const usePageLoading = () =>
  useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );

/**
 * Takes down index.html's static shell once a screen is shown (before the browser paints both): not
 * before, so the shell stays up while the first page's code is on its way, and no frame is blank.
 */
export function useShellRemoved(shown: boolean) {
  useLayoutEffect(() => {
    if (shown) document.getElementById('shell')?.remove();
  }, [shown]);
}

type Chunk = { page: ComponentType } | { error: unknown };

/** A component that renders the page `load` resolves to, fetching its chunk the first time. */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  let chunk: Chunk | null = null;
  let started = false;
  // Told when the chunk has arrived or failed: each LazyPage shown then renders again.
  const arrived = createListeners();
  const fetchPage = () => {
    if (started) return;
    started = true;
    loading++;
    // Told after the render that started the fetch (a store must not change during a render).
    queueMicrotask(notify);
    load()
      .then(
        (page) => {
          chunk = { page };
        },
        // A failed fetch is kept: the error screen reloads the app once the connection is back.
        (error: unknown) => {
          chunk = { error: error ?? new Error('the page could not be loaded') };
        },
      )
      .finally(() => {
        loading--;
        notify();
        arrived.notify();
      });
  };
  const read = () => chunk;
  return function LazyPage() {
    fetchPage();
    const current = useSyncExternalStore(arrived.subscribe, read, read);
    useShellRemoved(current !== null && 'page' in current);
    if (!current) return null;
    // Thrown while rendering, for the page's error boundary to show the error screen.
    if ('error' in current) throw current.error;
    const Loaded = current.page;
    return <Loaded />;
  };
}
