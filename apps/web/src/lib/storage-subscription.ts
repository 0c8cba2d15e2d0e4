import { createListeners } from './listeners.ts';

/**
 * Change notification for values kept in localStorage: this tab's writes call `notify`, other tabs'
 * writes arrive as storage events. Shaped for React's useSyncExternalStore.
 */
export function createStorageSubscription(keys: readonly string[]) {
  const { notify, subscribe } = createListeners();
  return {
    notify,
    subscribe(listener: () => void) {
      const unsubscribe = subscribe(listener);
      const onStorage = (e: StorageEvent) => {
        if (e.key === null || keys.includes(e.key)) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        unsubscribe();
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
