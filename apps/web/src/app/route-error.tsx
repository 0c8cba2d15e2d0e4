import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { buttonClass } from '../components/ui/button-class.ts';
import { Link } from '../lib/router/router.tsx';
import { useShellRemoved } from './lazy-page.tsx';

/**
 * A page that failed to load. Most often the connection went while its code was being fetched: then
 * say so, and load the page afresh once the connection is back (a failed fetch is not retried).
 */
export function RouteError({ error }: { error: unknown }) {
  useShellRemoved(true);
  const offline = !navigator.onLine;
  useEffect(() => {
    const reopen = () => window.location.reload();
    window.addEventListener('online', reopen);
    return () => window.removeEventListener('online', reopen);
  }, []);
  if (!offline) console.error(error);
  return (
    <main id="main" className="page page--centered">
      <h1>{offline ? <Trans>You are offline</Trans> : <Trans>Something went wrong</Trans>}</h1>
      <p className="muted">
        {offline ? (
          <Trans>This page will open when the connection is back.</Trans>
        ) : (
          <Trans>Check your connection and try again.</Trans>
        )}
      </p>
      <div className="row">
        {/* The class, not the Button component: this page is in the entry chunk, and the component
            there moves React's JSX runtime into a chunk of its own (+0.7 KB on the first screens). */}
        <button type="button" className={buttonClass({})} onClick={() => window.location.reload()}>
          <Trans>Try again</Trans>
        </button>
        <Link className={buttonClass({ variant: 'ghost' })} to="/restaurants">
          <Trans>See restaurants</Trans>
        </Link>
      </div>
    </main>
  );
}
