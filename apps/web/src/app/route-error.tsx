import { Trans } from '@lingui/react/macro';
import { useLayoutEffect } from 'react';
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
  // Before the paint, and a look at the connection once listening: an effect ran after the paint, so a
  // connection back between "You are offline" showing and the listener being added was never heard, and
  // the page waited for a tap (a browser test caught it once in CI).
  useLayoutEffect(() => {
    const reopen = () => window.location.reload();
    window.addEventListener('online', reopen);
    if (offline && navigator.onLine) reopen();
    return () => window.removeEventListener('online', reopen);
  }, [offline]);
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
