/**
 * Change notification for values kept in localStorage: this tab's writes call `notify`, other tabs'
 * writes arrive as storage events. Shaped for React's useSyncExternalStore.
 */
export function createStorageSubscription(keys: readonly string[]) {
  const listeners = new Set<() => void>();
  return {
    notify() {
      for (const l of listeners) l();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      const onStorage = (e: StorageEvent) => {
        if (e.key === null || keys.includes(e.key)) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
