import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser has a connection; screens say so instead of waiting in silence. */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/** A strip on every screen while the connection is gone; what was waiting carries on when it is back. */
export function OfflineNotice() {
  if (useOnline()) return null;
  return (
    <p className="offline-notice" role="status">
      You are offline. We will carry on when the connection is back.
    </p>
  );
}
