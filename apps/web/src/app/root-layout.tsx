import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from '../lib/router/router.tsx';
import { usePageLoading } from './lazy-page.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';

// Needed only once a page is up (a connection can be lost only after it was there): so it is not part
// of the first screen's code.
const OfflineNotice = lazy(async () => ({
  default: (await import('../components/app-shell/offline-notice.tsx')).OfflineNotice,
}));

/** The frame of every page: scroll to top on a route change, a thin progress bar while a chunk loads. */
export function RootLayout() {
  const { pathname } = useLocation();
  const loading = usePageLoading();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the spec scrolls to the top on every route change
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {loading && <div className="route-progress" role="progressbar" aria-label="Loading page" />}
      <Suspense fallback={null}>
        <OfflineNotice />
      </Suspense>
      <PageErrorBoundary pathname={pathname}>
        {/* The first screen's code is still on its way: nothing to show yet. Later the router keeps the
            old page up while the next one loads (its updates are transitions). */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </PageErrorBoundary>
    </>
  );
}
