import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button, ButtonLink } from '../components/ui/button.tsx';

/**
 * A page that failed to load. Most often the connection went while its code was being fetched: then
 * say so, and load the page afresh once the connection is back (a failed fetch is not retried).
 */
export function RouteError() {
  const error = useRouteError();
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
        <Button onClick={() => window.location.reload()}>Try again</Button>
        <ButtonLink variant="ghost" to="/restaurants">
          See restaurants
        </ButtonLink>
      </div>
    </main>
  );
}
