import { useEffect } from 'react';
import { Link } from 'react-router';
import { useShellRemoved } from './lazy-page.tsx';

/**
 * A page that failed to load. Most often the connection went while its code was being fetched: then
 * say so, and load the page afresh once the connection is back (a failed fetch is not retried).
 */
export function RouteError({ error }: { error: unknown }) {
  useShellRemoved();
  const offline = !navigator.onLine;
  useEffect(() => {
    const reopen = () => window.location.reload();
    window.addEventListener('online', reopen);
    return () => window.removeEventListener('online', reopen);
  }, []);
  if (!offline) console.error(error);
  return (
    <main id="main" className="page page--centered">
      <h1>{offline ? 'You are offline' : 'Something went wrong'}</h1>
      <p className="muted">
        {offline
          ? 'This page will open when the connection is back.'
          : 'Check your connection and try again.'}
      </p>
      <div className="row">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link className="btn btn--ghost" to="/restaurants">
          See restaurants
        </Link>
      </div>
    </main>
  );
}
