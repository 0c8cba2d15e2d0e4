/**
 * Change listeners, shaped for React's useSyncExternalStore: `subscribe` adds one and returns its
 * removal, `notify` calls each. The stores of the app (history, lazy pages, the answer cache, the
 * localStorage stores) are told of changes through one of these.
 */
export function createListeners() {
  const listeners = new Set<() => void>();
  return {
    notify() {
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
