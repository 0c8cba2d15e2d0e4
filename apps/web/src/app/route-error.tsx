import { Link, useRouteError } from 'react-router';

/** A page that failed to load (often a lost connection while fetching its chunk): say so, offer a retry. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main id="main" className="page page--centered">
      <h1>Something went wrong</h1>
      <p className="muted">Check your connection and try again.</p>
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
