import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Later } from '../components/ui/later.tsx';
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
 * A thin progress bar while a page's code loads. Its own component, so that the loading store's changes
 * re-render only the bar: when RootLayout subscribed, the start of a fetch re-rendered the Suspense
 * boundaries below in the very render where one of them suspended, which Preact's compat layer does not
 * survive (decision 056).
 */
function PageProgress() {
  const { t } = useLingui();
  const loading = usePageLoading();
  return loading ? <div className="route-progress" role="progressbar" aria-label={t`Loading page`} /> : null;
}

/**
 * The frame of every page: the top of a new page (the spec scrolls to the top on every route change),
 * the same place on Back and Forward, a thin progress bar while a chunk loads.
 */
export function RootLayout() {
  const location = useLocation();
  const { pathname } = location;
  useScrollRestoration(location);
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <PageProgress />
      {/* The offline notice after the first paint: asking for its code (and the links the build adds
          to preload it) in the first render made that task longer on a slow phone, for a notice that
          says nothing on a page's first paint. The app update stays here: it registers the service
          worker, and while it too came later, a push delivered to the page's worker went unshown in
          two of four CI runs (push.spec, push-bengali.spec; cause not found). */}
      <Later>
        <Suspense fallback={null}>
          <OfflineNotice />
        </Suspense>
      </Later>
      <Suspense fallback={null}>
        <AppUpdate />
      </Suspense>
      <PageErrorBoundary pathname={pathname}>
        {/* Pages do not suspend while their code loads (lazy-page.tsx renders nothing until it has
            come); the boundary is for what a page itself loads lazily. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </PageErrorBoundary>
    </>
  );
}
