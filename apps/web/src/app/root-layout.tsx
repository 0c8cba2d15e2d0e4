import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from '../lib/router/router.tsx';
import { useScrollRestoration } from '../lib/router/scroll-positions.ts';
import { usePageLoading } from './lazy-page.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';

// Needed only once a page is up (a connection can be lost only after it was there): so it is not part
// of the first screen's code.
const OfflineNotice = lazy(async () => ({
  default: (await import('../components/app-shell/offline-notice.tsx')).OfflineNotice,
}));
// The service worker's registration and its "Update" offer (decision 050): after load, off the first
// screens' code.
const AppUpdate = lazy(async () => ({
  default: (await import('../components/app-shell/app-update.tsx')).AppUpdate,
}));

/**
 * The frame of every page: the top of a new page (the spec scrolls to the top on every route change),
 * the same place on Back and Forward, a thin progress bar while a chunk loads.
 */
export function RootLayout() {
  const { t } = useLingui();
  const location = useLocation();
  const { pathname } = location;
  const loading = usePageLoading();
  useScrollRestoration(location);
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      {loading && <div className="route-progress" role="progressbar" aria-label={t`Loading page`} />}
      <Suspense fallback={null}>
        <OfflineNotice />
        <AppUpdate />
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
